import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { GlobalEntitlementSection } from "./global-entitlement-section";
import type { GlobalEntitlement } from "./global-entitlements.types";
import { FEDERATION_FOR_SCREENS } from "../../../server/emulator/testing/seeds";

const HOME_SITES = "/federation/v1/home-sites";
const EMPTY = "No user or group has another home site for this entitlement.";

async function firstDesktopEntitlement(): Promise<GlobalEntitlement> {
  const [entitlement] = await restApi
    .get("/inventory/v1/global-desktop-entitlements")
    .json<GlobalEntitlement[]>();
  if (!entitlement) throw new Error("the federation seed has global desktop entitlements");
  return entitlement;
}

/** The entitlement's overrides as the pod holds them (the OpenAPI's Equals filter on its id). */
async function overridesOf(entitlement: GlobalEntitlement) {
  const filter = JSON.stringify({
    type: "Equals",
    name: "global_desktop_entitlement_id",
    value: entitlement.id,
  });
  return restApi
    .get(`${HOME_SITES}?filter=${encodeURIComponent(filter)}`)
    .json<{ id: string; ad_user_or_group_id: string; site_id: string }[]>();
}

/** Opens the set dialog, finds "Marketing" in the directory, ticks the first group and picks a site. */
async function chooseMarketingAndSite(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole("button", { name: "Set home site" }));
  const search = await screen.findByRole("dialog", { name: /^Set a home site for / });
  fireEvent.change(within(search).getByLabelText("Name contains"), { target: { value: "Marketing" } });
  fireEvent.click(within(search).getByRole("button", { name: "Find" }));
  const results = await within(search).findByRole("grid", { name: "Matching users and groups" });
  fireEvent.click(
    (await within(results).findAllByRole("checkbox", { name: "Select row" }))[0] as HTMLElement,
  );
  const site = within(search).getByRole("combobox", { name: "Home site" });
  const [, first] = within(site).getAllByRole<HTMLOptionElement>("option");
  fireEvent.change(site, { target: { value: first?.value } });
  return search;
}

describe("Global entitlement page, home site override tab", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sets a group's home site for the entitlement and removes it, through the home-sites calls", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    const entitlement = await firstDesktopEntitlement();
    render(<GlobalEntitlementSection entitlementId={entitlement.id} tab="home-site-override" />);
    const grid = await screen.findByRole("grid", { name: `Home site overrides of ${entitlement.name}` });
    expect(await screen.findByText(EMPTY)).toBeVisible();

    const search = await chooseMarketingAndSite();
    fireEvent.click(within(search).getByRole("button", { name: "Set home site (1)" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [created] = await overridesOf(entitlement);
    expect(created).toBeDefined();
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(2));
    expect(within(grid).getByRole("row", { name: /Marketing/ })).toBeVisible();

    fireEvent.click(within(grid).getByRole("checkbox", { name: "Select row" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove home site overrides" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(async () => expect(await overridesOf(entitlement)).toEqual([]));
    expect(await screen.findByText(EMPTY)).toBeVisible();
  });

  it("names the user or group the pod refused, with the pod's message", async () => {
    await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    const entitlement = await firstDesktopEntitlement();
    render(<GlobalEntitlementSection entitlementId={entitlement.id} tab="home-site-override" />);
    const grid = await screen.findByRole("grid", { name: `Home site overrides of ${entitlement.name}` });
    const first = await chooseMarketingAndSite();
    fireEvent.click(within(first).getByRole("button", { name: "Set home site (1)" }));
    await waitFor(() => expect(within(grid).getAllByRole("row")).toHaveLength(2));

    // The same group again: 409 federation.home.site.exists for that item.
    const again = await chooseMarketingAndSite();
    fireEvent.click(within(again).getByRole("button", { name: "Set home site (1)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /Marketing.*: The user or group already has this home site/,
    );
    expect(await overridesOf(entitlement)).toHaveLength(1);
  });

  it("shows the rule and the overrides read-only without FEDERATED_LDAP_MANAGE", async () => {
    await signedInEmulator("readonly", FEDERATION_FOR_SCREENS);
    const entitlement = await firstDesktopEntitlement();
    render(<GlobalEntitlementSection entitlementId={entitlement.id} tab="home-site-override" />);
    await screen.findByRole("grid", { name: `Home site overrides of ${entitlement.name}` });
    expect(screen.getByRole("button", { name: "Set home site" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByLabelText("Home site rule")).toHaveTextContent(/Use home site/);
  });

  it("shows a failed read with Retry, and a refused one as no permission", async () => {
    const { emulator } = await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    const entitlement = await firstDesktopEntitlement();
    emulator.faults.failWith({ method: "GET", path: `/rest${HOME_SITES}` }, 503, { times: 1 });
    const view = render(<GlobalEntitlementSection entitlementId={entitlement.id} tab="home-site-override" />);
    expect(await screen.findByText("The list could not be loaded.")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText(EMPTY)).toBeVisible();
    view.unmount();

    emulator.faults.failWith({ method: "GET", path: `/rest${HOME_SITES}` }, 403, {
      body: { status: 403, errors: [{ error_key: "insufficient.privilege", error_message: "no" }] },
      times: 1,
    });
    render(<GlobalEntitlementSection entitlementId={entitlement.id} tab="home-site-override" />);
    expect(
      await screen.findByText("You do not have sufficient permission for this operation."),
    ).toBeVisible();
  });
});
