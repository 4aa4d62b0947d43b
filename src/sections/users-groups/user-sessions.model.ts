import type { GridState } from "../../core/query/grid-state";
import { distinctIds, resolveIdNames, restNameLookup } from "../../core/query/id-names";
import { simpleFilter } from "../../core/query/query.model";
import type { PageResult } from "../../core/query/query-service";
import { restListSource } from "../../core/query/rest-list-source";
import type { SessionProtocol, SessionState, SessionType } from "../../core/sessions/session-types";

/** A local session of the user (SessionInfo), with only the fields the user page reads. */
export interface UserSession {
  id: string;
  access_group_id?: string;
  machine_id?: string;
  rds_server_id?: string;
  desktop_pool_id?: string;
  farm_id?: string;
  session_type: SessionType;
  session_state: SessionState;
  session_protocol?: SessionProtocol;
  /** Epoch milliseconds of the login. */
  start_time?: number;
  client_data?: { name?: string };
}

/** A session with its machine (or RDS host) and pool (or farm) by name: their ids while unknown. */
export interface UserSessionRow extends UserSession {
  machineName: string;
  poolOrFarmName: string;
}

/** The REST lists that name what a session refers to by id (the versions the sessions list reads). */
const LOOKUPS = {
  machines: restNameLookup("/inventory/v1/machines"),
  rdsServers: restNameLookup("/inventory/v1/rds-servers"),
  desktopPools: restNameLookup("/inventory/v6/desktop-pools"),
  farms: restNameLookup("/inventory/v2/farms"),
};

/** The sessions with their names, looked up in bounded chunks; a name that cannot be found leaves the id. */
async function withNames(sessions: readonly UserSession[]): Promise<UserSessionRow[]> {
  const ids = (pick: (session: UserSession) => string | undefined) => distinctIds(sessions.map(pick));
  const { names, firstFailure } = await resolveIdNames(
    {
      machines: ids((session) => session.machine_id),
      rdsServers: ids((session) => session.rds_server_id),
      desktopPools: ids((session) => session.desktop_pool_id),
      farms: ids((session) => session.farm_id),
    },
    LOOKUPS,
  );
  if (firstFailure !== undefined) console.warn("Some session names could not be looked up", firstFailure);
  const nameOf = (kind: keyof typeof names, id: string | undefined) =>
    id === undefined ? undefined : (names[kind].get(id) ?? id);
  return sessions.map((session) => ({
    ...session,
    machineName: nameOf("machines", session.machine_id) ?? nameOf("rdsServers", session.rds_server_id) ?? "",
    poolOrFarmName: nameOf("desktopPools", session.desktop_pool_id) ?? nameOf("farms", session.farm_id) ?? "",
  }));
}

/** Serves the user page's sessions tab: pages, and every session for actions on all pages and export. */
export function userSessionSource(userId: string) {
  const sessions = restListSource<UserSession>("/inventory/v1/sessions", [
    simpleFilter("user_id", userId, "Equals"),
  ]);
  return {
    fetchPage: async (state: GridState, signal?: AbortSignal): Promise<PageResult<UserSessionRow>> => {
      const page = await sessions.fetchPage(state, signal);
      return { rows: await withNames(page.rows), hasMore: page.hasMore };
    },
    fetchAll: async (state: GridState): Promise<UserSessionRow[]> =>
      withNames(await sessions.fetchAll(state)),
  };
}
