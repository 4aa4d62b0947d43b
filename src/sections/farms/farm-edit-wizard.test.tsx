import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { expectNextRefused } from "../../ui/wizard/testing/wizard-steps";
import { FarmSection } from "./farm-section";
import { FarmsSection } from "./farms-section";
import type { Farm } from "./farms.types";

async function firstFarm(type: Farm["type"]): Promise<Farm> {
  const farms = await restApi.get("/inventory/v4/farms").json<Farm[]>();
  const farm = farms.find((candidate) => candidate.type === type && candidate.enabled);
  if (!farm) throw new Error(`the seed has no enabled ${type} farm`);
  return farm;
}

const readFarm = (id: string) => restApi.get(`/inventory/v4/farms/${id}`).json<Farm>();

function stepsOf(wizard: HTMLElement): string[] {
  const nav = within(wizard).getByRole("navigation", { name: "Steps" });
  return within(nav)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

/** The edit wizard once the farm is read: its steps show in place of the loading line. */
async function editWizard(farm: Farm): Promise<HTMLElement> {
  await screen.findByRole("navigation", { name: "Steps" });
  return screen.getByRole("dialog", { name: `Edit farm ${farm.name}` });
}

const next = (wizard: HTMLElement) => fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("the edit farm wizard", { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens from the list pre-filled with only what may change, keeps a refused save's entries, and saves", async () => {
    const { emulator } = await signedInEmulator("admin");
    const farm = await firstFarm("AUTOMATED");
    render(<FarmsSection />);
    const grid = await screen.findByRole("grid", { name: "RDS farms" });
    const row = (await within(grid).findByText(farm.name)).closest<HTMLElement>("[role=row]");
    if (!row) throw new Error(`no row for ${farm.name}`);
    fireEvent.click(within(row).getByRole("checkbox"));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Farm actions" })).getByRole("button", { name: "Edit" }),
    );
    const wizard = await editWizard(farm);

    // Only what may change: no type, vCenter placement or customization steps; the name and group are fixed.
    expect(stepsOf(wizard)).toEqual([
      "Identification and settings",
      "Load balancing",
      "Sessions and protocol",
      "RDS host names",
      "Ready to complete",
    ]);
    expect(within(wizard).getByLabelText("Name")).toHaveValue(farm.name);
    expect(within(wizard).getByLabelText("Name")).toBeDisabled();
    expect(within(wizard).getByLabelText("Display name")).toHaveValue(farm.display_name);
    expect(within(wizard).getByLabelText("Access group")).toBeDisabled();
    expect(within(wizard).getByRole("checkbox", { name: "Enabled" })).toBeChecked();
    fireEvent.change(within(wizard).getByLabelText("Display name"), { target: { value: "Renamed farm" } });
    fireEvent.click(within(wizard).getByRole("checkbox", { name: "Enabled" }));
    next(wizard);

    expect(within(wizard).getByRole("checkbox", { name: "Include the session count" })).toBeChecked();
    fireEvent.change(within(wizard).getByLabelText("CPU threshold (%)"), { target: { value: "60" } });
    next(wizard);

    const disconnected = within(wizard).getByLabelText("Log off disconnected sessions");
    expect(disconnected).toHaveValue(farm.session_settings?.disconnected_session_timeout_policy);
    expect(within(wizard).getByLabelText("Log off disconnected sessions after (minutes)")).toHaveValue(
      farm.session_settings?.disconnected_session_timeout_minutes,
    );
    fireEvent.change(disconnected, { target: { value: "NEVER" } });
    expect(within(wizard).queryByLabelText("Log off disconnected sessions after (minutes)")).toBeNull();
    next(wizard);

    const pattern = within(wizard).getByLabelText("Naming pattern");
    expect(pattern).toHaveValue(farm.automated_farm_settings?.pattern_naming_settings?.naming_pattern);
    expect(within(wizard).getByLabelText("Max sessions per RDS host (empty: unlimited)")).toHaveValue(
      farm.automated_farm_settings?.max_sessions,
    );
    fireEvent.change(within(wizard).getByLabelText("Max sessions per RDS host (empty: unlimited)"), {
      target: { value: "" },
    });
    // Names longer than 15 characters once numbered are refused at the field, with the reason.
    fireEvent.change(pattern, { target: { value: "far-too-long-name-{n}" } });
    expectNextRefused(wizard);
    expect(pattern).toHaveAccessibleDescription(/longer than 15 characters once numbered/);
    expect(pattern).toHaveFocus();
    fireEvent.change(pattern, { target: { value: "rn-{n:fixed=2}" } });
    // The pod refuses the save: every entry is kept.
    emulator.faults.failWith({ method: "PUT", path: /farms/ }, 400, {
      body: { status: 400, errors: [{ error_key: "x", error_message: "The farm is being provisioned" }] },
      times: 1,
    });
    next(wizard);
    expect(within(wizard).getByText("Renamed farm")).toBeVisible();
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    expect(await within(wizard).findByRole("alert")).toHaveTextContent("Unable to process the request.");
    expect((await readFarm(farm.id)).display_name).toBe(farm.display_name);

    // Every entry is kept: back on the names step and the first step, as typed.
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByLabelText("Naming pattern")).toHaveValue("rn-{n:fixed=2}");
    for (let step = 0; step < 3; step += 1)
      fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByLabelText("Display name")).toHaveValue("Renamed farm");
    for (let step = 0; step < 4; step += 1) next(wizard);
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));

    expect(await screen.findByText(`${farm.name} is saved.`)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const saved = await readFarm(farm.id);
    expect(saved).toMatchObject({
      name: farm.name,
      display_name: "Renamed farm",
      enabled: false,
      access_group_id: farm.access_group_id,
      load_balancer_settings: { cpu_threshold: 60 },
      session_settings: { disconnected_session_timeout_policy: "NEVER" },
      automated_farm_settings: {
        max_session_type: "UNLIMITED",
        vcenter_id: farm.automated_farm_settings?.vcenter_id,
        pattern_naming_settings: { naming_pattern: "rn-{n:fixed=2}" },
      },
    });
  });

  it("edits a manual farm from its page: no host naming step, and a refused save keeps every entry", async () => {
    const { emulator } = await signedInEmulator("admin");
    const farm = await firstFarm("MANUAL");
    render(<FarmSection farmId={farm.id} />);
    await screen.findByRole("heading", { name: farm.name });
    const actions = screen.getByRole("group", { name: "Farm actions" });
    await waitFor(() => expect(within(actions).getByRole("button", { name: "Edit" })).toBeEnabled());
    fireEvent.click(within(actions).getByRole("button", { name: "Edit" }));
    const wizard = await editWizard(farm);
    expect(stepsOf(wizard)).toEqual([
      "Identification and settings",
      "Load balancing",
      "Sessions and protocol",
      "Ready to complete",
    ]);
    fireEvent.change(within(wizard).getByLabelText("Description"), {
      target: { value: "Night shift hosts" },
    });
    next(wizard);
    fireEvent.change(within(wizard).getByLabelText("Memory threshold (%)"), { target: { value: "85" } });
    next(wizard);
    next(wizard);

    emulator.faults.failWith({ method: "PUT", path: `/rest/inventory/v3/farms/${farm.id}` }, 400, {
      times: 1,
      body: {
        status: 400,
        errors: [{ error_key: "inventory.farm.busy", error_message: "The farm is being provisioned" }],
      },
    });
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    expect(await within(wizard).findByRole("alert")).toHaveTextContent("Unable to process the request.");
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByLabelText("Memory threshold (%)")).toHaveValue(85);
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByLabelText("Description")).toHaveValue("Night shift hosts");

    for (let step = 0; step < 3; step += 1) next(wizard);
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Night shift hosts")).toBeVisible();
    expect((await readFarm(farm.id)).load_balancer_settings?.memory_threshold).toBe(85);
  });

  it("is not offered to an administrator without POOL_MANAGEMENT", async () => {
    await signedInEmulator("readonly");
    const farm = await firstFarm("AUTOMATED");
    render(<FarmSection farmId={farm.id} />);
    await screen.findByRole("heading", { name: farm.name });
    const edit = within(screen.getByRole("group", { name: "Farm actions" })).getByRole("button", {
      name: "Edit",
    });
    // Focusable, pressing does nothing, and it says which privilege is missing.
    expect(edit).toHaveAttribute("aria-disabled", "true");
    expect(edit).toHaveAccessibleDescription("Requires the privilege: Manage pools");
    fireEvent.click(edit);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
