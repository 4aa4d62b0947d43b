import { fetchAllPages } from "../../../core/http/api-clients";
import type { PublishedApplicationPool } from "../pool-tabs.types";

/** The application pools published from a desktop pool. */
export function getPoolApplicationPools(poolId: string): Promise<PublishedApplicationPool[]> {
  return fetchAllPages<PublishedApplicationPool>("/inventory/v4/application-pools", {
    filter: { type: "Equals", name: "desktop_pool_id", value: poolId },
  });
}
