import { queryString, restApi } from "../../../core/http/api-clients";
import type { AdUser } from "../../../core/directory/get-ad-users";

/** How many matches a directory search shows at most. */
export const USER_SEARCH_LIMIT = 50;

/** Directory users (never groups: a machine is assigned to users) whose name contains the text. */
export async function searchAdUsers(text: string): Promise<AdUser[]> {
  const filter = { type: "Contains", name: "name", value: text.trim() };
  const found = await restApi
    .get(`/external/v1/ad-users-or-groups${queryString({ filter, page: 1, size: USER_SEARCH_LIMIT })}`)
    .json<AdUser[]>();
  return found.filter((user) => user.group !== true);
}
