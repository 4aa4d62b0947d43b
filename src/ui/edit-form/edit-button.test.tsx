import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import { EditButton, type EditorControls } from "./edit-button";

function grant(...privileges: string[]): void {
  setAdminRoles({
    rest: { local_privileges_info: [{ access_group_id: "root", access_group_name: "Root", privileges }] },
  });
}

function Editor({ onCancel, onSaved }: EditorControls) {
  return (
    <div role="dialog" aria-label="Editor">
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" onClick={onSaved}>
        Done
      </button>
    </div>
  );
}

afterEach(() => clearAdminRoles());

describe("EditButton", () => {
  it("opens the editor, closes it on cancel without reporting a save", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    grant("GLOBAL_CONFIG_MANAGEMENT");
    render(
      <EditButton label="Edit" privilege="GLOBAL_CONFIG_MANAGEMENT" onSaved={onSaved} editor={Editor} />,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("closes the editor after a save and reports it", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    grant("GLOBAL_CONFIG_MANAGEMENT");
    render(
      <EditButton label="Edit" privilege="GLOBAL_CONFIG_MANAGEMENT" onSaved={onSaved} editor={Editor} />,
    );
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is unavailable without the privilege or when the screen does not allow the change", async () => {
    const { rerender } = render(
      <EditButton label="Edit" privilege="GLOBAL_CONFIG_MANAGEMENT" onSaved={() => {}} editor={Editor} />,
    );
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.setup().click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    grant("GLOBAL_CONFIG_MANAGEMENT");
    rerender(
      <EditButton
        label="Edit"
        privilege="GLOBAL_CONFIG_MANAGEMENT"
        isAllowed={false}
        onSaved={() => {}}
        editor={Editor}
      />,
    );
    expect(screen.getByRole("button", { name: "Edit" })).toBeDisabled();
  });
});
