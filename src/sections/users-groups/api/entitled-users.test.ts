// The entitled users' name filter reads a typed user as every directory search does, against the emulator.
import { afterEach, describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../../tests/support/signed-in-emulator";
import { getAdDomains } from "../../../core/directory/directory-search";
import { initialGridState, type GridState } from "../../../core/query/grid-state";
import { isBehindIdentityProvider } from "../../../core/session/session.model";
import { getAllEntitledUsers, getEntitledUsersPage, TYPED_NAME_FIELD } from "./entitled-users";

const typedName = (value: string): GridState => ({
  ...initialGridState(100),
  filters: [{ field: TYPED_NAME_FIELD, kind: "STRING", value, operator: "Contains" }],
});

afterEach(() => {
  isBehindIdentityProvider.value = false;
});

describe("entitled users and groups found as administrators type them", { timeout: 30_000 }, () => {
  it("finds an entitled user by login name, DOMAIN\\login, user@domain and display name", async () => {
    await signedInEmulator("admin");
    // The view API calls carry the REST bearer, as behind an identity provider (the emulator accepts it).
    isBehindIdentityProvider.value = true;
    const everyone = await getAllEntitledUsers(initialGridState(), {});
    const user = everyone.find((row) => !row.base.group && row.base.login && row.base.email);
    if (!user?.base.login || !user.base.name || !user.base.domain) throw new Error("no entitled user");
    const netbios = (await getAdDomains()).find(
      (domain) => domain.dns_name === user.base.domain,
    )?.netbios_name;
    expect(netbios).toBeDefined();
    for (const typed of [
      user.base.login,
      `${netbios ?? ""}\\${user.base.login}`,
      `${user.base.login}@${user.base.domain}`,
      user.base.name,
    ]) {
      const { rows } = await getEntitledUsersPage(typedName(typed));
      expect(
        rows.map((row) => row.id),
        typed,
      ).toContain(user.id);
      const all = await getAllEntitledUsers(typedName(typed), {});
      expect(all.length, typed).toBeLessThan(everyone.length);
    }
    // Another domain's login of the same name is somebody else.
    const { rows } = await getEntitledUsersPage(typedName(`ELSEWHERE\\${user.base.login}`));
    expect(rows).toEqual([]);
  });
});
