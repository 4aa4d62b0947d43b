import { useSignals } from "@preact/signals-react/runtime";
import { resourceRows } from "../../ui/list-section/list-section";
import { useCallback, useMemo } from "react";
import type { AdUser } from "../../core/directory/get-ad-users";
import { fetchAllPages, restApi, viewApi } from "../../core/http/api-clients";
import { ApiError } from "../../core/http/api-error";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import { restItemPages } from "../../core/query/rest-list-source";
import { resolveIdNames } from "../../core/query/id-names";
import { directoryUserName } from "../../core/utils/user-name";
import { DataGrid } from "../../ui/data-grid/data-grid";
import { ItemTabGrid } from "../../ui/data-grid/item-tab-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { DetailPage } from "../../ui/detail-page/detail-page";
import { KeyValuePanel, type KeyValueEntry } from "../../ui/detail-page/key-value-panel";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { useResource } from "../../ui/resource/use-resource";
import { useResourceStatus, type SectionStatus } from "../../ui/section-page/section-page";
import type { SectionTarget } from "./section-target";
import { USER_TABS, type EntitledUserOrGroup, type UserTab } from "./users-groups.types";
import { enumCellValue } from "../../core/i18n/enum-labels";

export { USER_TABS } from "./users-groups.types";

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
  const { state, reload } = useResource(load);
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
      {data && tab === "desktops" && <PoolsGrid kind="desktop" ids={data.desktops} onNavigate={onNavigate} />}
      {data && tab === "applications" && (
        <PoolsGrid kind="application" ids={data.applications} onNavigate={onNavigate} />
      )}
      {data && tab === "sessions" && <UserSessions userId={userId} />}
      {data && tab === "events" && <UserEvents userId={userId} />}
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

interface PoolRow {
  id: string;
  name: string;
}

function PoolsGrid({
  kind,
  ids,
  onNavigate,
}: {
  kind: "desktop" | "application";
  ids: readonly string[];
  onNavigate?: ((target: SectionTarget) => void) | undefined;
}) {
  const t = useTranslation();
  const load = useCallback(async (): Promise<PoolRow[]> => {
    const path = kind === "desktop" ? "/inventory/v6/desktop-pools" : "/inventory/v1/application-pools";
    const { names } = await resolveIdNames(
      { pools: ids },
      {
        pools: async (chunk) => {
          const filter = {
            type: "Or",
            filters: chunk.map((id) => ({ type: "Equals", name: "id", value: id })),
          };
          const pools = await fetchAllPages<PoolRow>(path, { filter });
          return new Map(pools.map((pool) => [pool.id, pool.name]));
        },
      },
    );
    return ids.map((id) => ({ id, name: names.pools.get(id) ?? id }));
  }, [kind, ids]);
  const entitlements = useResource(load);
  const columns = useMemo<GridColumn<PoolRow>[]>(
    () => [
      {
        field: "name",
        kind: "name",
        label: `usersGroups.column.${kind}Pool`,
        isAlwaysVisible: true,
        disableTranslation: true,
        cell: (row) =>
          onNavigate ? (
            <button
              type="button"
              className="vdc-link"
              onClick={() => onNavigate({ section: `${kind}-pool`, id: row.id })}
            >
              {row.name}
            </button>
          ) : (
            row.name
          ),
      },
    ],
    [kind, onNavigate],
  );
  return (
    <DataGrid<PoolRow>
      gridId={`user-${kind}-entitlements`}
      label={t(`usersGroups.userTab.${kind === "desktop" ? "desktops" : "applications"}`)}
      columns={columns}
      {...resourceRows(entitlements)}
      placeholderText={t("usersGroups.user.noEntitlements")}
    />
  );
}

interface SessionRow {
  id: string;
  session_state: string;
  session_protocol?: string;
  start_time?: number;
  client_data?: { name?: string };
}

/** A user's sessions and audit events: the REST lists narrowed to the user's id. */
const readUserSessions = restItemPages<SessionRow>("/inventory/v1/sessions", "user_id");
const readUserEvents = restItemPages<EventRow>("/external/v1/audit-events", "user_id");

function UserSessions({ userId }: { userId: string }) {
  const t = useTranslation();
  const columns = useMemo<GridColumn<SessionRow>[]>(
    () => [
      {
        field: "client_data.name",
        kind: "name",
        label: "usersGroups.column.client",
        isAlwaysVisible: true,
        disableTranslation: true,
      },
      {
        field: "session_protocol",
        kind: "status",
        label: "usersGroups.column.protocol",
        value: (row) => enumCellValue("displayProtocol", row.session_protocol),
      },
      {
        field: "session_state",
        kind: "status",
        label: "usersGroups.column.state",
        value: (row) => enumCellValue("sessionState", row.session_state),
      },
      {
        field: "start_time",
        kind: "date",
        label: "usersGroups.column.startTime",
        disableTranslation: true,
        value: (row) => (row.start_time ? formatDateTime(row.start_time, currentLocale.value) : ""),
      },
    ],
    [],
  );
  return (
    <ItemTabGrid<SessionRow>
      gridId="user-sessions"
      label={t("usersGroups.userTab.sessions")}
      emptyText={t("usersGroups.user.noSessions")}
      columns={columns}
      itemKey={userId}
      readPage={readUserSessions}
    />
  );
}

interface EventRow {
  id: string;
  time: number;
  severity: string;
  message: string;
}

function UserEvents({ userId }: { userId: string }) {
  const t = useTranslation();
  const columns = useMemo<GridColumn<EventRow>[]>(
    () => [
      {
        field: "time",
        kind: "date",
        label: "usersGroups.column.time",
        disableTranslation: true,
        value: (row) => formatDateTime(row.time, currentLocale.value),
      },
      { field: "severity", kind: "status", label: "usersGroups.column.severity", disableTranslation: true },
      {
        field: "message",
        label: "usersGroups.column.message",
        isAlwaysVisible: true,
        disableTranslation: true,
      },
    ],
    [],
  );
  return (
    <ItemTabGrid<EventRow>
      gridId="user-events"
      label={t("usersGroups.userTab.events")}
      emptyText={t("usersGroups.user.noEvents")}
      columns={columns}
      itemKey={userId}
      readPage={readUserEvents}
    />
  );
}
