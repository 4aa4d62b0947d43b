import { hasMoreRecords, queryString, restApi, type ListParams } from "../../../core/http/api-clients";
import type { PageResult } from "../../../core/query/query-service";
import type { AuditEvent } from "../events.types";

/** One page of audit events (page 1-based, filter as the REST API's JSON expression), newest first. */
export async function getAuditEventsPage(
  params: ListParams & { page: number; size: number },
  signal?: AbortSignal,
): Promise<PageResult<AuditEvent>> {
  const response = await restApi
    .options(signal ? { signal } : {})
    .get(`/external/v1/audit-events${queryString(params)}`)
    .res();
  const body: unknown = await response.json();
  const rows = Array.isArray(body) ? (body as AuditEvent[]) : [];
  return { rows, hasMore: hasMoreRecords(response, rows.length, params.size) };
}
