import { defineElement } from "../create-element";
import { VdcSearchSessions } from "./search-sessions.element";

defineElement("vdc-search-sessions", VdcSearchSessions);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-search-sessions": InstanceType<typeof VdcSearchSessions>;
  }
}

export { VdcSearchSessions };
