import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StatusIcon } from "../status-icon/status-icon";
import { ConfirmDialog, Dialog } from "./dialog";

describe("Dialog", () => {
  it("renders a labelled native dialog with content and footer only while open", () => {
    const { rerender } = render(
      <Dialog
        isOpen={false}
        title="Delete pool"
        onDismiss={() => {}}
        footer={<button type="button">OK</button>}
      >
        Sure?
      </Dialog>,
    );
    expect(screen.queryByText("Sure?")).toBeNull();
    rerender(
      <Dialog isOpen title="Delete pool" onDismiss={() => {}} footer={<button type="button">Go</button>}>
        Sure?
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Delete pool" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByText("Sure?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go" })).toBeInTheDocument();
  });

  it("asks its owner to dismiss on the corner button and Escape, without closing itself", () => {
    const onDismiss = vi.fn();
    render(
      <Dialog isOpen title="Edit" onDismiss={onDismiss}>
        Body
      </Dialog>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(screen.getByText("Body"), { key: "Escape" });
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
  });
});

describe("ConfirmDialog", () => {
  it("shows title, icon, content and confirm/cancel buttons", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        title="Remove machines"
        icon={<StatusIcon status="WARN" />}
        confirmLabel="Remove"
        confirmVariant="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Remove 3 machines?
      </ConfirmDialog>,
    );
    expect(screen.getByRole("dialog", { name: "Remove machines" })).toHaveTextContent("Warning");
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("disables its buttons while busy", () => {
    render(
      <ConfirmDialog isOpen isBusy title="Remove" onConfirm={() => {}} onCancel={() => {}}>
        x
      </ConfirmDialog>,
    );
    expect(screen.getByRole("button", { name: "OK" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
  });
});
