import { fetchAllPages } from "../../../core/http/api-clients";
import type { AdUserOrGroup } from "../desktop-pools.types";

/** Directory users and groups by id (none asked, none fetched). */
export async function getAdUsersOrGroups(ids: readonly string[]): Promise<AdUserOrGroup[]> {
  if (ids.length === 0) return [];
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  return fetchAllPages<AdUserOrGroup>("/external/v1/ad-users-or-groups", { filter });
}
