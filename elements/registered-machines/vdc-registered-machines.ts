import { defineElement } from "../create-element";
import { VdcRegisteredMachines } from "./registered-machines.element";

defineElement("vdc-registered-machines", VdcRegisteredMachines);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-registered-machines": InstanceType<typeof VdcRegisteredMachines>;
  }
}

export { VdcRegisteredMachines };
