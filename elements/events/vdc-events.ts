import { defineElement } from "../create-element";
import { VdcEvents } from "./events.element";

defineElement("vdc-events", VdcEvents);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-events": InstanceType<typeof VdcEvents>;
  }
}

export { VdcEvents };
