import { useSignals } from "@preact/signals-react/runtime";
import { useCallback } from "react";
import type { AdUser } from "../../core/directory/get-ad-users";
import { restApi, viewApi } from "../../core/http/api-clients";
import { ApiError } from "../../core/http/api-error";
import { directoryUserName } from "../../core/utils/user-name";
import { DetailPage } from "../../ui/detail-page/detail-page";
import { KeyValuePanel, type KeyValueEntry } from "../../ui/detail-page/key-value-panel";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { useResource } from "../../ui/resource/use-resource";
import { useResourceStatus, type SectionStatus } from "../../ui/section-page/section-page";
import type { SectionTarget } from "./section-target";
import { UserEntitlementsTab } from "./user-entitlements-tab";
import { UserEventsTab } from "./user-events-tab";
import { USER_TABS, type EntitledUserOrGroup, type UserTab } from "./users-groups.types";

export { USER_TABS } from "./users-groups.types";

/** The sessions tab's chunk (the session list and its actions), loaded when it is first opened. */
const loadUserSessionsTab = () => import("./user-sessions-tab");

export interface UserSectionProps {
  /** The directory user or group (its SID). */
  userId: string;
  /** The tab the route names (/main/usersGroups/<id>/<tab>); the summary otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the page keeps the choice itself (embedded). */
  onTabChange?: (tab: UserTab) => void;
  /** Follows a link into another section (the users and groups list, a pool, a machine). */
  onNavigate?: (target: SectionTarget) => void;
}

interface UserData {
  user: AdUser & { description?: string; user_principal_name?: string; phone?: string; container?: string };
  desktops: string[];
  applications: string[];
}

/** The directory record (REST) and its local entitlements (EntitledUserOrGroup/GetLocalSummaryViews). */
async function loadUser(id: string): Promise<UserData> {
  const [user, entitled] = await Promise.all([
    restApi.get(`/external/v1/ad-users-or-groups/${encodeURIComponent(id)}`).json<UserData["user"]>(),
    viewApi.url("EntitledUserOrGroup/GetLocalSummaryViews").post([id]).json<EntitledUserOrGroup[]>(),
  ]);
  const [row] = entitled;
  return { user, desktops: row?.localData.desktops ?? [], applications: row?.localData.applications ?? [] };
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || /not.?found/i.test(error.errorKey ?? ""));
}

/**
 * One directory user or group (spec 000 §2, user summary): the directory record, its desktop and
 * application entitlements, its sessions and its events, on routed tabs.
 */
export function UserSection({ userId, tab: routeTab, onTabChange, onNavigate }: UserSectionProps) {
  useSignals();
  const t = useTranslation();
  const canView = usePrivilege("POOL_VIEW|MACHINE_VIEW");
  const load = useCallback(() => loadUser(userId), [userId]);
  const { state, reload, refresh } = useResource(load);
  const [tab, setTab] = useRoutedTab({ tabs: USER_TABS, tab: routeTab, onTabChange });
  const data = state.status === "ready" ? state.data : undefined;
  const loaded = useResourceStatus(state, reload);
  const status: SectionStatus = !canView
    ? { kind: "noPermission", message: t("usersGroups.state.noPermission") }
    : state.status === "error" && isNotFound(state.error)
      ? { kind: "empty", message: t("usersGroups.user.notFound") }
      : loaded;
  return (
    <DetailPage<UserTab>
      title={data ? directoryUserName(data.user) : t("usersGroups.user.title")}
      part="user"
      back={
        onNavigate
          ? {
              label: t("usersGroups.user.backToList"),
              onClick: () => onNavigate({ section: "users-groups" }),
            }
          : undefined
      }
      status={status}
      tabs={USER_TABS.map((id) => ({ id, label: `usersGroups.userTab.${id}` }))}
      tab={tab}
      onTabChange={setTab}
    >
      {data && tab === "summary" && <UserSummary data={data} />}
      {data && (tab === "desktops" || tab === "applications") && (
        <UserEntitlementsTab
          key={tab}
          userId={userId}
          userName={directoryUserName(data.user)}
          kind={tab === "desktops" ? "desktop" : "application"}
          onNavigate={onNavigate}
          onChanged={() => void refresh()}
        />
      )}
      {data && tab === "sessions" && (
        <LazyModule
          load={loadUserSessionsTab}
          render={({ UserSessionsTab }) => (
            <UserSessionsTab userId={userId} userName={directoryUserName(data.user)} />
          )}
        />
      )}
      {data && tab === "events" && <UserEventsTab userId={userId} />}
    </DetailPage>
  );
}

function UserSummary({ data }: { data: UserData }) {
  const t = useTranslation();
  const { user } = data;
  const entries: KeyValueEntry[] = [
    ["usersGroups.column.name", user.display_name ?? user.name],
    ["usersGroups.column.loginName", user.login_name],
    ["usersGroups.column.domain", user.domain],
    ["usersGroups.column.kind", t(user.group ? "usersGroups.kind.group" : "usersGroups.kind.user")],
    ["usersGroups.column.email", user.email],
    ["usersGroups.column.phone", user.phone],
    ["usersGroups.column.upn", user.user_principal_name],
    ["usersGroups.column.container", user.container],
    ["usersGroups.column.description", user.description],
    ["usersGroups.column.desktops", String(data.desktops.length)],
    ["usersGroups.column.applications", String(data.applications.length)],
  ];
  return <KeyValuePanel label={t("usersGroups.userTab.summary")} entries={entries} />;
}
