import { useCallback, useEffect, useRef, useState } from "react";
import { onSessionEnded } from "../../core/auth/sign-out";
import { loadDashboard, loadingDashboard, withTile, type DashboardData } from "./dashboard.model";

export interface Dashboard {
  /** Every panel as it stands: loading until its own answer, then its value, refusal or failure. */
  data: DashboardData;
  /** Loads again from nothing (retry): every panel shows loading until its answer. */
  reload: () => void;
  /** Reads every panel again while the current values stay on screen; resolves when all have answered. */
  refresh: () => Promise<void>;
}

/** A load started before the dashboard mounted: whoever subscribes hears its data so far, then each change. */
interface EarlyLoad {
  startedAt: number;
  subscribe: (listener: (data: DashboardData) => void) => () => void;
}

/** How long a load started at sign-in is fresh enough to show instead of reading again. */
const EARLY_LOAD_FRESH_MS = 30_000;

let earlyLoad: EarlyLoad | null = null;

/**
 * Starts the dashboard's reads before the dashboard mounts: at sign-in, with the session's own reads, when
 * the account landed on the dashboard last time (decision 0033). The dashboard that mounts next takes them.
 */
export function prefetchDashboard(): void {
  let data = loadingDashboard();
  const listeners = new Set<(data: DashboardData) => void>();
  void loadDashboard((panel, settled) => {
    data = withTile(data, panel, settled);
    for (const listener of listeners) listener(data);
  });
  earlyLoad = {
    startedAt: Date.now(),
    subscribe: (listener) => {
      listeners.add(listener);
      listener(data);
      return () => listeners.delete(listener);
    },
  };
}

// Another account's sign-in must never see this one's answers.
onSessionEnded(() => {
  earlyLoad = null;
});

/** The load started at sign-in, while fresh; the dashboard's effect adopts it (and so uses it up). */
function freshEarlyLoad(): EarlyLoad | null {
  return earlyLoad !== null && Date.now() - earlyLoad.startedAt < EARLY_LOAD_FRESH_MS ? earlyLoad : null;
}

/**
 * The dashboard's panels, each shown as soon as its own answer arrives; a load started at sign-in is taken
 * over rather than asked again. Answers of a superseded load (after a reload, a refresh or unmounting) are
 * dropped.
 */
export function useDashboard(): Dashboard {
  const [early] = useState(freshEarlyLoad);
  const [data, setData] = useState(loadingDashboard);
  const currentLoad = useRef(0);

  /** Asks for every panel; each answer updates its panel unless another load started since. */
  const load = useCallback(() => {
    currentLoad.current += 1;
    const thisLoad = currentLoad.current;
    return loadDashboard((panel, settled) => {
      if (currentLoad.current === thisLoad) setData((current) => withTile(current, panel, settled));
    });
  }, []);

  useEffect(() => {
    let unsubscribe = () => {};
    if (early) {
      if (earlyLoad === early) earlyLoad = null;
      currentLoad.current += 1;
      const thisLoad = currentLoad.current;
      unsubscribe = early.subscribe((current) => {
        if (currentLoad.current === thisLoad) setData(current);
      });
    } else void load();
    return () => {
      unsubscribe();
      currentLoad.current += 1;
    };
  }, [load, early]);

  const reload = useCallback(() => {
    setData(loadingDashboard());
    void load();
  }, [load]);
  return { data, reload, refresh: load };
}
