import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

/** A column is never drawn narrower than this by resizing, in px. */
export const MIN_RESIZED_WIDTH_PX = 64;
/** Nor wider than this. */
export const MAX_RESIZED_WIDTH_PX = 960;
/** One arrow key press; with Shift, four times as much. */
export const RESIZE_STEP_PX = 16;
const RESIZE_BIG_STEP_PX = 64;

function clampWidth(px: number): number {
  return Math.min(Math.max(Math.round(px), MIN_RESIZED_WIDTH_PX), MAX_RESIZED_WIDTH_PX);
}

export interface ColumnResizeHandleProps {
  /** Accessible name, e.g. "Resize column Name" (translated text). */
  label: string;
  /** The width the administrator set, px; the header's drawn width otherwise. */
  width: number | undefined;
  /** Called with each new width while resizing. */
  onResize: (px: number) => void;
  /** Called once a drag or key press is done, to keep the width. */
  onResizeEnd: () => void;
  tabIndex: 0 | -1;
}

/**
 * A column header's resize handle: a focusable vertical separator whose value is the column's width in
 * px. Drag it, or use ArrowLeft/ArrowRight (16 px, 64 px with Shift) and Home/End (narrowest/widest).
 */
export function ColumnResizeHandle({
  label,
  width,
  onResize,
  onResizeEnd,
  tabIndex,
}: ColumnResizeHandleProps) {
  const [drawnWidth, setDrawnWidth] = useState(MIN_RESIZED_WIDTH_PX);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const measure = (handle: HTMLElement | null) =>
    clampWidth(handle?.parentElement?.getBoundingClientRect().width ?? MIN_RESIZED_WIDTH_PX);
  const handleRef = useRef<HTMLDivElement>(null);
  // Until resized, the column's width follows the grid's layout: keep aria-valuenow in step with it.
  useLayoutEffect(() => {
    const header = handleRef.current?.parentElement;
    if (width !== undefined || !header) return;
    setDrawnWidth(measure(handleRef.current));
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setDrawnWidth(measure(handleRef.current)));
    observer.observe(header);
    return () => observer.disconnect();
  }, [width]);
  const current = width ?? drawnWidth;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? RESIZE_BIG_STEP_PX : RESIZE_STEP_PX;
    const next =
      event.key === "ArrowRight"
        ? current + step
        : event.key === "ArrowLeft"
          ? current - step
          : event.key === "Home"
            ? MIN_RESIZED_WIDTH_PX
            : event.key === "End"
              ? MAX_RESIZED_WIDTH_PX
              : undefined;
    if (next === undefined) return;
    // The grid's arrow-key navigation must not move away from the handle.
    event.preventDefault();
    event.stopPropagation();
    onResize(clampWidth(next));
    onResizeEnd();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width: width ?? measure(event.currentTarget) };
    event.currentTarget.focus();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(clampWidth(drag.current.width + event.clientX - drag.current.x));
  };
  const endDrag = () => {
    if (!drag.current) return;
    drag.current = null;
    onResizeEnd();
  };

  return (
    <div
      ref={handleRef}
      role="separator"
      className="vdc-grid__resize"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={current}
      aria-valuemin={MIN_RESIZED_WIDTH_PX}
      aria-valuemax={MAX_RESIZED_WIDTH_PX}
      tabIndex={tabIndex}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    />
  );
}
