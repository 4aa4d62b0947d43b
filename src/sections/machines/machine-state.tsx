import {
  isProblemMachineState,
  machineStateGroup,
  normaliseMachineState,
  PROBLEM_MACHINE_STATES,
} from "../../core/inventory/machine-problems.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon, type StatusValue } from "../../ui/status-icon/status-icon";

/** Machine and RDS host states with a text, in the spec's spelling (AGENT_ERR_*). */
export const KNOWN_STATES: readonly string[] = [
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
  ...PROBLEM_MACHINE_STATES,
];

/** The translation key of a state, or undefined for a state the console has no text for. */
export function stateKey(state: string): string | undefined {
  const spelled = normaliseMachineState(state === "WAIT_FOR_AGENT" ? "WAITING_FOR_AGENT" : state);
  return KNOWN_STATES.includes(spelled) ? `machines.state.${spelled}` : undefined;
}

/** The status icon of a state: problems are errors, maintenance and provisioning are warnings. */
export function stateStatus(state: string): StatusValue {
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

/** A state with its status icon; a problem state says so in words as well as by the icon. */
export function MachineState({ state }: { state: string }) {
  const t = useTranslation();
  const key = stateKey(state);
  return (
    <span className="vdc-machines__state" data-problem={isProblemMachineState(state) || undefined}>
      <StatusIcon status={stateStatus(state)} />
      <span>{key ? t(key) : state}</span>
    </span>
  );
}
