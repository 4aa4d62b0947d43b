import { defineElement } from "../create-element";
import { VdcDesktopPool } from "./desktop-pool.element";

defineElement("vdc-desktop-pool", VdcDesktopPool);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-desktop-pool": InstanceType<typeof VdcDesktopPool>;
  }
}

export { VdcDesktopPool };
