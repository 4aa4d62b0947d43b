import { fetchAllPages } from "../http/api-clients";
import { ApiError } from "../http/api-error";

/** Looks up the names of some ids of one kind: one bounded request. */
/** Something the console shows by name instead of its id. */
export interface NamedItem {
  id: string;
  name: string;
}

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

export interface ResolveIdNamesOptions {
  /** Ids resolved so far (asked for, found or not) out of all distinct ids. */
  onProgress?: (resolved: number, total: number) => void;
  /** Cancels: no further request starts and the resolution rejects with an AbortError. */
  signal?: AbortSignal;
  maxIdsPerRequest?: number;
  maxFilterChars?: number;
  maxParallel?: number;
}

/** The names found per kind, and what could not be looked up. */
export interface IdNames<Kind extends string> {
  names: Record<Kind, Map<string, string>>;
  /** Ids whose lookup failed, per kind. */
  unresolved: Partial<Record<Kind, number>>;
  /** The first failure, for the log; undefined when every lookup answered. */
  firstFailure: unknown;
}

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

/** The distinct, non-empty ids of a list. */
export function distinctIds(ids: readonly (string | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== undefined && id !== ""))];
}

/** The server refused the request line as too long: a smaller chunk may pass. */
function isTooLong(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 414 || error.status === 431);
}

function abortError(): DOMException {
  return new DOMException("The operation was aborted.", "AbortError");
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

/**
 * The names of ids of several kinds, looked up in bounded requests (chunks of ids, a few in parallel)
 * with progress. A chunk the server finds too long is split and asked again; a lookup that still fails
 * is counted in `unresolved` (the caller decides whether that is an error); an id the server answers
 * without has no name. Rejects with an AbortError when cancelled.
 */
export async function resolveIdNames<Kind extends string>(
  ids: Readonly<Record<Kind, readonly string[]>>,
  lookups: Readonly<Record<Kind, NameLookup>>,
  options: ResolveIdNamesOptions = {},
): Promise<IdNames<Kind>> {
  const kinds = Object.keys(ids) as Kind[];
  const names = Object.fromEntries(kinds.map((kind) => [kind, new Map<string, string>()])) as Record<
    Kind,
    Map<string, string>
  >;
  const tasks = kinds.flatMap((kind) =>
    chunkIds(
      ids[kind],
      options.maxIdsPerRequest ?? MAX_IDS_PER_REQUEST,
      options.maxFilterChars ?? MAX_FILTER_CHARS,
    ).map((chunk) => ({ kind, ids: chunk })),
  );
  const total = kinds.reduce((sum, kind) => sum + ids[kind].length, 0);
  let resolved = 0;
  const unresolved: Partial<Record<Kind, number>> = {};
  let firstFailure: unknown;

  const lookUp = async (kind: Kind, chunk: readonly string[]): Promise<void> => {
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
  return { names, unresolved, firstFailure };
}

/** Names of the records of a REST list by id, in one Or-of-Equals request (resolveIdNames bounds it). */
export function restNameLookup(path: string): NameLookup {
  return async (ids) => {
    if (ids.length === 0) return new Map();
    const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
    const records = await fetchAllPages<{ id: string; name?: string; display_name?: string }>(path, {
      filter,
    });
    return new Map(records.map((record) => [record.id, record.display_name ?? record.name ?? record.id]));
  };
}
