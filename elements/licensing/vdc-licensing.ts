import { defineElement } from "../create-element";
import { VdcLicensing } from "./licensing.element";

defineElement("vdc-licensing", VdcLicensing);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-licensing": InstanceType<typeof VdcLicensing>;
  }
}

export { VdcLicensing };
