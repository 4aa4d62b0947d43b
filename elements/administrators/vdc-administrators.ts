import { defineElement } from "../create-element";
import { VdcAdministrators } from "./administrators.element";

defineElement("vdc-administrators", VdcAdministrators);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-administrators": InstanceType<typeof VdcAdministrators>;
  }
}

export { VdcAdministrators };
