import { defineElement } from "../create-element";
import { VdcLogin } from "./login.element";

defineElement("vdc-login", VdcLogin);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-login": InstanceType<typeof VdcLogin>;
  }
}

export { VdcLogin };
