import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useMemo } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import { FEDERATION_SESSIONS_VIEW, hasPrivilege } from "../../core/privileges/privileges.model";
import type { GlobalSessionRow } from "../../core/sessions/global-session-names";
import { batchAction, type SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection, resourceRows } from "../../ui/list-section/list-section";
import { useResource, type Resource } from "../../ui/resource/use-resource";
import { LOCAL_SESSION_CALLS } from "../../core/sessions/local-session-calls";
import { canActOnLocalSession } from "../../ui/sessions/local-session-actions";
import { sessionActions } from "../../ui/sessions/session-actions";
import {
  canActOnGlobalSession,
  GLOBAL_SESSION_ACTIONS,
  globalSessionLabel,
} from "../../ui/sessions/global-session-actions";
import { enterMaintenanceCall } from "./api/enter-maintenance";
import { getUserEntitlements } from "./api/get-user-entitlements";
import {
  helpdeskActivityColumns,
  USER_ENTITLEMENT_COLUMNS,
  USER_MACHINE_COLUMNS,
  userEventColumns,
  userLocalSessionColumns,
  userSessionColumns,
} from "./helpdesk-columns";
import {
  UserSessionSource,
  userEventSource,
  userLocalSessionSource,
  userMachineSource,
} from "./helpdesk.model";
import type {
  HelpdeskActivity,
  UserEntitlement,
  UserEvent,
  UserLocalSession,
  UserMachine,
} from "./helpdesk.types";

/** Help desk administrators read the activity; full administrators may too (the query service's rule). */
export const ACTIVITY_PRIVILEGE = "HELPDESK_ADMINISTRATOR|HELPDESK_ADMINISTRATOR_VIEW|ADMINISTRATOR_VIEW";
/** The machine action the home offers that the help desk role lacks (spec 000 section 6: shown disabled). */
const MAINTENANCE_PRIVILEGE = "MACHINE_MAINTENANCE";

/**
 * Maintenance mode on the user's machine, checked on the machine's access group: the help desk role does
 * not hold it, so the button is disabled and the pod refuses the call (403) when sent anyway.
 */
const MACHINE_ACTIONS: readonly SectionAction<UserMachine>[] = [
  batchAction<UserMachine>("machines", "enter-maintenance", MAINTENANCE_PRIVILEGE, enterMaintenanceCall, {
    key: "enterMaintenance",
    appliesTo: (machine) => machine.state !== "MAINTENANCE",
    success: "machines.outcome.enteredMaintenance",
  }),
];

/** The session actions on this pod's sessions, sent by id. */
const LOCAL_SESSION_ACTIONS: readonly SectionAction<UserLocalSession>[] =
  sessionActions<UserLocalSession>(LOCAL_SESSION_CALLS);

const NO_ACTIONS: readonly never[] = [];

export interface UserPanelsProps {
  userId: string;
  /** After a session action (the help desk activity has a new entry). */
  onSessionAction: () => void;
}

/** The user's sessions on every pod, machines, entitlements and recent events, each a compact grid. */
export function UserPanels({ userId, onSessionAction }: UserPanelsProps) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const sessions = useMemo(() => new UserSessionSource(userId), [userId]);
  const localSessions = useMemo(() => userLocalSessionSource(userId), [userId]);
  const machines = useMemo(() => userMachineSource(userId), [userId]);
  const events = useMemo(() => userEventSource(userId), [userId]);
  const loadEntitlements = useCallback(() => getUserEntitlements(userId), [userId]);
  const entitlements = useResource(loadEntitlements);
  const sessionColumns = useMemo(() => userSessionColumns(locale), [locale]);
  const localSessionColumns = useMemo(() => userLocalSessionColumns(locale), [locale]);
  const eventColumns = useMemo(() => userEventColumns(locale), [locale]);
  const lacksMaintenance = !hasPrivilege(MAINTENANCE_PRIVILEGE);
  return (
    <>
      <ListSection<UserLocalSession>
        textKeys="helpdesk.localSessions"
        part="helpdesk-local-sessions"
        viewPrivilege="MACHINE_VIEW|FEDERATED_SESSIONS_VIEW"
        columns={localSessionColumns}
        rows={localSessions}
        actions={LOCAL_SESSION_ACTIONS}
        rowLabel={(session) => session.machineName}
        canActOn={canActOnLocalSession}
      />
      <ListSection<GlobalSessionRow>
        textKeys="helpdesk.sessions"
        part="helpdesk-sessions"
        viewPrivilege={FEDERATION_SESSIONS_VIEW}
        columns={sessionColumns}
        rows={sessions}
        actions={GLOBAL_SESSION_ACTIONS}
        rowLabel={globalSessionLabel}
        canActOn={canActOnGlobalSession}
        onActionDone={onSessionAction}
      />
      <ListSection<UserMachine>
        textKeys="helpdesk.machines"
        part="helpdesk-machines"
        viewPrivilege="MACHINE_VIEW"
        columns={USER_MACHINE_COLUMNS}
        rows={machines}
        actions={MACHINE_ACTIONS}
        rowLabel={(machine) => machine.name}
        scopeOf={(machine) => (machine.access_group_id ? { accessGroupId: machine.access_group_id } : {})}
      >
        {lacksMaintenance && (
          <p className="vdc-notice" data-tone="info">
            {t("helpdesk.machines.refused", {
              action: t("machines.action.enterMaintenance"),
              reason: t("INSUFFICIENT_PERMISSION"),
            })}
          </p>
        )}
      </ListSection>
      <ListSection<UserEntitlement>
        textKeys="helpdesk.entitlements"
        part="helpdesk-entitlements"
        viewPrivilege="POOL_VIEW"
        columns={USER_ENTITLEMENT_COLUMNS}
        rows={resourceRows(entitlements)}
        actions={NO_ACTIONS}
        rowLabel={(entitlement) => entitlement.name}
      />
      <ListSection<UserEvent>
        textKeys="helpdesk.events"
        part="helpdesk-events"
        columns={eventColumns}
        rows={events}
        actions={NO_ACTIONS}
        rowId={(event) => String(event.id)}
        rowLabel={(event) => event.message}
      />
    </>
  );
}

/** The help desk's latest session actions (who did what to whose session), newest first. */
export function HelpdeskActivityPanel({ activity }: { activity: Resource<HelpdeskActivity[]> }) {
  useSignals();
  const locale = currentLocale.value;
  const columns = useMemo(() => helpdeskActivityColumns(locale), [locale]);
  return (
    <ListSection<HelpdeskActivity>
      textKeys="helpdesk.activity"
      part="helpdesk-activity"
      viewPrivilege={ACTIVITY_PRIVILEGE}
      columns={columns}
      rows={resourceRows(activity)}
      actions={NO_ACTIONS}
      rowLabel={(entry) => entry.data.userName}
    />
  );
}
