import { fetchAllPages } from "../../../core/http/api-clients";

/** The names of the desktop pools, by id (a pod has few pools). */
export async function getPoolNames(): Promise<Map<string, string>> {
  const pools = await fetchAllPages<{ id: string; name: string }>("/inventory/v6/desktop-pools", {});
  return new Map(pools.map((pool) => [pool.id, pool.name]));
}
