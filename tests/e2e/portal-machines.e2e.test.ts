// The machines list as <vdc-machines> in the portal demo against the pod emulator: several machines put into
// maintenance in one bulk action with a result per machine when the emulator refuses two of them, and a
// user assigned to a dedicated machine; a machine's link takes the portal to its <vdc-machine> page.
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInToPortal } from "./support/portal";

const running = useConsoleInChromium();

interface PoolRecord {
  id: string;
  user_assignment?: string;
}
interface MachineRecord {
  id: string;
  name: string;
  state: string;
  desktop_pool_id?: string;
  user_ids?: string[];
}
interface DirectoryEntry {
  name?: string;
  login_name?: string;
  group?: boolean;
}

async function restGet<T>(path: string): Promise<T> {
  const client = new EmulatorClient(running.server.emulator);
  const { access_token } = await client.restLogin("admin");
  return (await (await client.rest("GET", path, access_token)).json()) as T;
}

function availableRows(grid: Locator): Locator {
  return grid.getByRole("row").filter({ has: grid.page().getByText("Available", { exact: true }) });
}

async function filterByName(machines: Locator, name: string): Promise<Locator> {
  const grid = machines.getByRole("grid", { name: "vCenter machines" });
  await grid.getByRole("button", { name: "Filter Machine" }).click();
  await grid.getByRole("searchbox", { name: "Filter Machine" }).fill(name);
  const row = grid.getByRole("row").filter({ has: machines.page().getByText(name, { exact: true }) });
  await expect.poll(() => grid.getByRole("row").count()).toBe(2);
  await row.waitFor();
  return row;
}

describe("machines in the portal", () => {
  let watched: WatchedPage;

  it("puts four machines into maintenance at once, reporting the two the emulator refused", async () => {
    watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/machines`);
    await signInToPortal(watched);
    const machines = watched.page.locator("vdc-machines");
    const grid = machines.getByRole("grid", { name: "vCenter machines" });
    await availableRows(grid).nth(3).waitFor();
    for (let index = 0; index < 4; index += 1)
      await availableRows(grid).nth(index).getByRole("checkbox", { name: "Select row" }).check();
    const actions = machines.getByRole("group", { name: "Machine actions" });
    await actions.getByRole("button", { name: /^Maintenance/ }).click();
    await machines.getByRole("menuitem", { name: "Enter maintenance mode" }).click();

    const confirm = machines.getByRole("dialog", { name: "Enter maintenance mode" });
    await confirm.getByText("Put these machines (4) into maintenance mode?", { exact: false }).waitFor();
    await confirm.getByText("Show API call").click();
    const body = JSON.parse((await confirm.getByLabel("Request body").textContent()) ?? "[]") as string[];
    expect(body).toHaveLength(4);
    const refused = body.slice(0, 2);
    running.server.emulator.faults.failItems(refused, { message: "Machine is busy: try again", times: 1 });
    await confirm.getByRole("button", { name: "Enter maintenance mode" }).click();

    const results = machines.getByRole("dialog", { name: "Enter maintenance mode: results" });
    await results.getByText("Succeeded: 2. Failed: 2.").waitFor();
    expect(await results.getByText("Failed: Machine is busy: try again").count()).toBe(2);
    expect(await results.getByText("Done", { exact: true }).count()).toBe(2);
    await results.getByRole("button", { name: "Close" }).last().click();
    await grid.getByText("Maintenance mode", { exact: true }).first().waitFor();
    expect(watched.problems).toEqual([]);
  });

  it("assigns a directory user to a dedicated machine and opens the machine's page from its link", async () => {
    // The user assignment is a field of the v2 record (2212's v1 DesktopPoolInfo has none).
    const pools = await restGet<PoolRecord[]>("/rest/inventory/v2/desktop-pools");
    const dedicated = new Set(
      pools.filter((pool) => pool.user_assignment === "DEDICATED").map((pool) => pool.id),
    );
    const machineList = await restGet<MachineRecord[]>("/rest/inventory/v1/machines?page=1&size=1000");
    const target = machineList.find(
      (machine) =>
        dedicated.has(machine.desktop_pool_id ?? "") &&
        (machine.user_ids ?? []).length === 0 &&
        machine.state === "AVAILABLE",
    );
    if (!target) throw new Error("the seed has no unassigned dedicated machine");
    const directory = await restGet<DirectoryEntry[]>("/rest/external/v1/ad-users-or-groups?page=1&size=50");
    const user = directory.find((entry) => entry.group !== true && entry.login_name);
    if (!user?.login_name) throw new Error("the seed has no directory user");

    // A fresh list (the portal keeps its session): the first flow's selection is not carried over.
    await watched.page.reload();
    const machines = watched.page.locator("vdc-machines");
    const row = await filterByName(machines, target.name);
    const userCell = row.getByRole("gridcell").nth(4);
    const unassigned = await userCell.textContent();
    await row.getByRole("checkbox", { name: "Select row" }).check();
    await machines
      .getByRole("group", { name: "Machine actions" })
      .getByRole("button", { name: /^Users/ })
      .click();
    await machines.getByRole("menuitem", { name: "Assign user", exact: true }).click();
    const confirm = machines.getByRole("dialog", { name: "Assign user", exact: true });
    await confirm.getByLabel("User name").fill(user.login_name);
    await confirm.getByRole("button", { name: "Find" }).click();
    await confirm.getByRole("radio").first().check();
    await confirm.getByRole("button", { name: "Assign user", exact: true }).click();
    await confirm.waitFor({ state: "hidden" });
    // The list shows the machine's new user (the directory search matched it by its login name).
    await expect.poll(() => userCell.textContent()).not.toBe(unassigned);
    expect(await userCell.textContent()).toContain(user.login_name);

    // The machine's link is a vdc-navigate the portal maps onto its own machine page.
    await row.getByRole("button", { name: target.name, exact: true }).press("Enter");
    await expect
      .poll(() => watched.page.evaluate(() => location.hash))
      .toBe(`#/machines/${encodeURIComponent(target.id)}`);
    await watched.page.locator("vdc-machine").getByText(target.name).first().waitFor();
    expect(watched.problems).toEqual([]);
  });
});
