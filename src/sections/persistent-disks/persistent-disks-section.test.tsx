import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { PersistentDisksSection } from "./persistent-disks-section";

function bodyRows(name: string): HTMLElement[] {
  return within(screen.getByRole("grid", { name }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole("gridcell");
const nameOf = (row: HTMLElement) => cellsOf(row)[1]?.textContent ?? "";
const actionBar = () => screen.getByRole("group", { name: "Persistent disk actions" });
const tick = (row: HTMLElement) => fireEvent.click(within(row).getByRole("checkbox", { name: "Select row" }));

describe("PersistentDisksSection", { timeout: 30_000 }, () => {
  it("detaches two disks at once and reports the one the server refused", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    render(<PersistentDisksSection />);
    await waitFor(() => expect(bodyRows("Attached persistent disks").length).toBeGreaterThan(2));
    const [first, second] = bodyRows("Attached persistent disks") as [HTMLElement, HTMLElement];
    // Selection, name, size, usage, datastore, machine, user, pool, state.
    const cells = cellsOf(first);
    expect(cells[2]?.textContent).toMatch(/^\d+(\.\d)? GB$/);
    expect(cells[4]?.textContent).toMatch(/^datastore-/);
    expect(cells[5]?.textContent).not.toMatch(/^[0-9a-f]{8}-/);
    expect(cells[6]?.textContent).toMatch(/^example\.com\\/);
    expect(cells[8]?.textContent).toContain("In use");
    const refusedName = nameOf(second);
    const filter = encodeURIComponent(JSON.stringify({ type: "Equals", name: "name", value: refusedName }));
    const listed = await new EmulatorClient(emulator).rest(
      "GET",
      `/rest/inventory/v1/persistent-disks?filter=${filter}`,
      token,
    );
    const refusedId = ((await listed.json()) as { id: string }[])[0]?.id ?? "";
    emulator.faults.failItems([refusedId], { message: `${refusedName} is being replaced` });
    tick(first);
    tick(second);
    fireEvent.click(within(actionBar()).getByRole("button", { name: "Detach" }));
    const confirm = await screen.findByRole("dialog", { name: "Detach persistent disks" });
    expect(confirm).toHaveTextContent("Detach these disks (2) from their machines?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Detach" }));

    const results = await screen.findByRole("dialog", { name: "Detach: results" });
    expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 1. Failed: 1.");
    expect(results).toHaveTextContent(`${refusedName} is being replaced`);
    const detachedName = nameOf(first);
    fireEvent.click(within(results).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(bodyRows("Attached persistent disks").map(nameOf)).not.toContain(detachedName),
    );
    expect(bodyRows("Attached persistent disks").map(nameOf)).toContain(refusedName);
  });

  it("imports a disk from vCenter with 2048 MB unless told otherwise, then lists it as detached", async () => {
    await signedInEmulator("admin");
    render(<PersistentDisksSection tab="detached" onTabChange={vi.fn()} />);
    await waitFor(() => expect(bodyRows("Detached persistent disks").length).toBeGreaterThan(0));
    fireEvent.click(within(actionBar()).getByRole("button", { name: "Import from vCenter" }));
    const dialog = await screen.findByRole("dialog", { name: "Import persistent disk from vCenter" });
    expect(within(dialog).getByLabelText("Size (MB)")).toHaveValue("2048");
    const pool = within(dialog).getByLabelText("Desktop pool (dedicated)");
    await waitFor(() => expect(within(pool).getAllByRole("option").length).toBeGreaterThan(1));
    fireEvent.change(pool, {
      target: { value: (within(pool).getAllByRole("option")[1] as HTMLOptionElement).value },
    });
    const path = within(dialog).getByLabelText("Disk file");
    fireEvent.change(path, { target: { value: "user-data.vmdk" } });
    expect(dialog).toHaveTextContent("Enter the disk file as [datastore] folder/disk.vmdk.");
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
    fireEvent.change(path, { target: { value: "[datastore-12] imported/imported-user.vmdk" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(bodyRows("Detached persistent disks").map(nameOf)).toContain("imported-user"));
    const imported = bodyRows("Detached persistent disks").find((row) => nameOf(row) === "imported-user");
    expect(cellsOf(imported as HTMLElement)[2]?.textContent).toBe("2 GB");
  });

  it("keeps every action disabled for an administrator who may only view", async () => {
    await signedInEmulator("readonly");
    render(<PersistentDisksSection />);
    await waitFor(() => expect(bodyRows("Attached persistent disks").length).toBeGreaterThan(0));
    tick(bodyRows("Attached persistent disks")[0] as HTMLElement);
    await act(async () => undefined);
    for (const name of ["Detach", "Archive"])
      expect(within(actionBar()).getByRole("button", { name })).toBeDisabled();
  });

  it("says when the administrator may not view persistent disks", async () => {
    await signedInEmulator("helpdesk");
    render(<PersistentDisksSection />);
    expect(
      await screen.findByText("You do not have permission to view persistent disks."),
    ).toBeInTheDocument();
  });
  it("shows loading, then an empty list, and a failed load with a Retry that recovers", async () => {
    const { emulator } = await signedInEmulator("admin");
    emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v1\/persistent-disks$/ }, 200, {
      body: [],
      times: 1,
    });
    const { unmount } = render(<PersistentDisksSection />);
    expect(
      within(
        screen.getByRole("grid", { name: "Attached persistent disks" }).parentElement ?? document.body,
      ).getByRole("status"),
    ).toHaveTextContent("Loading…");
    expect(await screen.findByText("No persistent disks found")).toBeVisible();
    unmount();
    emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v1\/persistent-disks$/ }, 500, {
      times: 1,
    });
    render(<PersistentDisksSection />);
    expect(await screen.findByText("The list could not be loaded.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(bodyRows("Attached persistent disks").length).toBeGreaterThan(0));
  });
});
