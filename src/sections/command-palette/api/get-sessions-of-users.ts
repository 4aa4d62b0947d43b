import { queryString, restApi } from "../../../core/http/api-clients";
import type { FoundSession } from "../command-palette.types";
import { MATCHES_PER_KIND } from "./search-by-name";

/** The first sessions of some users (the users a search found). */
export function getSessionsOfUsers(userIds: readonly string[], signal: AbortSignal): Promise<FoundSession[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  const filter = {
    type: "Or",
    filters: userIds.map((id) => ({ type: "Equals", name: "user_id", value: id })),
  };
  return restApi
    .options({ signal })
    .get(`/inventory/v1/sessions${queryString({ filter, page: 1, size: MATCHES_PER_KIND })}`)
    .json<FoundSession[]>();
}
