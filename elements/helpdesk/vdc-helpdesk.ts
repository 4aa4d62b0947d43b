import { defineElement } from "../create-element";
import { VdcHelpdesk } from "./helpdesk.element";

defineElement("vdc-helpdesk", VdcHelpdesk);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-helpdesk": InstanceType<typeof VdcHelpdesk>;
  }
}

export { VdcHelpdesk };
