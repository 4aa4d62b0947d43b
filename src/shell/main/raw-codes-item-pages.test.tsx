import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { renderSettledRoute, signedInEmulatorFor } from "../../../tests/support/settled-route";
import { APPLICATION_TABS } from "../../sections/application-pools/application-pool-section";
import { POOL_TABS } from "../../sections/desktop-pools/desktop-pool-section";
import { FARM_TABS } from "../../sections/farms/farm-section";
import { GLOBAL_ENTITLEMENT_TABS } from "../../sections/global-entitlements/global-entitlement-section";
import { MACHINE_PAGE_TABS } from "../../sections/machines/machine-section";
import { USER_TABS } from "../../sections/users-groups/users-groups.types";
import { findRawCodes } from "../../ui/raw-codes/raw-codes";
import type { SectionName } from "../router/routes";

// Every tab of every item page against the emulator's seeded data: no text may read like an API code
// outside what the administrator typed (data-admin-text). List screens: raw-codes.test.tsx.

afterEach(cleanup);

/** Item pages, each opened on the first item of a documented list (a user: one with sessions). */
const ITEM_PAGES: readonly (readonly [SectionName, string, string, readonly string[]])[] = [
  ["desktops", "/rest/inventory/v1/desktop-pools", "id", POOL_TABS],
  ["machines", "/rest/inventory/v1/machines", "id", MACHINE_PAGE_TABS],
  ["farms", "/rest/inventory/v1/farms", "id", FARM_TABS],
  ["apppools", "/rest/inventory/v1/application-pools", "id", APPLICATION_TABS],
  ["usersGroups", "/rest/inventory/v1/sessions", "user_id", USER_TABS],
  ["global_entitlements", "/rest/inventory/v1/global-desktop-entitlements", "id", GLOBAL_ENTITLEMENT_TABS],
];

describe.each(ITEM_PAGES)(
  "no API code on an item of %s",
  { timeout: 60_000 },
  (section, listPath, idField, tabs) => {
    it.each(tabs)("tab %s", async (tab) => {
      const { emulator, token } = await signedInEmulatorFor(section);
      const answer = await new EmulatorClient(emulator).rest("GET", listPath, token);
      const items = (await answer.json()) as Record<string, unknown>[];
      const id = items.map((item) => item[idField]).find((value) => typeof value === "string") as string;
      expect(id).toBeDefined();
      const page = await renderSettledRoute(section, [encodeURIComponent(id), tab]);
      expect(findRawCodes(page)).toEqual([]);
    });
  },
);
