import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { UserDiskSharesSection } from "./user-disk-shares-section";

const GRID = "User disk shares";

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole("grid", { name: GRID }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const rowOf = (text: string) => bodyRows().find((row) => within(row).queryByText(text));
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const actions = () => within(screen.getByRole("group", { name: "User disk share actions" }));

async function select(text: string) {
  await waitFor(() => expect(rowOf(text)).toBeDefined());
  const checkbox = within(rowOf(text) as HTMLElement).getByRole("checkbox", { name: "Select row" });
  // A finished action keeps its items selected.
  if (!(checkbox as HTMLInputElement).checked) fireEvent.click(checkbox);
}

async function testAccess() {
  fireEvent.click(actions().getByRole("button", { name: "Test access" }));
  const confirm = await screen.findByRole("dialog", { name: "Test access to user disk shares" });
  fireEvent.click(within(confirm).getByRole("button", { name: "Test access" }));
}

describe("UserDiskSharesSection", { timeout: 30_000 }, () => {
  it("lists the shares with their accounts and use; a failed access test names the account, a new password fixes it", async () => {
    await signedInEmulator("admin");
    render(<UserDiskSharesSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const engineering = "\\\\files2.example.com\\userdisks\\engineering";
    expect(rowOf(engineering)).toHaveTextContent("EXAMPLE\\svc-udisk-eng");
    expect(rowOf(engineering)).toHaveTextContent("2 TB");
    expect(rowOf(engineering)).toHaveTextContent("1.9 TB (95 %)");

    await select(engineering);
    await testAccess();
    expect(await screen.findByText(/svc-udisk-eng may not write to/)).toBeInTheDocument();

    await select(engineering);
    fireEvent.click(actions().getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: `Edit ${engineering}` });
    expect(within(dialog).getByLabelText("Share path (\\\\server\\share)")).toHaveValue(engineering);
    const password = within(dialog).getByLabelText("New password (empty keeps the current one)");
    expect(password).toHaveValue("");
    type(dialog, "New password (empty keeps the current one)", "vdc-demo");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await select(engineering);
    await testAccess();
    expect(
      await screen.findByText(`The domain account can read and write ${engineering}.`),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("vdc-demo");
  });

  it("adds a share only with a UNC path, keeps what was typed when the server refuses it, and removes it", async () => {
    await signedInEmulator("admin");
    render(<UserDiskSharesSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(actions().getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add user disk share" });
    const save = within(dialog).getByRole("button", { name: "Save" });
    type(dialog, "Share path (\\\\server\\share)", "files3/disks");
    type(dialog, "User name", "svc-new");
    type(dialog, "Password", "Secret-1");
    expect(within(dialog).getByText(/Enter a UNC path/)).toBeInTheDocument();
    expect(save).toBeDisabled();

    // The first share's path is in use: the server refuses, the form keeps every value.
    type(dialog, "Share path (\\\\server\\share)", "\\\\files1.example.com\\userdisks");
    fireEvent.click(save);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("already a user disk share");
    expect(within(dialog).getByLabelText("User name")).toHaveValue("svc-new");
    expect(within(dialog).getByLabelText("Password")).toHaveValue("Secret-1");

    type(dialog, "Share path (\\\\server\\share)", "\\\\files3.example.com\\disks");
    fireEvent.click(save);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(rowOf("\\\\files3.example.com\\disks")).toHaveTextContent("EXAMPLE\\svc-new");
    expect(document.body.textContent).not.toContain("Secret-1");

    await select("\\\\files3.example.com\\disks");
    fireEvent.click(actions().getByRole("button", { name: "Remove" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove user disk shares" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it("offers no change to a read-only administrator", async () => {
    await signedInEmulator("readonly");
    render(<UserDiskSharesSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(actions().getByRole("button", { name: "Add" })).toBeDisabled();
  });

  it("says so to an administrator without the view privilege", async () => {
    await signedInEmulator("inventory");
    render(<UserDiskSharesSection />);
    expect(
      await screen.findByText("You do not have permission to view user disk shares."),
    ).toBeInTheDocument();
  });

  it("shows a failed load with Retry, then the shares", async () => {
    const { emulator } = await signedInEmulator("admin");
    emulator.faults.failWith({ method: "GET", path: "/rest/config/v1/user-disk-shares" }, 500, { times: 1 });
    render(<UserDiskSharesSection />);
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it("says how to begin when the pod has no shares", async () => {
    const { emulator } = await signedInEmulator("admin");
    // The seeded shares hold disks and cannot be removed: an empty answer stands for a new pod.
    emulator.faults.failWith({ method: "GET", path: "/rest/config/v1/user-disk-shares" }, 200, { body: [] });
    render(<UserDiskSharesSection />);
    expect(await screen.findByText(/No user disk shares/)).toBeInTheDocument();
  });
});
