import { defineElement } from "../create-element";
import { VdcFederation } from "./federation.element";

defineElement("vdc-federation", VdcFederation);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-federation": InstanceType<typeof VdcFederation>;
  }
}

export { VdcFederation };
