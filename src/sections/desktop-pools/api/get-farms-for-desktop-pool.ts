import { fetchAllPages } from "../../../core/http/api-clients";

/** What an RDS desktop pool's create needs of a farm (2212 FarmInfoV2, the first version naming its pool). */
export interface FarmForDesktopPool {
  id: string;
  name: string;
  access_group_id: string;
  /** The RDS desktop pool the farm serves already; absent on a free farm. */
  desktop_pool_id?: string;
}

/**
 * The farms an RDS desktop pool can be made on: 2212's create requires one, and it must not serve another
 * RDS desktop pool already.
 */
export async function getFarmsForDesktopPool(): Promise<FarmForDesktopPool[]> {
  const farms = await fetchAllPages<FarmForDesktopPool>("/inventory/v2/farms");
  return farms.filter((farm) => !farm.desktop_pool_id);
}
