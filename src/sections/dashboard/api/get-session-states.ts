import { fetchAllPages } from "../../../core/http/api-clients";
import type { SessionStateSummary } from "../dashboard.types";

/** The state of every locally resourced session, page after page. */
export function getSessionStates(): Promise<SessionStateSummary[]> {
  return fetchAllPages<SessionStateSummary>("/inventory/v1/sessions");
}
