import { useLayoutEffect, type RefObject } from "react";
import { adoptStyleSheets, styleSheet } from "./style-sheet";

/**
 * Adopts a section's stylesheets into the shadow root (or document) its root element renders in, before
 * the first paint, so a section is styled wherever it is mounted: an element, the console, a story.
 * Pass a module-level array; adopting is idempotent either way.
 */
export function useStyleSheets(ref: RefObject<Element | null>, styles: readonly string[]): void {
  useLayoutEffect(() => {
    const node = ref.current?.getRootNode();
    if (node instanceof ShadowRoot || node instanceof Document)
      adoptStyleSheets(node, styles.map(styleSheet));
  }, [ref, styles]);
}
