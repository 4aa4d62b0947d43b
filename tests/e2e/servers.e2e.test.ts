// Servers through the standalone console against the pod emulator, each change followed to the dashboard:
// a vCenter whose self-signed certificate must be accepted before it is added shows healthy there, and a
// connection server disabled on the servers page shows disabled there.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openWatchedPage } from "./support/browser";
import { startConsole, type ConsoleUnderTest } from "./support/console-under-test";
import { bodyRows, openRoute, signInStandalone } from "./support/standalone";

let browser: Browser;
let server: ConsoleUnderTest;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startConsole();
  context = await browser.newContext();
  ({ page, problems } = await openWatchedPage(context, `${server.origin}/`));
  await signInStandalone(page);
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  await browser?.close();
});

const go = (hash: string) => openRoute(page, hash);
const rows = (grid: string) => bodyRows(page, grid);
const serverActions = () => page.getByRole("group", { name: "Server actions" });
/** One component's item in the dashboard's system health, found by the component and the item's name. */
const healthItem = (component: RegExp, name: string) =>
  page.getByRole("group", { name: component }).getByRole("listitem").filter({ hasText: name });

describe("servers", () => {
  it("adds a vCenter after accepting its self-signed certificate and sees it healthy on the dashboard", async () => {
    const address = "vc-e2e.example.com";
    await go("#/main/servers/vcenter");
    await rows("vCenter servers").first().waitFor();
    await serverActions().getByRole("button", { name: "Add" }).click();
    const wizard = page.getByRole("dialog", { name: "Add vCenter Server" });
    await wizard.getByLabel("Server address").fill(address);
    await wizard.getByLabel("User name").fill("administrator@vsphere.local");
    await wizard.getByLabel("Password").fill("Secret-1");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("self-signed or its issuer is not trusted", { exact: false }).waitFor();
    const next = wizard.getByRole("button", { name: "Next" });
    // Next is never grey (decision 0031): pressed before the certificate is accepted, it says why and stays.
    await next.click();
    await wizard.getByText("Accept the certificate to continue.").waitFor();
    await wizard.getByRole("checkbox", { name: "I accept this certificate for this server" }).check();
    await next.click();
    await wizard.getByRole("button", { name: "Finish" }).click();
    await wizard.waitFor({ state: "detached" });
    await rows("vCenter servers").filter({ hasText: address }).getByText("Healthy").waitFor();
    expect(await page.locator("body").textContent()).not.toContain("Secret-1");

    await go("#/main/dashboard");
    const item = healthItem(/vCenter servers/, address);
    await item.waitFor();
    expect(await item.locator('[data-status="OK"]').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("disables a connection server and sees the dashboard say so", async () => {
    await go("#/main/servers/connection_servers");
    const first = rows("Connection servers").first();
    await first.getByText("Healthy").waitFor();
    const name = (await first.getByRole("gridcell").nth(1).textContent()) ?? "";
    expect(name).not.toBe("");
    await go("#/main/dashboard");
    await healthItem(/Connection servers/, name)
      .locator('[data-status="OK"]')
      .waitFor();

    await go("#/main/servers/connection_servers");
    const row = rows("Connection servers").filter({ hasText: name });
    await row.getByText("Healthy").waitFor();
    await row.getByRole("checkbox", { name: "Select row" }).check();
    await serverActions().getByRole("button", { name: "Disable" }).click();
    const confirm = page.getByRole("dialog", { name: "Disable connection servers" });
    await confirm.getByRole("button", { name: "Disable" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `${name} was disabled.` })
      .waitFor();
    await row.getByText("Disabled").waitFor();

    await go("#/main/dashboard");
    const item = healthItem(/Connection servers/, name);
    await item.getByText("Disabled").waitFor();
    expect(await item.locator('[data-status="OK"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
