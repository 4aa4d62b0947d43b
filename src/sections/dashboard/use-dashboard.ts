import { useCallback, useEffect, useRef, useState } from "react";
import { loadDashboard, loadingDashboard, withTile, type DashboardData } from "./dashboard.model";

export interface Dashboard {
  /** Every panel as it stands: loading until its own answer, then its value, refusal or failure. */
  data: DashboardData;
  /** Loads again from nothing (retry): every panel shows loading until its answer. */
  reload: () => void;
  /** Reads every panel again while the current values stay on screen; resolves when all have answered. */
  refresh: () => Promise<void>;
}

/**
 * The dashboard's panels, each shown as soon as its own answer arrives. Answers of a superseded load
 * (after a reload, a refresh or unmounting) are dropped.
 */
export function useDashboard(): Dashboard {
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
    void load();
    return () => {
      currentLoad.current += 1;
    };
  }, [load]);

  const reload = useCallback(() => {
    setData(loadingDashboard());
    void load();
  }, [load]);
  return { data, reload, refresh: load };
}
