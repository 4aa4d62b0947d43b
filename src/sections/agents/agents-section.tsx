import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useState } from "react";
import { currentLocale } from "../../core/i18n/i18n";
import type { SectionAction } from "../../ui/actions/section-action";
import { useTranslation } from "../../ui/i18n/use-translation";
import { LazyModule } from "../../ui/lazy/lazy-module";
import { ListSection, type ListTabs, resourceRows } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { agentColumns, PACKAGE_COLUMNS, taskColumns } from "./agent-columns";
import { AGENT_TABS, AgentSource, taskRow, type AgentTab } from "./agents.model";
import type { AgentRow, InstallerPackage, UpgradeTaskRow } from "./agents.types";
import { cancelAgentUpgradesCall } from "./api/cancel-agent-upgrades";
import { getInstallerPackages } from "./api/get-installer-packages";
import { getUpgradeTasks } from "./api/get-upgrade-tasks";
import { scheduleAgentUpgradeCall } from "./api/schedule-agent-upgrade";
import { unregisterInstallerPackageCall } from "./api/unregister-installer-package";
import { isScheduleComplete, ScheduleInput, startTimeOf, UPGRADE_WINDOW_MS } from "./schedule-input";

// The package registration dialog loads when it first opens: the lists do not need it (decision 0037).
const loadRegisterPackageDialog = () => import("./register-package-dialog");

export interface AgentsSectionProps {
  /** The tab the route names (/main/horizon_agents/<tab>); the agents otherwise. */
  tab?: string | undefined;
  /** Puts a chosen tab in the route; without it the section keeps the choice itself (embedded). */
  onTabChange?: (tab: AgentTab) => void;
}

