import type { SessionCalls } from "../../core/sessions/session-calls";
import type { MessageType } from "../../core/sessions/session-types";
import { batchRowsAction, type BatchActionOptions, type SectionAction } from "../actions/section-action";
import { useTranslation } from "../i18n/use-translation";
import { SessionMessageInput, isMessageWritten, MESSAGE_INPUT } from "./session-message-input";

function ForcedLabel() {
  const t = useTranslation();
  return <>{t("sessions.confirm.forced")}</>;
}

/**
 * The session actions of spec 000 section 6 (disconnect, log off, reset, restart, send message) on one or
 * many sessions, confirmed in the sessions' own words; every list of sessions declares these.
 */
export function sessionActions<Row>(calls: SessionCalls<Row>): SectionAction<Row>[] {
  const action = (
    id: string,
    privilege: string,
    call: Parameters<typeof batchRowsAction<Row>>[3],
    options: BatchActionOptions<Row> = {},
  ) => batchRowsAction<Row>("sessions", id, privilege, call, options);
  return [
    action("disconnect", "MACHINE_MANAGE_VDI_SESSION", (rows) => calls.disconnect(rows)),
    action(
      "logoff",
      "MACHINE_MANAGE_VDI_SESSION",
      (rows, values) => calls.logoff(rows, values.forced === true),
      {
        variant: "danger",
        input: {
          initial: { forced: false },
          render: (values, set) => (
            <label className="vdc-checkbox">
              <input
                type="checkbox"
                checked={values.forced === true}
                onChange={(event) => set("forced", event.target.checked)}
              />
              <ForcedLabel />
            </label>
          ),
        },
      },
    ),
    action("reset", "MACHINE_REBOOT", (rows) => calls.reset(rows), { variant: "danger" }),
    action("restart", "MACHINE_REBOOT", (rows) => calls.restart(rows), { variant: "danger" }),
    action(
      "sendMessage",
      "MACHINE_MANAGE_VDI_SESSION",
      (rows, values) =>
        calls.sendMessage(rows, String(values.message).trim(), values.messageType as MessageType),
      {
        input: {
          initial: MESSAGE_INPUT,
          render: (values, set) => <SessionMessageInput values={values} set={set} />,
          isComplete: isMessageWritten,
        },
      },
    ),
  ];
}
