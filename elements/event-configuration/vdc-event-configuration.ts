import { defineElement } from "../create-element";
import { VdcEventConfiguration } from "./event-configuration.element";

defineElement("vdc-event-configuration", VdcEventConfiguration);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-event-configuration": InstanceType<typeof VdcEventConfiguration>;
  }
}

export { VdcEventConfiguration };
