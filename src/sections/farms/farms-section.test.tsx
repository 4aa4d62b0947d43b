import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { FarmSection } from "./farm-section";
import { FarmsSection } from "./farms-section";
import type { Farm, RdsHost } from "./farms.types";

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole("grid", { name: "RDS farms" }))
    .getAllByRole("row")
    .find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function firstFarm(type: Farm["type"]): Promise<Farm> {
  const farms = await restApi.get("/inventory/v4/farms").json<Farm[]>();
  const farm = farms.find((candidate) => candidate.type === type && candidate.enabled);
  if (!farm) throw new Error(`the seed has no enabled ${type} farm`);
  return farm;
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("Farms", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists farms with their hosts, health and status, and disables the selected ones in one flow", async () => {
    await signedInEmulator("admin");
    const farm = await firstFarm("AUTOMATED");
    const onNavigate = vi.fn();
    render(<FarmsSection onNavigate={onNavigate} />);
    fireEvent.click(await screen.findByRole("button", { name: farm.name }));
    expect(onNavigate).toHaveBeenCalledWith({ section: "farm", id: farm.id });
    const row = rowOf(farm.name);
    expect(row).toHaveTextContent("Automated");
    expect(row).toHaveTextContent("Instant clone");
    await waitFor(() => expect(row).toHaveTextContent(/OK|Warning|Error/));
    fireEvent.click(within(row).getByRole("checkbox"));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Farm actions" })).getByRole("button", { name: "Disable" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Disable" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Disable" }));
    expect(await screen.findByText(`${farm.name} is disabled.`)).toBeVisible();
    await waitFor(() => expect(rowOf(farm.name)).toHaveTextContent("Disabled"));
  });

  it("says so without the view privilege, on the list and on a farm's page", async () => {
    await signedInEmulator("admin");
    clearAdminRoles();
    const { unmount } = render(<FarmsSection />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view farms.");
    expect(screen.queryByRole("grid")).toBeNull();
    unmount();
    render(<FarmSection farmId="any" />);
    expect(screen.getByRole("status")).toHaveTextContent("You do not have permission to view farms.");
  });

  it("adds a registered RDS host to a manual farm and shows it on the RDS hosts tab", async () => {
    await signedInEmulator("admin");
    const farm = await firstFarm("MANUAL");
    render(<FarmSection farmId={farm.id} tab="rds-hosts" />);
    expect(await screen.findByRole("heading", { name: farm.name })).toBeVisible();
    fireEvent.click(await screen.findByRole("button", { name: "RDS hosts" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Add RDS hosts" }));
    const dialog = await screen.findByRole("dialog", { name: "Add RDS hosts" });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "rdsh-spare-01" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add RDS hosts" }));
    expect(await screen.findByText(`RDS hosts added to ${farm.name}.`)).toBeVisible();
    const grid = await screen.findByRole("grid", { name: `RDS hosts of ${farm.name}` });
    expect(await within(grid).findByText("rdsh-spare-01")).toBeVisible();
  });

  it("disables the RDS hosts selected on a farm's tab, and refuses for an administrator without the right", async () => {
    await signedInEmulator("admin");
    const farm = await firstFarm("AUTOMATED");
    const [host] = (await restApi.get("/inventory/v1/rds-servers").json<RdsHost[]>()).filter(
      (candidate) => candidate.farm_id === farm.id && candidate.enabled !== false,
    );
    if (!host) throw new Error("the seed's automated farm has enabled hosts");
    const { unmount } = render(<FarmSection farmId={farm.id} tab="rds-hosts" />);
    const grid = await screen.findByRole("grid", { name: `RDS hosts of ${farm.name}` });
    const hostActions = screen.getByRole("group", { name: "RDS host actions" });
    expect(within(hostActions).getByRole("button", { name: "Disable" })).toBeDisabled();
    const row = (await within(grid).findByText(host.name)).closest<HTMLElement>("[role=row]");
    if (!row) throw new Error(`no row for ${host.name}`);
    fireEvent.click(within(row).getByRole("checkbox"));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(within(hostActions).getByRole("button", { name: "Disable" }));
    const confirm = await screen.findByRole("dialog", { name: "Disable RDS hosts" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Disable" }));
    expect(await screen.findByText(`${host.name} was disabled.`)).toBeVisible();
    const after = await restApi.get(`/inventory/v1/rds-servers/${host.id}`).json<RdsHost>();
    expect(after.enabled).toBe(false);
    unmount();

    // The read-only administrator sees the hosts; selecting one enables no action.
    await signedInEmulator("readonly");
    render(<FarmSection farmId={farm.id} tab="rds-hosts" />);
    const readOnlyGrid = await screen.findByRole("grid", { name: `RDS hosts of ${farm.name}` });
    const readOnlyRow = (await within(readOnlyGrid).findByText(host.name)).closest<HTMLElement>("[role=row]");
    if (!readOnlyRow) throw new Error(`no row for ${host.name}`);
    fireEvent.click(within(readOnlyRow).getByRole("checkbox"));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const readOnlyActions = screen.getByRole("group", { name: "RDS host actions" });
    for (const name of ["Enable", "Disable", "Remove from farm"])
      expect(within(readOnlyActions).getByRole("button", { name })).toHaveAttribute("aria-disabled", "true");
  });

  it("removes the selected hosts from a manual farm; the pod keeps those with sessions", async () => {
    await signedInEmulator("admin");
    const farm = await firstFarm("MANUAL");
    const hosts = (await restApi.get("/inventory/v1/rds-servers").json<RdsHost[]>()).filter(
      (server) => server.farm_id === farm.id,
    );
    if (hosts.length === 0) throw new Error("the seed's manual farm has hosts");
    render(<FarmSection farmId={farm.id} tab="rds-hosts" />);
    const grid = await screen.findByRole("grid", { name: `RDS hosts of ${farm.name}` });
    for (const host of hosts) {
      const row = (await within(grid).findByText(host.name)).closest<HTMLElement>("[role=row]");
      if (!row) throw new Error(`no row for ${host.name}`);
      fireEvent.click(within(row).getByRole("checkbox"));
    }
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(
      within(screen.getByRole("group", { name: "RDS host actions" })).getByRole("button", {
        name: "Remove from farm",
      }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Remove RDS hosts from the farm" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove from farm" }));
    // A host with sessions stays in the farm (the pod's rule); the others go.
    const busy = hosts.filter((host) => (host.session_count ?? 0) > 0);
    await waitFor(async () => {
      const after = await restApi.get("/inventory/v1/rds-servers").json<RdsHost[]>();
      expect(after.filter((server) => server.farm_id === farm.id).map((server) => server.id)).toEqual(
        busy.map((host) => host.id),
      );
    });
  });

  it("schedules weekly maintenance of an instant-clone farm and shows it on the summary", async () => {
    await signedInEmulator("admin");
    const farm = await firstFarm("AUTOMATED");
    render(<FarmSection farmId={farm.id} />);
    expect(await screen.findByRole("heading", { name: farm.name })).toBeVisible();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("None");
    fireEvent.click(await screen.findByRole("button", { name: "Maintenance" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Schedule maintenance" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule maintenance" });
    expect(within(dialog).getByLabelText("Start time")).toHaveValue("08:00");
    fireEvent.change(within(dialog).getByLabelText("Recurrence"), { target: { value: "WEEKLY" } });
    fireEvent.change(within(dialog).getByLabelText("Day of the week"), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule maintenance" }));
    expect(await screen.findByText(`Maintenance of ${farm.name} is scheduled.`)).toBeVisible();
    await waitFor(() => expect(screen.getByRole("tabpanel")).toHaveTextContent("Weekly at 08:00"));
  });
});
