import { useId } from "react";
import type { MessageType } from "../../core/sessions/session-types";
import type { ActionValues } from "../actions/section-action";
import { useTranslation } from "../i18n/use-translation";

const MESSAGE_TYPES: readonly MessageType[] = ["INFO", "WARNING", "ERROR"];

/** The send-message action's input before anything is typed. */
export const MESSAGE_INPUT: ActionValues = { message: "", messageType: "INFO" };

/** A message is sent only once one is written. */
export function isMessageWritten(values: ActionValues): boolean {
  return String(values.message ?? "").trim() !== "";
}

/** The message and its type, asked in the send-message confirmation. */
export function SessionMessageInput({
  values,
  set,
}: {
  values: ActionValues;
  set: (name: string, value: string) => void;
}) {
  const t = useTranslation();
  const messageId = useId();
  const typeId = useId();
  return (
    <>
      <div className="vdc-field">
        <label htmlFor={typeId}>{t("sessions.message.type")}</label>
        <select
          id={typeId}
          className="vdc-select"
          value={String(values.messageType)}
          onChange={(event) => set("messageType", event.target.value)}
        >
          {MESSAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`sessions.message.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="vdc-field">
        <label htmlFor={messageId}>{t("sessions.message.text")}</label>
        <textarea
          id={messageId}
          className="vdc-input vdc-textarea"
          value={String(values.message)}
          required
          rows={4}
          onChange={(event) => set("message", event.target.value)}
        />
      </div>
    </>
  );
}
