// The user page's entitlement tabs (add and remove, partial failures, privileges) and its sessions tab
// (names resolved, states translated, the session actions), against the in-process emulator.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { isBehindIdentityProvider } from "../../core/session/session.model";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { UserSection } from "./user-section";

const DESKTOP_ENTITLEMENTS = "/rest/entitlements/v1/desktop-pools";

interface Session {
  id: string;
  user_id: string;
  machine_id?: string;
  desktop_pool_id?: string;
  session_state: string;
}

async function signedIn(username: string, scale: "small" | "federation" = "small") {
  const signed = await signedInEmulator(username, { scale });
  // The page's view API call carries the REST bearer, as behind an identity provider (the emulator accepts it).
  isBehindIdentityProvider.value = true;
  return signed;
}

afterEach(() => {
  isBehindIdentityProvider.value = false;
});

/** A directory user (not a group) of the seed. */
async function directoryUser(): Promise<{ id: string }> {
  const entries = await restApi
    .get("/external/v1/ad-users-or-groups?size=50")
    .json<{ id: string; group?: boolean }[]>();
  const user = entries.find((entry) => !entry.group);
  if (!user) throw new Error("the seed has directory users");
  return user;
}

/** The seeded user with the most connected sessions on desktop machines, and those sessions. */
async function userWithSessions(): Promise<{ userId: string; sessions: Session[] }> {
  const sessions = await restApi.get("/inventory/v1/sessions?size=1000").json<Session[]>();
  const onMachines = sessions.filter(
    (session) => session.machine_id && session.session_state === "CONNECTED",
  );
  const counts = new Map<string, number>();
  for (const session of onMachines) counts.set(session.user_id, (counts.get(session.user_id) ?? 0) + 1);
  const [userId] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!userId) throw new Error("the seed has connected sessions on desktop machines");
  return { userId, sessions: sessions.filter((session) => session.user_id === userId) };
}

function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

const tick = (row: HTMLElement) => fireEvent.click(within(row).getByRole("checkbox", { name: "Select row" }));

/** Opens the user's desktop entitlements and waits for them (and the Add button) to load. */
async function openDesktopEntitlements(userId: string): Promise<HTMLElement> {
  render(<UserSection userId={userId} tab="desktops" />);
  const grid = await screen.findByRole("grid", { name: /^Desktop entitlements of / }, { timeout: 10_000 });
  await waitFor(() => expect(grid).not.toHaveAttribute("aria-busy", "true"));
  return grid;
}

const entitlementAction = (name: string) =>
  within(screen.getByRole("group", { name: "Entitlement actions" })).getByRole("button", { name });

const sent = (emulator: Awaited<ReturnType<typeof signedIn>>["emulator"], method: string) =>
  emulator.inspect
    .requests()
    .filter((entry) => entry.method === method && entry.path === DESKTOP_ENTITLEMENTS);

/** The users and groups the pod has entitled to a desktop pool. */
const entitledTo = async (poolId: string) =>
  (await restApi.get(`/entitlements/v1/desktop-pools/${poolId}`).json<{ ad_user_or_group_ids: string[] }>())
    .ad_user_or_group_ids;

