import { isFeatureEnabled } from "../../core/features/feature-flags";
import { megabytesToGigabytes } from "../../core/utils/memory";
import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useState } from "react";
import { ApiError } from "../../core/http/api-error";
import { formatDateTime } from "../../core/i18n/formats";
import { currentLocale } from "../../core/i18n/i18n";
import { useItemActions } from "../../ui/actions/item-actions";
import { DetailPage } from "../../ui/detail-page/detail-page";
import { KeyValuePanel, type KeyValueEntry } from "../../ui/detail-page/key-value-panel";
import { useRoutedTab } from "../../ui/detail-page/routed-tabs";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { useTranslation } from "../../ui/i18n/use-translation";
import { usePrivilege } from "../../ui/privileges/use-privilege";
import { useResource } from "../../ui/resource/use-resource";
import { useResourceStatus, type SectionStatus } from "../../ui/section-page/section-page";
import { getDesktopPools } from "./api/get-desktop-pools";
import { getMachine } from "./api/get-machine";
import { getMachineSessions } from "./api/get-machine-sessions";
import { getVirtualCenter } from "./api/get-virtual-center";
import { canActOnMachine, MACHINE_ACTIONS } from "./machine-actions";
import { MachineState, stateKey } from "./machine-state";
import { MACHINE_STYLES } from "./machines.styles";
import { userNames } from "./machines.model";
import type { MachineRow, MachineSession } from "./machines.types";
import type { SectionTarget } from "./section-target";
import { useEnumText } from "../../ui/i18n/enum-text";
import { readableCode } from "../../core/i18n/enum-labels";

// The events tab brings the grid: a page showing a machine's summary never loads it (decision 0013).
const loadMachineEventsTab = () => import("./machine-events-tab");

export interface MachineSectionProps {
  /** The machine to show. */
  machineId: string;
  /** The tab the route names (/main/machines/<id>/<tab>); the summary otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the page keeps the choice itself (embedded). */
  onTabChange?: (tab: MachinePageTab) => void;
  /** Follows a link into another section (the machine list, its pool). */
  onNavigate?: (target: SectionTarget) => void;
}

/** The machine page's tabs, as they appear in the route. */
export const MACHINE_PAGE_TABS = ["summary", "vcenter", "events"] as const;
export type MachinePageTab = (typeof MACHINE_PAGE_TABS)[number];

/** A machine with its pool, the names of its users and alias users, and its sessions. */
interface MachineDetails {
  machine: MachineRow;
  /** The vCenter Server's name, when the administrator may read its configuration. */
  virtualCenterName?: string;
  names: Map<string, string>;
  sessions: MachineSession[];
}

async function loadMachine(id: string): Promise<MachineDetails> {
  const machine: MachineRow = await getMachine(id);
  const userIds = [...(machine.user_ids ?? []), ...(machine.aliases ?? []).map((alias) => alias.ad_user_id)];
  const vcenterId = machine.managed_machine_data?.virtual_center_id;
  const [pools, sessions, vcenter] = await Promise.all([
    getDesktopPools().catch(() => []),
    getMachineSessions(id).catch(() => []),
    vcenterId ? getVirtualCenter(vcenterId).catch(() => undefined) : undefined,
  ]);
  const names = await userNames([...userIds, ...sessions.map((session) => session.user_id)]).catch(
    () => new Map<string, string>(),
  );
  const pool = pools.find((candidate) => candidate.id === machine.desktop_pool_id);
  if (pool) {
    machine.pool = pool;
    machine.poolName = pool.name;
  }
  const virtualCenterName = vcenter?.display_name || vcenter?.server_name;
  return { machine, names, sessions, ...(virtualCenterName ? { virtualCenterName } : {}) };
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.faultName === "EntityNotFound");
}

/**
 * One machine: its summary (state, sessions, users and aliases, agent and operating system), its vCenter
 * settings and its events on routed tabs, with the list's actions the administrator's privileges allow.
 */
