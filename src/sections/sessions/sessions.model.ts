import type { GridFilter, GridState } from "../../core/query/grid-state";
import type { PageResult } from "../../core/query/query-service";
import { disconnectSessions } from "./api/disconnect-sessions";
import { getAdUsers } from "./api/get-ad-users";
import { getAllSessions } from "./api/get-all-sessions";
import { getDesktopPoolNames } from "./api/get-desktop-pool-names";
import { getFarmNames } from "./api/get-farm-names";
import { getMachineNames } from "./api/get-machine-names";
import { getRdsServerNames } from "./api/get-rds-server-names";
import { getSessionsPage } from "./api/get-sessions-page";
import { logoffSessions } from "./api/logoff-sessions";
import { resetSessions } from "./api/reset-sessions";
import { restartSessions } from "./api/restart-sessions";
import { sendSessionMessage } from "./api/send-session-message";
import type {
  BulkItemResult,
  MessageType,
  NamedItem,
  Session,
  SessionAction,
  SessionRow,
} from "./sessions.types";

const unique = (ids: readonly (string | undefined)[]) => [
  ...new Set(ids.filter((id): id is string => id !== undefined && id !== "")),
];

/** Names by id; a lookup that fails leaves the ids to be shown instead. */
async function namesOf(lookup: (ids: readonly string[]) => Promise<NamedItem[]>, ids: readonly string[]) {
  try {
    return new Map((await lookup(ids)).map((item) => [item.id, item.name]));
  } catch {
    return new Map<string, string>();
  }
}

/** Sessions with the names of their user, machine (or RDS host) and pool (or farm) in place of ids. */
export async function withNames(sessions: readonly Session[]): Promise<SessionRow[]> {
  const [users, machines, hosts, pools, farms] = await Promise.all([
    getAdUsers(unique(sessions.map((session) => session.user_id))).then(
      (list) =>
        new Map(
          list.map((user) => [
            user.id,
            user.domain && user.login_name
              ? `${user.domain}\\${user.login_name}`
              : (user.display_name ?? user.login_name ?? user.id),
          ]),
        ),
      () => new Map<string, string>(),
    ),
    namesOf(getMachineNames, unique(sessions.map((session) => session.machine_id))),
    namesOf(getRdsServerNames, unique(sessions.map((session) => session.rds_server_id))),
    namesOf(getDesktopPoolNames, unique(sessions.map((session) => session.desktop_pool_id))),
    namesOf(getFarmNames, unique(sessions.map((session) => session.farm_id))),
  ]);
  return sessions.map((session) => {
    const row: SessionRow = { ...session, userName: users.get(session.user_id) ?? session.user_id };
    const machine = session.machine_id
      ? (machines.get(session.machine_id) ?? session.machine_id)
      : session.rds_server_id
        ? (hosts.get(session.rds_server_id) ?? session.rds_server_id)
        : undefined;
    if (machine !== undefined) row.machineName = machine;
    const poolOrFarm = session.desktop_pool_id
      ? (pools.get(session.desktop_pool_id) ?? session.desktop_pool_id)
      : session.farm_id
        ? (farms.get(session.farm_id) ?? session.farm_id)
        : undefined;
    if (poolOrFarm !== undefined) row.poolOrFarmName = poolOrFarm;
    return row;
  });
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
    return { ...page, rows: await withNames(page.rows) };
  };

  readonly fetchAll = async (state: GridState): Promise<SessionRow[]> =>
    withNames(await getAllSessions(this.#scoped(state)));

  /** Every session the grid's current filters match (the "all pages" selection). */
  async allMatching(): Promise<SessionRow[]> {
    return this.fetchAll(this.#lastState ?? { filters: [], page: { current: 1, size: 20 } });
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
