import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { getAdDomains } from "../../core/directory/directory-search";
import { getAdUsers } from "../../core/directory/get-ad-users";
import { initialGridState, type GridFilter } from "../../core/query/grid-state";
import { IDS_PER_REQUEST } from "./session-name-filters";
import { SessionSource } from "./sessions.model";
import { SessionsSection } from "./sessions-section";
import type { SessionRow } from "./sessions.types";

const contains = (field: string, value: string): GridFilter => ({
  field,
  kind: "STRING",
  value,
  operator: "Contains",
});

const ids = (rows: readonly SessionRow[]) => rows.map((row) => row.id).sort();

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole("grid", { name: "Sessions" }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

/** Every session of the pod with its names: what the filters are held against. */
async function allSessions(): Promise<SessionRow[]> {
  return new SessionSource().fetchAll(initialGridState());
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("the sessions list filtered by user, machine and pool", { timeout: 60_000 }, () => {
  it("finds a user's sessions by login name, DOMAIN\\login, user@domain and display name", async () => {
    await signedInEmulator("admin");
    const sessions = await allSessions();
    const userId = sessions[0]?.user_id ?? "";
    const [user] = await getAdUsers([userId]);
    if (!user?.login_name || !user.name || !user.domain) throw new Error("no user to find");
    const netbios = (await getAdDomains()).find((domain) => domain.dns_name === user.domain)?.netbios_name;
    const expected = ids(sessions.filter((session) => session.user_id === userId));
    const source = new SessionSource();
    for (const typed of [
      user.login_name,
      `${netbios ?? ""}\\${user.login_name}`,
      `${user.login_name}@${user.domain}`,
      user.name,
    ]) {
      const found = await source.fetchAll({ ...initialGridState(), filters: [contains("userName", typed)] });
      // A login name may be part of another's ("jsmith" in "jsmith2"): the user's sessions are all there.
      expect(ids(found.filter((row) => row.user_id === userId)), typed).toEqual(expected);
      const page = await source.fetchPage({
        ...initialGridState(100),
        filters: [contains("userName", typed)],
      });
      expect(ids(page.rows.filter((row) => row.user_id === userId)), typed).toEqual(expected);
    }
  });

  it("filters the list by a user typed in the user column", async () => {
    await signedInEmulator("admin");
    const sessions = await allSessions();
    const userName = sessions[0]?.userName ?? "";
    const login = userName.slice(userName.indexOf("\\") + 1);
    render(<SessionsSection />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole("button", { name: "Filter User" }));
    const field = await screen.findByRole("searchbox", { name: "Filter User" });
    fireEvent.change(field, { target: { value: `EXAMPLE\\${login}` } });
    fireEvent.keyDown(field, { key: "Enter" });
    const expected = sessions.filter((session) => session.userName === userName).length;
    const userCells = () =>
      bodyRows().map((row) => within(row).getAllByRole("gridcell")[1]?.textContent ?? "");
    await waitFor(() => expect(userCells().every((cell) => cell.includes(`\\${login}`))).toBe(true));
    expect(userCells().filter((cell) => cell === userName)).toHaveLength(expected);
  });

  it("filters by machine or RDS host name and by pool or farm name, as many ids as match", async () => {
    await signedInEmulator("admin");
    const sessions = await allSessions();
    const source = new SessionSource();
    const rdsSession = sessions.find((session) => session.rds_server_id && session.machineName);
    const vmSession = sessions.find((session) => session.machine_id && session.machineName);
    for (const [field, typed] of [
      ["machineName", rdsSession?.machineName ?? ""],
      ["machineName", vmSession?.machineName ?? ""],
      ["poolOrFarmName", vmSession?.poolOrFarmName ?? ""],
      ["poolOrFarmName", rdsSession?.poolOrFarmName ?? ""],
      // Broad text: more ids than one request carries, read in chunks.
      ["machineName", "-"],
    ] as const) {
      expect(typed, field).not.toBe("");
      const expected = ids(
        sessions.filter((session) => (session[field] ?? "").toLowerCase().includes(typed.toLowerCase())),
      );
      const found = await source.fetchAll({ ...initialGridState(), filters: [contains(field, typed)] });
      expect(ids(found), `${field} ${typed}`).toEqual(expected);
    }
    // Users matching "a" by login or display name: more than one request's ids.
    const byLogin = sessions.filter((session) => /\\[^\\]*a/i.test(session.userName ?? ""));
    const found = await source.fetchAll({ ...initialGridState(), filters: [contains("userName", "a")] });
    expect(ids(found)).toEqual(expect.arrayContaining(ids(byLogin)));
    const users = await getAdUsers([...new Set(found.map((row) => row.user_id))]);
    expect(users.length).toBeGreaterThan(IDS_PER_REQUEST);
    for (const user of users) expect(`${user.login_name ?? ""} ${user.name ?? ""}`).toMatch(/a/i);
    expect(sessions.filter((session) => session.machineName?.includes("-")).length).toBeGreaterThan(
      IDS_PER_REQUEST,
    );
  });

  it("combines a user and a pool, and a name nobody has finds nothing without asking for sessions", async () => {
    const { emulator } = await signedInEmulator("admin");
    const sessions = await allSessions();
    const pool = sessions.find((session) => session.poolOrFarmName)?.poolOrFarmName ?? "";
    const source = new SessionSource();
    const both = await source.fetchAll({
      ...initialGridState(),
      filters: [contains("poolOrFarmName", pool), contains("userName", "e")],
    });
    expect(ids(both)).toEqual(
      ids(
        sessions.filter(
          (session) =>
            session.poolOrFarmName?.toLowerCase().includes(pool.toLowerCase()) &&
            both.some((row) => row.user_id === session.user_id),
        ),
      ),
    );
    expect(both.length).toBeGreaterThan(0);
    // Two names are matched in the browser over every session, so a page knows how many match in all.
    const firstPage = await source.fetchPage({
      ...initialGridState(1),
      filters: [contains("poolOrFarmName", pool), contains("userName", "e")],
    });
    expect(firstPage.total).toBe(both.length);
    expect(firstPage.rows).toHaveLength(1);
    const before = emulator.inspect
      .requests()
      .filter((entry) => entry.path === "/rest/inventory/v1/sessions");
    const none = await source.fetchPage({
      ...initialGridState(),
      filters: [contains("machineName", "no-such-vm")],
    });
    expect(none).toEqual({ rows: [], hasMore: false, total: 0 });
    const after = emulator.inspect.requests().filter((entry) => entry.path === "/rest/inventory/v1/sessions");
    expect(after).toHaveLength(before.length);
  });
});
