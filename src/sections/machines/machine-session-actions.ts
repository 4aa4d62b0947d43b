import { LOCAL_SESSION_CALLS } from "../../core/sessions/local-session-calls";
import type { SessionCalls } from "../../core/sessions/session-calls";
import type { ActionValues, SectionAction } from "../../ui/actions/section-action";
import { sessionActions } from "../../ui/sessions/session-actions";
import type { MachineRow } from "./machines.types";

/** The session actions a machine offers (the Horizon Console's): its reset and restart are the machine's own. */
const ON_MACHINES = new Set(["disconnect", "logoff", "sendMessage"]);

const SESSION = { id: "session", label: "machines.action.session" };

/** A machine's session, as the session calls take it. */
const sessionsOf = (machines: readonly MachineRow[]) =>
  machines.flatMap((machine) => (machine.session_id ? [{ id: machine.session_id }] : []));

const MACHINE_SESSION_CALLS: SessionCalls<MachineRow> = {
  disconnect: (machines) => LOCAL_SESSION_CALLS.disconnect(sessionsOf(machines)),
  logoff: (machines, forced) => LOCAL_SESSION_CALLS.logoff(sessionsOf(machines), forced),
  reset: (machines) => LOCAL_SESSION_CALLS.reset(sessionsOf(machines)),
  restart: (machines) => LOCAL_SESSION_CALLS.restart(sessionsOf(machines)),
  sendMessage: (machines, message, messageType) =>
    LOCAL_SESSION_CALLS.sendMessage(sessionsOf(machines), message, messageType),
};

/**
 * Disconnect, log off and send message on the machines' sessions, declared as the sessions list declares
 * them. Each machine is sent on its own: the pod answers per session id, and one machine's answer is its
 * own outcome (a batch's answers would name sessions, not the machines the administrator chose).
 */
export const MACHINE_SESSION_ACTIONS: readonly SectionAction<MachineRow>[] = sessionActions(
  MACHINE_SESSION_CALLS,
)
  .filter((action) => ON_MACHINES.has(action.id))
  .map((action) => {
    const request = action.request;
    return {
      ...action,
      group: SESSION,
      appliesTo: (machine: MachineRow) => machine.session_id !== undefined,
      ...(request?.kind === "batch"
        ? {
            request: {
              kind: "item" as const,
              call: (machine: MachineRow, values: ActionValues) => request.call([machine], values),
            },
          }
        : {}),
    };
  });

/** Whether an action is one of the machines' session actions (spec 000 §6's per-session rule applies). */
export function isMachineSessionAction(action: SectionAction<MachineRow>): boolean {
  return ON_MACHINES.has(action.id) && action.group?.id === SESSION.id;
}
