import { directoryUserNameLookup } from "../../core/directory/directory-user-names";
import type { GridState } from "../../core/query/grid-state";
import { distinctIds, resolveIdNames, restNameLookup } from "../../core/query/id-names";
import { simpleFilter } from "../../core/query/query.model";
import type { PageResult } from "../../core/query/query-service";
import { restListSource } from "../../core/query/rest-list-source";
import type { FarmSession, FarmSessionRow } from "./farms.types";

/** The sessions with their users' and RDS hosts' names; a name that cannot be looked up leaves the id. */
async function withSessionNames(sessions: readonly FarmSession[]): Promise<FarmSessionRow[]> {
  const { names, firstFailure } = await resolveIdNames(
    {
      users: distinctIds(sessions.map((session) => session.user_id)),
      hosts: distinctIds(sessions.map((session) => session.rds_server_id)),
    },
    { users: directoryUserNameLookup, hosts: restNameLookup("/inventory/v1/rds-servers") },
  );
  if (firstFailure !== undefined) console.warn("Some session names could not be looked up", firstFailure);
  return sessions.map((session) => ({
    ...session,
    userName: names.users.get(session.user_id) ?? session.user_id,
    hostName: session.rds_server_id ? (names.hosts.get(session.rds_server_id) ?? session.rds_server_id) : "",
  }));
}

/** Serves the farm's sessions tab: pages, and every session for actions on all pages and export. */
export function farmSessionSource(farmId: string) {
  const sessions = restListSource<FarmSession>("/inventory/v1/sessions", [
    simpleFilter("farm_id", farmId, "Equals"),
  ]);
  return {
    fetchPage: async (state: GridState, signal?: AbortSignal): Promise<PageResult<FarmSessionRow>> => {
      const page = await sessions.fetchPage(state, signal);
      return { rows: await withSessionNames(page.rows), hasMore: page.hasMore };
    },
    fetchAll: async (state: GridState): Promise<FarmSessionRow[]> =>
      withSessionNames(await sessions.fetchAll(state)),
  };
}
