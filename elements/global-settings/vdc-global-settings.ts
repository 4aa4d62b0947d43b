import { defineElement } from "../create-element";
import { VdcGlobalSettings } from "./global-settings.element";

defineElement("vdc-global-settings", VdcGlobalSettings);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-global-settings": InstanceType<typeof VdcGlobalSettings>;
  }
}

export { VdcGlobalSettings };
