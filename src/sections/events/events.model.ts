import { gridStateToRestParams, type GridState } from "../../core/query/grid-state";
import { distinctIds, resolveIdNames, type IdNames, type NameLookup } from "../../core/query/id-names";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { simpleFilter, type QueryFilter } from "../../core/query/query.model";
import { getAuditEventsPage } from "./api/get-audit-events-page";
import { getDesktopPoolName } from "./api/get-desktop-pool-name";
import { getMachineNames } from "./api/get-machine-names";
import { getUserNames } from "./api/get-user-names";
import type { AuditEvent, EventRow, EventScope } from "./events.types";
import { periodFilter, type TimePeriod } from "../../core/events/time-period";

/** Rows per request when every event of the filters is collected (the REST API's largest page). */
export const EXPORT_PAGE_SIZE = 1000;

const NAME_LOOKUPS: Readonly<Record<"users" | "machines", NameLookup>> = {
  users: getUserNames,
  machines: getMachineNames,
};

type EventNames = IdNames<"users" | "machines">["names"];

/** The names of the users and machines the events refer to, looked up in bounded requests. */
async function namesOf(events: readonly AuditEvent[], options: FetchAllOptions): Promise<EventNames> {
  const { names, firstFailure } = await resolveIdNames(
    {
      users: distinctIds(events.map((event) => event.user_id)),
      machines: distinctIds(events.map((event) => event.machine_id)),
    },
    NAME_LOOKUPS,
    options,
  );
  if (firstFailure !== undefined) console.warn("Some event names could not be looked up", firstFailure);
  return names;
}

/** Writes the names into a row; an id that could not be looked up is shown as the id. */
function named(row: EventRow, names: EventNames): EventRow {
  if (row.user_id) row.userName = names.users.get(row.user_id) ?? row.user_id;
  if (row.machine_id) row.machineName = names.machines.get(row.machine_id) ?? row.machine_id;
  return row;
}

/**
 * Events with the names of their user and machine in place of ids, looked up in bounded requests; an id
 * that could not be looked up is shown as the id (the message names them too).
 */
export async function withNames(
  events: readonly AuditEvent[],
  options: FetchAllOptions = {},
): Promise<EventRow[]> {
  const names = await namesOf(events, options);
  return events.map((event) => named({ ...event }, names));
}

export interface EventSourceOptions {
  period: TimePeriod;
  scope?: EventScope;
  /** The clock the period reaches back from (tests fix it). */
  now?: () => number;
}

/**
 * Serves the events grid: the events of a time period (and an optional fixed scope: one pool, machine or
 * user), page by page with names, and every event of the filters for export.
 */
export class EventSource {
  readonly #period: TimePeriod;
  readonly #scope: EventScope;
  readonly #now: () => number;
  #poolName: Promise<string> | undefined;

  constructor({ period, scope = {}, now = Date.now }: EventSourceOptions) {
    this.#period = period;
    this.#scope = scope;
    this.#now = now;
  }

  /** The filters every request carries: the time period and the scope. */
  async #fixedFilters(): Promise<QueryFilter[]> {
    const now = this.#now();
    const filters: QueryFilter[] = [periodFilter(this.#period, now)];
    const { desktopPoolId, machineId, userId } = this.#scope;
    // Events name their pool, not its id: the pool's name is looked up once.
    if (desktopPoolId !== undefined) {
      this.#poolName ??= getDesktopPoolName(desktopPoolId);
      filters.push(simpleFilter("desktop_pool_name", await this.#poolName, "Equals"));
    }
    if (machineId !== undefined) filters.push(simpleFilter("machine_id", machineId, "Equals"));
    if (userId !== undefined) filters.push(simpleFilter("user_id", userId, "Equals"));
    return filters;
  }

  async #page(state: GridState, signal?: AbortSignal): Promise<PageResult<AuditEvent>> {
    // The audit events call documents filter, page and size only: it pages newest first and sorts on nothing.
    const { sort: _unsortable, ...unsorted } = state;
    const params = gridStateToRestParams(unsorted, await this.#fixedFilters());
    return getAuditEventsPage({ ...params, page: state.page.current, size: state.page.size }, signal);
  }

  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<EventRow>> => {
    const page = await this.#page(state, signal);
    return { ...page, rows: await withNames(page.rows, signal ? { signal } : {}) };
  };

  /**
   * Every event of the period, scope and column filters, page after page, then their names; progress is
   * the rows so far out of those plus one more page while the server says more follow (it gives no
   * total); cancelling stops between requests.
   */
  readonly fetchAll = async (state: GridState, options: FetchAllOptions = {}): Promise<EventRow[]> => {
    const events: AuditEvent[] = [];
    for (let current = 1; ; current += 1) {
      const page = await this.#page({ ...state, page: { current, size: EXPORT_PAGE_SIZE } }, options.signal);
      events.push(...page.rows);
      const hasMore = page.hasMore === true && page.rows.length > 0;
      options.onProgress?.(events.length, hasMore ? events.length + EXPORT_PAGE_SIZE : events.length);
      if (!hasMore) break;
      if (options.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    }
    // The events are this export's own: named in place, so a large export does not hold every row twice.
    const names = await namesOf(events, options.signal ? { signal: options.signal } : {});
    for (const event of events) named(event, names);
    return events;
  };
}
