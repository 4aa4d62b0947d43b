import {
  isProblemMachineState,
  machineStateSeverity,
  normaliseMachineState,
} from "../../core/inventory/machine-problems.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusText } from "../../ui/status-icon/status-text";

/**
 * The states RDS hosts and physical machines report, in the spec's spelling. Their texts are the
 * console's machine-state texts (machines.state.*), shared so a state reads the same everywhere.
 */
export const REGISTERED_STATES: readonly string[] = [
  "AVAILABLE",
  "CONNECTED",
  "DISCONNECTED",
  "VALIDATING",
  "WAITING_FOR_AGENT",
  "MAINTENANCE",
  "AGENT_DRAIN_MODE",
  "AGENT_DRAIN_UNTIL_RESTART",
  "DISABLED",
  "DISABLE_IN_PROGRESS",
  "AGENT_UNREACHABLE",
  "AGENT_CONFIG_ERROR",
  "AGENT_ERR_STARTUP_IN_PROGRESS",
  "AGENT_ERR_DISABLED",
  "AGENT_ERR_INVALID_IP",
  "AGENT_ERR_NEED_REBOOT",
  "AGENT_ERR_PROTOCOL_FAILURE",
  "ALREADY_USED",
  "ERROR",
  "UNKNOWN",
];

/** The translation key of a state, or undefined for a state the console has no text for. */
export function registeredStateKey(state: string): string | undefined {
  const spelled = normaliseMachineState(state);
  return REGISTERED_STATES.includes(spelled) ? `machines.state.${spelled}` : undefined;
}

/** A state with its status icon; a problem state says so in words as well as by the icon. */
export function RegisteredMachineState({ state }: { state: string }) {
  const t = useTranslation();
  const key = registeredStateKey(state);
  return (
    <StatusText
      className="vdc-registered__state"
      status={machineStateSeverity(state)}
      text={key ? t(key) : state}
      isProblem={isProblemMachineState(state)}
    />
  );
}
