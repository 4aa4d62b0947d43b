// An administrator's day through the standalone console against one federated pod emulator, one flow per
// task of issue 22: a push image scheduled on an instant-clone pool and watched through its states, a pool
// created with a numbered naming pattern and its domain settings, pdubois found as each form an administrator
// types and their sessions logged off, two RDS hosts disabled (2212 has no drain mode to set: decision 0029),
// two pools moved to another access group, a global entitlement edited, and every one of those changes found
// in Events. The flows share the emulator, so the Events flow finds what the flows before it changed. Each
// dashboard count against the list its link opens is src/shell/main/dashboard-links.test.tsx.
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_PUBLISH_STEP_MS } from "../../server/emulator/inventory/image-push";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { bodyRows, openRoute, signInStandalone } from "./support/standalone";
import { nextStep, pickFirst, pressNext } from "./support/wizard";

// Federation scale for the global entitlements; 5,000 global sessions give pdubois two (50,000 is for scale).
const running = useConsoleInChromium({ emulator: { scale: "federation", globalSessions: 5_000 } });

/** What each flow changed, as the message of its audit event, and how many such events it wrote. */
const recorded = new Map<string, { flow: string; count: number }>();
const record = (flow: string, message: string, count = 1) => recorded.set(message, { flow, count });

let open: WatchedPage | undefined;

afterEach(async () => {
  // The push image flow moves the emulator's clock on; the flows after it run on real time again.
  running.server.emulator.clock.useRealTime();
  await open?.page.context().close();
  open = undefined;
});

async function signedIn(): Promise<WatchedPage> {
  const context = await running.browser.newContext();
  open = await openWatchedPage(context, `${running.server.origin}/`);
  await signInStandalone(open.page);
  return open;
}

/** Goes through the wizard's steps to its last, each once its data lets it go on, then Finish. */
async function nextUntilFinished(wizard: Locator): Promise<void> {
  const finish = wizard.getByRole("button", { name: "Finish" });
  while (!(await finish.isVisible())) await pressNext(wizard);
  await finish.click();
}

/** A bulk action on two items ends on its results dialog: both done, then closed. */
async function bothSucceeded(page: Page, action: string): Promise<void> {
  const results = page.getByRole("dialog", { name: `${action}: results` });
  await results.getByText("Succeeded: 2. Failed: 0.").waitFor();
  await page.keyboard.press("Escape");
  await results.waitFor({ state: "hidden" });
}

