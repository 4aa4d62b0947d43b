import { periodFilter, type TimePeriod } from "../../../core/events/time-period";
import { fetchAllPages } from "../../../core/http/api-clients";
import { gridStateToRestParams } from "../../../core/query/grid-state";

/**
 * Counts the audit events of one severity in a period reaching back from `now`: the events list's own
 * query for that severity and period (the same filters its link opens with), every page.
 */
export async function countRecentEvents(
  severity: "ERROR" | "WARNING",
  period: TimePeriod,
  now: number,
): Promise<number> {
  const severityFilter = { field: "severity", kind: "CHECKBOX", values: [severity] } as const;
  const {
    page: _page,
    size: _size,
    ...params
  } = gridStateToRestParams({ filters: [severityFilter], page: { current: 1, size: 1 } }, [
    periodFilter(period, now),
  ]);
  const events = await fetchAllPages<{ id: number }>("/external/v1/audit-events", params);
  return events.length;
}
