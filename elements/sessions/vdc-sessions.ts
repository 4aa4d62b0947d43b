import { defineElement } from "../create-element";
import { VdcSessions } from "./sessions.element";

defineElement("vdc-sessions", VdcSessions);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-sessions": InstanceType<typeof VdcSessions>;
  }
}

export { VdcSessions };
