import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
import { FEDERATION_ROOT_ACCESS_GROUP_ID } from "../../../server/emulator/data/access-groups";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { GlobalEntitlementSection } from "./global-entitlement-section";
import { GlobalEntitlementsSection } from "./global-entitlements-section";
import type { GlobalEntitlement } from "./global-entitlements.types";

const FEDERATION = { scale: "federation" } as const;

describe("Global entitlements", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds a global entitlement through the wizard and lists it", async () => {
    await signedInEmulator("admin", FEDERATION);
    render(<GlobalEntitlementsSection />);
    await screen.findByRole("grid", { name: "Global entitlements" });
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    const wizard = await screen.findByRole("dialog", { name: "Add global entitlement" });
    fireEvent.click(within(wizard).getByRole("radio", { name: "Application" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    const name = within(wizard).getByRole("textbox", { name: "Name" });
    fireEvent.change(name, { target: { value: "GE Bad" } });
    expect(within(wizard).getByText("Use 1 to 64 letters, digits, hyphens or underscores.")).toBeVisible();
    expect(within(wizard).getByRole("button", { name: "Next" })).toBeDisabled();
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
    await signedInEmulator("admin", FEDERATION);
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

  it("says so without the view privilege", async () => {
    await signedInEmulator("admin", FEDERATION);
    clearAdminRoles();
    render(<GlobalEntitlementsSection />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You do not have permission to view global entitlements.",
    );
  });
});
