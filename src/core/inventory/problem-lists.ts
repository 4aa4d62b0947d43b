import { fetchAllPages } from "../http/api-clients";
import { gridStateToRestParams, type GridFilter } from "../query/grid-state";
import { PROBLEM_MACHINE_STATES, PROBLEM_MACHINE_STATES_REST } from "./machine-problems.model";

/**
 * The three machine lists of the console (the machines section's tabs): vCenter machines, other
 * (unmanaged) machines and RDS hosts. The dashboard counts problems per list and links to the same list
 * with the same filters, so a figure and the list it opens are one query, never two definitions.
 */
export const MACHINE_LISTS = ["vcenter", "others", "rds"] as const;
export type MachineList = (typeof MACHINE_LISTS)[number];

/** Where each list is read (MachineInfoV4 for machines, RDSServerInfo for RDS hosts). */
export const MACHINE_LIST_PATHS: Readonly<Record<MachineList, string>> = {
  vcenter: "/inventory/v4/machines",
  others: "/inventory/v4/machines",
  rds: "/inventory/v1/rds-servers",
};

/** RDS hosts spell the agent errors AGENT_ERR_* (as the spec does) and have no assigned users. */
export const PROBLEM_RDS_HOST_STATES: readonly string[] = PROBLEM_MACHINE_STATES.filter(
  (state) => !state.startsWith("UNASSIGNED_USER"),
);

/** The filters that make a list what it is: the machine type of the two machine tabs; none for RDS hosts. */
export function machineListScope(list: MachineList): GridFilter[] {
  if (list === "rds") return [];
  return [
    {
      field: "type",
      kind: "CHECKBOX",
      values: [list === "vcenter" ? "MANAGED_MACHINE" : "UNMANAGED_MACHINE"],
    },
  ];
}

/**
 * The one definition of "a problem" in a machine list: its state is one of the spec's problem states, in
 * the spelling of the list's API (the state column's filter, which the administrator may clear).
 */
export function problemStateFilter(list: MachineList): GridFilter {
  return {
    field: "state",
    kind: "CHECKBOX",
    values: list === "rds" ? PROBLEM_RDS_HOST_STATES : PROBLEM_MACHINE_STATES_REST,
  };
}

/** How many items of a list have a problem: the list's own query (scope and problem filter), every page. */
export async function countProblems(list: MachineList): Promise<number> {
  const filters = [...machineListScope(list), problemStateFilter(list)];
  const {
    page: _page,
    size: _size,
    ...params
  } = gridStateToRestParams({ filters, page: { current: 1, size: 1 } });
  const items = await fetchAllPages<{ id: string }>(MACHINE_LIST_PATHS[list], params);
  return items.length;
}