export function MachineSection({ machineId, tab: routeTab, onTabChange, onNavigate }: MachineSectionProps) {
  useSignals();
  const t = useTranslation();
  const canView = usePrivilege("MACHINE_VIEW");
  const load = useCallback(() => loadMachine(machineId), [machineId]);
  const { state, reload, refresh } = useResource(load);
  const [removedName, setRemovedName] = useState<string | null>(null);
  const [tab, setTab] = useRoutedTab({ tabs: MACHINE_PAGE_TABS, tab: routeTab, onTabChange });
  const details = state.status === "ready" ? state.data : undefined;
  const machine = details?.machine;
  const item = useItemActions<MachineRow>({
    item: machine ?? { id: machineId, name: "", state: "UNKNOWN" },
    actions: MACHINE_ACTIONS,
    itemId: (row) => row.id,
    itemLabel: (row) => row.name,
    label: "machines.actions.label",
    canActOn: canActOnMachine,
    ...(machine?.access_group_id ? { scope: { accessGroupId: machine.access_group_id } } : {}),
    onDone: (action, outcomes) => {
      const removed =
        action.id === "remove" ? outcomes.find((outcome) => outcome.status === "succeeded") : undefined;
      if (!removed) return refresh();
      if (onNavigate) onNavigate({ section: "machines" });
      else setRemovedName(removed.row.name);
      return undefined;
    },
  });
  const loaded = useResourceStatus(state, reload);
  const status: SectionStatus = !canView
    ? { kind: "noPermission", message: t("machines.state.noPermission") }
    : removedName !== null
      ? { kind: "empty", message: t("machines.outcome.removed", { name: removedName }) }
      : state.status === "error" && isNotFound(state.error)
        ? { kind: "empty", message: t("machines.machine.notFound") }
        : loaded.kind === "loading"
          ? { kind: "loading", message: t("machines.machine.loading") }
          : loaded;
  const stateText = machine ? stateKey(machine.state) : undefined;

  return (
    <DetailPage<MachinePageTab>
      title={machine?.name ?? removedName ?? t("machines.machine.title")}
      part="machine"
      styles={MACHINE_STYLES}
      statusText={machine ? (stateText ? t(stateText) : readableCode(machine.state)) : undefined}
      back={
        onNavigate
          ? { label: t("machines.machine.backToList"), onClick: () => onNavigate({ section: "machines" }) }
          : undefined
      }
      actions={item.bar}
      notice={item.notice}
      status={status}
      tabs={MACHINE_PAGE_TABS.map((id) => ({ id, label: `machines.pageTab.${id}` }))}
      tab={tab}
      onTabChange={setTab}
    >
      {details && tab === "summary" && <MachineSummary details={details} />}
      {details && tab === "vcenter" && <MachineVcenterSettings details={details} />}
      {details && tab === "events" && (
        <LazyModule
          load={loadMachineEventsTab}
          render={({ MachineEvents }) => (
            <MachineEvents
              machine={details.machine}
              {...(onNavigate
                ? {
                    onOpenEvents: () =>
                      onNavigate({
                        section: "events",
                        filter: { machine_id: details.machine.id, period: "1m" },
                      }),
                  }
                : {})}
            />
          )}
        />
      )}
      {item.dialogs}
    </DetailPage>
  );
}

