import { searchAdUsers } from "../../core/directory/search-ad-users";
import { queryString, restApi } from "../../core/http/api-clients";
import type { GridFilter } from "../../core/query/grid-state";
import { multiFilter, simpleFilter, type QueryFilter } from "../../core/query/query.model";
import type { Session, SessionRow } from "./sessions.types";

/**
 * The sessions grid's columns that show names where the pod knows ids (SessionInfo filters `user_id`,
 * `machine_id`, `rds_server_id`, `desktop_pool_id` and `farm_id` with Equals only): a typed name is
 * looked up first and the session list is then asked for the sessions of those ids.
 */
export const SESSION_NAME_FIELDS = ["userName", "machineName", "poolOrFarmName"] as const;
export type SessionNameField = (typeof SESSION_NAME_FIELDS)[number];

type SessionIdField = "user_id" | "machine_id" | "rds_server_id" | "desktop_pool_id" | "farm_id";

/** At most this many ids in one request's Or filter: about 130 bytes each in the URL, far under 8 KiB. */
export const IDS_PER_REQUEST = 40;
/** Past this many matching ids a name is matched on the sessions' resolved names in the browser instead. */
export const MAX_RESOLVED_IDS = 400;

/** A typed name as the sessions it stands for: ids per session field, or too many to ask by id. */
export type ResolvedName =
  | { kind: "ids"; field: SessionNameField; ids: ReadonlyMap<SessionIdField, ReadonlySet<string>> }
  | { kind: "byName"; field: SessionNameField; text: string };

export function isSessionNameFilter(filter: GridFilter): filter is GridFilter & { kind: "STRING" } {
  return (
    filter.kind === "STRING" &&
    filter.value.trim() !== "" &&
    SESSION_NAME_FIELDS.some((field) => field === filter.field)
  );
}

/** The ids of the first MAX_RESOLVED_IDS items of a list whose name contains the text; undefined past it. */
async function idsNamed(path: string, text: string, signal?: AbortSignal): Promise<string[] | undefined> {
  const filter = { type: "Contains", name: "name", value: text };
  const api = signal ? restApi.options({ signal }) : restApi;
  const query = queryString({ filter, page: 1, size: MAX_RESOLVED_IDS + 1 });
  const items = await api.get(`${path}${query}`).json<{ id: string }[]>();
  return items.length > MAX_RESOLVED_IDS ? undefined : items.map((item) => item.id);
}

/**
 * The ids a typed name stands for: directory users as administrators type them (login name,
 * DOMAIN\login, login@domain, display name), machines or RDS hosts, desktop pools or farms by name.
 */
export async function resolveSessionName(
  field: SessionNameField,
  text: string,
  signal?: AbortSignal,
): Promise<ResolvedName> {
  const typed = text.trim();
  const lookups: [SessionIdField, Promise<string[] | undefined>][] =
    field === "userName"
      ? [
          [
            "user_id",
            searchAdUsers(typed, {
              kind: "users",
              limit: MAX_RESOLVED_IDS,
              ...(signal ? { signal } : {}),
            }).then(({ matches, isCapped }) => (isCapped ? undefined : matches.map((user) => user.id))),
          ],
        ]
      : field === "machineName"
        ? [
            ["machine_id", idsNamed("/inventory/v4/machines", typed, signal)],
            ["rds_server_id", idsNamed("/inventory/v1/rds-servers", typed, signal)],
          ]
        : [
            ["desktop_pool_id", idsNamed("/inventory/v6/desktop-pools", typed, signal)],
            ["farm_id", idsNamed("/inventory/v2/farms", typed, signal)],
          ];
  const found = await Promise.all(lookups.map(async ([idField, ids]) => [idField, await ids] as const));
  if (found.some(([, ids]) => ids === undefined)) return { kind: "byName", field, text: typed };
  const ids = new Map<SessionIdField, ReadonlySet<string>>();
  for (const [idField, list] of found) if (list && list.length > 0) ids.set(idField, new Set(list));
  const count = [...ids.values()].reduce((sum, set) => sum + set.size, 0);
  return count > MAX_RESOLVED_IDS ? { kind: "byName", field, text: typed } : { kind: "ids", field, ids };
}

/** How many ids a resolved name sends. */
export function idCount(name: Extract<ResolvedName, { kind: "ids" }>): number {
  return [...name.ids.values()].reduce((sum, set) => sum + set.size, 0);
}

/** The server filters of a resolved name, one per request of at most IDS_PER_REQUEST ids. */
export function idFilterChunks(name: Extract<ResolvedName, { kind: "ids" }>): QueryFilter[] {
  const pairs = [...name.ids].flatMap(([idField, ids]) =>
    [...ids].map((id) => simpleFilter(idField, id, "Equals")),
  );
  const chunks: QueryFilter[] = [];
  for (let start = 0; start < pairs.length; start += IDS_PER_REQUEST) {
    const chunk = pairs.slice(start, start + IDS_PER_REQUEST);
    chunks.push(chunk.length === 1 && chunk[0] ? chunk[0] : multiFilter(chunk, "Or"));
  }
  return chunks;
}

/** Whether a session is one of a resolved name's ids. */
export function sessionHasIds(session: Session, name: Extract<ResolvedName, { kind: "ids" }>): boolean {
  return [...name.ids].some(([idField, ids]) => {
    const value = session[idField];
    return value !== undefined && ids.has(value);
  });
}

/** Whether a session's shown name contains the typed text (any case): the match past MAX_RESOLVED_IDS. */
export function rowHasName(row: SessionRow, name: Extract<ResolvedName, { kind: "byName" }>): boolean {
  return (row[name.field] ?? "").toLowerCase().includes(name.text.toLowerCase());
}
