import { formatDateTime } from "../../core/i18n/formats";
import type { Locale } from "../../core/i18n/locales";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon, type StatusValue } from "../../ui/status-icon/status-icon";
import type { AgentRow, InstallerPackage, UpgradeTaskRow } from "./agents.types";
import { enumCellValue } from "../../core/i18n/enum-labels";

/** The icon of each upgrade result; the text next to it names the result. */
function resultIcon(result: string): StatusValue {
  if (result === "OK" || result === "PREFLIGHTCHECK_OK") return "OK";
  if (result === "PROGRESS" || result === "PREFLIGHTCHECK_INPROGRESS") return "INFO";
  if (result === "UNKNOWN") return "UNKNOWN";
  return "ERROR";
}

function StateCell({ row }: { row: AgentRow }) {
  const t = useTranslation();
  if (!row.agent_upgrade_state) return null;
  const icon: StatusValue =
    row.agent_upgrade_state === "DONE" ? "OK" : row.agent_upgrade_state === "UNKNOWN" ? "UNKNOWN" : "INFO";
  return (
    <StatusIcon status={icon} label={t(`agents.upgradeState.${row.agent_upgrade_state}`)} isLabelVisible />
  );
}

function ResultCell({ row }: { row: AgentRow }) {
  const t = useTranslation();
  if (!row.agent_upgrade_result) return null;
  const label = t(`agents.upgradeResult.${row.agent_upgrade_result}`);
  return (
    <span title={row.agent_upgrade_error_message}>
      <StatusIcon status={resultIcon(row.agent_upgrade_result)} label={label} isLabelVisible />
    </span>
  );
}

function VersionCell({ row }: { row: AgentRow }) {
  const t = useTranslation();
  return (
    <>
      {row.agent_version ?? ""}
      {row.isUpdateAvailable && (
        <>
          {" "}
          <StatusIcon status="WARN" label={t("agents.value.updateAvailable")} isLabelVisible />
        </>
      )}
    </>
  );
}

/** The agents tab: each machine's agent, its upgrade state and result, and its last upgrade. */
export function agentColumns(locale: Locale): GridColumn<AgentRow>[] {
  return [
    {
      field: "name",
      kind: "name",
      label: "agents.column.machine",
      isAlwaysVisible: true,
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
    },
    {
      field: "poolName",
      kind: "name",
      label: "agents.column.pool",
      sortable: false,
      disableTranslation: true,
    },
    {
      field: "agent_version",
      kind: "status",
      label: "agents.column.agentVersion",
      sortable: false,
      disableTranslation: true,
      cell: (row) => <VersionCell row={row} />,
    },
    {
      field: "operating_system",
      kind: "status",
      label: "agents.column.os",
      sortable: false,
      value: (row) => enumCellValue("operatingSystem", row.operating_system),
    },
    {
      field: "agent_upgrade_state",
      kind: "status",
      label: "agents.column.upgradeState",
      sortable: false,
      value: (row) => (row.agent_upgrade_state ? `agents.upgradeState.${row.agent_upgrade_state}` : ""),
      cell: (row) => <StateCell row={row} />,
    },
    {
      field: "agent_upgrade_result",
      kind: "status",
      label: "agents.column.upgradeResult",
      sortable: false,
      value: (row) => (row.agent_upgrade_result ? `agents.upgradeResult.${row.agent_upgrade_result}` : ""),
      cell: (row) => <ResultCell row={row} />,
    },
    {
      field: "lastUpgradeTime",
      kind: "date",
      label: "agents.column.lastUpgrade",
      sortable: false,
      disableTranslation: true,
      value: (row) => (row.lastUpgradeTime === undefined ? "" : formatDateTime(row.lastUpgradeTime, locale)),
    },
  ];
}

/** The updates tab: the registered installer packages. */
export const PACKAGE_COLUMNS: GridColumn<InstallerPackage>[] = [
  {
    field: "version",
    kind: "status",
    label: "agents.column.version",
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  { field: "build_number", kind: "status", label: "agents.column.build", disableTranslation: true },
  { field: "url", label: "agents.column.url", disableTranslation: true },
];

/** The tasks tab: each upgrade task's window, package, state and progress. */
export function taskColumns(locale: Locale): GridColumn<UpgradeTaskRow>[] {
  return [
    {
      field: "start_time",
      kind: "date",
      label: "agents.column.start",
      isAlwaysVisible: true,
      disableTranslation: true,
      value: (task) => formatDateTime(task.start_time, locale),
    },
    { field: "packageVersion", kind: "status", label: "agents.column.version", disableTranslation: true },
    {
      field: "state",
      kind: "status",
      label: "agents.column.taskState",
      value: (task) => `agents.taskState.${task.state ?? "UNKNOWN"}`,
    },
    { field: "machineCount", kind: "count", label: "agents.column.machines" },
    { field: "doneCount", kind: "count", label: "agents.column.done" },
    { field: "failedCount", kind: "count", label: "agents.column.failed" },
  ];
}
