import { defineElement } from "../create-element";
import { VdcAgents } from "./agents.element";

defineElement("vdc-agents", VdcAgents);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-agents": InstanceType<typeof VdcAgents>;
  }
}

export { VdcAgents };
