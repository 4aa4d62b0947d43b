import { queryString, restApi } from "../http/api-clients";
import type { AdUser } from "./get-ad-users";

/** How many matches a directory search shows at most. */
export const DIRECTORY_SEARCH_LIMIT = 50;

/** Directory users and groups whose name contains the text, optionally in one domain. */
export function searchAdUsers(text: string, domain?: string): Promise<AdUser[]> {
  const byName = { type: "Contains", name: "name", value: text.trim() };
  const filter = domain
    ? { type: "And", filters: [byName, { type: "Equals", name: "domain", value: domain }] }
    : byName;
  return restApi
    .get(`/external/v1/ad-users-or-groups${queryString({ filter, page: 1, size: DIRECTORY_SEARCH_LIMIT })}`)
    .json<AdUser[]>();
}
