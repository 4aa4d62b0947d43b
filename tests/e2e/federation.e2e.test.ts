// The pod federation as admin at federation scale: a global entitlement created through the wizard with a
// group entitled, local pools of two pods added on its page; then the pod unjoins and joins again while
// the progress page reports each step of the running task.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CPA_STEP_MS } from "../../server/emulator/inventory/federation-state";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";
import { pressNext } from "./support/wizard";

const running = useConsoleInChromium({ emulator: { scale: "federation" } });

async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

/**
 * Moves the emulator's clock on one step at a time (each takes CPA_STEP_MS of it) and waits until the
 * progress page shows that step done, then the task completed: on real time the flow waited 2 s a step.
 */
async function watchTaskSteps(page: Page, steps: number): Promise<void> {
  const list = page.getByRole("list", { name: "Steps" });
  for (let step = 0; step < steps; step += 1) {
    running.server.emulator.clock.advance(CPA_STEP_MS);
    await list.getByRole("listitem").nth(step).filter({ hasText: ": done" }).waitFor();
  }
  await page.getByText("The task is completed.").waitFor();
}

const OTHER_POD = "Another pod (known by id only)";

/**
 * Adds the first free pool of this pod, or of another pod of the federation, to the open entitlement: the
 * dialog lists the entitlement's compatible pools of every pod, those of other pods by id (2212 lets a pod
 * name only its own pools).
 */
async function addPool(page: Page, of: "this pod" | "another pod"): Promise<void> {
  await page.getByRole("button", { name: "Add local pools" }).click();
  const dialog = page.getByRole("dialog", { name: /^Add local pools to / });
  const rows = dialog
    .getByRole("grid")
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
  await rows.first().waitFor();
  const candidates =
    of === "another pod" ? rows.filter({ hasText: OTHER_POD }) : rows.filter({ hasNotText: OTHER_POD });
  await candidates.first().getByRole("checkbox", { name: "Select row" }).check();
  await dialog.getByRole("button", { name: "Add (1)" }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe("pod federation", () => {
  it("creates a global entitlement with pools of two pods and a group, then unjoins and joins the pod", async () => {
    const { page, problems } = await openWatchedPage(running.browser, `${running.server.origin}/`);
    await signInStandalone(page);

    await go(page, "#/main/global_entitlements");
    await page.getByRole("grid", { name: "Global entitlements" }).getByRole("row").nth(1).waitFor();
    await page
      .getByRole("group", { name: "Global entitlement actions" })
      .getByRole("button", { name: "Add" })
      .click();
    const wizard = page.getByRole("dialog", { name: "Add global entitlement" });
    await wizard.getByRole("radio", { name: "Desktop" }).check();
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("textbox", { name: "Name", exact: true }).fill("GE-E2E-Desktops");
    // The name step goes on once the federation's access groups are read.
    for (let step = 0; step < 3; step += 1) await pressNext(wizard);
    await wizard.getByRole("button", { name: "Choose users and groups" }).click();
    const search = page.getByRole("dialog", { name: "Find users or groups" });
    await search.getByLabel("Name contains").fill("Marketing");
    await search.getByRole("button", { name: "Find" }).click();
    await search.getByRole("row").filter({ hasText: "Group" }).first().getByRole("checkbox").click();
    await search.getByRole("button", { name: "Add (1)" }).click();
    await wizard.getByRole("list", { name: "Chosen users and groups" }).getByRole("listitem").waitFor();
    await wizard.getByRole("button", { name: "Finish" }).click();
    await page.getByText("GE-E2E-Desktops is created.").waitFor();

    await page.getByRole("button", { name: "Filter Name" }).click();
    await page.getByRole("searchbox", { name: "Filter Name" }).fill("GE-E2E");
    // Enter applies the filter at once; Escape closes the panel and keeps it.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    const list = page.getByRole("grid", { name: "Global entitlements" });
    await expect.poll(() => list.getByRole("row").count()).toBe(2);
    await page.getByRole("button", { name: "GE-E2E-Desktops", exact: true }).click();
    await page.getByRole("tab", { name: "Local desktop pools" }).click();
    await page.getByText("No local pools: add pools from any pod of the federation.").waitFor();
    await addPool(page, "this pod");
    await addPool(page, "another pod");
    const pools = page.getByRole("grid", { name: "Local pools of GE-E2E-Desktops" });
    await pools.getByRole("row").nth(2).waitFor();
    // One pool of each of two pods (the third column names the pod).
    const podsOfPools = await pools
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell") })
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll("[role=gridcell]")[3]?.textContent));
    expect(new Set(podsOfPools).size).toBe(2);
    await page.getByRole("tab", { name: "Users and groups" }).click();
    await page
      .getByRole("grid", { name: /GE-E2E-Desktops/ })
      .getByRole("row")
      .filter({ hasText: "Marketing" })
      .waitFor();

    await go(page, "#/main/cpa");
    await page.getByText("Federated", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Unjoin" }).click();
    await page
      .getByRole("dialog", { name: "Unjoin the federation" })
      .getByRole("button", { name: "Unjoin" })
      .click();
    await page.waitForURL(/#\/main\/cpa\/progress$/);
    await page.getByRole("heading", { name: "Unjoining the federation" }).waitFor();
    await watchTaskSteps(page, 4);

    await page.getByRole("button", { name: "Cloud Pod Architecture" }).click();
    await page.getByText("Not federated", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Join" }).click();
    const join = page.getByRole("dialog", { name: "Join a pod federation" });
    await join.getByLabel("Connection server of a member pod").fill("cs1.example.com");
    await join.getByLabel("User name (DOMAIN\\user)").fill("EXAMPLE\\admin");
    await join.getByLabel("Password").fill("secret");
    await join.getByRole("button", { name: "Join" }).click();
    await page.getByRole("heading", { name: "Joining the federation" }).waitFor();
    await watchTaskSteps(page, 4);
    await page.getByRole("button", { name: "Cloud Pod Architecture" }).click();
    await page.getByText("Federated", { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
