// The users and groups list entitles several users or groups at once and removes their entitlements
// (partial failures, privileges on each pool's access group), against the in-process emulator.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { isBehindIdentityProvider } from "../../core/session/session.model";
import { SALES_ACCESS_GROUP_ID } from "../../../server/emulator/data/access-groups";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { expectWithoutPrivilege } from "../../ui/privileges/testing/expect-without-privilege";
import { UsersGroupsSection } from "./users-groups-section";

const DESKTOP_ENTITLEMENTS = "/rest/entitlements/v1/desktop-pools";

interface Pool {
  id: string;
  name: string;
  access_group_id?: string;
}

async function signedIn(username: string) {
  const signed = await signedInEmulator(username);
  // The list's view API query carries the REST bearer, as behind an identity provider (the emulator accepts it).
  isBehindIdentityProvider.value = true;
  return signed;
}

afterEach(() => {
  isBehindIdentityProvider.value = false;
});

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const tick = (row: HTMLElement) => fireEvent.click(within(row).getByRole("checkbox", { name: "Select row" }));

const listAction = (name: string) =>
  within(screen.getByRole("group", { name: "Users and groups actions" })).getByRole("button", { name });

/** Opens the list, chooses its first two users or groups and returns their SIDs (from the pod). */
async function chooseTwo(): Promise<string[]> {
  render(<UsersGroupsSection />);
  const grid = await screen.findByRole("grid", { name: "Entitled users and groups" }, { timeout: 10_000 });
  await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(1));
  const [first, second] = bodyRows(grid) as [HTMLElement, HTMLElement];
  tick(first);
  tick(second);
  const entries = await restApi
    .get("/external/v1/ad-users-or-groups?size=1000")
    .json<{ id: string; name?: string; login_name?: string; domain?: string }[]>();
  const named = (row: HTMLElement) => within(row).getAllByRole("gridcell")[1]?.textContent ?? "";
  return [first, second].map((row) => {
    const name = named(row);
    const entry = entries.find(
      (candidate) => `${candidate.domain}\\${candidate.login_name}` === name || candidate.name === name,
    );
    if (!entry) throw new Error(`no directory entry named ${name}`);
    return entry.id;
  });
}

/** Clicks a list action once it is enabled and waits for the dialog it opens. */
async function openListDialog(action: string, dialog: string): Promise<HTMLElement> {
  const button = listAction(action);
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  return screen.findByRole("dialog", { name: dialog }, { timeout: 10_000 });
}

const entitledTo = async (poolId: string) =>
  (await restApi.get(`/entitlements/v1/desktop-pools/${poolId}`).json<{ ad_user_or_group_ids: string[] }>())
    .ad_user_or_group_ids;

const desktopPools = () => restApi.get("/inventory/v6/desktop-pools?size=1000").json<Pool[]>();

