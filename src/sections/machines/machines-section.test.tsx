import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { MachinesSection } from "./machines-section";
import { expectWithoutPrivilege } from "../../ui/privileges/testing/expect-without-privilege";

function bodyRows(name: string): HTMLElement[] {
  return within(screen.getByRole("grid", { name }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const rowsInState = (state: string, grid = "vCenter machines") =>
  bodyRows(grid).filter((row) => within(row).queryByText(state));

function actionBar(): HTMLElement {
  return screen.getByRole("group", { name: "Machine actions" });
}

function tick(row: HTMLElement) {
  fireEvent.click(within(row).getByRole("checkbox", { name: "Select row" }));
}

function menuAction(group: string, name: string): HTMLElement {
  fireEvent.click(within(actionBar()).getByRole("button", { name: new RegExp(`^${group}`) }));
  return screen.getByRole("menuitem", { name });
}

describe("MachinesSection", { timeout: 30_000 }, () => {
  it("lists vCenter machines with their pool, users, host, datastore and state", async () => {
    await signedInEmulator("admin");
    render(<MachinesSection />);
    await waitFor(() => expect(rowsInState("Connected").length).toBeGreaterThan(0));
    const cells = within(rowsInState("Connected")[0] as HTMLElement).getAllByRole("gridcell");
    // Selection, name, pool, DNS name, user, host, agent version, datastore, state.
    expect(cells[2]?.textContent).not.toMatch(/^[0-9a-f]{8}-/);
    expect(cells[2]?.textContent).not.toBe("");
    expect(cells[4]?.textContent).toMatch(/^example\.com\\/);
    expect(cells[5]?.textContent).toMatch(/^esx\d+\.example\.com$/);
    expect(cells[7]?.textContent).toMatch(/^datastore-/);
    expect(within(cells[8] as HTMLElement).getByText("OK")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "vCenter VMs" })).toHaveAttribute("aria-selected", "true");
  });

  it("lands with the problem states ticked in the state filter when a link asks for them", async () => {
    await signedInEmulator("admin");
    render(<MachinesSection filter={{ state: "problem" }} />);
    await waitFor(() => expect(bodyRows("vCenter machines").length).toBeGreaterThan(0));
    for (const row of bodyRows("vCenter machines"))
      expect(within(row).getAllByText("Error").length).toBeGreaterThan(0);
    expect(rowsInState("Agent unreachable").length).toBeGreaterThan(0);
    expect(rowsInState("Available")).toHaveLength(0);
  });

  it("puts several machines into maintenance in one call and reports the one the server refused", async () => {
    const { emulator } = await signedInEmulator("admin");
    render(<MachinesSection />);
    await waitFor(() => expect(rowsInState("Available").length).toBeGreaterThan(0));
    await waitFor(() => expect(rowsInState("Connected").length).toBeGreaterThan(0));
    const connected = rowsInState("Connected")[0] as HTMLElement;
    const available = rowsInState("Available")[0] as HTMLElement;
    const connectedName = within(connected).getAllByRole("gridcell")[1]?.textContent ?? "";
    const availableName = within(available).getAllByRole("gridcell")[1]?.textContent ?? "";
    tick(connected);
    tick(available);
    fireEvent.click(menuAction("Maintenance", "Enter maintenance mode"));

    const confirm = await screen.findByRole("dialog", { name: "Enter maintenance mode" });
    expect(confirm).toHaveTextContent("Put these machines (2) into maintenance mode?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Enter maintenance mode" }));

    const results = await screen.findByRole("dialog", { name: "Enter maintenance mode: results" });
    expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 1. Failed: 1.");
    expect(results).toHaveTextContent(`${connectedName}`);
    expect(results).toHaveTextContent(`Machine ${connectedName} has a connected session`);
    expect(results).toHaveTextContent(availableName);
    expect(
      emulator.inspect
        .requests()
        .filter((entry) => entry.path === "/rest/inventory/v1/machines/action/enter-maintenance"),
    ).toHaveLength(1);
    fireEvent.click(within(results).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(rowsInState("Maintenance mode").length).toBeGreaterThan(0));
  });

  it("logs off the sessions of several machines, one call per machine, and the pod records each", async () => {
    const { emulator } = await signedInEmulator("admin");
    render(<MachinesSection />);
    await waitFor(() => expect(rowsInState("Connected").length).toBeGreaterThan(1));
    const [first, second] = rowsInState("Connected") as [HTMLElement, HTMLElement];
    const names = [first, second].map((row) => within(row).getAllByRole("gridcell")[1]?.textContent ?? "");
    tick(first);
    tick(second);
    fireEvent.click(menuAction("Session", "Log off"));
    const confirm = await screen.findByRole("dialog", { name: "Log off sessions" });
    expect(confirm).toHaveTextContent("Log off these sessions (2)?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Log off" }));
    const results = await screen.findByRole("dialog", { name: "Log off: results" });
    expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 2.");
    const calls = emulator.inspect
      .requests()
      .filter((entry) => entry.path === "/rest/inventory/v1/sessions/action/logoff");
    expect(calls.map((entry) => entry.status)).toEqual([200, 200]);
    const events = await restApi
      .get("/external/v1/audit-events?page=1&size=2")
      .json<{ type: string; message: string }[]>();
    expect(events.map((event) => event.type)).toEqual(["ADMIN_SESSION_LOGOFF", "ADMIN_SESSION_LOGOFF"]);
    for (const name of names)
      expect(events.some((event) => event.message.endsWith(` on ${name}`))).toBe(true);
  });

  it("sends a message to a machine's session once one is written", async () => {
    const { emulator } = await signedInEmulator("admin");
    render(<MachinesSection />);
    await waitFor(() => expect(rowsInState("Connected").length).toBeGreaterThan(0));
    tick(rowsInState("Connected")[0] as HTMLElement);
    fireEvent.click(menuAction("Session", "Send message"));
    const confirm = await screen.findByRole("dialog", { name: /message/i });
    const send = within(confirm).getByRole("button", { name: "Send message" });
    // Nothing is sent before a message is written.
    expect(send).toBeDisabled();
    fireEvent.change(within(confirm).getByRole("textbox"), { target: { value: "Maintenance at noon" } });
    fireEvent.click(send);
    const sent = () =>
      emulator.inspect
        .requests()
        .filter((entry) => entry.path === "/rest/inventory/v1/sessions/action/send-message")
        .map((entry) => entry.status);
    await waitFor(() => expect(sent()).toEqual([200]));
  });

  it("keeps every action disabled for an administrator who may only view", async () => {
    await signedInEmulator("readonly");
    render(<MachinesSection />);
    await waitFor(() => expect(bodyRows("vCenter machines").length).toBeGreaterThan(0));
    tick(bodyRows("vCenter machines")[0] as HTMLElement);
    await act(async () => undefined);
    for (const name of [/^Maintenance/, /^Power and recovery/, /^Users/, /^Session/, /^Remove/]) {
      expectWithoutPrivilege(within(actionBar()).getByRole("button", { name }));
    }
  });

  it("shows RDS hosts with their farms on their own tab and hands a chosen tab to the route", async () => {
    await signedInEmulator("admin");
    const onTabChange = vi.fn();
    const { rerender } = render(<MachinesSection tab="rds" onTabChange={onTabChange} />);
    await waitFor(() => expect(bodyRows("RDS hosts").length).toBeGreaterThan(0));
    const cells = within(bodyRows("RDS hosts")[0] as HTMLElement).getAllByRole("gridcell");
    expect(cells[2]?.textContent).not.toBe("");
    expect(cells[2]?.textContent).not.toMatch(/^[0-9a-f]{8}-/);
    fireEvent.click(screen.getByRole("tab", { name: "Others" }));
    expect(onTabChange).toHaveBeenCalledWith("others");
    rerender(<MachinesSection tab="others" onTabChange={onTabChange} />);
    await waitFor(() => expect(bodyRows("Other machines").length).toBeGreaterThan(0));
    expect(screen.queryByRole("grid", { name: "RDS hosts" })).toBeNull();
  });

  it("says when the administrator may not view machines", async () => {
    await signedInEmulator("admin");
    clearAdminRoles();
    render(<MachinesSection />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view machines.");
  });
  it("shows loading, then an empty list, and a failed load with a Retry that recovers", async () => {
    const { emulator } = await signedInEmulator("admin");
    emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v4\/machines$/ }, 200, {
      body: [],
      times: 1,
    });
    const { unmount } = render(<MachinesSection />);
    expect(
      within(screen.getByRole("grid", { name: "vCenter machines" }).parentElement ?? document.body).getByRole(
        "status",
      ),
    ).toHaveTextContent("Loading…");
    expect(await screen.findByText("No machines")).toBeVisible();
    unmount();
    emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v4\/machines$/ }, 500, { times: 1 });
    render(<MachinesSection />);
    expect(await screen.findByText("The list could not be loaded.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(bodyRows("vCenter machines").length).toBeGreaterThan(0));
  });
});
