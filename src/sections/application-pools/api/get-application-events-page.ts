import { restItemPages } from "../../../core/query/rest-list-source";

/** An audit event about an application pool. */
export interface ApplicationEvent {
  id: string;
  time: number;
  severity: string;
  module?: string;
  message: string;
}

/** Pages of the audit events about an application pool, by its name (as events record it). */
export const getApplicationEventsPage = restItemPages<ApplicationEvent>(
  "/external/v1/audit-events",
  "application_pool_name",
);
