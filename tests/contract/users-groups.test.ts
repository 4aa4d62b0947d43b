import { describe, expect, it } from "vitest";
import {
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

const HOME_SITES = "/rest/federation/v1/home-sites";
const FEDERATION_ADMIN: TestCaller = {
  username: "federation-admin",
  privileges: {
    [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "GLOBAL_CONFIG_VIEW"],
    [FEDERATION_ROOT_ACCESS_GROUP_ID]: ["FEDERATED_LDAP_MANAGE"],
  },
};
const FEDERATION_READER: TestCaller = {
  username: "federation-reader",
  privileges: {
    [LOCAL_ROOT_ACCESS_GROUP_ID]: ["ADMINISTRATOR_VIEW"],
    [FEDERATION_ROOT_ACCESS_GROUP_ID]: ["ADMINISTRATOR_VIEW", "FEDERATED_LDAP_VIEW"],
  },
};
const NOBODY: TestCaller = {
  username: "nobody",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW"] },
};

interface HomeSite {
  id: string;
  ad_user_or_group_id: string;
  site_id: string;
  global_desktop_entitlement_id?: string;
}
interface BulkResult {
  id: string;
  status_code: number;
  errors?: { error_key: string }[];
}
interface Resolution {
  global_desktop_entitlement_id?: string;
  resolution_data: { id: string; site_id: string; type: string; resolved: boolean; group_id?: string }[];
}

describe("federation home sites", () => {
  it("lists, creates (a result per item), gets and deletes home sites; later reads see the change", async () => {
    const emulator = createInventoryTestApp();
    const { store } = emulator;
    const site = store.sites.all[0];
    const user = store.adUsersOrGroups.all.filter((entry) => !entry.group)[5];
    const entitlement = store.globalEntitlements.all.find((candidate) => candidate.kind === "DESKTOP");
    const as = { caller: FEDERATION_ADMIN };

    const seeded = (await (await emulator.request("GET", HOME_SITES, as)).json()) as HomeSite[];
    expect(seeded.length).toBeGreaterThan(0);

    const created = await emulator.request("POST", HOME_SITES, {
      ...as,
      body: [
        { ad_user_or_group_id: user?.id, site_id: site?.id },
        { ad_user_or_group_id: user?.id, site_id: "no-such-site" },
        { ad_user_or_group_id: user?.id, site_id: site?.id },
      ],
    });
    expect(created.status).toBe(200);
    const results = (await created.json()) as BulkResult[];
    expect(results.map((result) => result.status_code)).toEqual([200, 404, 409]);
    expect(results[1]?.errors?.[0]?.error_key).toBe("federation.site.not.found");
    const newId = results[0]?.id ?? "";

    const one = await emulator.request("GET", `${HOME_SITES}/${newId}`, as);
    expect(((await one.json()) as HomeSite).ad_user_or_group_id).toBe(user?.id);
    const filter = encodeURIComponent(
      JSON.stringify({ type: "Equals", name: "ad_user_or_group_id", value: user?.id }),
    );
    const filtered = (await (
      await emulator.request("GET", `${HOME_SITES}?filter=${filter}`, as)
    ).json()) as HomeSite[];
    expect(filtered.map((home) => home.id)).toEqual([newId]);

    if (entitlement) {
      const override = await emulator.request("POST", HOME_SITES, {
        ...as,
        body: [
          { ad_user_or_group_id: user?.id, site_id: site?.id, global_desktop_entitlement_id: entitlement.id },
        ],
      });
      expect(((await override.json()) as BulkResult[])[0]?.status_code).toBe(200);
      const resolved = await emulator.request("POST", `${HOME_SITES}/action/resolve`, {
        ...as,
        body: { user_id: user?.id, global_desktop_entitlement_id: entitlement.id },
      });
      const [resolution] = (await resolved.json()) as Resolution[];
      expect(resolution?.global_desktop_entitlement_id).toBe(entitlement.id);
      expect(resolution?.resolution_data.map((data) => [data.type, data.resolved])).toEqual([
        ["USER_OVERRIDE", true],
        ["USER_DEFAULT", false],
      ]);
    }

    const removed = await emulator.request("DELETE", HOME_SITES, { ...as, body: [newId, "no-such-home"] });
    expect(((await removed.json()) as BulkResult[]).map((result) => result.status_code)).toEqual([200, 404]);
    expect((await emulator.request("GET", `${HOME_SITES}/${newId}`, as)).status).toBe(404);
  });

  it("refuses invalid input with 400 and an error key", async () => {
    const emulator = createInventoryTestApp();
    const as = { caller: FEDERATION_ADMIN };
    const key = async (response: Response) =>
      ((await response.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key;
    const notAList = await emulator.request("POST", HOME_SITES, { ...as, body: { site_id: "x" } });
    expect(notAList.status).toBe(400);
    expect(await key(notAList)).toBe("invalid.request.body");
    const both = await emulator.request("POST", HOME_SITES, {
      ...as,
      body: [
        {
          ad_user_or_group_id: "u",
          site_id: "s",
          global_desktop_entitlement_id: "a",
          global_application_entitlement_id: "b",
        },
      ],
    });
    expect(both.status).toBe(400);
    const noUser = await emulator.request("POST", `${HOME_SITES}/action/resolve`, { ...as, body: {} });
    expect(noUser.status).toBe(400);
    const unknownUser = await emulator.request("POST", `${HOME_SITES}/action/resolve`, {
      ...as,
      body: { user_id: "S-1-5-21-0-0-0-1" },
    });
    expect(unknownUser.status).toBe(404);
    expect((await emulator.request("DELETE", HOME_SITES, { ...as, body: [] })).status).toBe(400);
  });

  it("needs the federation view right to read and FEDERATED_LDAP_MANAGE to change", async () => {
    const emulator = createInventoryTestApp();
    const user = emulator.store.adUsersOrGroups.all.find((entry) => !entry.group);
    expect((await emulator.request("GET", HOME_SITES, { caller: NOBODY })).status).toBe(403);
    expect(
      (
        await emulator.request("POST", `${HOME_SITES}/action/resolve`, {
          caller: NOBODY,
          body: { user_id: user?.id },
        })
      ).status,
    ).toBe(403);
    expect((await emulator.request("GET", HOME_SITES, { caller: FEDERATION_READER })).status).toBe(200);
    const denied = await emulator.request("POST", HOME_SITES, {
      caller: FEDERATION_READER,
      body: [{ ad_user_or_group_id: user?.id, site_id: emulator.store.sites.all[0]?.id }],
    });
    expect(denied.status).toBe(403);
    expect((await emulator.request("GET", HOME_SITES, { caller: "anonymous" })).status).toBe(401);
  });
});

describe("REST unauthenticated access users (OpenAPI 2212 /config/v1/unauthenticated-access-users)", () => {
  const PATH = "/rest/config/v1/unauthenticated-access-users";
  const INFO_FIELDS = new Set([
    "id",
    "user_id",
    "alias_name",
    "description",
    "hybrid_logon_mode",
    "source_pod_ids",
  ]);
  const CONFIG_ADMIN: TestCaller = {
    username: "config-admin",
    privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"] },
  };
  const CONFIG_READER: TestCaller = {
    username: "config-reader",
    privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["GLOBAL_CONFIG_VIEW"] },
  };
  const errorKey = async (response: Response) =>
    ((await response.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key;

  it("lists and gets UnauthenticatedAccessUserInfo with its documented fields and modes only", async () => {
    const emulator = createInventoryTestApp();
    const response = await emulator.request("GET", PATH, { caller: CONFIG_READER });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).filter((field) => !INFO_FIELDS.has(field))).toEqual([]);
      expect(["PASSWORD", "TRUESSO", "DISABLED"]).toContain(row.hybrid_logon_mode);
    }
    const [first] = rows;
    const one = await emulator.request("GET", `${PATH}/${String(first?.id)}`, { caller: CONFIG_READER });
    expect(await one.json()).toEqual(first);
    expect((await emulator.request("GET", `${PATH}/none`, { caller: CONFIG_READER })).status).toBe(404);
    expect((await emulator.request("GET", PATH, { caller: NOBODY })).status).toBe(403);
    expect((await emulator.request("GET", PATH, { caller: "anonymous" })).status).toBe(401);
  });

  it("creates (201, Location) with the AD login name as the default alias, and deletes (204)", async () => {
    const emulator = createInventoryTestApp();
    const taken = new Set(emulator.store.unauthenticatedAccessUsers.all.map((user) => user.userId));
    const candidate = emulator.store.adUsersOrGroups.all.find(
      (record) => !record.group && record.user_principal_name && !taken.has(record.id),
    );
    if (!candidate) throw new Error("no directory user to configure");
    const created = await emulator.request("POST", PATH, {
      caller: CONFIG_ADMIN,
      body: { user_id: candidate.id, hybrid_logon_mode: "PASSWORD", hybrid_logon_password: [..."vdc-demo"] },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";
    const id = location.slice(location.lastIndexOf("/") + 1);
    const info = (await (
      await emulator.request("GET", `${PATH}/${id}`, { caller: CONFIG_ADMIN })
    ).json()) as {
      alias_name: string;
      hybrid_logon_mode: string;
      user_id: string;
    };
    expect(info).toMatchObject({
      alias_name: candidate.login_name,
      hybrid_logon_mode: "PASSWORD",
      user_id: candidate.id,
    });

    const again = await emulator.request("POST", PATH, {
      caller: CONFIG_ADMIN,
      body: { user_id: candidate.id, alias_name: "other-alias" },
    });
    expect(again.status).toBe(409);
    expect(await errorKey(again)).toBe("UNAUTHENTICATED_ACCESS_USER_EXISTS");
    const unknownUser = await emulator.request("POST", PATH, {
      caller: CONFIG_ADMIN,
      body: { user_id: "S-1-5-21-0-0-0-9" },
    });
    expect(unknownUser.status).toBe(404);
    const badPassword = await emulator.request("POST", PATH, {
      caller: CONFIG_ADMIN,
      body: { user_id: candidate.id, hybrid_logon_password: "as one string" },
    });
    expect(badPassword.status).toBe(400);
    const unknownField = await emulator.request("POST", PATH, {
      caller: CONFIG_ADMIN,
      body: { user_id: candidate.id, loginName: "first-generation name" },
    });
    expect(unknownField.status).toBe(400);
    expect(
      (await emulator.request("POST", PATH, { caller: CONFIG_READER, body: { user_id: candidate.id } }))
        .status,
    ).toBe(403);

    expect((await emulator.request("DELETE", `${PATH}/${id}`, { caller: CONFIG_READER })).status).toBe(403);
    expect((await emulator.request("DELETE", `${PATH}/${id}`, { caller: CONFIG_ADMIN })).status).toBe(204);
    expect((await emulator.request("DELETE", `${PATH}/${id}`, { caller: CONFIG_ADMIN })).status).toBe(404);
  });
});
