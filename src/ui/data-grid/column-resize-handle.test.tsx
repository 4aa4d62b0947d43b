import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ColumnResizeHandle, MAX_RESIZED_WIDTH_PX, MIN_RESIZED_WIDTH_PX } from "./column-resize-handle";

interface HarnessProps {
  initial?: number;
  onResizeEnd: () => void;
  /** Keys that reach the header around the handle (the grid's navigation). */
  onHeaderKeyDown?: (key: string) => void;
}

function Harness({ initial, onResizeEnd, onHeaderKeyDown }: HarnessProps) {
  const [width, setWidth] = useState(initial);
  return (
    <div role="columnheader" onKeyDown={(event) => onHeaderKeyDown?.(event.key)}>
      <ColumnResizeHandle
        label="Resize column Name"
        width={width}
        onResize={setWidth}
        onResizeEnd={onResizeEnd}
        tabIndex={0}
      />
    </div>
  );
}

describe("ColumnResizeHandle", () => {
  it("is a labelled vertical separator valued in px", () => {
    render(<Harness initial={200} onResizeEnd={() => {}} />);
    const handle = screen.getByRole("separator", { name: "Resize column Name" });
    expect(handle).toHaveAttribute("aria-orientation", "vertical");
    expect(handle).toHaveAttribute("aria-valuenow", "200");
    expect(handle).toHaveAttribute("aria-valuemin", String(MIN_RESIZED_WIDTH_PX));
    expect(handle).toHaveAttribute("aria-valuemax", String(MAX_RESIZED_WIDTH_PX));
    expect(handle).toHaveAttribute("tabindex", "0");
  });

  it("resizes by 16 px with the arrows, 64 px with Shift, to the limits with Home and End", () => {
    const onResizeEnd = vi.fn();
    const onHeaderKeyDown = vi.fn();
    render(<Harness initial={200} onResizeEnd={onResizeEnd} onHeaderKeyDown={onHeaderKeyDown} />);
    const handle = screen.getByRole("separator");
    fireEvent.keyDown(handle, { key: "ArrowRight" });
    expect(handle).toHaveAttribute("aria-valuenow", "216");
    fireEvent.keyDown(handle, { key: "ArrowLeft", shiftKey: true });
    expect(handle).toHaveAttribute("aria-valuenow", "152");
    fireEvent.keyDown(handle, { key: "Home" });
    expect(handle).toHaveAttribute("aria-valuenow", String(MIN_RESIZED_WIDTH_PX));
    fireEvent.keyDown(handle, { key: "ArrowLeft" });
    expect(handle).toHaveAttribute("aria-valuenow", String(MIN_RESIZED_WIDTH_PX));
    fireEvent.keyDown(handle, { key: "End" });
    expect(handle).toHaveAttribute("aria-valuenow", String(MAX_RESIZED_WIDTH_PX));
    // Each key press is kept; the keys never reach the surrounding grid.
    expect(onResizeEnd).toHaveBeenCalledTimes(5);
    expect(onHeaderKeyDown).not.toHaveBeenCalled();
  });

  it("lets other keys through to the grid", () => {
    const onHeaderKeyDown = vi.fn();
    render(<Harness initial={200} onResizeEnd={() => {}} onHeaderKeyDown={onHeaderKeyDown} />);
    fireEvent.keyDown(screen.getByRole("separator"), { key: "ArrowDown" });
    expect(onHeaderKeyDown).toHaveBeenCalledWith("ArrowDown");
  });

  it("follows a pointer drag and keeps the width once, when the drag ends", () => {
    const onResizeEnd = vi.fn();
    render(<Harness initial={200} onResizeEnd={onResizeEnd} />);
    const handle = screen.getByRole("separator");
    fireEvent.pointerDown(handle, { button: 0, clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 530, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 560, pointerId: 1 });
    expect(handle).toHaveAttribute("aria-valuenow", "260");
    expect(onResizeEnd).not.toHaveBeenCalled();
    fireEvent.pointerUp(handle, { clientX: 560, pointerId: 1 });
    expect(onResizeEnd).toHaveBeenCalledTimes(1);
    fireEvent.pointerMove(handle, { clientX: 900, pointerId: 1 });
    expect(handle).toHaveAttribute("aria-valuenow", "260");
  });
});
