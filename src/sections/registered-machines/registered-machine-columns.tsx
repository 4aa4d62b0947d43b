import { normaliseMachineState } from "../../core/inventory/machine-problems.model";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { DRAIN_STATES } from "./registered-machines.model";
import type { PhysicalMachine, RdsServerRow } from "./registered-machines.types";
import { RegisteredMachineState, registeredStateKey, REGISTERED_STATES } from "./registered-machine-state";
import { enumCellValue } from "../../core/i18n/enum-labels";

/** The REST API spells the agent errors AGENT_ERROR_*: the filter sends that spelling. */
const REST_SPELLING: Readonly<Record<string, string>> = {
  AGENT_ERR_STARTUP_IN_PROGRESS: "AGENT_ERROR_STARTUP_IN_PROGRESS",
  AGENT_ERR_DISABLED: "AGENT_ERROR_DISABLED",
  AGENT_ERR_INVALID_IP: "AGENT_ERROR_INVALID_IP",
  AGENT_ERR_NEED_REBOOT: "AGENT_ERROR_NEEDS_REBOOT",
  AGENT_ERR_PROTOCOL_FAILURE: "AGENT_ERROR_PROTOCOL_FAILURE",
};
const STATE_OPTIONS = REGISTERED_STATES.map((state) => ({
  value: REST_SPELLING[state] ?? state,
  label: `machines.state.${state}`,
}));
const YES_NO = [
  { value: "true", label: "registeredMachines.value.yes" },
  { value: "false", label: "registeredMachines.value.no" },
];
const yesNo = (value: boolean | undefined) =>
  value ? "registeredMachines.value.yes" : "registeredMachines.value.no";

function stateColumn<Row extends { state: string }>(): GridColumn<Row> {
  return {
    field: "state",
    kind: "status",
    label: "registeredMachines.column.state",
    filter: { type: "CHECKBOX", options: STATE_OPTIONS },
    value: (row) => registeredStateKey(row.state) ?? row.state,
    cell: (row) => <RegisteredMachineState state={row.state} />,
  };
}

function textColumn<Row>(
  field: string,
  label: string,
  extra: Partial<GridColumn<Row>> = {},
): GridColumn<Row> {
  return { field, label: `registeredMachines.column.${label}`, disableTranslation: true, ...extra };
}

/** The RDS hosts tab: farm, agent, state, whether the host is enabled, its drain state and sessions. */
export const RDS_SERVER_COLUMNS: readonly GridColumn<RdsServerRow>[] = [
  textColumn("name", "name", { filter: { type: "STRING", operator: "Contains" }, isAlwaysVisible: true }),
  textColumn("farmName", "farm", { sortable: false }),
  textColumn("dns_name", "dnsName", { filter: { type: "STRING", operator: "Contains" } }),
  textColumn("agent_version", "agentVersion", { filter: { type: "STRING", operator: "StartsWith" } }),
  textColumn("operating_system", "operatingSystem", {
    isHidden: true,
    value: (row) => enumCellValue("operatingSystem", row.operating_system),
  }),
  stateColumn<RdsServerRow>(),
  {
    field: "enabled",
    kind: "boolean",
    label: "registeredMachines.column.enabled",
    filter: { type: "CHECKBOX", options: YES_NO },
    value: (server) => yesNo(server.enabled),
  },
  {
    field: "drain",
    kind: "status",
    label: "registeredMachines.column.drain",
    sortable: false,
    value: (server) => DRAIN_STATES[normaliseMachineState(server.state)] ?? "registeredMachines.drain.off",
  },
  textColumn("session_count", "sessions"),
];

/** The others tab: physical machines and machines of other hypervisors registered with the pod. */
export const PHYSICAL_MACHINE_COLUMNS: readonly GridColumn<PhysicalMachine>[] = [
  textColumn("name", "name", { filter: { type: "STRING", operator: "Contains" }, isAlwaysVisible: true }),
  textColumn("dns_name", "dnsName", { filter: { type: "STRING", operator: "Contains" } }),
  textColumn("description", "description", { filter: { type: "STRING", operator: "Contains" } }),
  textColumn("operating_system", "operatingSystem", {
    value: (row) => enumCellValue("operatingSystem", row.operating_system),
  }),
  {
    field: "rds_server",
    kind: "name",
    label: "registeredMachines.column.rdsServer",
    filter: { type: "CHECKBOX", options: YES_NO },
    value: (machine) => yesNo(machine.rds_server),
  },
  stateColumn<PhysicalMachine>(),
];
