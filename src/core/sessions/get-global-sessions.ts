import { hasMoreRecords, queryString, restApi, type ListParams } from "../http/api-clients";
import type { GlobalSession } from "./session-types";

/** Whose global sessions: one pod's, one user's or one brokering pod's (the OpenAPI takes exactly one). */
export type GlobalSessionScope = { pod_id: string } | { user_id: string } | { brokering_pod_id: string };

/** One page of global sessions, with whether the server has more. */
export async function getGlobalSessionsPage(
  scope: GlobalSessionScope,
  page: { current: number; size: number },
  /** The REST filter (JSON) on the session fields the emulator and server filter. */
  filter?: string,
  signal?: AbortSignal,
): Promise<{ rows: GlobalSession[]; hasMore: boolean }> {
  const params: ListParams = {
    ...scope,
    page: page.current,
    size: page.size,
    ...(filter ? { filter } : {}),
  };
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/inventory/v1/global-sessions${queryString(params)}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as GlobalSession[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, page.size) };
}
