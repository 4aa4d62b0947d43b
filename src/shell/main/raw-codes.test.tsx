import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { ADMINISTRATORS_TABS } from "../../sections/administrators/administrators.model";
import { AdministratorsSection } from "../../sections/administrators/administrators-section";
import { APPLICATION_TABS } from "../../sections/application-pools/application-pool-section";
import { POOL_TABS } from "../../sections/desktop-pools/desktop-pool-section";
import { FARM_TABS } from "../../sections/farms/farm-section";
import { GLOBAL_ENTITLEMENT_TABS } from "../../sections/global-entitlements/global-entitlement-section";
import { GLOBAL_SETTINGS_TABS } from "../../sections/global-settings/global-settings-section";
import { LICENSING_TABS } from "../../sections/licensing/licensing-section";
import { MACHINE_PAGE_TABS } from "../../sections/machines/machine-section";
import { USER_TABS } from "../../sections/users-groups/users-groups.types";
import { findRawCodes } from "../../ui/raw-codes/raw-codes";
import { NAMED_SUB_ROUTES, SECTION_NAMES, type SectionName } from "../router/routes";
import { SectionOutlet } from "./section-outlet";

// Every screen of the console against the emulator's seeded data: no text may read like an API code
// (POOL_ENTITLE, AGENT_ERR_DOMAIN_FAILURE…) outside what the administrator typed (data-admin-text).

/**
 * Waits until the page has loaded: nothing busy, no loading text, and the text unchanged over three polls
 * (100 ms: the emulator answers in process within milliseconds).
 */
async function settled(container: HTMLElement): Promise<void> {
  let previous: string | undefined;
  let unchangedPolls = 0;
  await waitFor(
    () => {
      const text = container.textContent ?? "";
      unchangedPolls = text === previous ? unchangedPolls + 1 : 0;
      previous = text;
      expect(container.querySelector('[aria-busy="true"]')).toBeNull();
      expect(text).not.toMatch(/Loading/);
      expect(unchangedPolls).toBeGreaterThanOrEqual(2);
    },
    { timeout: 15_000, interval: 50 },
  );
}

async function renderRoute(section: SectionName, rest: readonly string[]): Promise<HTMLElement> {
  let container: HTMLElement | undefined;
  // A section's chunk arrives inside an awaited act().
  await act(async () => {
    container = render(<SectionOutlet section={section} rest={rest} />).container;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const page = container as HTMLElement;
  await settled(page);
  return page;
}

afterEach(cleanup);

const LIST_ROUTES: (readonly [SectionName, ...string[]])[] = [
  ...SECTION_NAMES.flatMap((name) => [
    [name] as const,
    ...(NAMED_SUB_ROUTES[name] ?? []).map((tab) => [name, tab] as const),
  ]),
  ...GLOBAL_SETTINGS_TABS.map((tab) => ["global_settings", tab] as const),
  ...LICENSING_TABS.map((tab) => ["product_licensing_usage", tab] as const),
  ...ADMINISTRATORS_TABS.map((tab) => ["administrators", tab] as const),
];

/** The seed with a federation: global entitlements, sites and pods have items in it. */
const FEDERATION = { scale: "federation" } as const;
const FEDERATION_SECTIONS: readonly SectionName[] = ["global_entitlements", "sites", "cpa"];

/** Item pages, each opened on the first item of a documented list (a user: one with sessions). */
const ITEM_PAGES: readonly (readonly [SectionName, string, string, readonly string[]])[] = [
  ["desktops", "/rest/inventory/v1/desktop-pools", "id", POOL_TABS],
  ["machines", "/rest/inventory/v1/machines", "id", MACHINE_PAGE_TABS],
  ["farms", "/rest/inventory/v1/farms", "id", FARM_TABS],
  ["apppools", "/rest/inventory/v1/application-pools", "id", APPLICATION_TABS],
  ["usersGroups", "/rest/inventory/v1/sessions", "user_id", USER_TABS],
  ["global_entitlements", "/rest/inventory/v1/global-desktop-entitlements", "id", GLOBAL_ENTITLEMENT_TABS],
];

const seedOf = (section: SectionName) => (FEDERATION_SECTIONS.includes(section) ? FEDERATION : undefined);

describe("no API code on any screen", { timeout: 60_000 }, () => {
  it.each(LIST_ROUTES.map((route) => [route.join("/"), ...route] as const))(
    "/main/%s",
    async (_path, section, ...rest) => {
      await signedInEmulator("admin", seedOf(section));
      const page = await renderRoute(section, rest);
      expect(findRawCodes(page)).toEqual([]);
    },
  );

  describe.each(ITEM_PAGES)("an item of %s", (section, listPath, idField, tabs) => {
    it.each(tabs)("tab %s", async (tab) => {
      const { emulator, token } = await signedInEmulator("admin", seedOf(section));
      const answer = await new EmulatorClient(emulator).rest("GET", listPath, token);
      const items = (await answer.json()) as Record<string, unknown>[];
      const id = items.map((item) => item[idField]).find((value) => typeof value === "string") as string;
      expect(id).toBeDefined();
      const page = await renderRoute(section, [encodeURIComponent(id), tab]);
      expect(findRawCodes(page)).toEqual([]);
    });
  });

  it("names the privileges of the role dialog in words", async () => {
    await signedInEmulator("admin");
    render(<AdministratorsSection tab="rolePrivileges" />);
    const add = await screen.findByRole("button", { name: "Add role" });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    const editor = await screen.findByRole("dialog", { name: "Add role" });
    await within(editor).findByRole("checkbox", { name: /^Entitle users to pools/ });
    expect(findRawCodes(document.body)).toEqual([]);
  });
});
