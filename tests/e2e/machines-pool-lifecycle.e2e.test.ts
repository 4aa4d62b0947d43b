// A pool's machines from birth to deletion through the standalone console against the pod emulator: an
// instant-clone pool added with the wizard (a name clash caught on the way), its machines provisioned on
// the emulator's clock, 30 of them put into maintenance with 2 refused, a user assigned, the pool deleted.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { PROVISIONING_STEP_MS } from "../../server/emulator/inventory/rest-pool-provisioning-routes";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";
import { nextStep, pickFirst } from "./support/wizard";

const running = useConsoleInChromium();
const POOL = "e2e-lifecycle";
const MACHINE_PREFIX = "e2elc-";
const MACHINES = 30;

afterAll(() => running.server?.emulator.faults.clear());

async function signedIn(): Promise<WatchedPage> {
  const context = await running.browser.newContext();
  const watched = await openWatchedPage(context, `${running.server.origin}/`);
  const { page } = watched;
  await signInStandalone(page);
  return watched;
}

async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

describe("a desktop pool's machines from creation to deletion", () => {
  it("adds a pool, provisions its machines, puts 30 into maintenance, assigns a user and deletes the pool", async () => {
    const { page, problems } = await signedIn();
    const emulator = running.server.emulator;

    // The wizard: a dedicated instant-clone pool of 30 machines; an existing name is refused first.
    await open(page, "#/main/desktops");
    const pools = page.getByRole("grid", { name: "Desktop pools" });
    const taken = "Sales-Win11-01";
    await pools.getByRole("button", { name: taken }).waitFor();
    await page
      .getByRole("group", { name: "Desktop pool actions" })
      .getByRole("button", { name: "Add" })
      .click();
    const wizard = page.getByRole("dialog", { name: "Add desktop pool" });
    await wizard.getByRole("heading", { name: "Type" }).waitFor();
    await nextStep(wizard, "User assignment");
    await wizard.getByRole("radio", { name: "Dedicated" }).check();
    await nextStep(wizard, "Provisioning source");
    expect(await wizard.getByRole("radio", { name: "Instant clone" }).isChecked()).toBe(true);
    await nextStep(wizard, "vCenter Server");
    await wizard.getByRole("radio", { name: /vc1\./ }).check();
    await nextStep(wizard, "Identification and naming");
    await wizard.getByRole("textbox", { name: "Pool ID" }).fill(taken);
    await wizard.getByRole("textbox", { name: "Naming pattern" }).fill(`${MACHINE_PREFIX}{n}`);
    await wizard
      .getByRole("alert")
      .filter({ hasText: "A desktop pool with this name already exists." })
      .waitFor();
    // Next is never grey: pressed, it stays on the step and says why.
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("alert").filter({ hasText: "This step is not complete yet" }).waitFor();
    expect(await wizard.getByRole("heading", { name: "Identification and naming" }).isVisible()).toBe(true);
    await wizard.getByRole("textbox", { name: "Pool ID" }).fill(POOL);
    await wizard.getByText("The name is available.").waitFor();
    await wizard.getByRole("spinbutton", { name: "Maximum number of machines" }).fill(String(MACHINES));
    await nextStep(wizard, "Golden image and snapshot");
    await pickFirst(wizard, "Golden image (parent VM)");
    await pickFirst(wizard, /^Snapshot of /);
    await nextStep(wizard, "VM folder");
    await pickFirst(wizard, "VM folder");
    await nextStep(wizard, "Host or cluster");
    await pickFirst(wizard, "Host or cluster");
    await nextStep(wizard, "Resource pool");
    await pickFirst(wizard, "Resource pool");
    await nextStep(wizard, "Datastores");
    await pickFirst(wizard, "Datastores", "checkbox");
    // View Storage Accelerator stays off (the default).
    await nextStep(wizard, "Advanced storage options");
    // Every network card keeps the golden image's network (the default).
    await nextStep(wizard, "Network");
    await nextStep(wizard, "Guest customization");
    await pickFirst(wizard, "Instant clone domain account");
    await wizard.getByRole("textbox", { name: "AD container" }).fill("CN=Computers");
    await nextStep(wizard, "Desktop pool settings");
    await nextStep(wizard, "Access group");
    await nextStep(wizard, "Ready to complete");
    await wizard.getByText(`${MACHINE_PREFIX}{n}, up to ${MACHINES} machines`).waitFor();
    await wizard.getByRole("button", { name: "Finish" }).click();

    // The new pool's page: its machines move through provisioning as the emulator's clock goes on.
    await page.getByRole("heading", { name: POOL }).waitFor();
    const poolHash = new URL(page.url()).hash;
    await page.getByRole("tab", { name: "Machines" }).click();
    const poolMachines = page.getByRole("grid", { name: `Machines of ${POOL}` });
    await poolMachines.getByText("Provisioning", { exact: true }).first().waitFor();
    const refresh = page.getByRole("button", { name: "Refresh" });
    emulator.clock.advance(PROVISIONING_STEP_MS + 1_000);
    await refresh.click();
    await poolMachines.getByText("Customizing", { exact: true }).first().waitFor();
    emulator.clock.advance(2 * PROVISIONING_STEP_MS);
    await refresh.click();
    await poolMachines.getByText("Available", { exact: true }).first().waitFor();
    expect(await poolMachines.getByText(/^(Provisioning|Customizing)$/).count()).toBe(0);

    // All 30 machines into maintenance in one action; the emulator refuses 2 of them.
    await open(page, "#/main/machines/vcenter");
    const machines = page.getByRole("grid", { name: "vCenter machines" });
    await machines.getByRole("checkbox", { name: "Select row" }).first().waitFor();
    await machines.getByRole("button", { name: "Filter Machine" }).click();
    await page.getByRole("searchbox", { name: "Filter Machine" }).fill(MACHINE_PREFIX);
    await expect
      .poll(async () => {
        const names = await machines.getByRole("button", { name: /^[\w-]+-\d+$/ }).allTextContents();
        return names.length > 0 && names.every((name) => name.startsWith(MACHINE_PREFIX));
      })
      .toBe(true);
    await page.keyboard.press("Escape");
    await page.getByRole("switch", { name: "Select all pages" }).click();
    const machineActions = page.getByRole("group", { name: "Machine actions" });
    await machineActions.getByRole("button", { name: "Maintenance" }).click();
    await page.getByRole("menuitem", { name: "Enter maintenance mode" }).click();
    const confirm = page.getByRole("dialog", { name: "Enter maintenance mode" });
    await confirm
      .getByText(`Put these machines (${MACHINES}) into maintenance mode?`, { exact: false })
      .waitFor();
    await confirm.getByText("Show API call").click();
    const firstBatch = JSON.parse(
      (await confirm.getByLabel("Request body").textContent()) ?? "[]",
    ) as string[];
    emulator.faults.failItems(firstBatch.slice(0, 2), { message: "Machine is busy: try again", times: 1 });
    await confirm.getByRole("button", { name: "Enter maintenance mode" }).click();
    const results = page.getByRole("dialog", { name: "Enter maintenance mode: results" });
    await results.getByText("Succeeded: 28. Failed: 2.").waitFor();
    expect(await results.getByText("Failed: Machine is busy: try again").count()).toBe(2);
    await page.keyboard.press("Escape");

    // A user assigned on one machine's page, found in the directory.
    await machines.getByRole("button", { name: `${MACHINE_PREFIX}1`, exact: true }).click();
    await page.getByRole("heading", { name: `${MACHINE_PREFIX}1` }).waitFor();
    await machineActions.getByRole("button", { name: "Users" }).click();
    await page.getByRole("menuitem", { name: "Assign user", exact: true }).click();
    const assign = page.getByRole("dialog", { name: "Assign user" });
    await assign.getByRole("textbox", { name: "User name" }).fill("delegate");
    await assign.getByRole("button", { name: "Find" }).click();
    await assign.getByRole("radio", { name: /\\delegate$/ }).check();
    await assign.getByRole("button", { name: "Assign user", exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `A user was assigned to ${MACHINE_PREFIX}1.` })
      .waitFor();

    // The pool deleted from its page.
    await open(page, poolHash);
    await page.getByRole("heading", { name: POOL }).waitFor();
    await page
      .getByRole("group", { name: "Desktop pool actions" })
      .getByRole("button", { name: "Delete" })
      .click();
    const remove = page.getByRole("dialog", { name: "Delete desktop pool" });
    const deleted = page.waitForResponse(
      (response) => response.request().method() === "DELETE" && response.url().includes("/desktop-pools/"),
    );
    await remove.getByRole("button", { name: "Delete" }).click();
    expect((await deleted).ok()).toBe(true);
    // Back on the list once the pool is gone.
    await page.waitForFunction(() => window.location.hash === "#/main/desktops");
    await pools.waitFor();
    expect(problems).toEqual([]);
  });
});
