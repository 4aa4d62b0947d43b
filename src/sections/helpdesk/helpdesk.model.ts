import { getPodsAndSites, type Pod, type Site } from "../../core/federation/get-pods-and-sites";
import { gridStateToRestParams, type GridState } from "../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { distinctIds, resolveIdNames, restNameLookup } from "../../core/query/id-names";
import { restListSource, type RestListSource } from "../../core/query/rest-list-source";
import { getAllGlobalSessions, getGlobalSessionsPage } from "../../core/sessions/get-global-sessions";
import { withGlobalSessionNames, type GlobalSessionRow } from "../../core/sessions/global-session-names";
import type { UserEvent, UserLocalSession, UserMachine } from "./helpdesk.types";

/**
 * One user's sessions on every pod of the federation (this pod's included): the global sessions API
 * takes the user as its scope, the grid's filters go to the server, and pods and sites are shown by name.
 */
export class UserSessionSource {
  readonly #userId: string;
  #federation: Promise<{ pods: Pod[]; sites: Site[] }> | undefined;

  constructor(userId: string) {
    this.#userId = userId;
  }

  #names(): Promise<{ pods: Pod[]; sites: Site[] }> {
    this.#federation ??= getPodsAndSites();
    this.#federation.catch(() => (this.#federation = undefined));
    return this.#federation;
  }

  readonly fetchPage = async (
    state: GridState,
    signal?: AbortSignal,
  ): Promise<PageResult<GlobalSessionRow>> => {
    const { filter } = gridStateToRestParams(state);
    const page = await getGlobalSessionsPage({ user_id: this.#userId }, state.page, filter, signal);
    const { pods, sites } = await this.#names();
    return {
      rows: await withGlobalSessionNames(page.rows, pods, sites, signal ? { signal } : {}),
      hasMore: page.hasMore,
      ...(page.total === undefined ? {} : { total: page.total }),
    };
  };

  readonly fetchAll = async (
    state: GridState,
    options: FetchAllOptions = {},
  ): Promise<GlobalSessionRow[]> => {
    const { filter } = gridStateToRestParams(state);
    const sessions = await getAllGlobalSessions({ user_id: this.#userId }, filter);
    const { pods, sites } = await this.#names();
    return withGlobalSessionNames(sessions, pods, sites, options);
  };
}

/** The machines assigned to a user (their user_ids name the user). */
export const userMachineSource = (userId: string): RestListSource<UserMachine> =>
  restListSource<UserMachine>("/inventory/v1/machines", [
    { type: "Equals", memberName: "user_ids", value: userId },
  ]);

/** The audit events of a user, newest first. */
export const userEventSource = (userId: string): RestListSource<UserEvent> =>
  restListSource<UserEvent>("/external/v1/audit-events", [
    { type: "Equals", memberName: "user_id", value: userId },
  ]);

type LocalSession = Omit<UserLocalSession, "machineName">;

/** Sessions with the name of their machine or RDS host (ids the lookup could not resolve stay shown). */
async function withMachineNames(
  sessions: readonly LocalSession[],
  signal?: AbortSignal,
): Promise<UserLocalSession[]> {
  const { names } = await resolveIdNames(
    {
      machines: distinctIds(sessions.map((session) => session.machine_id)),
      rdsServers: distinctIds(sessions.map((session) => session.rds_server_id)),
    },
    {
      machines: restNameLookup("/inventory/v1/machines"),
      rdsServers: restNameLookup("/inventory/v1/rds-servers"),
    },
    signal ? { signal } : {},
  );
  return sessions.map((session) => ({
    ...session,
    machineName:
      names.machines.get(session.machine_id ?? "") ??
      names.rdsServers.get(session.rds_server_id ?? "") ??
      session.machine_id ??
      session.rds_server_id ??
      "",
  }));
}

/** One user's sessions on this pod, with their machines by name. */
export function userLocalSessionSource(userId: string) {
  const sessions = restListSource<LocalSession>("/inventory/v1/sessions", [
    { type: "Equals", memberName: "user_id", value: userId },
  ]);
  return {
    fetchPage: async (state: GridState, signal?: AbortSignal) => {
      const page = await sessions.fetchPage(state, signal);
      return { rows: await withMachineNames(page.rows, signal), hasMore: page.hasMore };
    },
    fetchAll: async (state: GridState) => withMachineNames(await sessions.fetchAll(state)),
  };
}
