import { useLayoutEffect, type RefObject } from "react";

/** Which side of its anchor a top-layer element opens on. */
export type TopLayerSide = "below" | "above";

/** Room kept between the anchor and the element, and from the viewport's edges, in px. */
const GAP_PX = 4;

/** Places a fixed element on a side of its anchor, its start edge on the anchor's, kept inside the viewport. */
function place(element: HTMLElement, anchor: DOMRect, side: TopLayerSide): void {
  const maxLeft = window.innerWidth - element.offsetWidth - GAP_PX;
  element.style.left = `${Math.max(GAP_PX, Math.min(anchor.left, maxLeft))}px`;
  if (side === "below") {
    element.style.top = `${anchor.bottom + GAP_PX}px`;
    element.style.bottom = "auto";
  } else {
    element.style.top = "auto";
    element.style.bottom = `${window.innerHeight - anchor.top + GAP_PX}px`;
  }
}

/**
 * Shows an element that has the popover attribute in the top layer while it is open, placed against its
 * parent (its anchor) in viewport coordinates: a grid's column filter or a cut cell's full text is then
 * never clipped by the grid's own scrolling box, while it stays in the document after its anchor, so
 * Tab and screen readers reach it where it belongs. It follows the anchor when anything scrolls or the
 * window resizes. Where the browser has no popover support the element stays where it is in the page.
 */
export function useTopLayer(
  elementRef: RefObject<HTMLElement | null>,
  isOpen: boolean,
  side: TopLayerSide = "below",
): void {
  useLayoutEffect(() => {
    const element = elementRef.current;
    const anchor = element?.parentElement;
    if (!isOpen || !element || !anchor || typeof element.showPopover !== "function") return;
    if (!element.matches(":popover-open")) element.showPopover();
    const follow = () => place(element, anchor.getBoundingClientRect(), side);
    follow();
    window.addEventListener("scroll", follow, { capture: true, passive: true });
    window.addEventListener("resize", follow);
    return () => {
      window.removeEventListener("scroll", follow, { capture: true });
      window.removeEventListener("resize", follow);
      if (element.isConnected && element.matches(":popover-open")) element.hidePopover();
    };
  }, [elementRef, isOpen, side]);
}
