import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useTopLayer } from "../popover/use-top-layer";

export interface GridFilterPopoverProps {
  /** Accessible name of the panel (translated). */
  label: string;
  /** Closes the panel and puts focus back on its column header (Escape). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A column's filter panel. It opens in the top layer against its header cell, so the grid's sideways
 * scrolling box never cuts it, yet stays in the header in the document: its field takes focus when it
 * opens, Tab moves through it, and Escape closes it and returns to the header. A manual popover: like
 * the panel it replaces, it closes with Escape or its filter button, not with every click elsewhere.
 */
export function GridFilterPopover({ label, onClose, children }: GridFilterPopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useTopLayer(panelRef, true);
  // A field's autoFocus runs while the popover is still hidden (before it is shown), and a hidden field
  // takes no focus: once shown, the panel's first field gets it unless focus is already inside.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const root = panel?.getRootNode() as Document | ShadowRoot | undefined;
    if (!panel || panel.contains(root?.activeElement ?? null)) return;
    panel.querySelector<HTMLElement>("input, select, textarea, button")?.focus();
  }, []);
  return (
    <div
      ref={panelRef}
      popover="manual"
      className="vdc-grid__panel vdc-grid__filter-panel"
      role="group"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {children}
    </div>
  );
}
