import { ApiError } from "../../core/http/api-error";
import type { DisplayMessage } from "../../core/i18n/display-message";
import { getAdUsers } from "./api/get-ad-users";
import { getDesktopPoolNames } from "./api/get-desktop-pool-names";
import { getFarmNames } from "./api/get-farm-names";
import { getMachineNames } from "./api/get-machine-names";
import { getRdsServerNames } from "./api/get-rds-server-names";
import type { AdUser, NamedItem, Session, SessionRow } from "./sessions.types";

/** The things a session names by id. */
export type NameKind = "users" | "machines" | "rdsServers" | "desktopPools" | "farms";

/** Looks up the names of some ids of one kind: one bounded request. */
export type NameLookup = (ids: readonly string[]) => Promise<Map<string, string>>;

/** Most ids one lookup request asks for. */
export const MAX_IDS_PER_REQUEST = 100;
/**
 * Most characters the ids' part of one lookup URL may take once encoded. The lookups are GETs with an
 * Or-of-Equals filter in the query string (about 80 characters per id besides the id itself); servers
 * refuse long request lines (431, or a reset), commonly above 8 KiB, so a request stays well below that.
 */
export const MAX_FILTER_CHARS = 6000;
/** Lookup requests in flight at once, leaving the browser's other connections to the host free. */
export const MAX_PARALLEL_LOOKUPS = 4;
/** Encoded characters of one Equals-on-id entry of a filter, besides the id itself. */
const FILTER_ENTRY_CHARS = 80;

export interface ResolveNamesOptions {
  /**
   * What a failed lookup means: "strict" (export) rejects with a NameResolutionError, so no file is
   * written with ids where names belong; "lenient" (the page view) leaves those ids shown.
   */
  mode: "strict" | "lenient";
  /** Ids resolved so far (asked for, found or not) out of all distinct ids of the sessions. */
  onProgress?: (resolved: number, total: number) => void;
  /** Cancels: no further request starts and the resolution rejects with an AbortError. */
  signal?: AbortSignal;
  /** The lookups (the REST API's by default). */
  lookups?: Readonly<Record<NameKind, NameLookup>>;
  maxIdsPerRequest?: number;
  maxFilterChars?: number;
  maxParallel?: number;
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

function userName(user: AdUser): string {
  return user.domain && user.login_name
    ? `${user.domain}\\${user.login_name}`
    : (user.display_name ?? user.login_name ?? user.id);
}

const byName = (items: readonly NamedItem[]) => new Map(items.map((item) => [item.id, item.name]));

/** The REST API's lookups, one request (page by page) per chunk of ids. */
export const REST_NAME_LOOKUPS: Readonly<Record<NameKind, NameLookup>> = {
  users: async (ids) => new Map((await getAdUsers(ids)).map((user) => [user.id, userName(user)])),
  machines: async (ids) => byName(await getMachineNames(ids)),
  rdsServers: async (ids) => byName(await getRdsServerNames(ids)),
  desktopPools: async (ids) => byName(await getDesktopPoolNames(ids)),
  farms: async (ids) => byName(await getFarmNames(ids)),
};

/**
 * Splits ids into request-sized chunks: at most `maxIds` each, and at most `maxChars` of encoded filter,
 * so a chunk of long ids (SIDs) holds fewer of them.
 */
export function chunkIds(ids: readonly string[], maxIds: number, maxChars: number): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let chars = 0;
  for (const id of ids) {
    const cost = FILTER_ENTRY_CHARS + encodeURIComponent(id).length;
    if (chunk.length > 0 && (chunk.length >= maxIds || chars + cost > maxChars)) {
      chunks.push(chunk);
      chunk = [];
      chars = 0;
    }
    chunk.push(id);
    chars += cost;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** The server refused the request line as too long: a smaller chunk may pass. */
function isTooLong(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 414 || error.status === 431);
}

function abortError(): DOMException {
  return new DOMException("The operation was aborted.", "AbortError");
}

interface Task {
  kind: NameKind;
  ids: string[];
}

/** Runs tasks with at most `parallel` in flight, in order of the list; stops starting new ones on abort. */
async function runBounded<T>(
  tasks: readonly T[],
  parallel: number,
  run: (task: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !signal?.aborted) await run(tasks[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, parallel), tasks.length) }, worker));
}

const distinct = (ids: readonly (string | undefined)[]) => [
  ...new Set(ids.filter((id): id is string => id !== undefined && id !== "")),
];

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
  const lookups = options.lookups ?? REST_NAME_LOOKUPS;
  const ids: Record<NameKind, string[]> = {
    users: distinct(sessions.map((session) => session.user_id)),
    machines: distinct(sessions.map((session) => session.machine_id)),
    rdsServers: distinct(sessions.map((session) => session.rds_server_id)),
    desktopPools: distinct(sessions.map((session) => session.desktop_pool_id)),
    farms: distinct(sessions.map((session) => session.farm_id)),
  };
  const names: Record<NameKind, Map<string, string>> = {
    users: new Map(),
    machines: new Map(),
    rdsServers: new Map(),
    desktopPools: new Map(),
    farms: new Map(),
  };
  const kinds = Object.keys(ids) as NameKind[];
  const tasks: Task[] = kinds.flatMap((kind) =>
    chunkIds(
      ids[kind],
      options.maxIdsPerRequest ?? MAX_IDS_PER_REQUEST,
      options.maxFilterChars ?? MAX_FILTER_CHARS,
    ).map((chunk) => ({ kind, ids: chunk })),
  );
  const total = kinds.reduce((sum, kind) => sum + ids[kind].length, 0);
  let resolved = 0;
  const unresolved: Partial<Record<NameKind, number>> = {};
  let firstFailure: unknown;

  const lookUp = async (kind: NameKind, chunk: readonly string[]): Promise<void> => {
    try {
      for (const [id, name] of await lookups[kind](chunk)) names[kind].set(id, name);
    } catch (error) {
      if (isTooLong(error) && chunk.length > 1 && !options.signal?.aborted) {
        const half = Math.ceil(chunk.length / 2);
        await lookUp(kind, chunk.slice(0, half));
        await lookUp(kind, chunk.slice(half));
        return;
      }
      unresolved[kind] = (unresolved[kind] ?? 0) + chunk.length;
      firstFailure ??= error;
    }
    resolved += chunk.length;
    options.onProgress?.(resolved, total);
  };

  options.onProgress?.(0, total);
  await runBounded(
    tasks,
    options.maxParallel ?? MAX_PARALLEL_LOOKUPS,
    (task) => lookUp(task.kind, task.ids),
    options.signal,
  );
  if (options.signal?.aborted) throw abortError();
  if (options.mode === "strict" && firstFailure !== undefined)
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
