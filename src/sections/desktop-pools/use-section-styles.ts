import { useEffect, type RefObject } from "react";
import { dataGridStyles } from "../../ui/data-grid/data-grid.styles";
import { adoptStyleSheets, styleSheet } from "../../ui/styles/style-sheet";
import { desktopPoolStyles } from "./desktop-pools.styles";

/** Adopts the section's stylesheets into the shadow root (or document) it renders in. */
export function useSectionStyles(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = ref.current?.getRootNode();
    if (node instanceof ShadowRoot || node instanceof Document) {
      adoptStyleSheets(node, [styleSheet(dataGridStyles), styleSheet(desktopPoolStyles)]);
    }
  }, [ref]);
}
