import { fetchAllPages } from "../../../core/http/api-clients";

/** Which pool a machine or session belongs to: all the counting needs. */
export interface PoolMember {
  id: string;
  desktop_pool_id?: string;
  session_state?: string;
}

/** Every machine or session of the given pools (for counting where the server has no pool metrics). */
export async function getPoolMembers(
  kind: "machines" | "sessions",
  poolIds: readonly string[],
): Promise<PoolMember[]> {
  if (poolIds.length === 0) return [];
  const filter = {
    type: "Or",
    filters: poolIds.map((id) => ({ type: "Equals", name: "desktop_pool_id", value: id })),
  };
  return fetchAllPages<PoolMember>(`/inventory/v1/${kind}`, { filter });
}
