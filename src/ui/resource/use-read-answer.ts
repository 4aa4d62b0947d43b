import { useEffect, useRef } from "react";

/**
 * Reads what `key` names once it is given (and again when it changes) and hands the answer to `apply`,
 * unless the component is gone or the key changed meanwhile: names of ids a form shows, filled in when they
 * arrive. A failed read leaves the form as it is.
 */
export function useReadAnswer<Key, T>(
  key: Key | undefined,
  read: (key: Key) => Promise<T>,
  apply: (answer: T) => void,
): void {
  const latest = useRef({ read, apply });
  useEffect(() => {
    latest.current = { read, apply };
  });
  useEffect(() => {
    if (key === undefined) return;
    let isCurrent = true;
    latest.current.read(key).then(
      (answer) => {
        if (isCurrent) latest.current.apply(answer);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
}
