import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { restApi } from "../../core/http/api-clients";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { DesktopPoolsSection } from "./desktop-pools-section";

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole("grid", { name: "Desktop pools" }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

function rowOf(name: string): HTMLElement {
  const row = bodyRows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Ticks a row (the list selects several pools at once: change access group takes many). */
async function select(name: string) {
  fireEvent.click(within(rowOf(name)).getByRole("checkbox", { name: "Select row" }));
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

function action(name: string): HTMLElement {
  return within(screen.getByRole("group", { name: "Desktop pool actions" })).getByRole("button", { name });
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("DesktopPoolsSection", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the pools with their type, counts and access group, names opening the pool", async () => {
    await signedInEmulator("admin");
    const onNavigate = vi.fn();
    render(<DesktopPoolsSection onNavigate={onNavigate} />);
    const link = await screen.findByRole("button", { name: "Sales-Win11-01" });
    const row = rowOf("Sales-Win11-01");
    expect(row).toHaveTextContent("Sales Win11 dedicated desktops");
    expect(row).toHaveTextContent("Automated");
    expect(row).toHaveTextContent("Instant clone");
    expect(row).toHaveTextContent("Dedicated");
    expect(row).toHaveTextContent("Sales");
    // Counts come from the inventory when the server has no pool metrics.
    await waitFor(() => expect(within(row).getAllByRole("gridcell")[6]?.textContent).toMatch(/^\d+$/));
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith({ section: "desktop-pool", id: expect.any(String) });
  });

  it("disables the selected pool and shows it disabled", async () => {
    await signedInEmulator("admin");
    render(<DesktopPoolsSection />);
    await screen.findByText("Sales-Win11-01");
    expect(rowOf("Sales-Win11-01")).toHaveTextContent("Enabled");
    await select("Sales-Win11-01");
    expect(action("Enable")).toBeDisabled();
    fireEvent.click(action("Disable"));
    const confirm = await screen.findByRole("dialog", { name: "Disable" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Disable" }));
    expect(await screen.findByText("Pool Sales-Win11-01 is disabled.")).toHaveAttribute("role", "status");
    await waitFor(() => expect(rowOf("Sales-Win11-01")).toHaveTextContent("Disabled"));
  });

  it("asks before deleting and removes the pool", async () => {
    const { emulator } = await signedInEmulator("admin");
    render(<DesktopPoolsSection />);
    await screen.findByText("Sales-Win11-01");
    const manual = bodyRows().find((row) => within(row).queryByText("Manual"));
    const name = manual ? (within(manual).getAllByRole("gridcell")[1]?.textContent ?? "") : "";
    expect(name).not.toBe("");
    await select(name);
    fireEvent.click(action("Delete"));
    const dialog = await screen.findByRole("dialog", { name: "Delete desktop pool" });
    expect(dialog).toHaveTextContent(`Delete the desktop pool ${name}?`);
    fireEvent.click(
      within(dialog).getByRole("checkbox", { name: "Also delete the virtual machines from disk" }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(`Pool ${name} is being deleted.`)).toHaveAttribute("role", "status");
    expect(
      emulator.inspect.requests().some((entry) => entry.method === "DELETE" && entry.status === 204),
    ).toBe(true);
  });

  it("keeps actions the administrator may not use disabled", async () => {
    await signedInEmulator("readonly");
    render(<DesktopPoolsSection />);
    await screen.findByText("Sales-Win11-01");
    await select("Sales-Win11-01");
    expect(action("Disable")).toHaveAttribute("aria-disabled", "true");
    expect(action("Delete")).toHaveAttribute("aria-disabled", "true");
    expect(action("Entitlements")).toBeEnabled();
  });

  it("moves several pools to another access group at once, and the pod records each move", async () => {
    const { emulator } = await signedInEmulator("admin");
    render(<DesktopPoolsSection />);
    await screen.findByText("Sales-Win11-01");
    const manual = bodyRows().find((row) => within(row).queryByText("Manual"));
    const other = manual ? (within(manual).getAllByRole("gridcell")[1]?.textContent ?? "") : "";
    expect(other).not.toBe("");
    await select("Sales-Win11-01");
    await select(other);
    fireEvent.click(action("Change access group"));
    const dialog = await screen.findByRole("dialog", { name: "Change access group" });
    expect(dialog).toHaveTextContent("Move these desktop pools (2) to another access group?");
    const confirm = within(dialog).getByRole("button", { name: "Change access group" });
    // Nothing moves until a group is chosen.
    expect(confirm).toBeDisabled();
    const choice = await within(dialog).findByRole("combobox", { name: "New access group" });
    const root = within(choice).getByRole<HTMLOptionElement>("option", { name: "Root" });
    fireEvent.change(choice, { target: { value: root.value } });
    fireEvent.click(confirm);
    const moves = () =>
      emulator.inspect
        .requests()
        .filter((entry) => entry.method === "PUT" && entry.path.includes("/desktop-pools/"))
        .map((entry) => entry.status);
    await waitFor(() => expect(moves()).toEqual([204, 204]));
    const events = await restApi
      .get("/external/v1/audit-events?page=1&size=5")
      .json<{ type: string; desktop_pool_name?: string }[]>();
    // The two newest events are the two moves.
    const edited = events.slice(0, 2);
    expect(edited.map((event) => event.type)).toEqual(["ADMIN_DESKTOP_EDITED", "ADMIN_DESKTOP_EDITED"]);
    expect(edited.map((event) => event.desktop_pool_name).sort()).toEqual(["Sales-Win11-01", other].sort());
  });

  it("offers the change of access group only with pool management", async () => {
    await signedInEmulator("readonly");
    render(<DesktopPoolsSection />);
    await screen.findByText("Sales-Win11-01");
    await select("Sales-Win11-01");
    expect(action("Change access group")).toHaveAttribute("aria-disabled", "true");
  });

  it("says when the administrator may not view pools", async () => {
    await signedInEmulator("admin");
    clearAdminRoles();
    render(<DesktopPoolsSection />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view desktop pools.");
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("adds and removes entitlements through a directory search", async () => {
    await signedInEmulator("admin");
    render(<DesktopPoolsSection />);
    await screen.findByText("Sales-Win11-01");
    await select("Sales-Win11-01");
    fireEvent.click(action("Entitlements"));
    const dialog = await screen.findByRole("dialog", { name: "Entitlements of Sales-Win11-01" });
    const grid = await within(dialog).findByRole("grid", {
      name: "Users and groups entitled to Sales-Win11-01",
    });
    // The pool's entitlements from the pod itself, then the grid showing them (a header row and one each):
    // counting rows at once could come before the grid's answer.
    const filter = JSON.stringify({ type: "Equals", name: "name", value: "Sales-Win11-01" });
    const [pool] = await restApi
      .get(`/inventory/v6/desktop-pools?filter=${encodeURIComponent(filter)}`)
      .json<{ id: string }[]>();
    const entitled = await restApi
      .get(`/entitlements/v1/desktop-pools/${pool?.id ?? ""}`)
      .json<{ ad_user_or_group_ids: string[] }>();
    const before = entitled.ad_user_or_group_ids.length + 1;
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(before));

    fireEvent.click(within(dialog).getByRole("button", { name: "Add…" }));
    const search = await screen.findByRole("dialog", { name: "Find users or groups" });
    fireEvent.change(within(search).getByLabelText("Name contains"), { target: { value: "a" } });
    fireEvent.click(within(search).getByRole("button", { name: "Find" }));
    const results = await within(search).findByRole("grid", { name: "Matching users and groups" });
    const boxes = await within(results).findAllByRole("checkbox", { name: "Select row" });
    fireEvent.click(boxes[boxes.length - 1] as HTMLElement);
    fireEvent.click(within(search).getByRole("button", { name: "Add (1)" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("status")).toHaveTextContent("Entitlements added: 1."),
    );
    await waitFor(() => expect(within(grid).getAllByRole("row").length).toBe(before + 1));

    const rowBoxes = within(grid).getAllByRole("checkbox", { name: "Select row" });
    fireEvent.click(rowBoxes[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove entitlements" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("status")).toHaveTextContent("Entitlements removed: 1."),
    );
    await waitFor(() => expect(within(grid).getAllByRole("row").length).toBe(before));
  });
});
