import { deriveFarmApplicationHealth } from "../../core/inventory/application-health";
import { loadFarmHealth } from "../../core/inventory/farm-health";
import type { GridState } from "../../core/query/grid-state";
import type { PageResult } from "../../core/query/query-service";
import { getFarmApplicationsPage } from "./api/get-farm-items-page";
import type { FarmApplicationRow } from "./farms.types";

// The farm page's application pools tab reads its rows here, with the tab's chunk: the farm list and the
// farm's summary do not carry the application health rules (decision 0038).

/**
 * A page of a farm's applications, each with its health derived from the farm's hosts as the application
 * list derives it (spec 001 §4); unknown when the farm's health cannot be read.
 */
export async function getFarmApplicationRows(
  farmId: string,
  state: GridState,
  signal?: AbortSignal,
): Promise<PageResult<FarmApplicationRow>> {
  const page = await getFarmApplicationsPage(farmId, state, signal);
  const farm = (await loadFarmHealth(page.rows).catch(() => undefined))?.get(farmId);
  return {
    ...page,
    rows: page.rows.map((application) => ({
      ...application,
      health: farm ? deriveFarmApplicationHealth(application, farm) : { status: "UNKNOWN" },
    })),
  };
}
