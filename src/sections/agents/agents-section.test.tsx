import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { AgentsSection } from "./agents-section";

function bodyRows(gridName: string): HTMLElement[] {
  return within(screen.getByRole("grid", { name: gridName }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("AgentsSection", { timeout: 30_000 }, () => {
  it("schedules an agent upgrade for two machines at once and shows the task, which can be cancelled", async () => {
    const { emulator, token } = await signedInEmulator("admin");
    const client = new EmulatorClient(emulator);
    const { rerender } = render(<AgentsSection />);
    await waitFor(() => expect(bodyRows("Machine agents").length).toBeGreaterThan(1));
    // Every seeded agent is older than the 2406.0.0 package.
    await waitFor(() =>
      expect(within(bodyRows("Machine agents")[0] as HTMLElement).getByText("Update available")),
    );
    const [first, second] = bodyRows("Machine agents");
    for (const row of [first, second])
      fireEvent.click(within(row as HTMLElement).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Agent actions" })).getByRole("button", {
        name: "Schedule agent upgrade",
      }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Schedule agent upgrade" });
    expect(within(confirm).getByLabelText("Installer package")).toHaveValue(
      "0b7e4c1a-2406-4a51-9d3e-000000002406",
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Schedule agent upgrade" }));
    const results = await screen.findByRole("dialog", { name: "Schedule agent upgrade: results" });
    await waitFor(() =>
      expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 2. Failed: 0."),
    );

    const tasks = (await (
      await client.rest("GET", "/rest/inventory/v1/machines/agent-upgrade-tasks", token)
    ).json()) as {
      id: string;
      state: string;
      not_started_machine_or_rds_server_ids: string[];
      skipped_machine_or_rds_server_ids: string[];
    }[];
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.state).toBe("WAITING");
    // Machines with a logged-in user are skipped (the schedule's default), the others wait for the start.
    expect([
      ...(tasks[0]?.not_started_machine_or_rds_server_ids ?? []),
      ...(tasks[0]?.skipped_machine_or_rds_server_ids ?? []),
    ]).toHaveLength(2);

    rerender(<AgentsSection tab="tasks" key="tasks" />);
    await waitFor(() => expect(bodyRows("Upgrade tasks")).toHaveLength(1));
    const [task] = bodyRows("Upgrade tasks");
    expect(within(task as HTMLElement).getByText("2406.0.0")).toBeDefined();
    expect(within(task as HTMLElement).getByText("Waiting")).toBeDefined();
    fireEvent.click(within(task as HTMLElement).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Agent actions" })).getByRole("button", {
        name: "Cancel upgrade",
      }),
    );
    const cancel = await screen.findByRole("dialog", { name: "Cancel agent upgrades" });
    fireEvent.click(within(cancel).getByRole("button", { name: "Cancel upgrade" }));
    await waitFor(() =>
      expect(within(bodyRows("Upgrade tasks")[0] as HTMLElement).getByText("Cancelled")).toBeDefined(),
    );
  });

  it("says so to an administrator without a view privilege", async () => {
    await signedInEmulator("admin");
    clearAdminRoles();
    render(<AgentsSection />);
    expect(await screen.findByText("You do not have permission to view agents.")).toBeDefined();
  });
});
