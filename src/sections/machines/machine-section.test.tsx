import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { features } from "../../core/features/feature-flags";
import { fetchAllPages } from "../../core/http/api-clients";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { MachineSection } from "./machine-section";
import type { AdUser } from "../../core/directory/get-ad-users";
import type { Machine } from "./machines.types";
import { expectWithoutPrivilege } from "../../ui/privileges/testing/expect-without-privilege";

/** A machine of the seeded pod that the test needs, found through the REST API as the console sees it. */
async function machineWhere(test: (machine: Machine) => boolean): Promise<Machine> {
  const machine = (await fetchAllPages<Machine>("/inventory/v4/machines")).find(test);
  if (!machine) throw new Error("the seed has no such machine");
  return machine;
}

function action(group: string, name: string): HTMLElement {
  const bar = screen.getByRole("group", { name: "Machine actions" });
  fireEvent.click(within(bar).getByRole("button", { name: new RegExp(`^${group}`) }));
  return screen.getByRole("menuitem", { name });
}

describe("MachineSection", { timeout: 30_000 }, () => {
  it("shows the machine's state, users, agent and sessions, its vCenter settings and its events", async () => {
    await signedInEmulator("admin");
    const machine = await machineWhere((m) => m.state === "CONNECTED" && (m.user_ids ?? []).length > 0);
    const onTabChange = vi.fn();
    const { rerender } = render(<MachineSection machineId={machine.id} onTabChange={onTabChange} />);
    expect(await screen.findByRole("heading", { name: machine.name })).toBeInTheDocument();
    const summary = screen.getByLabelText("Summary", { selector: "dl" });
    expect(summary).toHaveTextContent(machine.agent_version ?? "");
    expect(summary).toHaveTextContent(/example\.com\\/);
    const sessions = screen.getByRole("table", { name: "Sessions" });
    expect(within(sessions).getAllByRole("row")).toHaveLength(2);

    fireEvent.click(screen.getByRole("tab", { name: "vCenter settings" }));
    expect(onTabChange).toHaveBeenCalledWith("vcenter");
    rerender(<MachineSection machineId={machine.id} tab="vcenter" onTabChange={onTabChange} />);
    const vcenter = screen.getByRole("tabpanel");
    expect(vcenter).toHaveTextContent(machine.managed_machine_data?.host_name ?? "");
    expect(vcenter).toHaveTextContent(machine.managed_machine_data?.path ?? "");
    expect(vcenter).not.toHaveTextContent(machine.managed_machine_data?.virtual_center_id ?? "none");

    rerender(<MachineSection machineId={machine.id} tab="events" onTabChange={onTabChange} />);
    expect(await screen.findByRole("grid", { name: `Events of ${machine.name}` })).toBeInTheDocument();
  });

  it("spec 000 §9 feature flags: machineAlias decides whether the machine's aliases show", async () => {
    await signedInEmulator("admin");
    const machine = await machineWhere((m) => (m.aliases ?? []).length > 0);
    const alias = machine.aliases?.[0]?.alias_name ?? "";
    const { unmount } = render(<MachineSection machineId={machine.id} />);
    await screen.findByRole("heading", { name: machine.name });
    expect(screen.getByLabelText("Summary", { selector: "dl" })).toHaveTextContent(alias);
    unmount();

    features.value = { machineAlias: false };
    render(<MachineSection machineId={machine.id} />);
    await screen.findByRole("heading", { name: machine.name });
    expect(screen.getByLabelText("Summary", { selector: "dl" })).not.toHaveTextContent(alias);
  });

  it("spec 000 §9 memory: shows a machine's memory in GB, 1024 MB each", async () => {
    await signedInEmulator("admin");
    const machine = await machineWhere((m) => m.managed_machine_data?.memory_mb !== undefined);
    render(<MachineSection machineId={machine.id} tab="vcenter" />);
    const panel = await screen.findByRole("tabpanel");
    const gigabytes = (machine.managed_machine_data?.memory_mb ?? 0) / 1024;
    expect(within(panel).getByText("Memory (GB)").nextElementSibling).toHaveTextContent(
      new RegExp(`^${gigabytes}$`),
    );
  });

  it("puts the machine into maintenance from its page and shows the new state", async () => {
    await signedInEmulator("admin");
    const machine = await machineWhere((m) => m.state === "AVAILABLE" && m.type === "MANAGED_MACHINE");
    render(<MachineSection machineId={machine.id} />);
    await screen.findByRole("heading", { name: machine.name });
    fireEvent.click(action("Maintenance", "Enter maintenance mode"));
    const confirm = await screen.findByRole("dialog", { name: "Enter maintenance mode" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Enter maintenance mode" }));
    expect(await screen.findByText(`${machine.name} is in maintenance mode.`)).toHaveAttribute(
      "role",
      "status",
    );
    await waitFor(() => expect(screen.getAllByText("Maintenance mode").length).toBeGreaterThan(0));
  });

  it("takes the user off a dedicated machine and assigns one found in the directory", async () => {
    await signedInEmulator("admin");
    const pools = await fetchAllPages<{ id: string; user_assignment?: string }>(
      "/inventory/v6/desktop-pools",
    );
    const dedicated = new Set(
      pools.filter((pool) => pool.user_assignment === "DEDICATED").map((pool) => pool.id),
    );
    const machine = await machineWhere(
      (m) => dedicated.has(m.desktop_pool_id ?? "") && (m.user_ids ?? []).length === 1 && !m.session_id,
    );
    const [user] = (await fetchAllPages<AdUser>("/external/v1/ad-users-or-groups")).filter(
      (candidate) => candidate.group !== true && candidate.name && !machine.user_ids?.includes(candidate.id),
    );
    if (!user?.name) throw new Error("the seed has no directory user");
    render(<MachineSection machineId={machine.id} />);
    await screen.findByRole("heading", { name: machine.name });

    fireEvent.click(action("Users", "Unassign user"));
    const unassign = await screen.findByRole("dialog", { name: "Unassign users" });
    fireEvent.click(within(unassign).getByRole("button", { name: "Unassign user" }));
    expect(await screen.findByText(`${machine.name} has no assigned user now.`)).toBeInTheDocument();

    fireEvent.click(action("Users", "Assign user"));
    const assign = await screen.findByRole("dialog", { name: "Assign user" });
    const confirm = within(assign).getByRole("button", { name: "Assign user" });
    expect(confirm).toBeDisabled();
    fireEvent.change(await within(assign).findByLabelText("User name"), { target: { value: user.name } });
    fireEvent.click(within(assign).getByRole("button", { name: "Find" }));
    const matches = await within(assign).findByRole("group", { name: "Matching users" });
    fireEvent.click(within(matches).getAllByRole("radio")[0] as HTMLElement);
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(await screen.findByText(`A user was assigned to ${machine.name}.`)).toBeInTheDocument();
    const after = await machineWhere((m) => m.id === machine.id);
    expect(after.user_ids).toHaveLength(1);
  });

  it("keeps the actions disabled for a read-only administrator", async () => {
    await signedInEmulator("readonly");
    const machine = await machineWhere((m) => m.state === "AVAILABLE");
    render(<MachineSection machineId={machine.id} />);
    await screen.findByRole("heading", { name: machine.name });
    const bar = screen.getByRole("group", { name: "Machine actions" });
    for (const name of [/^Maintenance/, /^Power and recovery/, /^Users/, /^Remove/])
      expectWithoutPrivilege(within(bar).getByRole("button", { name }));
  });

  it("says when the machine no longer exists", async () => {
    await signedInEmulator("admin");
    render(<MachineSection machineId="no-such-machine" />);
    expect(await screen.findByText("This machine no longer exists.")).toBeInTheDocument();
  });
  it("shows loading, a failed load with a Retry that recovers, and no permission", async () => {
    const { emulator } = await signedInEmulator("admin");
    const machine = await machineWhere(() => true);
    const path = `/rest/inventory/v4/machines/${machine.id}`;
    emulator.faults.failWith({ method: "GET", path }, 503, {
      body: { status: 503, errors: [{ error_key: "x", error_message: "Pod is restarting" }] },
      times: 1,
    });
    const { unmount } = render(<MachineSection machineId={machine.id} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the machine…");
    expect(await screen.findByText("Unable to process the request.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: machine.name })).toBeVisible();
    unmount();
    clearAdminRoles();
    render(<MachineSection machineId={machine.id} />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view machines.");
  });
});
