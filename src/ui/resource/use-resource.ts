import { useCallback, useEffect, useRef, useState } from "react";

/** A server resource as a section or tab shows it. */
export type ResourceState<T> =
  { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; data: T };

const LOADING = { status: "loading" } as const;

export interface Resource<T> {
  state: ResourceState<T>;
  /** Loads again (retry, or after a save); the state shows loading until the answer. */
  reload: () => void;
  /**
   * Reads the resource again while the current data stays on screen, and resolves once the answer is
   * shown (so a message announcing a change can wait for the change to be visible). Never rejects.
   */
  refresh: () => Promise<void>;
}

interface Settled<T> {
  load: () => Promise<T>;
  version: number;
  state: ResourceState<T>;
}

/**
 * Loads a resource on mount and whenever `load` changes; answers of a superseded load are dropped.
 * `load` must be stable: a module-level request function, or one memoised on the ids it reads.
 */
export function useResource<T>(load: () => Promise<T>): Resource<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latest = useRef({ load, version });
  useEffect(() => {
    latest.current = { load, version };
  });

  useEffect(() => {
    let isCurrent = true;
    load().then(
      (data) => {
        if (isCurrent) setSettled({ load, version, state: { status: "ready", data } });
      },
      (error: unknown) => {
        if (isCurrent) setSettled({ load, version, state: { status: "error", error } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  const refresh = useCallback(async () => {
    const asked = latest.current;
    let state: ResourceState<T>;
    try {
      state = { status: "ready", data: await asked.load() };
    } catch (error) {
      state = { status: "error", error };
    }
    // A reload or another resource started meanwhile wins.
    if (latest.current.load === asked.load && latest.current.version === asked.version)
      setSettled({ ...asked, state });
  }, []);

  const isCurrent = settled !== null && settled.load === load && settled.version === version;
  return { state: isCurrent ? settled.state : LOADING, reload, refresh };
}
