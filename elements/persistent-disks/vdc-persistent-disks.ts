import { defineElement } from "../create-element";
import { VdcPersistentDisks } from "./persistent-disks.element";

defineElement("vdc-persistent-disks", VdcPersistentDisks);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-persistent-disks": InstanceType<typeof VdcPersistentDisks>;
  }
}

export { VdcPersistentDisks };
