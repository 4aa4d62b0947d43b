import type { GridFilter, GridState } from "../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { disconnectSessions } from "./api/disconnect-sessions";
import { getAllSessions } from "./api/get-all-sessions";
import { getSessionsPage } from "./api/get-sessions-page";
import { logoffSessions } from "./api/logoff-sessions";
import { resetSessions } from "./api/reset-sessions";
import { restartSessions } from "./api/restart-sessions";
import { sendSessionMessage } from "./api/send-session-message";
import { withResolvedNames, type ResolveNamesOptions } from "./session-names";
import type { BulkItemResult, MessageType, Session, SessionAction, SessionRow } from "./sessions.types";

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
 * Serves the sessions grid: pages with names, the whole filtered result for export and for actions on
 * "all pages", and an optional fixed scope (one pool's sessions).
 */
export class SessionSource {
  readonly #scope: GridFilter[];
  /** The filters and sort of the last page asked for: what "all pages" means. */
  #lastState: GridState | undefined;

  constructor(desktopPoolId?: string) {
    this.#scope = desktopPoolId
      ? [{ field: "desktop_pool_id", kind: "STRING", value: desktopPoolId, operator: "Equals" }]
      : [];
  }

  #scoped(state: GridState): GridState {
    return { ...state, filters: [...state.filters, ...this.#scope] };
  }

  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<SessionRow>> => {
    this.#lastState = state;
    const page = await getSessionsPage(this.#scoped(state), signal);
    return { ...page, rows: await withNames(page.rows, { mode: "lenient", ...(signal ? { signal } : {}) }) };
  };

  /**
   * Every matching session with every name resolved, for export: progress is reported while the names
   * are looked up, and it rejects (NameResolutionError) rather than hand over ids where names belong.
   */
  readonly fetchAll = async (state: GridState, options: FetchAllOptions = {}): Promise<SessionRow[]> =>
    withNames(await getAllSessions(this.#scoped(state)), { ...options, mode: "strict" });

  /** Every session the grid's current filters match (the "all pages" selection). */
  async allMatching(): Promise<SessionRow[]> {
    const state = this.#lastState ?? { filters: [], page: { current: 1, size: 20 } };
    return withNames(await getAllSessions(this.#scoped(state)));
  }
}

/** What an action needs beyond the sessions. */
export interface ActionOptions {
  forced?: boolean;
  message?: string;
  messageType?: MessageType;
}

/** One session's outcome, in the order the sessions were given. */
export interface SessionOutcome {
  session: SessionRow;
  isSuccess: boolean;
  /** The server's message for a failure (admin-readable text), if it gave one. */
  errorText?: string;
}

/** Runs an action on sessions and pairs each session with its result; a session without one failed. */
export async function runSessionAction(
  action: SessionAction,
  sessions: readonly SessionRow[],
  options: ActionOptions = {},
): Promise<SessionOutcome[]> {
  const ids = sessions.map((session) => session.id);
  let results: BulkItemResult[];
  switch (action) {
    case "disconnect":
      results = await disconnectSessions(ids);
      break;
    case "logoff":
      results = await logoffSessions(ids, options.forced === true);
      break;
    case "reset":
      results = await resetSessions(ids);
      break;
    case "restart":
      results = await restartSessions(ids);
      break;
    case "sendMessage":
      results = await sendSessionMessage(ids, options.message ?? "", options.messageType ?? "INFO");
      break;
  }
  const byId = new Map((Array.isArray(results) ? results : []).map((result) => [result.id, result]));
  return sessions.map((session) => {
    const result = byId.get(session.id);
    const isSuccess =
      result !== undefined && (result.status_code ?? 200) < 400 && (result.errors?.length ?? 0) === 0;
    const outcome: SessionOutcome = { session, isSuccess };
    const text = result?.errors?.[0]?.error_message ?? result?.error_messages?.[0];
    if (!isSuccess && text) outcome.errorText = text;
    return outcome;
  });
}
