import {
  isProblemMachineState,
  machineStateSeverity,
  normaliseMachineState,
  PROBLEM_MACHINE_STATES,
  WORKING_MACHINE_STATES,
} from "../../core/inventory/machine-problems.model";
import { enumLabelKey, readableCode } from "../../core/i18n/enum-labels";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusText } from "../../ui/status-icon/status-text";

/** Machine and RDS host states with a text, in the spec's spelling (AGENT_ERR_*). */
export const KNOWN_STATES: readonly string[] = [...WORKING_MACHINE_STATES, ...PROBLEM_MACHINE_STATES];

/** The translation key of a state (the console's one machine-state table), or undefined without a text. */
export function stateKey(state: string): string | undefined {
  return enumLabelKey(
    "machineState",
    normaliseMachineState(state === "WAIT_FOR_AGENT" ? "WAITING_FOR_AGENT" : state),
  );
}

/** A state with its status icon; a problem state says so in words as well as by the icon. */
export function MachineState({ state }: { state: string }) {
  const t = useTranslation();
  const key = stateKey(state);
  return (
    <StatusText
      className="vdc-machines__state"
      status={machineStateSeverity(state)}
      text={key ? t(key) : readableCode(state)}
      isProblem={isProblemMachineState(state)}
    />
  );
}
