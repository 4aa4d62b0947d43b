import { queryString, restApi } from "../../../core/http/api-clients";
import type { DirectoryEntry } from "../administrators.types";

/** How many matches a directory search shows at most. */
export const DIRECTORY_SEARCH_LIMIT = 50;

/** Directory users and groups whose name contains the text (a permission may go to either). */
export function searchDirectory(text: string): Promise<DirectoryEntry[]> {
  const filter = { type: "Contains", name: "name", value: text.trim() };
  return restApi
    .get(`/external/v1/ad-users-or-groups${queryString({ filter, page: 1, size: DIRECTORY_SEARCH_LIMIT })}`)
    .json<DirectoryEntry[]>();
}
