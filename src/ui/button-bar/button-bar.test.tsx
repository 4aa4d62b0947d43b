import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ButtonBar, type ButtonBarItem } from "./button-bar";

function items(onClick = vi.fn()): ButtonBarItem[] {
  return [
    { id: "add", label: "Add", onClick, variant: "primary" },
    { id: "edit", label: "Edit", onClick, privilege: "POOL_MANAGEMENT" },
    { id: "delete", label: "Delete", onClick, privilege: "POOL_MANAGEMENT", privilegeMode: "hide" },
    { id: "hidden", label: "Hidden", onClick, isHidden: true },
    { id: "off", label: "Off", onClick, isDisabled: true },
    {
      kind: "group",
      id: "more",
      label: "More",
      items: [
        { id: "enable", label: "Enable", onClick },
        { id: "disable", label: "Disable", onClick, isDisabled: true },
        { id: "secret", label: "Secret", onClick, privilege: "ADMIN", privilegeMode: "hide" },
        { id: "reset", label: "Reset", onClick },
      ],
    },
  ];
}

describe("ButtonBar", () => {
  it("shows, hides, enables and disables items, by flags and by privilege", () => {
    const can = vi.fn((expression: string) => expression !== "POOL_MANAGEMENT");
    render(<ButtonBar label="Pool actions" items={items()} can={can} />);
    expect(screen.getByRole("group", { name: "Pool actions" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeEnabled();
    // Without the privilege: reachable by keyboard, marked unavailable (its reason is tested below).
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Hidden" })).toBeNull();
    expect(screen.getByRole("button", { name: "Off" })).toBeDisabled();
    expect(can).toHaveBeenCalledWith("POOL_MANAGEMENT");
  });

  it("says which privilege a disabled item lacks, and nothing for one disabled by its state", () => {
    render(
      <ButtonBar
        label="Pool actions"
        items={[
          ...items(),
          {
            id: "either",
            label: "Either",
            onClick: vi.fn(),
            privilege: "POOL_MANAGEMENT|MACHINE_MANAGEMENT",
          },
        ]}
        can={() => false}
      />,
    );
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAccessibleDescription(
      "Requires the privilege: Manage pools",
    );
    expect(screen.getByRole("button", { name: "Either" })).toHaveAccessibleDescription(
      "Requires the privilege: Manage pools or Manage machines",
    );
    expect(screen.getByRole("button", { name: "Off" })).toHaveAccessibleDescription("");
  });

  it("names the privilege on the selection's access group when it is held elsewhere only", () => {
    render(
      <ButtonBar
        label="Pool actions"
        items={[
          {
            id: "scoped",
            label: "Scoped",
            onClick: vi.fn(),
            privilege: "POOL_MANAGEMENT",
            isDisabled: true,
            isRefusedBySelectionScope: true,
          },
        ]}
        can={() => true}
      />,
    );
    const scoped = screen.getByRole("button", { name: "Scoped" });
    expect(scoped).toHaveAttribute("aria-disabled", "true");
    expect(scoped).toHaveAccessibleDescription(
      "Requires the privilege on the access group of the selection: Manage pools",
    );
  });

  it("enables privileged items when the privilege holds", () => {
    render(<ButtonBar label="Pool actions" items={items()} can={() => true} />);
    expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Edit" })).not.toHaveAttribute("title");
    expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled();
  });

  it("uses the administrator's privileges when no can function is given", () => {
    render(<ButtonBar label="Pool actions" items={items()} />);
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAttribute("aria-disabled", "true");
  });

  it("opens a dropdown group as a keyboard-operable menu", () => {
    const onClick = vi.fn();
    render(<ButtonBar label="Pool actions" items={items(onClick)} can={() => false} />);
    const trigger = screen.getByRole("button", { name: /More/ });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    const menu = screen.getByRole("menu");
    const entries = screen.getAllByRole("menuitem");
    expect(entries.map((entry) => entry.textContent)).toEqual(["Enable", "Disable", "Reset"]);
    expect(document.activeElement).toBe(entries[0]);
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(document.activeElement).toBe(screen.getAllByRole("menuitem")[2]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Disable" }));
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("menuitem", { name: "Reset" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("ignores presses on an item lacking its privilege and names the privilege on focus", () => {
    const onClick = vi.fn();
    render(<ButtonBar label="Pool actions" items={items(onClick)} can={() => false} />);
    const edit = screen.getByRole("button", { name: "Edit" });
    edit.focus();
    expect(edit).toHaveFocus();
    fireEvent.click(edit);
    expect(onClick).not.toHaveBeenCalled();
    const reason = document.getElementById(edit.getAttribute("aria-describedby") ?? "");
    expect(reason).toHaveAttribute("role", "tooltip");
    expect(reason).toHaveTextContent("Requires the privilege: Manage pools");
  });

  it("names the privilege a menu entry lacks while it has focus", () => {
    const onClick = vi.fn();
    const group: ButtonBarItem = {
      kind: "group",
      id: "more",
      label: "More",
      items: [
        { id: "enable", label: "Enable", onClick },
        { id: "edit", label: "Edit", onClick, privilege: "POOL_MANAGEMENT" },
      ],
    };
    render(<ButtonBar label="Pool actions" items={[group]} can={() => false} />);
    fireEvent.keyDown(screen.getByRole("button", { name: /More/ }), { key: "ArrowDown" });
    fireEvent.keyDown(screen.getByRole("menu"), { key: "ArrowDown" });
    const edit = screen.getByRole("menuitem", { name: "Edit" });
    expect(edit).toHaveFocus();
    expect(edit).toHaveAccessibleDescription("Requires the privilege: Manage pools");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Requires the privilege: Manage pools");
    fireEvent.click(edit);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("closes the menu with Escape and returns focus", () => {
    render(<ButtonBar label="Pool actions" items={items()} can={() => true} />);
    const trigger = screen.getByRole("button", { name: /More/ });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
