import {
  isProblemMachineState,
  machineStateSeverity,
  normaliseMachineState,
  PROBLEM_MACHINE_STATES,
} from "../../core/inventory/machine-problems.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusText } from "../../ui/status-icon/status-text";

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

/** A state with its status icon; a problem state says so in words as well as by the icon. */
export function MachineState({ state }: { state: string }) {
  const t = useTranslation();
  const key = stateKey(state);
  return (
    <StatusText
      className="vdc-machines__state"
      status={machineStateSeverity(state)}
      text={key ? t(key) : state}
      isProblem={isProblemMachineState(state)}
    />
  );
}
