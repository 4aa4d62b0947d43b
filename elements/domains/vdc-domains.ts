import { defineElement } from "../create-element";
import { VdcDomains } from "./domains.element";

defineElement("vdc-domains", VdcDomains);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-domains": InstanceType<typeof VdcDomains>;
  }
}

export { VdcDomains };
