import { defineElement } from "../create-element";
import { VdcApplicationPool } from "./application-pool.element";

defineElement("vdc-application-pool", VdcApplicationPool);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-application-pool": InstanceType<typeof VdcApplicationPool>;
  }
}

export { VdcApplicationPool };
