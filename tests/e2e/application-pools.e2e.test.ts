// Application pools through the standalone console against the pod emulator: applications published
// from a farm's installed applications, a group entitled, one application flagged missing on a named
// host, the farm disabled in the farms section and its applications following; the same list in the
// portal demo; and the farms the applications come from, an automated one created through the wizard.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInToPortal } from "./support/portal";
import { signInStandalone } from "./support/standalone";
import { pressNext } from "./support/wizard";

const running = useConsoleInChromium();

async function signedIn(): Promise<WatchedPage> {
  const watched = await openWatchedPage(running.browser, `${running.server.origin}/`);
  const { page } = watched;
  await signInStandalone(page);
  return watched;
}

/** The first choice of a vCenter picker's list that vSphere does not refuse. */
function firstAllowed(list: Locator, role: "radio" | "checkbox"): Locator {
  return list.getByRole(role, { disabled: false }).first();
}

/** Disables a farm through the farms section, as an administrator does, and waits for its status. */
async function disableFarm(page: Page, farmName: string): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = "#/main/farms";
  });
  const farms = page.getByRole("grid", { name: "RDS farms" });
  const row = farms
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: farmName, exact: true }) });
  await row.getByRole("checkbox", { name: "Select row" }).check();
  await page.getByRole("group", { name: "Farm actions" }).getByRole("button", { name: "Disable" }).click();
  await page.getByRole("dialog", { name: "Disable" }).getByRole("button", { name: "Disable" }).click();
  await page.getByText(`${farmName} is disabled.`).waitFor();
  await row.getByRole("gridcell", { name: "Disabled", exact: true }).first().waitFor();
}

