import { fetchAllPages } from "../../../core/http/api-clients";
import type { AdUser } from "../machines.types";

/** Directory users by id (none asked, none fetched); the caller keeps the list of ids short. */
export async function getAdUsers(ids: readonly string[]): Promise<AdUser[]> {
  if (ids.length === 0) return [];
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  return fetchAllPages<AdUser>("/external/v1/ad-users-or-groups", { filter });
}
