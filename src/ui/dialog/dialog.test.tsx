import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { StatusIcon } from "../status-icon/status-icon";
import { ConfirmDialog, Dialog } from "./dialog";
import { DialogScopeContext } from "./dialog-scope";

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

/** A button that opens a dialog, kept mounted (isOpen) or mounted only while open. */
function Opener({ keepMounted, scope }: { keepMounted: boolean; scope?: "element" | "page" }) {
  const [isOpen, setIsOpen] = useState(false);
  const dialog = (
    <Dialog isOpen={isOpen} title="Edit" onDismiss={() => setIsOpen(false)}>
      <input aria-label="Name" />
    </Dialog>
  );
  return (
    <DialogScopeContext.Provider value={scope ?? "page"}>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {keepMounted ? dialog : isOpen && dialog}
    </DialogScopeContext.Provider>
  );
}

describe("Dialog, focus", () => {
  it.each([
    ["kept mounted", true, "page"],
    ["mounted while open", false, "page"],
    ["inside an element", true, "element"],
  ] as const)("gives focus back to the control that opened it (%s)", (_, keepMounted, scope) => {
    render(<Opener keepMounted={keepMounted} scope={scope} />);
    const open = screen.getByRole("button", { name: "Open" });
    open.focus();
    fireEvent.click(open);
    // Focus goes into the dialog, as the browser's showModal would move it.
    screen.getByRole("textbox", { name: "Name" }).focus();
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Name" }), { key: "Escape" });
    expect(screen.queryByRole("textbox", { name: "Name" })).toBeNull();
    expect(open).toHaveFocus();
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

describe("Dialog inside an element (DialogScopeContext element)", () => {
  it("opens without the page's top layer, over an overlay in the element, and keeps Tab inside", () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    render(
      <>
        <button type="button">Portal button</button>
        <DialogScopeContext value="element">
          <Dialog isOpen title="Notice" onDismiss={() => {}} footer={<button type="button">Accept</button>}>
            Read this.
          </Dialog>
        </DialogScopeContext>
      </>,
    );
    const dialog = screen.getByRole("dialog", { name: "Notice" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(showModal).not.toHaveBeenCalled();
    expect(document.querySelector(".vdc-dialog-overlay")).not.toBeNull();
    // Tab from the last control comes back to the first: focus never leaves for the portal's page.
    const accept = screen.getByRole("button", { name: "Accept" });
    accept.focus();
    fireEvent.keyDown(accept, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(document.activeElement!, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(accept);
    showModal.mockRestore();
  });
});
