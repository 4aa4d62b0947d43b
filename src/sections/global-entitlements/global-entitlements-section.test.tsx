import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { clearAdminRoles } from "../../core/privileges/privileges.model";
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
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(within(wizard).getByRole("radio", { name: "Within site" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    fireEvent.click(within(wizard).getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("GE-Wizard-Apps is created.")).toBeVisible();
    const created = (
      await restApi.get("/inventory/v1/global-application-entitlements").json<GlobalEntitlement[]>()
    ).find((entitlement) => entitlement.name === "GE-Wizard-Apps");
    expect(created?.scope).toBe("WITHIN_SITE");
  });

  it("adds a local pool of a remote pod on the entitlement's page", async () => {
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
    const pod = within(dialog).getByRole("combobox", { name: "Pod" });
    const remote = (await within(pod).findAllByRole("option"))[1];
    fireEvent.change(pod, { target: { value: (remote as HTMLOptionElement).value } });
    const free = within(dialog).getByRole("grid", { name: "Pools of the pod in no global entitlement" });
    fireEvent.click(within(free).getAllByRole("checkbox")[1] as HTMLElement);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add (1)" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const after = await restApi.get(path).json<string[]>();
    expect(after).toHaveLength(before.length + 1);
    const podName = (remote as HTMLOptionElement).textContent ?? "";
    await waitFor(() => expect(within(grid).getAllByText(podName).length).toBeGreaterThan(0));
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
