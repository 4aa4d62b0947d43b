import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useState } from "react";
import { getAdUsers, type AdUser } from "../../core/directory/get-ad-users";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { directoryUserName } from "../../core/utils/user-name";
import { KeyValuePanel } from "../../ui/detail-page/key-value-panel";
import { LazyDirectorySearchDialog } from "../../ui/entitlements/lazy-directory-search-dialog";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { SectionPage, SectionState, useResourceStatus } from "../../ui/section-page/section-page";
import { getHelpdeskActivity } from "./api/get-helpdesk-activity";
import { HelpdeskActivityPanel, UserPanels } from "./helpdesk-panels";

export interface HelpdeskSectionProps {
  /** The user shown first (a link, the element's user-id attribute); none: find one. */
  userId?: string;
  /** Another user was found (the route keeps the user). */
  onUserChange?: (userId: string) => void;
}

/** The help desk reads users and sessions: its own role, or an administrator's. */
const VIEW_PRIVILEGE = "HELPDESK_ADMINISTRATOR|HELPDESK_ADMINISTRATOR_VIEW|ADMINISTRATOR_VIEW";

const noActivity = () => Promise.resolve([]);

function UserSummary({ userId }: { userId: string }) {
  const t = useTranslation();
  const load = useCallback(
    async (): Promise<AdUser | null> => (await getAdUsers([userId]))[0] ?? null,
    [userId],
  );
  const user = useResource(load);
  const status = useResourceStatus(user.state, user.reload, (found) =>
    found === null ? t("helpdesk.user.notFound") : undefined,
  );
  if (user.state.status !== "ready" || user.state.data === null || status.kind !== "ready")
    return <SectionState status={status} />;
  const found = user.state.data;
  return (
    <>
      <h3 className="vdc-section__title">{directoryUserName(found)}</h3>
      <KeyValuePanel
        label={t("helpdesk.user.label")}
        entries={[
          ["helpdesk.user.displayName", found.display_name ?? found.name],
          ["ui.entitlements.column.loginName", found.login_name],
          ["ui.entitlements.column.domain", found.domain],
          ["ui.entitlements.column.email", found.email],
        ]}
      />
    </>
  );
}

/**
 * The help desk home: find a user by name (directory lookup, DOMAIN\user), then one screen with the user's
 * sessions on every pod (with the session actions of spec 000 section 6), assigned machines, entitlements
 * and recent events, and the help desk's own activity.
 */
export function HelpdeskSection({ userId: initialUserId, onUserChange }: HelpdeskSectionProps) {
  useSignals();
  const t = useTranslation();
  const [userId, setUserId] = useState(initialUserId);
  const [isFinding, setIsFinding] = useState(false);
  const canView = hasPrivilege(VIEW_PRIVILEGE);
  const activity = useResource(canView ? getHelpdeskActivity : noActivity);
  const refreshActivity = activity.refresh;
  const onSessionAction = useCallback(() => void refreshActivity(), [refreshActivity]);

  const choose = async ([chosen]: AdUser[]) => {
    if (!chosen) return;
    setIsFinding(false);
    setUserId(chosen.id);
    onUserChange?.(chosen.id);
  };

  return (
    <SectionPage
      title={t("helpdesk.title")}
      part="helpdesk"
      helpTopic="helpdesk"
      status={
        canView ? { kind: "ready" } : { kind: "noPermission", message: t("helpdesk.state.noPermission") }
      }
      toolbar={
        <div className="vdc-toolbar">
          <button
            type="button"
            className="vdc-button"
            data-variant="primary"
            onClick={() => setIsFinding(true)}
          >
            {t("helpdesk.find.button")}
          </button>
        </div>
      }
    >
      {userId === undefined ? (
        <p className="vdc-section__state" role="status">
          {t("helpdesk.user.none")}
        </p>
      ) : (
        <div key={userId}>
          <UserSummary userId={userId} />
          <UserPanels userId={userId} onSessionAction={onSessionAction} />
        </div>
      )}
      <HelpdeskActivityPanel activity={activity} />
      <LazyDirectorySearchDialog
        isOpen={isFinding}
        title={t("helpdesk.find.title")}
        confirmLabel={() => t("helpdesk.find.open")}
        selection="single"
        kind="users"
        onAdd={choose}
        onCancel={() => setIsFinding(false)}
      />
    </SectionPage>
  );
}
