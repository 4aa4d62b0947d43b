import { fetchAllPages } from "../../../core/http/api-clients";
import type { PoolMachine } from "../desktop-pools.types";

/** Machines by id, for the sessions tab's machine names (none asked, none fetched). */
export async function getMachinesById(ids: readonly string[]): Promise<PoolMachine[]> {
  if (ids.length === 0) return [];
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  return fetchAllPages<PoolMachine>("/inventory/v4/machines", { filter });
}
