import { defineElement } from "../create-element";
import { VdcFarm } from "./farm.element";

defineElement("vdc-farm", VdcFarm);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-farm": InstanceType<typeof VdcFarm>;
  }
}

export { VdcFarm };
