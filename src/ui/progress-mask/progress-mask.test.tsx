import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProgressMask } from "./progress-mask";

describe("ProgressMask", () => {
  it("shows what is in progress, how far, and cancels", () => {
    const onCancel = vi.fn();
    render(<ProgressMask label="Exporting…" value={40} max={95} onCancel={onCancel} />);
    expect(screen.getByRole("status")).toHaveTextContent("Exporting…");
    expect(screen.getByRole("progressbar", { name: "Exporting…" })).toHaveAttribute("value", "40");
    expect(screen.getByText("40 of 95")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("is indeterminate without progress and has no cancel without a handler", () => {
    render(<ProgressMask label="Loading" />);
    expect(screen.getByRole("progressbar")).not.toHaveAttribute("value");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
