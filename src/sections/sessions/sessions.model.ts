import type { GridFilter, GridState } from "../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { getAllSessions } from "./api/get-all-sessions";
import { getSessionsPage } from "./api/get-sessions-page";
import { withResolvedNames, type ResolveNamesOptions } from "./session-names";
import type { Session, SessionRow } from "./sessions.types";

/**
 * Sessions with the names of their user, machine (or RDS host) and pool (or farm) in place of ids, looked
 * up in bounded requests. Lenient by default (the page view shows ids it could not resolve); the export
 * asks for strict.
 */
export function withNames(
  sessions: readonly Session[],
  options: ResolveNamesOptions = { mode: "lenient" },
): Promise<SessionRow[]> {
  return withResolvedNames(sessions, options);
}

/**
 * Serves the sessions grid: pages with names, the whole filtered result (export, actions on all pages),
 * and an optional fixed scope (one pool's sessions).
 */
export class SessionSource {
  readonly #scope: GridFilter[];

  constructor(desktopPoolId?: string) {
    this.#scope = desktopPoolId
      ? [{ field: "desktop_pool_id", kind: "STRING", value: desktopPoolId, operator: "Equals" }]
      : [];
  }

  #scoped(state: GridState): GridState {
    return { ...state, filters: [...state.filters, ...this.#scope] };
  }

  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<SessionRow>> => {
    const page = await getSessionsPage(this.#scoped(state), signal);
    return { ...page, rows: await withNames(page.rows, { mode: "lenient", ...(signal ? { signal } : {}) }) };
  };

  /**
   * Every matching session with every name resolved, for export: progress is reported while the names
   * are looked up, and it rejects (NameResolutionError) rather than hand over ids where names belong.
   */
  readonly fetchAll = async (state: GridState, options: FetchAllOptions = {}): Promise<SessionRow[]> =>
    withNames(await getAllSessions(this.#scoped(state)), { ...options, mode: "strict" });
}
