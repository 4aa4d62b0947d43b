import { defineElement } from "../create-element";
import { VdcDesktopPools } from "./desktop-pools.element";

defineElement("vdc-desktop-pools", VdcDesktopPools);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-desktop-pools": InstanceType<typeof VdcDesktopPools>;
  }
}

export { VdcDesktopPools };