describe("user page, desktop entitlements", { timeout: 60_000 }, () => {
  it("adds entitlements: a failed add keeps the choice, a partial one lists the refused pool", async () => {
    const { emulator } = await signedIn("admin");
    const user = await directoryUser();
    const grid = await openDesktopEntitlements(user.id);
    const before = bodyRows(grid).length;
    await waitFor(() => expect(entitlementAction("Add entitlement")).toBeEnabled());
    fireEvent.click(entitlementAction("Add entitlement"));
    const dialog = await screen.findByRole("dialog", { name: /^Add entitlements for / });
    const choices = within(dialog).getByRole("grid", {
      name: /^Desktop pools and global desktop entitlements/,
    });
    await waitFor(() => expect(bodyRows(choices).length).toBeGreaterThan(1));
    const [first, second] = bodyRows(choices) as [HTMLElement, HTMLElement];
    const firstName = within(first).getAllByRole("gridcell")[1]?.textContent ?? "";
    const secondName = within(second).getAllByRole("gridcell")[1]?.textContent ?? "";
    tick(first);
    tick(second);
    const addTwo = within(dialog).getByRole("button", { name: "Add (2)" });
    await waitFor(() => expect(addTwo).toBeEnabled());

    // The whole call fails: the dialog says why and keeps both chosen.
    emulator.faults.failWith({ method: "POST", path: DESKTOP_ENTITLEMENTS }, 503, { times: 1 });
    fireEvent.click(addTwo);
    expect(await within(dialog).findByRole("alert")).not.toBeEmptyDOMElement();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Add (2)" })).toBeEnabled());

    // The pod refuses the second pool only (spec 001 §7): it is named with the pod's reason and stays chosen.
    const pools = await restApi
      .get("/inventory/v6/desktop-pools?size=1000")
      .json<{ id: string; name: string }[]>();
    const refusedId = pools.find((pool) => pool.name === secondName)?.id ?? "";
    emulator.faults.failItems([refusedId], { message: "The pool is busy", times: 1 });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add (2)" }));
    const alert = await within(dialog).findByText("Not all entitlements were added.");
    expect(alert.closest("[role=alert]")).toHaveTextContent(`${secondName}: The pool is busy`);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Add (1)" })).toBeEnabled());
    expect(within(choices).queryByText(firstName)).toBeNull();

    // Again: the refused pool goes through, the dialog closes and the tab lists both.
    fireEvent.click(within(dialog).getByRole("button", { name: "Add (1)" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Entitlements added: 1.")).toBeVisible();
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(before + 2));
    expect(sent(emulator, "POST")).toHaveLength(3);
    expect(await entitledTo(refusedId)).toContain(user.id);
  });

  it("entitles to a global entitlement through the federation's call", async () => {
    await signedIn("admin", "federation");
    const user = await directoryUser();
    const grid = await openDesktopEntitlements(user.id);
    await waitFor(() => expect(entitlementAction("Add entitlement")).toBeEnabled());
    fireEvent.click(entitlementAction("Add entitlement"));
    const dialog = await screen.findByRole("dialog", { name: /^Add entitlements for / });
    const choices = within(dialog).getByRole("grid", {
      name: /^Desktop pools and global desktop entitlements/,
    });
    await waitFor(() =>
      expect(within(choices).queryAllByText("Global entitlement").length).toBeGreaterThan(0),
    );
    const global = within(choices).getAllByText("Global entitlement")[0]?.closest<HTMLElement>("[role=row]");
    const name = within(global as HTMLElement).getAllByRole("gridcell")[1]?.textContent ?? "";
    tick(global as HTMLElement);
    fireEvent.click(await within(dialog).findByRole("button", { name: "Add (1)" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The tab reads the entitlements again and lists the global entitlement.
    expect(await within(grid).findByText(name)).toBeVisible();
    const globals = await restApi
      .get("/inventory/v2/global-desktop-entitlements?size=1000")
      .json<{ id: string; name: string }[]>();
    const id = globals.find((entry) => entry.name === name)?.id ?? "";
    const entitled = await restApi
      .get(`/entitlements/v1/global-desktop-entitlements/${id}`)
      .json<{ ad_user_or_group_ids: string[] }>();
    expect(entitled.ad_user_or_group_ids).toContain(user.id);
  });

  it("removes the chosen entitlements after confirmation, one DELETE per pool", async () => {
    const { emulator } = await signedIn("admin");
    const user = await directoryUser();
    const pools = await restApi
      .get("/inventory/v6/desktop-pools?size=2")
      .json<{ id: string; name: string }[]>();
    await restApi
      .post(
        pools.map((pool) => ({ id: pool.id, ad_user_or_group_ids: [user.id] })),
        "/entitlements/v1/desktop-pools",
      )
      .json();
    const grid = await openDesktopEntitlements(user.id);
    const rows = () =>
      bodyRows(grid).filter((row) => pools.some((pool) => within(row).queryByText(pool.name)));
    await waitFor(() => expect(rows()).toHaveLength(2));
    for (const row of rows()) tick(row);
    await waitFor(() => expect(entitlementAction("Remove entitlement")).toBeEnabled());
    fireEvent.click(entitlementAction("Remove entitlement"));
    const confirm = await screen.findByRole("dialog", { name: "Remove entitlements" });
    expect(within(confirm).getByRole("list", { name: "Affected items" })).toHaveTextContent(
      pools[0]?.name ?? "",
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Remove entitlement" }));
    const results = await screen.findByRole("dialog", { name: "Remove entitlement: results" });
    expect(within(results).getByRole("status")).toHaveTextContent("Succeeded: 2. Failed: 0.");
    expect(sent(emulator, "DELETE")).toHaveLength(2);
    for (const pool of pools) expect(await entitledTo(pool.id)).not.toContain(user.id);
    fireEvent.click(within(results).getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() => expect(rows()).toHaveLength(0));
  });

  it("keeps add and remove disabled, naming the privilege, for an administrator who may only view", async () => {
    await signedIn("readonly");
    const user = await directoryUser();
    await openDesktopEntitlements(user.id);
    const add = entitlementAction("Add entitlement");
    // Focusable (aria-disabled), the missing privilege its tooltip and description.
    expect(add).toHaveAttribute("aria-disabled", "true");
    expect(add).toHaveAccessibleDescription(
      "Requires the privilege: Entitle users to pools or Manage the federation",
    );
    expect(entitlementAction("Remove entitlement")).toHaveAttribute("aria-disabled", "true");
  });
});

describe("user page, sessions", { timeout: 60_000 }, () => {
  async function openSessions(userId: string): Promise<HTMLElement> {
    render(<UserSection userId={userId} tab="sessions" />);
    const grid = await screen.findByRole("grid", { name: /^Sessions of / }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(grid).length).toBeGreaterThan(0));
    return grid;
  }
  const sessionAction = (name: string) =>
    within(screen.getByRole("group", { name: "Session actions" })).getByRole("button", { name });

  it("names each session's machine and pool, says its state, and disconnects the chosen one", async () => {
    const { emulator } = await signedIn("admin");
    const { userId, sessions } = await userWithSessions();
    const grid = await openSessions(userId);
    await waitFor(() => expect(within(grid).queryAllByText("Connected").length).toBeGreaterThan(0));
    const connectedRows = () => bodyRows(grid).filter((row) => within(row).queryByText("Connected"));
    const connectedBefore = connectedRows().length;
    const connected = connectedRows()[0] as HTMLElement;
    const [, machine, pool] = within(connected)
      .getAllByRole("gridcell")
      .map((cell) => cell.textContent ?? "");
    // Names, never ids; states in words, never the API's code.
    const ids = sessions.flatMap((session) => [session.machine_id, session.desktop_pool_id]);
    expect(machine).not.toBe("");
    expect(pool).not.toBe("");
    expect(ids).not.toContain(machine);
    expect(ids).not.toContain(pool);
    expect(within(grid).queryByText("CONNECTED")).toBeNull();

    tick(connected);
    await waitFor(() => expect(sessionAction("Disconnect")).toBeEnabled());
    expect(sessionAction("Log off")).toBeEnabled();
    expect(sessionAction("Reset")).toBeEnabled();
    fireEvent.click(sessionAction("Disconnect"));
    const confirm = await screen.findByRole("dialog", { name: /Disconnect/ });
    expect(within(confirm).getByRole("list", { name: "Affected items" })).toHaveTextContent(machine ?? "");
    fireEvent.click(within(confirm).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      emulator.inspect
        .requests()
        .filter((entry) => entry.path === "/rest/inventory/v1/sessions/action/disconnect"),
    ).toHaveLength(1);
    // The list reads the sessions again: the disconnected one says so (and the next test's pod may start).
    await waitFor(() => expect(connectedRows()).toHaveLength(connectedBefore - 1));
  });

  it("keeps the session actions disabled for an administrator who may only view", async () => {
    await signedIn("readonly");
    const { userId } = await userWithSessions();
    const grid = await openSessions(userId);
    tick(bodyRows(grid)[0] as HTMLElement);
    await act(async () => undefined);
    for (const name of ["Disconnect", "Log off", "Send message"])
      expect(sessionAction(name)).toHaveAttribute("aria-disabled", "true");
  });
});
