import { defineElement } from "../create-element";
import { VdcUserDiskShares } from "./user-disk-shares.element";

defineElement("vdc-user-disk-shares", VdcUserDiskShares);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-user-disk-shares": InstanceType<typeof VdcUserDiskShares>;
  }
}

export { VdcUserDiskShares };
