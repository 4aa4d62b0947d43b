import { defineElement } from "../create-element";
import { VdcMachines } from "./machines.element";

defineElement("vdc-machines", VdcMachines);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-machines": InstanceType<typeof VdcMachines>;
  }
}

export { VdcMachines };
