import { useState } from "react";

/**
 * A read made at most once while the component that asks lives (a wizard's list that its step reads again
 * each time it is shown after Back): every call answers the same promise; after a failure the next call
 * (Retry) reads again. The function is stable, for `useResource`.
 */
export function useReadOnce<T>(read: () => Promise<T>): () => Promise<T> {
  const [readOnce] = useState(() => {
    let kept: Promise<T> | undefined;
    return () => {
      kept ??= read().catch((error: unknown) => {
        kept = undefined;
        throw error;
      });
      return kept;
    };
  });
  return readOnce;
}
