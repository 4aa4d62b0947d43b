import { defineElement } from "../create-element";
import { VdcPolicies } from "./policies.element";

defineElement("vdc-policies", VdcPolicies);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-policies": InstanceType<typeof VdcPolicies>;
  }
}

export { VdcPolicies };
