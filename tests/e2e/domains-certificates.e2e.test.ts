// Certificate management and directory domains through the standalone console against the pod emulator:
// renewing the certificate that expires first, adding an instant clone domain account and binding a domain
// after the emulator refused a wrong password with the form keeping what was typed.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openWatchedPage } from "./support/browser";
import { startConsole, type ConsoleUnderTest } from "./support/console-under-test";
import { bodyRows, openRoute, signInStandalone } from "./support/standalone";

let browser: Browser;
let server: ConsoleUnderTest;
let context: BrowserContext;
let page: Page;

const SIGNED_PEM =
  "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUXr0d2nQ0c2lnbmVkIGJ5IHRoZSBDQQ==\n-----END CERTIFICATE-----";

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startConsole();
  // One signed-in administrator for both flows.
  context = await browser.newContext();
  ({ page } = await openWatchedPage(context, `${server.origin}/`));
  await signInStandalone(page);
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  await browser?.close();
});

const go = (hash: string) => openRoute(page, hash);
const rows = (grid: string) => bodyRows(page, grid);

describe("domains and certificates", () => {
  it("renews the connection server's certificate through a signing request and an import", async () => {
    await go("#/main/certificate_management");
    const inUse = rows("Certificates").first();
    await inUse.getByText("Valid", { exact: true }).waitFor();
    // The days left are their own cell (a row's text runs its cells together: "Valid729Nov 26…").
    const twoYearsLeft = { name: /^(729|730)$/ };
    expect(await inUse.getByRole("gridcell", twoYearsLeft).count()).toBe(0);
    await inUse.getByRole("radio", { name: "Select row" }).check();
    const renew = page
      .getByRole("group", { name: "Certificate actions" })
      .getByRole("button", { name: "Renew" });
    await expect.poll(() => renew.isEnabled()).toBe(true);
    await renew.click();
    const request = page.getByRole("dialog", { name: /: signing request$/ });
    await request.getByLabel("DNS names (comma-separated)").fill("cs1.example.com, horizon.example.com");
    await request.getByRole("button", { name: "Save" }).click();
    const importing = page.getByRole("dialog", { name: /: import$/ });
    expect(await importing.getByLabel("Certificate signing request").inputValue()).toMatch(
      /^-----BEGIN CERTIFICATE REQUEST-----/,
    );
    await importing.getByLabel("Signed certificate (PEM)").fill(SIGNED_PEM);
    await importing.getByRole("button", { name: "Save" }).click();
    await importing.waitFor({ state: "detached" });
    // The imported certificate is in use for two years; the one it replaced is kept.
    await rows("Certificates").first().getByRole("gridcell", twoYearsLeft).waitFor();
    expect(await rows("Certificates").count()).toBe(2);
  });

  it("adds an instant clone domain account and binds a domain after a refused password", async () => {
    await go("#/main/domains/instant-clone");
    await rows("Instant clone domain accounts").first().waitFor();
    await page.getByRole("group", { name: "Domain actions" }).getByRole("button", { name: "Add" }).click();
    const add = page.getByRole("dialog", { name: "Add instant clone domain account" });
    await add.getByLabel("User name").fill("ic-second");
    await add.getByLabel("Password").fill("vdc-demo");
    await add.getByRole("button", { name: "Save" }).click();
    await add.waitFor({ state: "detached" });
    await rows("Instant clone domain accounts").filter({ hasText: "ic-second" }).waitFor();

    await page.getByRole("tab", { name: "Domain Bind" }).click();
    await rows("Bound domains").filter({ hasText: "LEGACY" }).getByText("Cannot bind").waitFor();
    await page
      .getByRole("group", { name: "Domain actions" })
      .getByRole("button", { name: "Bind domain" })
      .click();
    const bind = page.getByRole("dialog", { name: "Bind domain" });
    await bind.getByLabel("DNS name").fill("partner.example.net");
    await bind.getByLabel("NetBIOS name").fill("PARTNER");
    await bind.getByLabel("User name").fill("svc-bind");
    await bind.getByLabel("Password").fill("not-the-password");
    await bind.getByRole("button", { name: "Save" }).click();
    // The refusal in the console's words, the domain's own sentence behind Details.
    await bind.getByRole("alert").waitFor();
    expect(await bind.getByRole("alert").textContent()).toContain("refused the credentials of svc-bind");
    expect(await bind.getByLabel("DNS name").inputValue()).toBe("partner.example.net");
    expect(await bind.getByLabel("NetBIOS name").inputValue()).toBe("PARTNER");
    expect(await bind.getByLabel("User name").inputValue()).toBe("svc-bind");
    expect(await bind.getByLabel("Password").inputValue()).toBe("not-the-password");
    await bind.getByLabel("Password").fill("vdc-demo");
    await bind.getByRole("button", { name: "Save" }).click();
    await bind.waitFor({ state: "detached" });
    await rows("Bound domains")
      .filter({ hasText: "partner.example.net" })
      .getByText("Fully accessible")
      .waitFor();
  });
});
