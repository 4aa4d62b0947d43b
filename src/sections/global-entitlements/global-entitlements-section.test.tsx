import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { clearAdminRoles, setAdminRoles } from "../../core/privileges/privileges.model";
import {
  FEDERATION_EMEA_ACCESS_GROUP_ID,
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
} from "../../../server/emulator/data/access-groups";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { pressNext } from "../../ui/wizard/testing/wizard-steps";
import { GlobalEntitlementSection } from "./global-entitlement-section";
import { GlobalEntitlementsSection } from "./global-entitlements-section";
import type { GlobalEntitlement, GlobalEntitlementInfo } from "./global-entitlements.types";
import { FEDERATION_FOR_SCREENS } from "../../../server/emulator/testing/seeds";

/** The seeded desktop entitlements, each with its federation access group (the v2 list). */
async function desktopEntitlements(): Promise<GlobalEntitlementInfo[]> {
  return restApi.get("/inventory/v2/global-desktop-entitlements").json<GlobalEntitlementInfo[]>();
}

/** Ticks the list row that names an entitlement. */
async function selectRow(grid: HTMLElement, name: string) {
  const row = (await within(grid).findByText(name)).closest<HTMLElement>("[role=row]");
  if (!row) throw new Error(`no row for ${name}`);
  fireEvent.click(within(row).getByRole("checkbox"));
}

/** Goes past the name step, which refuses Next until the federation access groups are read. */
const nextOnceGroupsAreRead = (wizard: HTMLElement) => pressNext(wizard);

