import { canOperateHelpdeskSession } from "../../core/privileges/privileges.model";
import type { SectionAction } from "../actions/section-action";

/**
 * Who may act on one of this pod's sessions (spec 000 section 6): FEDERATED_SESSIONS_MANAGE on one of its
 * global groups, else the action's privilege on its local access group (or the local root).
 */
export function canActOnLocalSession<Row extends { access_group_id?: string }>(
  action: SectionAction<Row>,
  session: Row,
): boolean {
  if (action.privilege === undefined) return true;
  return canOperateHelpdeskSession(
    { referenceData: session.access_group_id ? { accessGroup: session.access_group_id } : null },
    action.privilege,
  );
}
