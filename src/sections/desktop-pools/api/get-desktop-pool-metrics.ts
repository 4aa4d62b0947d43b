import { restApi } from "../../../core/http/api-clients";
import type { DesktopPoolMetrics } from "../desktop-pools.types";

/** Machine and session counts of the given pools (none asked, none fetched). */
export async function getDesktopPoolMetrics(ids: readonly string[]): Promise<DesktopPoolMetrics[]> {
  if (ids.length === 0) return [];
  const search = new URLSearchParams();
  for (const id of ids) search.append("ids", id);
  return restApi.get(`/monitor/v1/desktop-pools/metrics?${search.toString()}`).json<DesktopPoolMetrics[]>();
}
