import { queryService } from "../../../core/query/view-query-service";
import { Query } from "../../../core/query/query.model";
import type { HelpdeskActivity } from "../helpdesk.types";

/** The help desk's latest session actions (HelpdeskActivityView), newest first. */
export function getHelpdeskActivity(): Promise<HelpdeskActivity[]> {
  return queryService.query<HelpdeskActivity>(
    new Query({ entityType: "HelpdeskActivityView", sortBy: "data.time", sortDescending: true, limit: 100 }),
  );
}
