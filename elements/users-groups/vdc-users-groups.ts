import { defineElement } from "../create-element";
import { VdcUsersGroups } from "./users-groups.element";

defineElement("vdc-users-groups", VdcUsersGroups);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-users-groups": InstanceType<typeof VdcUsersGroups>;
  }
}

export { VdcUsersGroups };
