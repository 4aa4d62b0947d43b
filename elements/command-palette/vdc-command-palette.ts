import { defineElement } from "../create-element";
import { VdcCommandPalette } from "./command-palette.element";

defineElement("vdc-command-palette", VdcCommandPalette);

declare global {
  interface HTMLElementTagNameMap {
    "vdc-command-palette": InstanceType<typeof VdcCommandPalette>;
  }
}

export { VdcCommandPalette };
