import { defineElement } from "../create-element";
import { VdcCertificates } from "./certificates.element";

defineElement("vdc-certificates", VdcCertificates);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-certificates": InstanceType<typeof VdcCertificates>;
  }
}

export { VdcCertificates };
