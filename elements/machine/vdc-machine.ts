import { defineElement } from "../create-element";
import { VdcMachine } from "./machine.element";

defineElement("vdc-machine", VdcMachine);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-machine": InstanceType<typeof VdcMachine>;
  }
}

export { VdcMachine };
