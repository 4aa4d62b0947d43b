import { defineElement } from "../create-element";
import { VdcFarms } from "./farms.element";

defineElement("vdc-farms", VdcFarms);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-farms": InstanceType<typeof VdcFarms>;
  }
}

export { VdcFarms };
