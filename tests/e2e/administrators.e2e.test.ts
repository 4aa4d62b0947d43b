// Delegated administration end to end: admin makes a custom role with two privileges and grants it to a
// directory group on a child access group; a member of that group, signed in in a second browser context,
// can do exactly what the role allows (other buttons disabled, the pod refusing the rest), and loses it on
// its next call once admin removes the permission.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";

const ROLE = "Sales-Operators";
const POOL = "Sales-Win11-01";

describe("delegated administration", () => {
  const running = useConsoleInChromium();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  async function signedIn(username: string): Promise<{ page: Page; problems: string[] }> {
    const context = await running.browser.newContext();
    contexts.push(context);
    const { page, problems } = await openWatchedPage(context, `${running.server.origin}/`);
    await signInStandalone(page, username);
    return { page, problems };
  }

  async function open(page: Page, hash: string): Promise<void> {
    await page.evaluate((target) => (window.location.hash = target), hash);
  }

  /** A REST call with the page's own session token: what the pod answers this administrator. */
  function restStatus(page: Page, method: string, path: string, body?: unknown): Promise<number> {
    return page.evaluate(
      async ([method, path, body]) => {
        const token = JSON.parse(sessionStorage.getItem("vdc.accessToken") ?? "null") as string | null;
        const response = await fetch(path, {
          method,
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token ?? ""}` },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return response.status;
      },
      [method, path, body] as const,
    );
  }

  it("a custom role granted to a directory group on Sales allows its members exactly that, until removed", async () => {
    const admin = await signedIn("admin");

    // A custom role with two privileges (the view privileges they need come with them).
    await open(admin.page, "#/main/administrators/rolePrivileges");
    const roleActions = admin.page.getByRole("group", { name: "Administrator actions" });
    await roleActions.getByRole("button", { name: "Add role" }).click();
    const editor = admin.page.getByRole("dialog", { name: "Add role" });
    await editor.getByLabel("Name", { exact: true }).fill(ROLE);
    await editor.getByRole("checkbox", { name: /^Enable pools/ }).check();
    await editor.getByRole("checkbox", { name: /^Restart machines/ }).check();
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.waitFor({ state: "detached" });
    await admin.page.getByRole("grid", { name: "Roles" }).getByText(ROLE, { exact: true }).waitFor();

    // Granted to the directory group "Delegated Administrators" on the child access group Sales.
    await open(admin.page, "#/main/administrators/rolePermissions");
    await roleActions.getByRole("button", { name: "Add permission" }).click();
    const grant = admin.page.getByRole("dialog", { name: "Add permission" });
    await grant.getByLabel("Find users or groups").fill("Delegated");
    await grant.getByRole("button", { name: "Find" }).click();
    await grant.getByRole("checkbox", { name: /Delegated Administrators/ }).check();
    await grant.getByLabel("Role").selectOption({ label: ROLE });
    await grant.getByLabel("Access group").selectOption({ label: "Sales (local)" });
    await grant.getByRole("button", { name: "Save" }).click();
    await grant.waitFor({ state: "detached" });
    const permissions = admin.page.getByRole("grid", { name: "Permissions by role" });
    await permissions.getByText(/Delegated Administrators/).waitFor();

    // A member of the group, in a second browser context.
    const delegate = await signedIn("delegate");
    // Menu items the role does not allow are hidden (spec 000 §6).
    expect(await delegate.page.getByRole("link", { name: "Global Settings" }).count()).toBe(0);
    expect(await delegate.page.getByRole("link", { name: "Administrators" }).count()).toBe(0);
    await open(delegate.page, "#/main/desktops");
    const pools = delegate.page.getByRole("grid", { name: "Desktop pools" });
    await pools.getByRole("button", { name: POOL }).click();
    await delegate.page.getByRole("heading", { name: POOL }).waitFor();
    const poolPath = new URL(delegate.page.url()).hash.replace("#/main/desktops/", "");
    const poolActions = delegate.page.getByRole("group", { name: "Desktop pool actions" });
    // POOL_ENABLE allows Disable; Delete and Edit need POOL_MANAGEMENT and stay disabled.
    await expect.poll(() => poolActions.getByRole("button", { name: "Disable" }).isEnabled()).toBe(true);
    expect(await poolActions.getByRole("button", { name: "Delete" }).isDisabled()).toBe(true);
    await poolActions.getByRole("button", { name: "Disable" }).click();
    await delegate.page
      .getByRole("dialog", { name: "Disable" })
      .getByRole("button", { name: "Disable" })
      .click();
    await delegate.page
      .getByRole("status")
      .filter({ hasText: `Pool ${POOL} is disabled.` })
      .waitFor();
    // The pod refuses what the role does not allow, whatever the page offers.
    expect(await restStatus(delegate.page, "DELETE", `/rest/inventory/v1/desktop-pools/${poolPath}`)).toBe(
      403,
    );
    expect(await restStatus(delegate.page, "GET", "/rest/inventory/v1/physical-machines")).toBe(403);
    expect(await restStatus(delegate.page, "GET", `/rest/inventory/v1/desktop-pools/${poolPath}`)).toBe(200);

    // admin removes the permission...
    const row = permissions.getByRole("row").filter({ hasText: /Delegated Administrators/ });
    await row.getByRole("checkbox", { name: "Select row" }).check();
    await roleActions.getByRole("button", { name: "Remove permission" }).click();
    const confirm = admin.page.getByRole("dialog", { name: "Remove permissions" });
    await confirm.getByRole("button", { name: "Remove permission" }).click();
    await confirm.waitFor({ state: "detached" });
    await permissions.getByText(/Delegated Administrators/).waitFor({ state: "detached" });

    // ...and the delegate's next call no longer has it: the enable is refused, the pool stays disabled.
    await expect.poll(() => poolActions.getByRole("button", { name: "Enable" }).isEnabled()).toBe(true);
    await poolActions.getByRole("button", { name: "Enable" }).click();
    await delegate.page
      .getByRole("dialog", { name: "Enable" })
      .getByRole("button", { name: "Enable" })
      .click();
    await delegate.page.getByRole("alert").first().waitFor();
    expect(await restStatus(delegate.page, "GET", `/rest/inventory/v1/desktop-pools/${poolPath}`)).toBe(403);
    expect(await restStatus(admin.page, "GET", `/rest/inventory/v1/desktop-pools/${poolPath}`)).toBe(200);
    const enabled = await admin.page.evaluate(async (path) => {
      const token = JSON.parse(sessionStorage.getItem("vdc.accessToken") ?? "null") as string | null;
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token ?? ""}` } });
      return ((await response.json()) as { enabled?: boolean }).enabled;
    }, `/rest/inventory/v1/desktop-pools/${poolPath}`);
    expect(enabled).toBe(false);
    expect(admin.problems).toEqual([]);
  });
});
