import { defineElement } from "../create-element";
import { VdcApplicationPools } from "./application-pools.element";

defineElement("vdc-application-pools", VdcApplicationPools);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-application-pools": InstanceType<typeof VdcApplicationPools>;
  }
}

export { VdcApplicationPools };