describe("users and groups list, entitlements of several at once", { timeout: 60_000 }, () => {
  it("entitles the chosen users to pools in one call; a partial failure names the refused pool and keeps it chosen", async () => {
    const { emulator } = await signedIn("admin");
    const users = await chooseTwo();
    const dialog = await openListDialog(
      "Add desktop entitlements",
      "Add entitlements for 2 users and groups",
    );
    const choices = within(dialog).getByRole("grid", {
      name: "Desktop pools and global desktop entitlements you may entitle",
    });
    await waitFor(() => expect(bodyRows(choices).length).toBeGreaterThan(1));
    const pools = await desktopPools();
    const rows = bodyRows(choices).filter((row) => {
      const pool = pools.find((each) => each.name === within(row).getAllByRole("gridcell")[1]?.textContent);
      return pool !== undefined;
    });
    const [first, second] = rows as [HTMLElement, HTMLElement];
    const poolOf = (row: HTMLElement) =>
      pools.find((each) => each.name === within(row).getAllByRole("gridcell")[1]?.textContent) as Pool;
    const [took, refused] = [poolOf(first), poolOf(second)];
    tick(first);
    tick(second);

    // The pod refuses the second pool (spec 001 §7): it is named with the pod's reason and stays chosen.
    emulator.faults.failItems([refused.id], { message: "The pool is busy", times: 1 });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Add (2)" })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole("button", { name: "Add (2)" }));
    const alert = await within(dialog).findByText("Not all entitlements were added.");
    expect(alert.closest("[role=alert]")).toHaveTextContent(`${refused.name}: The pool is busy`);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Add (1)" })).toBeEnabled());
    expect(within(choices).queryByText(took.name)).toBeNull();
    // Each user was sent only where not yet entitled: the pod refuses an entitlement that exists.
    for (const id of users) expect(await entitledTo(took.id)).toContain(id);

    // Again: the refused pool goes through, the dialog closes and says how many were added.
    fireEvent.click(within(dialog).getByRole("button", { name: "Add (1)" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Entitlements added: 1.")).toBeVisible();
    for (const id of users) expect(await entitledTo(refused.id)).toContain(id);
  });

  it("removes the chosen users' entitlements to the pools chosen among those they hold", async () => {
    const { emulator } = await signedIn("admin");
    const users = await chooseTwo();
    const pools = await desktopPools();
    const [pool] = pools;
    if (!pool) throw new Error("the seed has desktop pools");
    // Both hold the pool (one of them may already have), so the remove dialog offers it.
    await restApi
      .post([{ id: pool.id, ad_user_or_group_ids: users }], "/entitlements/v1/desktop-pools")
      .json<unknown>();
    for (const id of users) expect(await entitledTo(pool.id)).toContain(id);
    const dialog = await openListDialog(
      "Remove desktop entitlements",
      "Remove entitlements of 2 users and groups",
    );
    const held = within(dialog).getByRole("grid", {
      name: /^Desktop pools and global desktop entitlements they hold/,
    });
    const row = await waitFor(() => {
      const found = bodyRows(held).find((each) => within(each).queryByText(pool.name));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    tick(row);
    const confirm = within(dialog).getByRole("button", { name: "Remove (1)" });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Entitlements removed: 1.")).toBeVisible();
    const deletes = emulator.inspect
      .requests()
      .filter((entry) => entry.method === "DELETE" && entry.path === DESKTOP_ENTITLEMENTS);
    expect(deletes).toHaveLength(1);
    const remaining = await entitledTo(pool.id);
    for (const id of users) expect(remaining).not.toContain(id);
  });

  it("offers a scoped administrator only the pools of the access group where they may entitle", async () => {
    // Every pool of the pod as the full administrator reads them (the seed is the same for each sign-in).
    await signedIn("admin");
    const everyPool = await desktopPools();
    await signedIn("inventory");
    // The seed's inventory administrator entitles on the Sales access group only (emulator roles).
    const sales = everyPool.filter((pool) => pool.access_group_id === SALES_ACCESS_GROUP_ID);
    const others = everyPool.filter((pool) => pool.access_group_id !== SALES_ACCESS_GROUP_ID);
    expect(sales.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    await chooseTwo();
    const dialog = await openListDialog(
      "Add desktop entitlements",
      "Add entitlements for 2 users and groups",
    );
    const choices = within(dialog).getByRole("grid", {
      name: /^Desktop pools and global desktop entitlements/,
    });
    await waitFor(() => expect(bodyRows(choices).length).toBeGreaterThan(0));
    const offered = bodyRows(choices).map((row) => within(row).getAllByRole("gridcell")[1]?.textContent);
    expect(offered.some((name) => sales.some((pool) => pool.name === name))).toBe(true);
    for (const pool of others) expect(offered).not.toContain(pool.name);
  });

  it("keeps the entitlement actions disabled, naming the privilege, for an administrator who may only view", async () => {
    await signedIn("readonly");
    await chooseTwo();
    for (const name of ["Add desktop entitlements", "Remove application entitlements"]) {
      const action = listAction(name);
      expectWithoutPrivilege(action);
      expect(action).toHaveAccessibleDescription(
        "Requires the privilege: Entitle users to pools or Manage the federation",
      );
    }
  });
});