describe("an administrator's day", () => {
  it("schedules a push image on an instant-clone pool and watches its states until the new image is current", async () => {
    const { page, problems } = await signedIn();
    const emulator = running.server.emulator;
    const pool = "Sales-Win11-01";
    await openRoute(page, "#/main/desktops");
    await page.getByRole("grid", { name: "Desktop pools" }).getByRole("button", { name: pool }).click();
    await page.getByRole("heading", { name: pool }).waitFor();
    const summary = page.getByRole("tabpanel");
    await summary.getByText("Ready", { exact: true }).first().waitFor();

    const actions = page.getByRole("group", { name: "Desktop pool actions" });
    await actions.getByRole("button", { name: "Image" }).click();
    await page.getByRole("menuitem", { name: "Schedule push image" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule push image" });
    // A Windows image like the pool's own (another family would fail while publishing).
    await dialog
      .getByRole("group", { name: "Golden image (parent VM)" })
      .getByRole("radio", { name: /^win/i, disabled: false })
      .first()
      .check();
    await pickFirst(dialog, /^Snapshot of /);
    await dialog.getByRole("radio", { name: "At a date and time" }).check();
    // The spec's defaults: wait for users to log off, stop at the first error.
    expect(await dialog.getByLabel("Signed-in users").inputValue()).toBe("WAIT_FOR_LOGOFF");
    expect(await dialog.getByRole("checkbox", { name: "Stop at the first error" }).isChecked()).toBe(true);
    // Ten minutes from now on the browser's clock, to the minute (the field's precision).
    const startAt = await page.evaluate(() => {
      const start = new Date(Date.now() + 10 * 60_000);
      const pad = (value: number) => String(value).padStart(2, "0");
      return `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T${pad(start.getHours())}:${pad(start.getMinutes())}`;
    });
    await dialog.getByLabel("Start at").fill(startAt);
    await dialog.getByRole("button", { name: "Schedule push image" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Push image scheduled for ${pool}.` })
      .waitFor();
    record("push image", `EXAMPLE\\admin scheduled a push image operation in desktop ${pool}`);

    await summary.getByText("New image waiting to publish", { exact: true }).waitFor();
    await summary.getByText("Push image starts").waitFor();

    // The image's states in the pool list as the emulator's clock goes on (spec 001 §5).
    await openRoute(page, "#/main/desktops");
    const row = page
      .getByRole("grid", { name: "Desktop pools" })
      .getByRole("row", { name: new RegExp(`^Select row ${pool} `) });
    const state = async (text: string) => {
      await page.getByRole("button", { name: "Refresh" }).first().click();
      await row.getByText(text, { exact: true }).waitFor();
    };
    await state("New image waiting to publish");
    emulator.clock.advance(IMAGE_PUBLISH_STEP_MS + 1_000);
    await state("Publishing new image");
    emulator.clock.advance(3 * IMAGE_PUBLISH_STEP_MS);
    await state("New image published, waiting for its start time");
    // Past the start time the new image is the pool's current one.
    emulator.clock.advance(10 * 60_000);
    await state("Ready");
    expect(problems).toEqual([]);
  });

  it("creates an instant-clone pool named by a numbered pattern with its domain settings", async () => {
    const { page, problems } = await signedIn();
    const name = "day-ic";
    const pattern = "dic-{n:fixed=3}";
    await openRoute(page, "#/main/desktops");
    await page
      .getByRole("grid", { name: "Desktop pools" })
      .getByRole("button", { name: "Sales-Win11-01" })
      .waitFor();
    await page
      .getByRole("group", { name: "Desktop pool actions" })
      .getByRole("button", { name: "Add" })
      .click();
    const wizard = page.getByRole("dialog", { name: "Add desktop pool" });
    await wizard.getByRole("heading", { name: "Type" }).waitFor();
    await nextStep(wizard, "User assignment");
    await nextStep(wizard, "Provisioning source");
    expect(await wizard.getByRole("radio", { name: "Instant clone" }).isChecked()).toBe(true);
    await nextStep(wizard, "vCenter Server");
    await wizard.getByRole("radio", { name: /vc1\./ }).check();
    await nextStep(wizard, "Identification and naming");
    await wizard.getByRole("textbox", { name: "Pool ID" }).fill(name);
    await wizard.getByText("The name is available.").waitFor();
    // The number token counts as its width (3), not as its text: the pattern is well within 15 characters.
    await wizard.getByRole("textbox", { name: "Naming pattern" }).fill(pattern);
    await wizard.getByRole("spinbutton", { name: "Maximum number of machines" }).fill("5");
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
    await nextStep(wizard, "Network");
    // The domain settings of the clones: the domain account, the OU, a ClonePrep script.
    await nextStep(wizard, "Guest customization");
    await pickFirst(wizard, "Instant clone domain account");
    await wizard.getByRole("textbox", { name: "AD container" }).fill("OU=Desktops,OU=Sales");
    await wizard
      .getByRole("textbox", { name: "Post-synchronization script", exact: true })
      .fill("C:\\ClonePrep\\sync.cmd");
    await nextStep(wizard, "Desktop pool settings");
    await nextStep(wizard, "Access group");
    await nextStep(wizard, "Ready to complete");
    await wizard.getByText(`${pattern}, up to 5 machines`).waitFor();
    await wizard.getByRole("button", { name: "Finish" }).click();
    await page.getByRole("heading", { name: name }).waitFor();
    record("pool creation", `EXAMPLE\\admin added Pool ${name}`);

    // What the pod keeps: the pattern as typed and the customisation as chosen.
    const client = new EmulatorClient(running.server.emulator);
    const { access_token: token } = await client.restLogin("admin");
    const filter = encodeURIComponent(JSON.stringify({ type: "Equals", name: "name", value: name }));
    const response = await client.rest("GET", `/rest/inventory/v6/desktop-pools?filter=${filter}`, token);
    const [created] = (await response.json()) as {
      pattern_naming_settings?: { naming_pattern?: string };
      customization_settings?: {
        ad_container_rdn?: string;
        cloneprep_customization_settings?: { post_synchronization_script_name?: string };
      };
    }[];
    expect(created?.pattern_naming_settings?.naming_pattern).toBe(pattern);
    expect(created?.customization_settings).toMatchObject({
      ad_container_rdn: "OU=Desktops,OU=Sales",
      cloneprep_customization_settings: { post_synchronization_script_name: "C:\\ClonePrep\\sync.cmd" },
    });
    expect(problems).toEqual([]);
  });

  it("finds pdubois as pdubois, EXAMPLE\\pdubois and pdubois@example.com and logs off their sessions", async () => {
    const { page, problems } = await signedIn();
    await openRoute(page, "#/main/helpdesk_home");
    await page.getByRole("button", { name: "Find a user" }).click();
    const find = page.getByRole("dialog", { name: "Find a user" });
    // Not pdubois2 or pdubois3: the row named by the login itself.
    const pdubois = find.getByRole("row", { name: /\\pdubois\b/ });
    for (const typed of ["pdubois", "EXAMPLE\\pdubois", "pdubois@example.com"]) {
      await find.getByLabel("Name contains").fill(typed);
      await find.getByRole("button", { name: "Find", exact: true }).click();
      await expect.poll(() => pdubois.count(), { message: typed }).toBe(1);
    }
    await pdubois.getByRole("radio", { name: "Select row" }).check();
    await find.getByRole("button", { name: "Show user" }).click();
    await page.getByRole("heading", { name: "example.com\\pdubois" }).waitFor();

    // Both of their sessions in the federation logged off in one action.
    const sessions = page.getByRole("grid", { name: "Sessions of the user", exact: true });
    const rows = sessions.getByRole("row").filter({ has: page.getByRole("gridcell") });
    await expect.poll(() => rows.count()).toBe(2);
    await sessions.getByRole("checkbox", { name: "Select all rows on this page" }).check();
    await page
      .getByRole("group", { name: "Session actions" })
      .getByRole("button", { name: "Log off" })
      .click();
    await page
      .getByRole("dialog", { name: "Log off sessions" })
      .getByRole("button", { name: "Log off" })
      .click();
    await bothSucceeded(page, "Log off");
    await expect.poll(() => rows.count()).toBe(0);
    await page.getByText("The user has no sessions.", { exact: true }).waitFor();
    record("log off", "logged off the session of example.com\\pdubois", 2);

    // Ctrl+K finds the same user as the administrator types it.
    await page.keyboard.press("Control+k");
    const search = page.getByRole("combobox", { name: "Search the console" });
    await expect.poll(() => search.evaluate((element) => element.matches(":focus"))).toBe(true);
    await page.keyboard.type("EXAMPLE\\pdubois");
    // Named by the login, not only by "Pedro Dubois", which pdubois2 to pdubois4 are too.
    const found = page
      .getByRole("group", { name: "Users and groups" })
      .getByRole("option", { name: /^example\.com\\pdubois\b/ });
    await expect.poll(() => found.count()).toBe(1);
    expect(await found.textContent()).toContain("Pedro Dubois");
    await page.keyboard.press("Escape");
    expect(problems).toEqual([]);
  });

  it("disables two RDS hosts of a farm, the 2212 way to stop their new sessions (no drain mode: decision 0029)", async () => {
    const { page, problems } = await signedIn();
    const farm = "Marketing-RDS-01";
    await openRoute(page, "#/main/farms");
    await page.getByRole("grid", { name: "RDS farms" }).getByRole("button", { name: farm }).click();
    await page.getByRole("heading", { name: farm }).waitFor();
    await page.getByRole("tab", { name: "RDS hosts" }).click();
    const hosts = bodyRows(page, `RDS hosts of ${farm}`);
    await hosts.first().waitFor();
    const chosen: string[] = [];
    for (const index of [0, 1]) {
      const row = hosts.nth(index);
      chosen.push((await row.getByRole("gridcell").nth(1).textContent()) ?? "");
      await row.getByRole("checkbox", { name: "Select row" }).check();
    }
    expect(new Set(chosen).size).toBe(2);
    const disable = page
      .getByRole("group", { name: "RDS host actions" })
      .getByRole("button", { name: "Disable" });
    await expect.poll(() => disable.isEnabled()).toBe(true);
    await disable.click();
    await page
      .getByRole("dialog", { name: "Disable RDS hosts" })
      .getByRole("button", { name: "Disable" })
      .click();
    await bothSucceeded(page, "Disable");

    // The pod has both disabled.
    const client = new EmulatorClient(running.server.emulator);
    const { access_token: token } = await client.restLogin("admin");
    for (const name of chosen) {
      const filter = encodeURIComponent(JSON.stringify({ type: "Equals", name: "name", value: name }));
      const listed = await client.rest("GET", `/rest/inventory/v1/rds-servers?filter=${filter}`, token);
      expect(((await listed.json()) as { enabled: boolean }[]).map((host) => host.enabled)).toEqual([false]);
      record("RDS hosts", `EXAMPLE\\admin updated RDSServer ${name}: (enabled: false)`);
    }
    expect(problems).toEqual([]);
  });

  it("moves two pools to another access group from the pool list in one go", async () => {
    const { page, problems } = await signedIn();
    await openRoute(page, "#/main/desktops");
    const grid = page.getByRole("grid", { name: "Desktop pools" });
    await grid.getByRole("button", { name: "Sales-Win11-01" }).waitFor();
    // Two pools that are not RDS pools (those follow their farm's access group).
    const movable = bodyRows(page, "Desktop pools").filter({ hasNotText: "RDS" });
    const chosen: string[] = [];
    for (const index of [0, 1]) {
      const row = movable.nth(index);
      chosen.push((await row.getByRole("gridcell").nth(1).textContent()) ?? "");
      await row.getByRole("checkbox", { name: "Select row" }).check();
    }
    expect(new Set(chosen).size).toBe(2);
    expect(chosen.every((name) => /\w/.test(name))).toBe(true);
    const change = page
      .getByRole("group", { name: "Desktop pool actions" })
      .getByRole("button", { name: "Change access group" });
    await expect.poll(() => change.isEnabled()).toBe(true);
    await change.click();
    const dialog = page.getByRole("dialog", { name: "Change access group" });
    await dialog.getByRole("combobox", { name: "New access group" }).selectOption({ label: "Root" });
    await dialog.getByRole("button", { name: "Change access group" }).click();
    await bothSucceeded(page, "Change access group");
    for (const name of chosen) record("access group", `EXAMPLE\\admin updated Pool ${name}`);
    expect(problems).toEqual([]);
  });

  it("edits a global entitlement's description", async () => {
    const { page, problems } = await signedIn();
    const name = "GE-Sales-Desktop-1";
    await openRoute(page, "#/main/global_entitlements");
    // Not GE-Sales-Desktop-13: the row named by this name.
    await page
      .getByRole("grid", { name: "Global entitlements" })
      .getByRole("row", { name: new RegExp(`^Select row ${name} `) })
      .getByRole("checkbox", { name: "Select row" })
      .check();
    const edit = page
      .getByRole("group", { name: "Global entitlement actions" })
      .getByRole("button", { name: "Edit" });
    await expect.poll(() => edit.isEnabled()).toBe(true);
    await edit.click();
    const wizard = page.getByRole("dialog", { name: `Edit ${name}` });
    expect(await wizard.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe(name);
    await wizard.getByRole("textbox", { name: "Description" }).fill("Edited on the administrator's day");
    await nextUntilFinished(wizard);
    await page
      .getByRole("status")
      .filter({ hasText: `${name} is saved.` })
      .waitFor();
    record("global entitlement", `EXAMPLE\\admin updated global entitlement: ${name}.`);
    expect(problems).toEqual([]);
  });

  it("finds each change of the day in Events, naming the administrator and the object", async () => {
    // Every flow above recorded what it changed (a flow that failed recorded nothing, and this fails too).
    expect(new Set([...recorded.values()].map(({ flow }) => flow))).toEqual(
      new Set(["push image", "pool creation", "log off", "RDS hosts", "access group", "global entitlement"]),
    );
    const { page, problems } = await signedIn();
    await openRoute(page, "#/main/events");
    const events = page.getByRole("grid", { name: "Events" });
    await events.getByRole("gridcell").first().waitFor();
    // Newest first: the day's changes are on the first page of 100.
    await page.getByLabel("Rows per page").selectOption("100");
    for (const [message, { count }] of recorded) {
      const rows = events.getByRole("row").filter({ hasText: message });
      await expect.poll(() => rows.count(), { message }).toBe(count);
    }
    expect(problems).toEqual([]);
  });
});
