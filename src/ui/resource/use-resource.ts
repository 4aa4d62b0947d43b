import { useCallback, useEffect, useState } from "react";

/** A server resource as a tab shows it. */
export type ResourceState<T> =
  { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; data: T };

const LOADING = { status: "loading" } as const;

/**
 * Loads a resource on mount; `reload` loads again (retry, or after a save). `load` must be stable (a
 * module-level request function). Answers of a superseded load are dropped.
 */
export function useResource<T>(load: () => Promise<T>): { state: ResourceState<T>; reload: () => void } {
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ version: number; state: ResourceState<T> } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (data) => {
        if (isCurrent) setResult({ version, state: { status: "ready", data } });
      },
      (error: unknown) => {
        if (isCurrent) setResult({ version, state: { status: "error", error } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, version]);
  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  return { state: result?.version === version ? result.state : LOADING, reload };
}
