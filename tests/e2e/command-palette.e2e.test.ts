// The command palette with the keyboard only: standalone it opens the item's page, embedded in the portal
// demo it fires vdc-navigate with the item's ids; an answer to an earlier text never shows.
import { describe, expect, it } from "vitest";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInToPortal } from "./support/portal";
import { signInStandalone } from "./support/standalone";

const running = useConsoleInChromium();

async function machineNamed(prefix: string): Promise<{ id: string; name: string }> {
  const client = new EmulatorClient(running.server.emulator);
  const { access_token: token } = await client.restLogin("admin");
  const filter = encodeURIComponent(JSON.stringify({ type: "StartsWith", name: "name", value: prefix }));
  const response = await client.rest("GET", `/rest/inventory/v1/machines?filter=${filter}&size=1`, token);
  const [machine] = (await response.json()) as { id: string; name: string }[];
  if (!machine) throw new Error(`no machine named ${prefix}…`);
  return machine;
}

describe("the command palette", () => {
  it("finds a machine by part of its name and opens its page, keyboard only, never showing stale answers", async () => {
    const machine = await machineNamed("sales");
    const { page, problems } = await openWatchedPage(running.browser, `${running.server.origin}/`);
    await signInStandalone(page);

    // Every answer takes longer than a pause in typing: each keystroke's search is still running when the
    // next one starts, and the earlier answers arrive after the later text was typed.
    running.server.emulator.faults.latencyMs = 600;
    await page.keyboard.press("Control+k");
    const box = page.getByRole("combobox", { name: "Search the console" });
    await expect.poll(() => box.evaluate((element) => element.matches(":focus"))).toBe(true);
    const text = machine.name.slice(0, -1);
    await page.keyboard.type(text, { delay: 320 });
    const machines = page.getByRole("group", { name: "Machines" });
    await machines.getByRole("option").first().waitFor();
    const shown = await page.getByRole("option").allTextContents();
    const matchingFinalText = (label: string) => label.toLowerCase().includes(text.toLowerCase());
    expect((await machines.getByRole("option").allTextContents()).every(matchingFinalText)).toBe(true);
    expect(shown.length).toBeGreaterThan(0);
    running.server.emulator.faults.latencyMs = 0;

    const options = await page.getByRole("option").allTextContents();
    const index = options.findIndex((label) => label.startsWith(machine.name));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= index; step += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#/main/machines/${machine.id}`);
    await page.getByRole("heading", { name: machine.name }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("fires vdc-navigate with the chosen item's ids when embedded", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/overview`);
    await signInToPortal(watched);
    const { page } = watched;
    await page.evaluate(() => {
      document.addEventListener("vdc-navigate", (event) => {
        (window as unknown as { lastNavigation: unknown }).lastNavigation = event.detail;
      });
    });
    const palette = page.locator("vdc-command-palette");
    const box = palette.getByRole("combobox", { name: "Search the console" });
    // The element shows its box once its texts have arrived, and answers Ctrl+K from then on: a press made
    // while it was still loading would be lost, so the press is repeated until the box has the focus.
    await box.waitFor();
    const isFocused = () => box.evaluate((element) => element.matches(":focus"));
    await expect
      .poll(async () => {
        if (!(await isFocused())) await page.keyboard.press("Control+k");
        return isFocused();
      })
      .toBe(true);
    await page.keyboard.type("Sales-Win11");
    const pools = palette.getByRole("group", { name: "Desktop pools" });
    const first = pools.getByRole("option").first();
    await first.waitFor();
    const poolName = (await first.textContent()) ?? "";
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { lastNavigation?: unknown }).lastNavigation))
      .toBeTruthy();
    const navigation = (await page.evaluate(
      () => (window as unknown as { lastNavigation: unknown }).lastNavigation,
    )) as { tag: string; ids: Record<string, string>; route: string };
    expect(navigation.tag).toBe("vdc-desktop-pool");
    const poolId = navigation.ids["pool-id"] ?? "";
    expect(poolId).not.toBe("");
    expect(navigation.route).toBe(`/main/desktops/${encodeURIComponent(poolId)}`);
    // The portal routes it to its own page for that pool.
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#/desktops/${poolId}`);
    expect(poolName).toContain("Sales-Win11");
    expect(watched.problems).toEqual([]);
    await page.close();
  });
});
