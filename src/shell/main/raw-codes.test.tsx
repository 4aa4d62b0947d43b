import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { renderSettledRoute, signedInEmulatorFor } from "../../../tests/support/settled-route";
import { ADMINISTRATORS_TABS } from "../../sections/administrators/administrators.model";
import { AdministratorsSection } from "../../sections/administrators/administrators-section";
import { GLOBAL_SETTINGS_TABS } from "../../sections/global-settings/global-settings-section";
import { LICENSING_TABS } from "../../sections/licensing/licensing-section";
import { findRawCodes } from "../../ui/raw-codes/raw-codes";
import { NAMED_SUB_ROUTES, SECTION_NAMES, type SectionName } from "../router/routes";

// Every list screen of the console against the emulator's seeded data: no text may read like an API code
// (POOL_ENTITLE, AGENT_ERR_DOMAIN_FAILURE…) outside what the administrator typed (data-admin-text). Item
// pages are checked in raw-codes-item-pages.test.tsx, beside this file on the other worker.

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

describe("no API code on any list screen", { timeout: 60_000 }, () => {
  it.each(LIST_ROUTES.map((route) => [route.join("/"), ...route] as const))(
    "/main/%s",
    async (_path, section, ...rest) => {
      await signedInEmulatorFor(section);
      const page = await renderSettledRoute(section, rest);
      expect(findRawCodes(page)).toEqual([]);
    },
  );

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