/** The machine's state, users, aliases, agent and operating system, and its sessions. */
function MachineSummary({ details }: { details: MachineDetails }) {
  useSignals();
  const t = useTranslation();
  const enumText = useEnumText();
  const locale = currentLocale.value;
  const { machine, names, sessions } = details;
  const nameOf = (id: string) => names.get(id) ?? id;
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : t(value ? "machines.value.yes" : "machines.value.no");
  const entries: KeyValueEntry[] = [
    ["machines.column.name", machine.name],
    ["machines.column.dnsName", machine.dns_name],
    ["machines.column.pool", machine.poolName ?? machine.desktop_pool_id],
    ["machines.summary.type", machine.type && t(`machines.type.${machine.type}`)],
    ["machines.column.user", (machine.user_ids ?? []).map(nameOf).join(", ")],
    [
      "machines.summary.aliases",
      // The machineAlias flag (spec 000 §9) governs whether aliases are part of the console at all.
      isFeatureEnabled("machineAlias")
        ? (machine.aliases ?? [])
            .map((alias) => `${alias.alias_name} (${nameOf(alias.ad_user_id)})`)
            .join(", ")
        : undefined,
    ],
    ["machines.column.agentVersion", machine.agent_version],
    ["machines.summary.agentBuild", machine.agent_build_number],
    ["machines.summary.remoteExperienceAgent", machine.remote_experience_agent_version],
    ["machines.column.operatingSystem", enumText("operatingSystem", machine.operating_system)],
    ["machines.summary.architecture", enumText("osArchitecture", machine.operating_system_architecture)],
    ["machines.summary.messageSecurity", enumText("messageSecurityMode", machine.message_security_mode)],
    ["machines.summary.held", yesNo(machine.held_machine)],
    ["machines.summary.connectionServers", (machine.configured_by_connection_server ?? []).join(", ")],
  ];
  return (
    <>
      <p className="vdc-machines__state-line">
        <MachineState state={machine.state} />
      </p>
      <KeyValuePanel label={t("machines.pageTab.summary")} entries={entries} />
      <h3>{t("machines.summary.sessions")}</h3>
      {sessions.length === 0 ? (
        <p>{t("machines.summary.noSessions")}</p>
      ) : (
        <table className="vdc-table">
          <caption className="vdc-visually-hidden">{t("machines.summary.sessions")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("machines.column.user")}</th>
              <th scope="col">{t("machines.column.state")}</th>
              <th scope="col">{t("machines.summary.protocol")}</th>
              <th scope="col">{t("machines.summary.started")}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td>{nameOf(session.user_id)}</td>
                <td>{enumText("sessionState", session.session_state)}</td>
                <td>{enumText("displayProtocol", session.session_protocol)}</td>
                <td>{session.start_time === undefined ? "" : formatDateTime(session.start_time, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** Where the machine lives in vCenter; a machine vCenter does not manage says so. */
function MachineVcenterSettings({ details }: { details: MachineDetails }) {
  const { machine } = details;
  useSignals();
  const t = useTranslation();
  const enumText = useEnumText();
  const locale = currentLocale.value;
  const data = machine.managed_machine_data;
  if (!data) return <p>{t("machines.vcenter.unmanaged")}</p>;
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : t(value ? "machines.value.yes" : "machines.value.no");
  const entries: KeyValueEntry[] = [
    ["machines.vcenter.virtualCenter", details.virtualCenterName ?? data.virtual_center_id],
    ["machines.column.host", data.host_name],
    ["machines.vcenter.path", data.path],
    ["machines.column.datastore", (data.datastore_ids ?? []).join(", ")],
    ["machines.vcenter.powerState", enumText("powerState", data.virtual_machine_power_state)],
    [
      "machines.vcenter.memory",
      // Spec 000 §9: memory in GB (1024 MB each), with 0 to 2 decimals.
      data.memory_mb === undefined
        ? undefined
        : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
            megabytesToGigabytes(data.memory_mb),
          ),
    ],
    [
      "machines.vcenter.created",
      data.create_time === undefined ? undefined : formatDateTime(data.create_time, locale),
    ],
    ["machines.vcenter.baseVm", data.base_vm_id],
    ["machines.vcenter.snapshot", data.base_vm_snapshot_id],
    [
      "machines.vcenter.storageAccelerator",
      enumText("storageAcceleratorState", data.storage_accelerator_state),
    ],
    ["machines.vcenter.maintenance", yesNo(data.in_maintenance_mode)],
    ["machines.vcenter.missing", yesNo(data.missing_in_vcenter)],
  ];
  return <KeyValuePanel label={t("machines.pageTab.vcenter")} entries={entries} />;
}
