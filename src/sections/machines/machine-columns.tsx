import type { ReactNode } from "react";
import { PROBLEM_MACHINE_STATES_REST } from "../../core/inventory/machine-problems.model";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { KNOWN_STATES, MachineState, stateKey } from "./machine-state";
import type { MachineRow, RdsServerRow } from "./machines.types";
import { enumCellValue } from "../../core/i18n/enum-labels";

/** The REST spelling of every state a machine can report, for the state filter. */
const MACHINE_FILTER_STATES = [
  ...new Set([
    ...KNOWN_STATES.filter((state) => !state.startsWith("AGENT_ERR_")),
    ...PROBLEM_MACHINE_STATES_REST,
  ]),
];
const RDS_FILTER_STATES = KNOWN_STATES.filter((state) => !state.startsWith("UNASSIGNED_USER"));

const stateOptions = (states: readonly string[]) =>
  states.map((value) => ({ value, label: stateKey(value) ?? value }));

function stateColumn<Row extends { state: string }>(
  label: string,
  states: readonly string[],
): GridColumn<Row> {
  return {
    field: "state",
    kind: "status",
    label,
    filter: { type: "CHECKBOX", options: stateOptions(states) },
    value: (row) => stateKey(row.state) ?? row.state,
    cell: (row) => <MachineState state={row.state} />,
  };
}

/**
 * The columns of the vCenter and others tabs: names resolved from ids (pool, users) are neither sorted
 * nor filtered by the server, which only knows ids; vCenter details only where the tab has them.
 */
export function machineColumns(
  tab: "vcenter" | "others",
  renderName: (machine: MachineRow) => ReactNode,
  renderUser?: (machine: MachineRow) => ReactNode,
): GridColumn<MachineRow>[] {
  const columns: (GridColumn<MachineRow> | false)[] = [
    {
      field: "name",
      kind: "name",
      label: "machines.column.name",
      filter: { type: "STRING", operator: "Contains" },
      isAlwaysVisible: true,
      disableTranslation: true,
      cell: renderName,
    },
    {
      field: "poolName",
      kind: "name",
      label: "machines.column.pool",
      sortable: false,
      disableTranslation: true,
    },
    {
      field: "dns_name",
      kind: "name",
      label: "machines.column.dnsName",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
    },
    {
      field: "userNames",
      kind: "name",
      label: "machines.column.user",
      sortable: false,
      disableTranslation: true,
      ...(renderUser ? { cell: renderUser } : {}),
    },
    tab === "vcenter" && {
      field: "managed_machine_data.host_name",
      kind: "name",
      label: "machines.column.host",
      sortable: false,
      disableTranslation: true,
    },
    {
      field: "agent_version",
      kind: "status",
      label: "machines.column.agentVersion",
      filter: { type: "STRING", operator: "StartsWith" },
      disableTranslation: true,
    },
    tab === "vcenter" && {
      field: "managed_machine_data.datastore_ids",
      label: "machines.column.datastore",
      sortable: false,
      disableTranslation: true,
    },
    stateColumn<MachineRow>("machines.column.state", MACHINE_FILTER_STATES),
    {
      field: "operating_system",
      kind: "status",
      label: "machines.column.operatingSystem",
      value: (row) => enumCellValue("operatingSystem", row.operating_system),
      isHidden: true,
    },
  ];
  return columns.filter((column): column is GridColumn<MachineRow> => column !== false);
}

/** The RDS hosts tab's columns. */
export function rdsServerColumns(): GridColumn<RdsServerRow>[] {
  return [
    {
      field: "name",
      kind: "name",
      label: "machines.column.name",
      filter: { type: "STRING", operator: "Contains" },
      isAlwaysVisible: true,
      disableTranslation: true,
    },
    {
      field: "farmName",
      kind: "name",
      label: "machines.column.farm",
      sortable: false,
      disableTranslation: true,
    },
    {
      field: "dns_name",
      kind: "name",
      label: "machines.column.dnsName",
      filter: { type: "STRING", operator: "Contains" },
      disableTranslation: true,
    },
    {
      field: "agent_version",
      kind: "status",
      label: "machines.column.agentVersion",
      filter: { type: "STRING", operator: "StartsWith" },
      disableTranslation: true,
    },
    { field: "session_count", kind: "count", label: "machines.column.sessions", disableTranslation: true },
    stateColumn<RdsServerRow>("machines.column.state", RDS_FILTER_STATES),
    {
      field: "operating_system",
      kind: "status",
      label: "machines.column.operatingSystem",
      value: (row) => enumCellValue("operatingSystem", row.operating_system),
      isHidden: true,
    },
  ];
}
