import { defineElement } from "../create-element";
import { VdcUser } from "./user.element";

defineElement("vdc-user", VdcUser);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-user": InstanceType<typeof VdcUser>;
  }
}

export { VdcUser };
