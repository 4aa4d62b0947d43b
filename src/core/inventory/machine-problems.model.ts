/** Machine and RDS host states that are not problems, in the order lists offer them (spec 001 §5). */
export const WORKING_MACHINE_STATES: readonly string[] = [
  "AVAILABLE",
  "CONNECTED",
  "DISCONNECTED",
  "PROVISIONED",
  "PROVISIONING",
  "CUSTOMIZING",
  "WAITING_FOR_AGENT",
  "VALIDATING",
  "IN_PROGRESS",
  "MAINTENANCE",
  "AGENT_DRAIN_MODE",
  "AGENT_DRAIN_UNTIL_RESTART",
  "DELETING",
  "DISABLED",
  "DISABLE_IN_PROGRESS",
];

/**
 * Machine states counted as problems (spec 001, machine enumerations). The REST API spells the agent
 * errors AGENT_ERROR_*, the first API generation AGENT_ERR_*; both spellings are recognised.
 */
export const PROBLEM_MACHINE_STATES: readonly string[] = [
  "ERROR",
  "PROVISIONING_ERROR",
  "AGENT_ERR_STARTUP_IN_PROGRESS",
  "AGENT_UNREACHABLE",
  "AGENT_ERR_DISABLED",
  "AGENT_ERR_INVALID_IP",
  "AGENT_ERR_NEED_REBOOT",
  "AGENT_ERR_PROTOCOL_FAILURE",
  "AGENT_ERR_DOMAIN_FAILURE",
  "AGENT_CONFIG_ERROR",
  "ALREADY_USED",
  "UNKNOWN",
  "UNASSIGNED_USER_CONNECTED",
  "UNASSIGNED_USER_DISCONNECTED",
];

const REST_SPELLINGS: Readonly<Record<string, string>> = {
  AGENT_ERROR_STARTUP_IN_PROGRESS: "AGENT_ERR_STARTUP_IN_PROGRESS",
  AGENT_ERROR_DISABLED: "AGENT_ERR_DISABLED",
  AGENT_ERROR_INVALID_IP: "AGENT_ERR_INVALID_IP",
  AGENT_ERROR_NEEDS_REBOOT: "AGENT_ERR_NEED_REBOOT",
  AGENT_ERROR_PROTOCOL_FAILURE: "AGENT_ERR_PROTOCOL_FAILURE",
  AGENT_ERROR_DOMAIN_FAILURE: "AGENT_ERR_DOMAIN_FAILURE",
};

/** The REST API's spellings of the problem states, for server-side filters. */
export const PROBLEM_MACHINE_STATES_REST: readonly string[] = PROBLEM_MACHINE_STATES.map(
  (state) => Object.entries(REST_SPELLINGS).find(([, spec]) => spec === state)?.[0] ?? state,
);

/** A machine state in the spec's spelling, whichever API generation reported it. */
export function normaliseMachineState(state: string): string {
  return REST_SPELLINGS[state] ?? state;
}

/** Whether a machine in this state needs an administrator's attention. */
export function isProblemMachineState(state: string): boolean {
  return PROBLEM_MACHINE_STATES.includes(normaliseMachineState(state));
}

/** The groups the machine-state chart shows, in display order. */
export const MACHINE_STATE_GROUPS = [
  "available",
  "connected",
  "disconnected",
  "provisioning",
  "maintenance",
  "problem",
  "other",
] as const;

export type MachineStateGroup = (typeof MACHINE_STATE_GROUPS)[number];

const GROUP_OF: Readonly<Record<string, MachineStateGroup>> = {
  AVAILABLE: "available",
  PROVISIONED: "available",
  CONNECTED: "connected",
  DISCONNECTED: "disconnected",
  PROVISIONING: "provisioning",
  CUSTOMIZING: "provisioning",
  WAITING_FOR_AGENT: "provisioning",
  VALIDATING: "provisioning",
  STARTUP: "provisioning",
  IN_PROGRESS: "provisioning",
  MAINTENANCE: "maintenance",
  MAINTENANCE_MODE: "maintenance",
  DRAIN_MODE_ENABLED: "maintenance",
  DRAIN_MODE_UNTIL_RESTART: "maintenance",
  AGENT_DRAIN_MODE: "maintenance",
  AGENT_DRAIN_UNTIL_RESTART: "maintenance",
};

/** The chart group of a machine state; problem states win over everything else. */
export function machineStateGroup(state: string): MachineStateGroup {
  if (isProblemMachineState(state)) return "problem";
  return GROUP_OF[state] ?? "other";
}

/** Counts machines per chart group, every group present (zero when empty). */
export function countMachineStates(states: readonly string[]): Record<MachineStateGroup, number> {
  const counts = Object.fromEntries(MACHINE_STATE_GROUPS.map((group) => [group, 0])) as Record<
    MachineStateGroup,
    number
  >;
  for (const state of states) counts[machineStateGroup(state)] += 1;
  return counts;
}

/** How serious a machine's state is, as a status icon shows it. */
export type MachineStateSeverity = "ERROR" | "WARN" | "UNKNOWN" | "OK";

/**
 * The severity of a machine state: problems are errors; maintenance, provisioning, disabled and drain
 * states are warnings (the machine takes no new sessions); unknown states are unknown.
 */
export function machineStateSeverity(state: string): MachineStateSeverity {
  if (state === "DISABLED" || state.includes("DRAIN")) return "WARN";
  switch (machineStateGroup(state)) {
    case "problem":
      return "ERROR";
    case "maintenance":
    case "provisioning":
      return "WARN";
    case "other":
      return "UNKNOWN";
    default:
      return "OK";
  }
}
