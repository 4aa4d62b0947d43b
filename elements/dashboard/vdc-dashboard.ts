import { defineElement } from "../create-element";
import { VdcDashboard } from "./dashboard.element";

defineElement("vdc-dashboard", VdcDashboard);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-dashboard": InstanceType<typeof VdcDashboard>;
  }
}

export { VdcDashboard };
