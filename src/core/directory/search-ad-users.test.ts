// Held against the public API like the section tests: every exchange must be what OpenAPI 2212 documents.
import "../../../tests/support/api-contract.setup";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { fetchAllPages, setApiFetch } from "../http/api-clients";
import { handlerFetch } from "../http/api-fetch";
import { getAdDomains } from "./directory-search";
import type { AdUser } from "./get-ad-users";
import { DIRECTORY_PAGE_SIZE, searchAdUsers } from "./search-ad-users";

const LIST = "/external/v1/ad-users-or-groups";

/** The whole directory's users, as a third-party script would read them. */
function allUsers(): Promise<AdUser[]> {
  return fetchAllPages<AdUser>(LIST, { group_only: "false" });
}

const ids = (users: readonly AdUser[]) => users.map((user) => user.id).sort();

/** A signed-in emulator whose directory list requests are kept (query string included) for the test. */
async function watchedEmulator(): Promise<{ listRequests: URL[] }> {
  const { emulator } = await signedInEmulator("admin");
  const listRequests: URL[] = [];
  setApiFetch(
    handlerFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === `/rest${LIST}`) listRequests.push(url);
      return emulator.fetch(request);
    }),
  );
  return { listRequests };
}

describe("directory search against the emulator (OpenAPI 2212 listADUserOrGroupSummary)", () => {
  it("reads pages past the first 50 and says when it stopped at its limit", async () => {
    const { listRequests } = await watchedEmulator();
    const users = await allUsers();
    const expected = users.filter(
      (user) => user.login_name?.toLowerCase().includes("e") || user.name?.toLowerCase().includes("e"),
    );
    expect(expected.length).toBeGreaterThan(DIRECTORY_PAGE_SIZE);

    const whole = await searchAdUsers("e", { kind: "users", limit: users.length });
    expect(ids(whole.matches)).toEqual(ids(expected));
    expect(whole.isCapped).toBe(false);
    const searchPages = listRequests.filter((url) => url.searchParams.has("filter"));
    expect(searchPages.map((url) => url.searchParams.get("size"))).toContain(String(DIRECTORY_PAGE_SIZE));
    expect(searchPages.map((url) => url.searchParams.get("page"))).toContain("2");

    const capped = await searchAdUsers("e", { kind: "users", limit: DIRECTORY_PAGE_SIZE + 10 });
    expect(capped.isCapped).toBe(true);
    expect(capped.matches).toHaveLength(DIRECTORY_PAGE_SIZE + 10);
    const expectedIds = new Set(ids(expected));
    expect(capped.matches.every((user) => expectedIds.has(user.id))).toBe(true);
  });

  it("finds a user by login name, DOMAIN\\login, user principal name and display name", async () => {
    await signedInEmulator("admin");
    const users = await allUsers();
    // pdubois when the seed made one, else the first user with a principal name.
    const user =
      users.find((candidate) => candidate.login_name === "pdubois") ??
      users.find((candidate) => candidate.user_principal_name !== undefined);
    expect(user?.login_name).toBeDefined();
    if (!user?.login_name || !user.user_principal_name || !user.name) throw new Error("no user to find");
    const netbios = (await getAdDomains()).find((domain) => domain.dns_name === user.domain)?.netbios_name;
    expect(netbios).toBeDefined();
    for (const typed of [
      user.login_name,
      `${netbios ?? ""}\\${user.login_name}`,
      `${user.domain ?? ""}\\${user.login_name}`,
      user.user_principal_name,
      user.name,
    ]) {
      const { matches } = await searchAdUsers(typed, { kind: "users" });
      expect(
        matches.map((match) => match.id),
        typed,
      ).toContain(user.id);
    }
  });

  it("sends the typed domain to the server as its DNS name, so another domain finds nobody", async () => {
    const { listRequests } = await watchedEmulator();
    const [user] = await allUsers();
    if (!user?.login_name || !user.domain) throw new Error("no user to find");
    const netbios = (await getAdDomains()).find((domain) => domain.dns_name === user.domain)?.netbios_name;
    const found = await searchAdUsers(`${netbios ?? ""}\\${user.login_name}`, { kind: "users" });
    expect(found.matches.every((match) => match.domain === user.domain)).toBe(true);
    const filters = listRequests.map((url) => url.searchParams.get("filter") ?? "");
    expect(filters.at(-1)).toContain(JSON.stringify({ type: "Equals", name: "domain", value: user.domain }));

    const elsewhere = await searchAdUsers(`ELSEWHERE\\${user.login_name}`, { kind: "users" });
    expect(elsewhere.matches).toEqual([]);
  });
});