/** Five minutes from now in a datetime-local field's format (local time, minutes). */
function soon(): string {
  const date = new Date(Date.now() + 5 * 60_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const machineScope = (row: AgentRow) => ({ accessGroupId: row.access_group_id });
const machineLabel = (row: AgentRow) => row.name;
const packageLabel = (item: InstallerPackage) => item.version;
const taskLabel = (task: UpgradeTaskRow) => task.packageVersion;
const isTaskOpen = (task: UpgradeTaskRow) => task.state === "WAITING" || task.state === "RUNNING";

async function loadPackages(): Promise<InstallerPackage[]> {
  return getInstallerPackages();
}

async function loadTasks(): Promise<UpgradeTaskRow[]> {
  const [tasks, packages] = await Promise.all([getUpgradeTasks(), getInstallerPackages().catch(() => [])]);
  return tasks.map((task) => taskRow(task, packages)).sort((a, b) => b.start_time - a.start_time);
}

function scheduleAction(packages: readonly InstallerPackage[]): SectionAction<AgentRow> {
  return {
    id: "schedule",
    label: "agents.action.schedule",
    privilege: "MACHINE_MAINTENANCE",
    selection: "many",
    variant: "primary",
    confirm: { title: "agents.confirm.scheduleTitle", question: "agents.confirm.scheduleQuestion" },
    input: {
      initial: { packageId: packages.at(-1)?.id ?? "", start: soon(), skipLoggedIn: true },
      render: (values, set) => <ScheduleInput values={values} set={set} packages={packages} />,
      isComplete: isScheduleComplete,
    },
    request: {
      kind: "batch",
      call: (rows, values) => {
        const startTime = startTimeOf(values);
        return scheduleAgentUpgradeCall(
          rows.map((row) => row.id),
          {
            packageId: String(values.packageId),
            startTime,
            endTime: startTime + UPGRADE_WINDOW_MS,
            skipForLoggedInUsers: values.skipLoggedIn === true,
          },
        );
      },
    },
    success: "agents.outcome.scheduled",
  };
}

const TASK_ACTIONS: readonly SectionAction<UpgradeTaskRow>[] = [
  {
    id: "cancel",
    label: "agents.action.cancel",
    privilege: "MACHINE_MAINTENANCE",
    selection: "many",
    variant: "danger",
    appliesTo: isTaskOpen,
    confirm: { title: "agents.confirm.cancelTitle", question: "agents.confirm.cancelQuestion" },
    request: { kind: "batch", call: (rows) => cancelAgentUpgradesCall(rows.map((row) => row.id)) },
    success: "agents.outcome.cancelled",
  },
];

/**
 * The agents: each machine's agent version with "update available" and its upgrade state and result,
 * upgrades scheduled for many machines at once; the registered installer packages (register,
 * unregister); and the upgrade tasks' progress, which may be cancelled.
 */
export function AgentsSection({ tab: routeTab, onTabChange }: AgentsSectionProps) {
  useSignals();
  const t = useTranslation();
  const locale = currentLocale.value;
  const named = AGENT_TABS.find((candidate) => candidate === routeTab);
  const [ownTab, setOwnTab] = useState<AgentTab>(named ?? "agents");
  const tab = onTabChange ? (named ?? "agents") : ownTab;
  const [source] = useState(() => new AgentSource());
  const packages = useResource(loadPackages);
  const tasks = useResource(loadTasks);
  const [isRegistering, setIsRegistering] = useState(false);
  const knownPackages = useMemo(
    () => (packages.state.status === "ready" ? packages.state.data : []),
    [packages.state],
  );
  const agentActions = useMemo(() => [scheduleAction(knownPackages)], [knownPackages]);
  const columns = useMemo(() => agentColumns(locale), [locale]);
  const tasksColumns = useMemo(() => taskColumns(locale), [locale]);
  const packageActions: readonly SectionAction<InstallerPackage>[] = useMemo(
    () => [
      {
        id: "register",
        label: "agents.action.register",
        privilege: "INVENTORY_ADMINISTRATOR",
        selection: "none",
        variant: "primary",
        open: () => setIsRegistering(true),
      },
      {
        id: "unregister",
        label: "agents.action.unregister",
        privilege: "INVENTORY_ADMINISTRATOR",
        selection: "one",
        variant: "danger",
        confirm: { title: "agents.confirm.unregisterTitle", question: "agents.confirm.unregisterQuestion" },
        request: { kind: "item", call: (item) => unregisterInstallerPackageCall(item.id) },
        success: "agents.outcome.unregistered",
        onDone: () => packages.reload(),
      },
    ],
    [packages],
  );
  const tabs: ListTabs = {
    label: t("agents.tabs.label"),
    items: AGENT_TABS.map((id) => ({ id, label: t(`agents.tab.${id}`) })),
    selected: tab,
    onSelect: (next) => {
      const chosen = AGENT_TABS.find((candidate) => candidate === next) ?? "agents";
      if (onTabChange) onTabChange(chosen);
      else setOwnTab(chosen);
      if (chosen === "tasks") tasks.reload();
    },
  };
  const common = {
    textKeys: "agents",
    part: "agents",
    viewPrivilege: "MACHINE_VIEW|INVENTORY_ADMINISTRATOR_VIEW",
    tabs,
  };
  if (tab === "updates")
    return (
      <ListSection<InstallerPackage>
        {...common}
        gridId="agents-packages"
        gridLabel={t("agents.grid.packages")}
        columns={PACKAGE_COLUMNS}
        rows={{
          data: knownPackages,
          isLoading: packages.state.status === "loading",
          error: packages.state.status === "error" ? packages.state.error : undefined,
          onRefresh: packages.reload,
        }}
        actions={packageActions}
        rowLabel={packageLabel}
        placeholderText={t("agents.grid.emptyPackages")}
      >
        {isRegistering && (
          <LazyModule
            load={loadRegisterPackageDialog}
            render={({ RegisterPackageDialog }) => (
              <RegisterPackageDialog
                onCancel={() => setIsRegistering(false)}
                onSaved={() => {
                  setIsRegistering(false);
                  packages.reload();
                }}
              />
            )}
          />
        )}
      </ListSection>
    );
  if (tab === "tasks")
    return (
      <ListSection<UpgradeTaskRow>
        {...common}
        gridId="agents-tasks"
        gridLabel={t("agents.grid.tasks")}
        columns={tasksColumns}
        rows={resourceRows(tasks)}
        actions={TASK_ACTIONS}
        rowLabel={taskLabel}
        onActionDone={() => tasks.reload()}
        placeholderText={t("agents.grid.emptyTasks")}
      />
    );
  return (
    <ListSection<AgentRow>
      {...common}
      gridId="agents-machines"
      columns={columns}
      rows={source}
      actions={agentActions}
      rowLabel={machineLabel}
      scopeOf={machineScope}
      isExportable
      onActionDone={() => tasks.reload()}
    />
  );
}
