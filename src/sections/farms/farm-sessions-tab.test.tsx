import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { FarmSection } from "./farm-section";
import type { Farm, FarmSession } from "./farms.types";
import { expectWithoutPrivilege } from "../../ui/privileges/testing/expect-without-privilege";

type SeededSession = FarmSession & { farm_id?: string };

/** The seeded farm with the most connected sessions, and its sessions. */
async function busiestFarm(): Promise<{ farm: Farm; sessions: SeededSession[] }> {
  const sessions = await restApi.get("/inventory/v1/sessions").json<SeededSession[]>();
  const farms = await restApi.get("/inventory/v4/farms").json<Farm[]>();
  const count = (farm: Farm) =>
    sessions.filter((session) => session.farm_id === farm.id && session.session_state === "CONNECTED").length;
  const farm = [...farms].sort((a, b) => count(b) - count(a))[0];
  if (!farm || count(farm) < 2) throw new Error("the seed has no farm with two connected sessions");
  return { farm, sessions: sessions.filter((session) => session.farm_id === farm.id) };
}

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const connectedRows = (grid: HTMLElement) =>
  bodyRows(grid).filter((row) => within(row).queryByText("Connected"));

const action = (name: string) =>
  within(screen.getByRole("group", { name: "Session actions" })).getByRole("button", { name });

async function openSessions(farm: Farm): Promise<HTMLElement> {
  render(<FarmSection farmId={farm.id} />);
  await screen.findByRole("heading", { name: farm.name });
  fireEvent.click(screen.getByRole("tab", { name: "Sessions" }));
  const grid = await screen.findByRole("grid", { name: `Sessions on ${farm.name}` });
  await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0));
  return grid;
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("the farm's sessions tab", { timeout: 30_000 }, () => {
  it("sends a message to several sessions at once through the bulk flow, named by user and RDS host", async () => {
    const { emulator } = await signedInEmulator("admin");
    const { farm, sessions } = await busiestFarm();
    const grid = await openSessions(farm);
    // Connected sessions: a message reaches only those.
    await waitFor(() => expect(connectedRows(grid).length).toBeGreaterThan(1));
    const [first, second] = connectedRows(grid) as [HTMLElement, HTMLElement];
    // Users and hosts by name, not by id.
    const user = within(first).getAllByRole("gridcell")[1]?.textContent ?? "";
    expect(user).toMatch(/\\/);
    expect(sessions.map((session) => session.user_id)).not.toContain(user);
    expect(within(first).getAllByRole("gridcell")[2]?.textContent).not.toMatch(/^[0-9a-f]{8}-/);

    // Reset and restart apply to desktop machines, never to an RDS host's sessions.
    const bar = screen.getByRole("group", { name: "Session actions" });
    expect(within(bar).queryByRole("button", { name: "Reset" })).toBeNull();
    expect(within(bar).queryByRole("button", { name: "Restart" })).toBeNull();

    fireEvent.click(within(first).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(within(second).getByRole("checkbox", { name: "Select row" }));
    await waitFor(() => expect(action("Send message")).toBeEnabled());
    fireEvent.click(action("Send message"));
    const dialog = await screen.findByRole("dialog", { name: "Send a message" });
    expect(dialog).toHaveTextContent("(2)");
    expect(within(dialog).getByRole("list", { name: "Affected items" })).toHaveTextContent(user);
    fireEvent.change(within(dialog).getByLabelText("Message"), {
      target: { value: "Hosts restart at 18:00" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send message" }));

    const results = await screen.findByRole("dialog", { name: "Send message: results" });
    expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 2. Failed: 0.");
    expect(
      emulator.inspect
        .requests()
        .filter((entry) => entry.path === "/rest/inventory/v1/sessions/action/send-message"),
    ).toHaveLength(1);
    // The list loads afresh after the action: wait for it before the next test's pod takes over.
    fireEvent.click(within(results).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(grid).not.toHaveAttribute("aria-busy"));
  });

  it("keeps the session actions disabled for an administrator who may only view", async () => {
    await signedInEmulator("readonly");
    const { farm } = await busiestFarm();
    const grid = await openSessions(farm);
    fireEvent.click(within(bodyRows(grid)[0] as HTMLElement).getByRole("checkbox", { name: "Select row" }));
    await act(async () => undefined);
    for (const name of ["Disconnect", "Log off", "Send message"]) expectWithoutPrivilege(action(name));
  });
});
