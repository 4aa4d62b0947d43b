import { directoryUserNameLookup } from "../../core/directory/directory-user-names";
import type { DisplayMessage } from "../../core/i18n/display-message";
import {
  distinctIds,
  resolveIdNames,
  type NameLookup,
  type ResolveIdNamesOptions,
} from "../../core/query/id-names";
import { getDesktopPoolNames } from "./api/get-desktop-pool-names";
import { getFarmNames } from "./api/get-farm-names";
import { getMachineNames } from "./api/get-machine-names";
import { getRdsServerNames } from "./api/get-rds-server-names";
import type { NamedItem } from "../../core/query/id-names";
import type { Session, SessionRow } from "./sessions.types";

/** The things a session names by id. */
export type NameKind = "users" | "machines" | "rdsServers" | "desktopPools" | "farms";

export interface ResolveNamesOptions extends ResolveIdNamesOptions {
  /**
   * What a failed lookup means: "strict" (export) rejects with a NameResolutionError, so no file is
   * written with ids where names belong; "lenient" (the page view) leaves those ids shown.
   */
  mode: "strict" | "lenient";
  /** The lookups (the REST API's by default). */
  lookups?: Readonly<Record<NameKind, NameLookup>>;
}

/** Some names could not be looked up: the export says so instead of writing ids where names belong. */
export class NameResolutionError extends Error {
  /** For the UI: translated with the number of ids left unresolved. */
  readonly displayMessage: DisplayMessage;

  constructor(
    /** Ids whose lookup failed, per kind. */
    readonly unresolved: Readonly<Partial<Record<NameKind, number>>>,
    /** The first failure, for the log. */
    override readonly cause: unknown,
  ) {
    const count = Object.values(unresolved).reduce((sum, value) => sum + (value ?? 0), 0);
    super(`The names of ${count} ids could not be looked up`);
    this.name = "NameResolutionError";
    this.displayMessage = { key: "sessions.export.namesUnresolved", values: { count } };
  }
}

const byName = (items: readonly NamedItem[]) => new Map(items.map((item) => [item.id, item.name]));

/** The REST API's lookups, one request (page by page) per chunk of ids. */
export const REST_NAME_LOOKUPS: Readonly<Record<NameKind, NameLookup>> = {
  users: directoryUserNameLookup,
  machines: async (ids) => byName(await getMachineNames(ids)),
  rdsServers: async (ids) => byName(await getRdsServerNames(ids)),
  desktopPools: async (ids) => byName(await getDesktopPoolNames(ids)),
  farms: async (ids) => byName(await getFarmNames(ids)),
};

/**
 * The names of everything the sessions refer to, looked up in bounded requests (chunks of ids, a few
 * in parallel) with progress. In strict mode a lookup that fails (after splitting a chunk the server
 * found too long) rejects the whole resolution; an id the server answers without is kept as the id,
 * since no name exists for it.
 */
export async function resolveNames(
  sessions: readonly Session[],
  options: ResolveNamesOptions,
): Promise<Record<NameKind, Map<string, string>>> {
  const { mode, lookups = REST_NAME_LOOKUPS, ...bounds } = options;
  const ids: Record<NameKind, string[]> = {
    users: distinctIds(sessions.map((session) => session.user_id)),
    machines: distinctIds(sessions.map((session) => session.machine_id)),
    rdsServers: distinctIds(sessions.map((session) => session.rds_server_id)),
    desktopPools: distinctIds(sessions.map((session) => session.desktop_pool_id)),
    farms: distinctIds(sessions.map((session) => session.farm_id)),
  };
  const { names, unresolved, firstFailure } = await resolveIdNames(ids, lookups, bounds);
  if (mode === "strict" && firstFailure !== undefined)
    throw new NameResolutionError(unresolved, firstFailure);
  if (firstFailure !== undefined) console.warn("Some session names could not be looked up", firstFailure);
  return names;
}

/** Sessions with the names of their user, machine (or RDS host) and pool (or farm) in place of ids. */
export async function withResolvedNames(
  sessions: readonly Session[],
  options: ResolveNamesOptions,
): Promise<SessionRow[]> {
  const names = await resolveNames(sessions, options);
  return sessions.map((session) => {
    const row: SessionRow = { ...session, userName: names.users.get(session.user_id) ?? session.user_id };
    const machine = session.machine_id
      ? (names.machines.get(session.machine_id) ?? session.machine_id)
      : session.rds_server_id
        ? (names.rdsServers.get(session.rds_server_id) ?? session.rds_server_id)
        : undefined;
    if (machine !== undefined) row.machineName = machine;
    const poolOrFarm = session.desktop_pool_id
      ? (names.desktopPools.get(session.desktop_pool_id) ?? session.desktop_pool_id)
      : session.farm_id
        ? (names.farms.get(session.farm_id) ?? session.farm_id)
        : undefined;
    if (poolOrFarm !== undefined) row.poolOrFarmName = poolOrFarm;
    return row;
  });
}
