import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { RegisteredMachinesSection } from "./registered-machines-section";
import { expectWithoutPrivilege } from "../../ui/privileges/testing/expect-without-privilege";

function bodyRows(name: string): HTMLElement[] {
  return within(screen.getByRole("grid", { name }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole("gridcell");
const actionBar = () => screen.getByRole("group", { name: "Registered machine actions" });
const tick = (row: HTMLElement) => fireEvent.click(within(row).getByRole("checkbox", { name: "Select row" }));

describe("RegisteredMachinesSection", { timeout: 30_000 }, () => {
  it("disables two RDS hosts at once and reports the one the server refused", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const rdsServer = async (name: string) => {
      const filter = encodeURIComponent(JSON.stringify({ type: "Equals", name: "name", value: name }));
      const response = await new EmulatorClient(emulator).rest(
        "GET",
        `/rest/inventory/v1/rds-servers?filter=${filter}`,
        token,
      );
      return ((await response.json()) as { id: string; enabled: boolean }[])[0];
    };
    render(<RegisteredMachinesSection />);
    await waitFor(() => expect(bodyRows("RDS hosts").length).toBeGreaterThan(2));
    const enabled = bodyRows("RDS hosts").filter((row) => within(row).queryByText("Available"));
    const [first, second] = enabled as [HTMLElement, HTMLElement];
    // Selection, name, farm, DNS name, agent version, state, enabled, drain mode, sessions.
    expect(cellsOf(first)[2]?.textContent).toMatch(/-RDS-\d+$/);
    expect(cellsOf(first)[6]?.textContent).toBe("Yes");
    expect(cellsOf(first)[7]?.textContent).toBe("Off");
    const refusedName = cellsOf(second)[1]?.textContent ?? "";
    const refused = await rdsServer(refusedName);
    emulator.faults.failWith({ method: "PUT", path: `/rest/inventory/v1/rds-servers/${refused?.id}` }, 409, {
      body: { errors: [{ error_key: "busy", error_message: `${refusedName} is busy` }] },
    });
    tick(first);
    tick(second);
    fireEvent.click(within(actionBar()).getByRole("button", { name: "Disable" }));
    const confirm = await screen.findByRole("dialog", { name: "Disable machines" });
    expect(confirm).toHaveTextContent("Disable these machines (2)?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Disable" }));

    const results = await screen.findByRole("dialog", { name: "Disable: results" });
    expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 1. Failed: 1.");
    expect(results).toHaveTextContent(`${refusedName} is busy`);
    fireEvent.click(within(results).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(
        bodyRows("RDS hosts").filter((row) => cellsOf(row)[6]?.textContent === "No").length,
      ).toBeGreaterThan(0),
    );
    expect((await rdsServer(refusedName))?.enabled).toBe(true);
  });

  it("keeps every action disabled for an administrator who may only view", async () => {
    await signedInEmulator("readonly");
    render(<RegisteredMachinesSection />);
    await waitFor(() => expect(bodyRows("RDS hosts").length).toBeGreaterThan(0));
    tick(bodyRows("RDS hosts")[0] as HTMLElement);
    await act(async () => undefined);
    for (const name of ["Enable", "Disable", "Remove"])
      expectWithoutPrivilege(within(actionBar()).getByRole("button", { name }));
  });

  it("lists the other registered machines on their tab and hands a chosen tab to the route", async () => {
    await signedInEmulator("admin");
    const onTabChange = vi.fn();
    const { rerender } = render(<RegisteredMachinesSection tab="rds" onTabChange={onTabChange} />);
    fireEvent.click(screen.getByRole("tab", { name: "Others" }));
    expect(onTabChange).toHaveBeenCalledWith("others");
    rerender(<RegisteredMachinesSection tab="others" onTabChange={onTabChange} />);
    await waitFor(() => expect(bodyRows("Other registered machines").length).toBeGreaterThan(0));
    const names = bodyRows("Other registered machines").map((row) => cellsOf(row)[1]?.textContent);
    expect(names).toContain("ws-phys-001");
    expect(screen.getByRole("tab", { name: "Others" })).toHaveAttribute("aria-selected", "true");
  });

  it("says when the administrator may not view the other machines (no global rights)", async () => {
    await signedInEmulator("inventory");
    render(<RegisteredMachinesSection tab="others" onTabChange={vi.fn()} />);
    expect(
      await screen.findByText("You do not have permission to view these registered machines."),
    ).toBeInTheDocument();
  });
  it("shows loading, then an empty list, and a failed load with a Retry that recovers", async () => {
    const { emulator } = await signedInEmulator("admin");
    emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v1\/rds-servers$/ }, 200, {
      body: [],
      times: 1,
    });
    const { unmount } = render(<RegisteredMachinesSection />);
    expect(
      within(screen.getByRole("grid", { name: "RDS hosts" }).parentElement ?? document.body).getByRole(
        "status",
      ),
    ).toHaveTextContent("Loading…");
    expect(await screen.findByText("No registered machines found")).toBeVisible();
    unmount();
    emulator.faults.failWith({ method: "GET", path: /^\/rest\/inventory\/v1\/rds-servers$/ }, 500, {
      times: 1,
    });
    render(<RegisteredMachinesSection />);
    expect(await screen.findByText("The list could not be loaded.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(bodyRows("RDS hosts").length).toBeGreaterThan(0));
  });
});
