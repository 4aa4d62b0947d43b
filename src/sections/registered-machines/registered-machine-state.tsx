import {
  isProblemMachineState,
  machineStateSeverity,
  normaliseMachineState,
} from "../../core/inventory/machine-problems.model";
import { enumLabelKey, readableCode } from "../../core/i18n/enum-labels";
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

/** The translation key of a state (the console's one machine-state table), or undefined without a text. */
export function registeredStateKey(state: string): string | undefined {
  return enumLabelKey("machineState", normaliseMachineState(state));
}

/** A state with its status icon; a problem state says so in words as well as by the icon. */
export function RegisteredMachineState({ state }: { state: string }) {
  const t = useTranslation();
  const key = registeredStateKey(state);
  return (
    <StatusText
      className="vdc-registered__state"
      status={machineStateSeverity(state)}
      text={key ? t(key) : readableCode(state)}
      isProblem={isProblemMachineState(state)}
    />
  );
}
