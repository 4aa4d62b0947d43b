import { fetchAllPages, hasMoreRecords, queryString, restApi, type ListParams } from "../http/api-clients";
import { matchesRestFilter } from "../query/rest-filter-match";
import type { GlobalSession } from "./session-types";

/** Whose global sessions: one pod's, one user's or one brokering pod's (the OpenAPI takes exactly one). */
export type GlobalSessionScope = { pod_id: string } | { user_id: string } | { brokering_pod_id: string };

/**
 * One page of global sessions, with whether the server has more. 2212 filters them by pod, user or
 * brokering pod only: a filter of the grid is applied here, over every session of the scope, and since
 * every match is then at hand, their count comes with the page. The pod's own pages give no count.
 */
export async function getGlobalSessionsPage(
  scope: GlobalSessionScope,
  page: { current: number; size: number },
  /** A REST filter (JSON) on the session fields, applied in the browser. */
  filter?: string,
  signal?: AbortSignal,
): Promise<{ rows: GlobalSession[]; hasMore: boolean; total?: number }> {
  if (filter) {
    const matching = await getAllGlobalSessions(scope, filter, signal);
    const start = (page.current - 1) * page.size;
    return {
      rows: matching.slice(start, start + page.size),
      hasMore: matching.length > start + page.size,
      total: matching.length,
    };
  }
  const params: ListParams = { ...scope, page: page.current, size: page.size };
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/global-sessions${queryString(params)}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as GlobalSession[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, page.size) };
}

/** Every global session of a scope that passes a REST filter (JSON), read page after page. */
export async function getAllGlobalSessions(
  scope: GlobalSessionScope,
  filter?: string,
  signal?: AbortSignal,
): Promise<GlobalSession[]> {
  const sessions = await fetchAllPages<GlobalSession>(
    "/inventory/v1/global-sessions",
    { ...scope },
    signal ? restApi.options({ signal }) : restApi,
  );
  if (!filter) return sessions;
  const parsed: unknown = JSON.parse(filter);
  return sessions.filter((session) => matchesRestFilter(session, parsed));
}
