import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { SessionsSection } from "./sessions-section";
import { expectWithoutPrivilege } from "../../ui/privileges/testing/expect-without-privilege";

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole("grid", { name: "Sessions" }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

function action(name: string): HTMLElement {
  return within(screen.getByRole("group", { name: "Session actions" })).getByRole("button", { name });
}

function rowsInState(state: string): HTMLElement[] {
  return bodyRows().filter((row) => within(row).queryByText(state));
}

function tick(row: HTMLElement) {
  fireEvent.click(within(row).getByRole("checkbox", { name: "Select row" }));
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("SessionsSection", { timeout: 30_000 }, () => {
  it("lists sessions with user, machine and pool names, state and durations", async () => {
    await signedInEmulator("admin");
    render(<SessionsSection />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const [first] = bodyRows();
    const cells = within(first as HTMLElement).getAllByRole("gridcell");
    // Selection, user, machine, pool or farm, client, protocol, state, type, start, duration, idle.
    expect(cells[1]?.textContent).toMatch(/^example\.com\\[a-z0-9.]+$/);
    expect(cells[2]?.textContent).not.toBe("");
    expect(cells[3]?.textContent).not.toMatch(/^[0-9a-f]{8}-/);
    expect(cells[6]?.textContent).toMatch(/^(Connected|Disconnected|Pending)$/);
    expect(cells[9]?.textContent).toMatch(/(min|hr|day)/);
  });

  it("disconnects several sessions at once and reports each one, failures included", async () => {
    const { emulator } = await signedInEmulator("admin");
    render(<SessionsSection />);
    await waitFor(() => expect(rowsInState("Connected").length).toBeGreaterThan(1));
    await waitFor(() => expect(rowsInState("Disconnected").length).toBeGreaterThan(0));
    const connected = rowsInState("Connected")[0] as HTMLElement;
    const disconnected = rowsInState("Disconnected")[0] as HTMLElement;
    const connectedUser = within(connected).getAllByRole("gridcell")[1]?.textContent ?? "";
    const disconnectedUser = within(disconnected).getAllByRole("gridcell")[1]?.textContent ?? "";
    tick(connected);
    tick(disconnected);
    fireEvent.click(action("Disconnect"));

    const confirm = await screen.findByRole("dialog", { name: "Disconnect sessions" });
    expect(confirm).toHaveTextContent("Disconnect these sessions (2)?");
    const affected = within(confirm).getByRole("list", { name: "Affected items" });
    expect(within(affected).getAllByRole("listitem")).toHaveLength(2);
    expect(affected).toHaveTextContent(connectedUser);
    expect(affected).toHaveTextContent(disconnectedUser);
    fireEvent.click(within(confirm).getByRole("button", { name: "Disconnect" }));

    const results = await screen.findByRole("dialog", { name: "Disconnect: results" });
    expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 1. Failed: 1.");
    const rows = within(results).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent(disconnectedUser);
    expect(rows[0]).toHaveTextContent("Failed: Cannot disconnect a session in state DISCONNECTED");
    expect(rows[1]).toHaveTextContent(connectedUser);
    expect(rows[1]).toHaveTextContent("Done");
    expect(
      emulator.inspect
        .requests()
        .filter((entry) => entry.path === "/rest/inventory/v1/sessions/action/disconnect"),
    ).toHaveLength(1);
    fireEvent.click(within(results).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends a message only once one is written", async () => {
    await signedInEmulator("admin");
    render(<SessionsSection />);
    await waitFor(() => expect(rowsInState("Connected").length).toBeGreaterThan(0));
    tick(rowsInState("Connected")[0] as HTMLElement);
    fireEvent.click(action("Send message"));
    const dialog = await screen.findByRole("dialog", { name: "Send a message" });
    const send = within(dialog).getByRole("button", { name: "Send message" });
    expect(send).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("Message type"), { target: { value: "WARNING" } });
    fireEvent.change(within(dialog).getByLabelText("Message"), {
      target: { value: "<b>Maintenance</b> at 18:00" },
    });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    // One session: the outcome is the page's notice, not a results table.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(/^Send message: .+ done\.$/)).toHaveAttribute("role", "status");
  });

  it("acts on every page when all pages are selected", async () => {
    await signedInEmulator("admin");
    render(<SessionsSection />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole("switch", { name: "Select all pages" }));
    fireEvent.click(action("Log off"));
    const confirm = await screen.findByRole("dialog", { name: "Log off sessions" });
    const count = Number(/\((\d+)\)/.exec(confirm.textContent ?? "")?.[1]);
    expect(count).toBeGreaterThan(bodyRows().length);
    expect(within(confirm).getByRole("list", { name: "Affected items" }).children).toHaveLength(25);
    expect(confirm).toHaveTextContent(`…and ${count - 25} more`);
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the actions disabled for an administrator who may only view", async () => {
    await signedInEmulator("readonly");
    render(<SessionsSection />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    tick(bodyRows()[0] as HTMLElement);
    await act(async () => undefined);
    for (const name of ["Disconnect", "Log off", "Reset", "Restart", "Send message"]) {
      expectWithoutPrivilege(action(name));
    }
  });

  it("says when the administrator may not view sessions", async () => {
    await signedInEmulator("admin");
    clearAdminRoles();
    render(<SessionsSection />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view sessions.");
  });
});