describe("application pools", () => {
  // First: the portal sees the seed as it is, before the console's flow disables the farm.
  it("shows the same list through <vdc-application-pools> in the portal demo", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/applications`);
    await signInToPortal(watched);
    const element = watched.page.locator("vdc-application-pools");
    const word = element
      .getByRole("grid", { name: "Application pools" })
      .getByRole("row")
      .filter({
        has: watched.page.getByRole("button", { name: "Microsoft-Word-Marketing-RDS-01", exact: true }),
      });
    await word
      .getByText("The application is not installed on the following RDS hosts: marketing-rds-01-02")
      .waitFor();
    expect(watched.problems).toEqual([]);
    await watched.page.close();
  });

  it("publishes two installed applications, entitles a group, flags one missing on a host, and follows the farm", async () => {
    const { page, problems } = await signedIn();
    await page.evaluate(() => {
      window.location.hash = "#/main/apppools";
    });
    const grid = page.getByRole("grid", { name: "Application pools" });
    await grid.getByRole("button", { name: "Microsoft-Word-Marketing-RDS-01" }).waitFor();
    const actions = page.getByRole("group", { name: "Application pool actions" });

    await actions.getByRole("button", { name: "Add…" }).click();
    const add = page.getByRole("dialog", { name: "Add applications" });
    await add.getByLabel("Farm or desktop pool").selectOption({ label: "Farm Marketing-RDS-01" });
    const installed = add.getByRole("grid", { name: "Applications installed on Marketing-RDS-01" });
    for (const name of ["PuTTY", "Firefox"]) {
      await installed.getByRole("row").filter({ hasText: name }).getByRole("checkbox").click();
    }
    await add.getByRole("button", { name: "Add (2)" }).click();
    await add.getByText("PuTTY: added").waitFor();
    await add.getByText("Firefox: added").waitFor();
    await add.getByRole("button", { name: "Close" }).last().click();

    // The new applications come last: the name filter brings PuTTY to the first page.
    await page.getByRole("button", { name: "Filter Name" }).click();
    await page.getByRole("searchbox", { name: "Filter Name" }).fill("PuTTY");
    const putty = grid
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: "PuTTY", exact: true }) });
    await putty.getByText("not installed on the following RDS hosts: marketing-rds-01-02").waitFor();

    await putty.getByRole("checkbox").click();
    await actions.getByRole("button", { name: "Entitlements…" }).click();
    const entitlements = page.getByRole("dialog", { name: "Entitlements of PuTTY" });
    await entitlements.getByRole("button", { name: "Add…" }).click();
    const search = page.getByRole("dialog", { name: "Find users or groups" });
    await search.getByLabel("Name contains").fill("Marketing");
    await search.getByRole("button", { name: "Find" }).click();
    await search.getByRole("row").filter({ hasText: "Group" }).first().getByRole("checkbox").click();
    await search.getByRole("button", { name: "Add (1)" }).click();
    await entitlements.getByText("Entitlements added: 1.").waitFor();
    await entitlements.getByRole("button", { name: "Close" }).last().click();
    await putty.getByRole("gridcell", { name: "1", exact: true }).waitFor();

    await disableFarm(page, "Marketing-RDS-01");
    await page.evaluate(() => {
      window.location.hash = "#/main/apppools";
    });
    await page.getByRole("button", { name: "Filter Name" }).click();
    await page.getByRole("searchbox", { name: "Filter Name" }).fill("PuTTY");
    await putty.getByText("Farm disabled").waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("creates an automated farm through the wizard, catching a taken name, and disables it", async () => {
    const { page, problems } = await signedIn();
    await page.evaluate(() => {
      window.location.hash = "#/main/farms";
    });
    const farms = page.getByRole("grid", { name: "RDS farms" });
    await farms.getByRole("button", { name: "Marketing-RDS-01", exact: true }).waitFor();
    await page.getByRole("group", { name: "Farm actions" }).getByRole("button", { name: "Add" }).click();
    const wizard = page.getByRole("dialog", { name: "Add farm" });
    // Each step goes on once its data is read (Next is never grey: an early press is refused and repeated).
    const next = () => pressNext(wizard);
    await wizard.getByRole("radio", { name: /Automated farm/ }).check();
    await next();

    await wizard.getByLabel("Name", { exact: true }).fill("Marketing-RDS-01");
    await expect.poll(() => wizard.getByLabel("Access group").inputValue()).not.toBe("");
    // A name the server refuses keeps the wizard on the step: one press, and the server's answer.
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("alert").getByText("A farm named Marketing-RDS-01 already exists.").waitFor();
    await wizard.getByLabel("Name", { exact: true }).fill("Auto-Farm-E2E");
    await next();
    await wizard.getByLabel("CPU threshold (%)").waitFor();
    await next();

    // The vCenter steps: the first choice vSphere allows in each list.
    await firstAllowed(wizard.getByRole("group", { name: "vCenter Server" }), "radio").check();
    await next();
    await firstAllowed(wizard.getByRole("group", { name: "Golden image (parent VM)" }), "radio").check();
    await firstAllowed(wizard.getByRole("group", { name: /^Snapshot of/ }), "radio").check();
    await next();
    await firstAllowed(wizard.getByRole("group", { name: "VM folder" }), "radio").check();
    await firstAllowed(wizard.getByRole("group", { name: "Host or cluster" }), "radio").check();
    await firstAllowed(wizard.getByRole("group", { name: "Resource pool" }), "radio").check();
    await next();
    await firstAllowed(wizard.getByRole("group", { name: "Datastores" }), "checkbox").check();
    await next();
    // The network step: every card keeps the golden image's network (the default).
    await wizard.getByRole("heading", { name: "Network", exact: true }).waitFor();
    await next();
    await wizard.getByLabel("Naming pattern").fill("auto-e2e-{n:fixed=2}");
    await next();
    await firstAllowed(wizard.getByRole("group", { name: "Instant clone domain account" }), "radio").check();
    await wizard.getByRole("textbox", { name: "AD container" }).fill("CN=Computers");
    await firstAllowed(
      wizard.getByRole("group", { name: "Guest customization specification" }),
      "radio",
    ).check();
    await next();
    await wizard.getByText("Auto-Farm-E2E").waitFor();
    await wizard.getByRole("button", { name: "Finish" }).click();

    await page.getByText("Farm Auto-Farm-E2E is created.").waitFor();
    await farms.getByRole("button", { name: "Auto-Farm-E2E", exact: true }).waitFor();
    await disableFarm(page, "Auto-Farm-E2E");
    expect(problems).toEqual([]);
    await page.close();
  });
});
