import { defineElement } from "../create-element";
import { VdcGlobalEntitlements } from "./global-entitlements.element";

defineElement("vdc-global-entitlements", VdcGlobalEntitlements);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-global-entitlements": InstanceType<typeof VdcGlobalEntitlements>;
  }
}

export { VdcGlobalEntitlements };