describe("Global entitlements", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds a global entitlement through the wizard and lists it", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    render(<GlobalEntitlementsSection />);
    await screen.findByRole("grid", { name: "Global entitlements" });
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    const wizard = await screen.findByRole("dialog", { name: "Add global entitlement" });
    fireEvent.click(within(wizard).getByRole("radio", { name: "Application" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    const name = within(wizard).getByRole("textbox", { name: "Name" });
    fireEvent.change(name, { target: { value: "GE Bad" } });
    fireEvent.blur(name);
    expect(within(wizard).getByText("Use 1 to 64 letters, digits, hyphens or underscores.")).toBeVisible();
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    expect(name).toHaveFocus();
    fireEvent.change(name, { target: { value: "GE-Wizard-Apps" } });
    // The wizard proposes the Federation Root, read from the pod.
    const group = await within(wizard).findByRole("combobox", { name: "Federation access group" });
    await waitFor(() => expect(group).toHaveValue(FEDERATION_ROOT_ACCESS_GROUP_ID));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(within(wizard).getByRole("radio", { name: "Within site" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("GE-Wizard-Apps is created.")).toBeVisible();
    const created = (
      await restApi.get("/inventory/v2/global-application-entitlements").json<GlobalEntitlement[]>()
    ).find((entitlement) => entitlement.name === "GE-Wizard-Apps");
    expect(created).toMatchObject({
      scope: "WITHIN_SITE",
      federated_access_group_id: FEDERATION_ROOT_ACCESS_GROUP_ID,
    });
  });

  it("adds a compatible pool of another pod, known by its id alone, on the entitlement's page", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    const [entitlement] = await restApi
      .get("/inventory/v1/global-desktop-entitlements")
      .json<GlobalEntitlement[]>();
    if (!entitlement) throw new Error("the federation seed has global desktop entitlements");
    render(<GlobalEntitlementSection entitlementId={entitlement.id} tab="local-desktop-pools" />);
    const path = `/inventory/v1/global-desktop-entitlements/${entitlement.id}/local-desktop-pools`;
    const before = await restApi.get(path).json<string[]>();
    const grid = await screen.findByRole("grid", { name: `Local pools of ${entitlement.name}` });
    fireEvent.click(screen.getByRole("button", { name: "Add local pools" }));
    const dialog = await screen.findByRole("dialog", { name: `Add local pools to ${entitlement.name}` });
    const free = within(dialog).getByRole("grid", { name: "Pools of the pod in no global entitlement" });
    const [otherPod] = await within(free).findAllByText("Another pod (known by id only)");
    const remote = otherPod?.closest<HTMLElement>("[role=row]");
    if (!remote) throw new Error("the federation seed has spare pools on other pods");
    fireEvent.click(within(remote).getByRole("checkbox"));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add (1)" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const after = await restApi.get(path).json<string[]>();
    const added = after.filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    await waitFor(() => expect(within(grid).getByText(added[0] ?? "")).toBeVisible());
  });

  it("edits an entitlement in the add wizard's steps and sends the whole update spec", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    const [target] = (await desktopEntitlements()).filter((entry) => !entry.dedicated);
    if (!target) throw new Error("the federation seed has global desktop entitlements");
    render(<GlobalEntitlementsSection />);
    const grid = await screen.findByRole("grid", { name: "Global entitlements" });
    await selectRow(grid, target.name);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    const wizard = await screen.findByRole("dialog", { name: `Edit ${target.name}` });
    // The kind is the entitlement's: the form opens on its name.
    const description = within(wizard).getByRole("textbox", { name: "Description" });
    expect(within(wizard).getByRole("textbox", { name: "Name" })).toHaveValue(target.name);
    expect(description).toHaveValue(target.description ?? "");
    fireEvent.change(description, { target: { value: "Edited from the console" } });
    await nextOnceGroupsAreRead(wizard);
    fireEvent.click(within(wizard).getByRole("radio", { name: "Within pod" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    // What the update spec cannot change is shown, not offered.
    expect(within(wizard).getByRole("checkbox", { name: "Dedicated desktops" })).toBeDisabled();
    fireEvent.click(
      within(wizard).getByRole("checkbox", { name: "Clean up redundant sessions automatically" }),
    );
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    expect(await screen.findByText(`${target.name} is saved.`)).toBeVisible();
    const saved = await restApi
      .get(`/inventory/v2/global-desktop-entitlements/${target.id}`)
      .json<GlobalEntitlementInfo>();
    expect(saved).toMatchObject({
      name: target.name,
      description: "Edited from the console",
      scope: "WITHIN_POD",
      multiple_session_auto_clean: true,
      federated_access_group_id: target.federated_access_group_id,
      dedicated: target.dedicated,
      allow_users_to_choose_protocol: target.allow_users_to_choose_protocol,
    });
  });

  it("keeps every typed value when the pod refuses the edit, with its reason", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    const [target, other] = await desktopEntitlements();
    if (!target || !other) throw new Error("the federation seed has global desktop entitlements");
    render(<GlobalEntitlementSection entitlementId={target.id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const wizard = await screen.findByRole("dialog", { name: `Edit ${target.name}` });
    fireEvent.change(within(wizard).getByRole("textbox", { name: "Name" }), {
      target: { value: other.name },
    });
    fireEvent.change(within(wizard).getByRole("textbox", { name: "Description" }), {
      target: { value: "Typed before the refusal" },
    });
    await nextOnceGroupsAreRead(wizard);
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    expect(await within(wizard).findByRole("alert")).toBeVisible();
    expect(screen.getByRole("dialog", { name: `Edit ${target.name}` })).toBe(wizard);
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByRole("textbox", { name: "Name" })).toHaveValue(other.name);
    expect(within(wizard).getByRole("textbox", { name: "Description" })).toHaveValue(
      "Typed before the refusal",
    );
    const unchanged = await restApi
      .get(`/inventory/v2/global-desktop-entitlements/${target.id}`)
      .json<GlobalEntitlementInfo>();
    expect(unchanged.name).toBe(target.name);
  });

  it("offers Edit only on entitlements of a federation group the administrator manages", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    const entitlements = await desktopEntitlements();
    const inRoot = entitlements.find(
      (entry) => entry.federated_access_group_id === FEDERATION_ROOT_ACCESS_GROUP_ID,
    );
    const inEmea = entitlements.find(
      (entry) => entry.federated_access_group_id === FEDERATION_EMEA_ACCESS_GROUP_ID,
    );
    if (!inRoot || !inEmea) throw new Error("the federation seed has entitlements in both groups");
    setAdminRoles({
      rest: {
        local_privileges_info: [
          {
            access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
            access_group_name: "Root",
            privileges: ["ADMINISTRATOR_VIEW"],
          },
        ],
        federated_privileges_info: [
          {
            access_group_id: FEDERATION_ROOT_ACCESS_GROUP_ID,
            access_group_name: "Federation Root",
            privileges: ["FEDERATED_LDAP_VIEW"],
          },
          {
            access_group_id: FEDERATION_EMEA_ACCESS_GROUP_ID,
            access_group_name: "EMEA",
            privileges: ["FEDERATED_LDAP_MANAGE", "FEDERATED_LDAP_VIEW"],
          },
        ],
      },
    });
    render(<GlobalEntitlementsSection />);
    const grid = await screen.findByRole("grid", { name: "Global entitlements" });
    await selectRow(grid, inRoot.name);
    // The privilege is held, on another group than the selection's: the button says so (decision 0031).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Edit" })).toHaveAttribute("aria-disabled", "true"),
    );
    expect(screen.getByRole("button", { name: "Edit" })).toHaveAccessibleDescription(
      /^Requires the privilege on the access group of the selection: /,
    );
    await selectRow(grid, inRoot.name);
    await selectRow(grid, inEmea.name);
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled());
  });

  it("says so without the view privilege", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    clearAdminRoles();
    render(<GlobalEntitlementsSection />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You do not have permission to view global entitlements.",
    );
  });
});
