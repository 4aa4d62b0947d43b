import { defineElement } from "../create-element";
import { VdcLogCollector } from "./log-collector.element";

defineElement("vdc-log-collector", VdcLogCollector);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-log-collector": InstanceType<typeof VdcLogCollector>;
  }
}

export { VdcLogCollector };
