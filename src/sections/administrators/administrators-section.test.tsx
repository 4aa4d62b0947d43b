import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { AdministratorsSection } from "./administrators-section";
import { togglePrivilege } from "./role-privileges";

// A dialog opens after the click's render: wait for it rather than expect it at once.
function dialog(name: string): Promise<HTMLElement> {
  return screen.findByRole("dialog", { name });
}

async function openAction(tab: string, action: string) {
  render(<AdministratorsSection tab={tab} />);
  const button = await screen.findByRole("button", { name: action });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe("role privilege dependencies", () => {
  const offered = [
    "VC_CONFIG_VIEW",
    "POOL_MANAGEMENT",
    "POOL_ENABLE",
    "POOL_ENTITLE",
    "POOL_SVI_IMAGE_MANAGEMENT",
  ];

  it("ticks what pool management depends on, and unticks it with one of them", () => {
    const ticked = togglePrivilege([], "POOL_MANAGEMENT", true, offered);
    expect(ticked.sort()).toEqual([...offered].sort());
    expect(togglePrivilege(ticked, "POOL_ENTITLE", false, offered)).toEqual([
      "VC_CONFIG_VIEW",
      "POOL_ENABLE",
      "POOL_SVI_IMAGE_MANAGEMENT",
    ]);
  });
});

describe("AdministratorsSection", { timeout: 30_000 }, () => {
  it("offers only selectable privileges in the role editor and applies dependencies", async () => {
    await signedInEmulator("admin");
    await openAction("rolePrivileges", "Add role");
    const editor = await screen.findByRole("dialog", { name: "Add role" });
    expect(within(editor).queryByRole("checkbox", { name: /^View pools$/ })).toBeNull();
    expect(within(editor).queryByRole("checkbox", { name: /^All privileges$/ })).toBeNull();
    // Roles are saved through REST: the view API's own privileges are not offered (spec 000 §6).
    expect(within(editor).queryByRole("checkbox", { name: /^Manage user disks/ })).toBeNull();
    expect(within(editor).queryByRole("checkbox", { name: /^Manage ThinApp applications/ })).toBeNull();
    expect(within(editor).getByRole("checkbox", { name: /^Collect logs/ })).toBeInTheDocument();
    fireEvent.click(within(editor).getByRole("checkbox", { name: /^Manage pools/ }));
    expect(within(editor).getByRole("checkbox", { name: /^Entitle users to pools/ })).toBeChecked();
    expect(within(editor).getByRole("checkbox", { name: /^View vCenter configuration/ })).toBeChecked();
    expect(within(editor).getByText(/Also granted \(not selectable\): .*View pools/)).toBeInTheDocument();
    fireEvent.click(within(editor).getByRole("checkbox", { name: /^Enable pools/ }));
    expect(within(editor).getByRole("checkbox", { name: /^Manage pools/ })).not.toBeChecked();
  });

  it("adds a directory group with a role on a child access group", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    await openAction("rolePermissions", "Add permission");
    const form = await dialog("Add permission");
    fireEvent.change(within(form).getByLabelText("Find users or groups"), { target: { value: "Delegated" } });
    fireEvent.click(within(form).getByRole("button", { name: "Find" }));
    fireEvent.click(await within(form).findByRole("checkbox", { name: /Delegated Administrators/ }));
    fireEvent.change(within(form).getByLabelText("Role"), { target: { value: "role-pool-operators" } });
    const group = within(form).getByLabelText("Access group");
    const sales = within(group).getByRole<HTMLOptionElement>("option", { name: "Sales (local)" });
    fireEvent.change(group, { target: { value: sales.value } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add permission" })).toBeNull());
    const answer = await emulator.fetch(
      new Request("http://x/rest/config/v1/permissions", { headers: { Authorization: `Bearer ${token}` } }),
    );
    const permissions = (await answer.json()) as { role_id: string; local_access_group_id?: string }[];
    expect(permissions).toContainEqual(
      expect.objectContaining({
        role_id: "role-pool-operators",
        local_access_group_id: sales.value.split(":")[1],
      }),
    );
    const grid = screen.getByRole("grid", { name: "Permissions by role" });
    expect(await within(grid).findByText(/Delegated Administrators/)).toBeInTheDocument();
  });

  it("shows the spec's message when an access group name is in use, keeping what was typed", async () => {
    await signedInEmulator("admin");
    await openAction("accessGroups", "Add access group");
    const form = await dialog("Add local access group");
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Sales" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(
      await within(form).findByText(/An access group with this name already exists/),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText("Name")).toHaveValue("Sales");
  });

  it("tells an administrator without the view privilege so", async () => {
    await signedInEmulator("inventory");
    render(<AdministratorsSection tab="rolePrivileges" />);
    expect(
      await screen.findByText("You do not have permission to view this part of the administrators."),
    ).toBeInTheDocument();
  });
});
