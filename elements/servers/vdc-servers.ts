import { defineElement } from "../create-element";
import { VdcServers } from "./servers.element";

defineElement("vdc-servers", VdcServers);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-servers": InstanceType<typeof VdcServers>;
  }
}

export { VdcServers };
