import { useLayoutEffect, useRef, type ReactNode } from "react";
import { controlStyles } from "../styles/controls.styles";
import { sectionKitStyles } from "../styles/section-kit.styles";
import { adoptStyleSheets, styleSheet } from "../styles/style-sheet";
import { themeStyles } from "../styles/theme.styles";
import { widgetStyles } from "../styles/widgets.styles";

/** Colour scheme defaults; "auto" follows the operating system. Portals override tokens with --vdc-*. */
export type Theme = "light" | "dark" | "auto";

export interface VdcRootProps {
  theme?: Theme;
  /** CSS texts of the widgets and section below, adopted once per shadow root. */
  styles?: readonly string[];
  children: ReactNode;
}

/**
 * The top of every rendered surface, standalone or inside a custom element: it adopts the console's
 * stylesheets (theme, controls, shared widgets and the section kit; the grid brings its own) into the shadow root (or document) it is rendered in before the first paint.
 */
export function VdcRoot({ theme = "light", styles = [], children }: VdcRootProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = rootRef.current?.getRootNode();
    if (node instanceof ShadowRoot || node instanceof Document) {
      adoptStyleSheets(
        node,
        [themeStyles, controlStyles, widgetStyles, sectionKitStyles, ...styles].map(styleSheet),
      );
    }
  }, [styles]);
  return (
    <div ref={rootRef} className="vdc-root" data-theme={theme} part="root">
      {children}
    </div>
  );
}
