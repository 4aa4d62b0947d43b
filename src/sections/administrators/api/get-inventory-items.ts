import { fetchAllPages } from "../../../core/http/api-clients";
import type { InventoryItem } from "../administrators.types";

interface Named {
  id: string;
  name: string;
  access_group_id: string;
}

/**
 * The desktop pools and farms the caller may see, with their access groups (v2 is the first farm version
 * whose rows carry access_group_id).
 */
export async function getInventoryItems(): Promise<InventoryItem[]> {
  const [pools, farms] = await Promise.all([
    fetchAllPages<Named>("/inventory/v6/desktop-pools"),
    fetchAllPages<Named>("/inventory/v2/farms"),
  ]);
  return [
    ...pools.map((pool) => ({ ...pick(pool), kind: "desktopPool" as const })),
    ...farms.map((farm) => ({ ...pick(farm), kind: "farm" as const })),
  ];
}

function pick({ id, name, access_group_id }: Named) {
  return { id, name, access_group_id };
}
