import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { DEMO_USER_SIDS } from "../../server/emulator/data/seed-directory";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

const BASE = "/view-vlsi/rest/v1";
const READ_ONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW", "GLOBAL_CONFIG_VIEW"] },
};

interface Fault {
  fault: string;

  errors: { error_key: string; error_message: string }[];
}

describe("view API directory", () => {
  it("gets users and groups by id, with AD_USER_OR_GROUP_NOT_FOUND for unknown ids", async () => {
    const emulator = createInventoryTestApp();
    const admin = DEMO_USER_SIDS.admin;
    const found = await emulator.request("POST", `${BASE}/ADUserOrGroup/Get`, { body: admin });
    expect(found.status).toBe(200);
    expect(((await found.json()) as { base: { login: string } }).base.login).toBe("admin");
    const view = await emulator.request("POST", `${BASE}/ADUserOrGroup/GetView`, { body: { id: admin } });
    expect(((await view.json()) as { groups: unknown[] }).groups.length).toBeGreaterThan(0);
    const missing = await emulator.request("POST", `${BASE}/ADUserOrGroup/Get`, { body: "S-1-5-21-0-0-0-1" });
    expect(missing.status).toBe(400);
    const fault = (await missing.json()) as Fault;
    expect(fault.fault).toBe("EntityNotFound");
    expect(fault.errors[0]?.error_key).toBe("AD_USER_OR_GROUP_NOT_FOUND");
    expect((await emulator.request("POST", `${BASE}/ADUserOrGroup/Get`, { body: {} })).status).toBe(400);
    expect(
      (await emulator.request("POST", `${BASE}/ADUserOrGroup/Get`, { caller: "anonymous", body: admin }))
        .status,
    ).toBe(401);
  });

  it("answers GetInfos, GetSummaryViews and the refresh calls for lists of ids", async () => {
    const emulator = createInventoryTestApp();
    const sids = [DEMO_USER_SIDS.admin, DEMO_USER_SIDS.helpdesk];
    for (const path of ["GetInfos", "GetSummaryViews"]) {
      const response = await emulator.request("POST", `${BASE}/ADUserOrGroup/${path}`, { body: sids });
      expect(((await response.json()) as { id: string }[]).map((row) => row.id)).toEqual(sids);
    }
    expect(
      (await emulator.request("POST", `${BASE}/ADUserOrGroup/GetInfos`, { body: "not a list" })).status,
    ).toBe(400);
    expect(
      (await emulator.request("POST", `${BASE}/ADUserOrGroup/Refresh`, { body: DEMO_USER_SIDS.admin }))
        .status,
    ).toBe(204);
    expect(
      (await emulator.request("POST", `${BASE}/ADUserOrGroup/RefreshUsersOrGroups`, { body: sids })).status,
    ).toBe(204);
    expect(
      (await emulator.request("POST", `${BASE}/ADUserOrGroup/RefreshUsersOrGroups`, { body: ["nope"] }))
        .status,
    ).toBe(400);
  });

  it("lists a user's local entitlements through EntitledUserOrGroup", async () => {
    const emulator = createInventoryTestApp();
    const entitlement = emulator.store.entitlements.all[0];
    const response = await emulator.request("POST", `${BASE}/EntitledUserOrGroup/GetLocalSummaryViews`, {
      body: [encodeURIComponent(entitlement?.user_or_group_id ?? "")],
    });
    const [row] = (await response.json()) as { localData: { desktops: string[]; applications: string[] } }[];
    expect([...(row?.localData.desktops ?? []), ...(row?.localData.applications ?? [])]).toContain(
      entitlement?.resource_id,
    );
    const nobody: TestCaller = { username: "nobody", privileges: {} };
    const denied = await emulator.request("POST", `${BASE}/EntitledUserOrGroup/GetInfos`, {
      caller: nobody,
      body: [],
    });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as Fault).fault).toBe("InsufficientPermission");
  });
});

describe("view API user entitlements", () => {
  it("creates entitlements with a Location header, reports partial failures and deletes them", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all[3];
    const user = emulator.store.adUsersOrGroups.all.find(
      (record) =>
        !record.group &&
        !emulator.store.entitlements.all.some(
          (e) => e.user_or_group_id === record.id && e.resource_id === pool?.id,
        ),
    );
    const created = await emulator.request("POST", `${BASE}/UserEntitlement/CreateUserEntitlements`, {
      body: [{ userOrGroup: { id: user?.id }, resource: { id: pool?.id } }],
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";
    const newId = location.slice(location.lastIndexOf("/") + 1);
    expect(emulator.store.entitlements.get(newId)?.resource_id).toBe(pool?.id);

    const partial = await emulator.request("POST", `${BASE}/UserEntitlement/CreateUserEntitlements`, {
      body: [
        { userOrGroup: user?.id, resource: pool?.id },
        { userOrGroup: DEMO_USER_SIDS.custom, resource: pool?.id },
        { userOrGroup: "unknown", resource: pool?.id },
      ],
    });
    expect(partial.status).toBe(201);
    const partialBody = (await partial.json()) as { category: string; results: { errors?: unknown[] }[] };
    expect(partialBody.category).toBe("PartialFailureFault");
    expect(partialBody.results.filter((result) => result.errors).length).toBe(2);

    const allFailed = await emulator.request("POST", `${BASE}/UserEntitlement/CreateUserEntitlements`, {
      body: [{ userOrGroup: "unknown", resource: pool?.id }],
    });
    expect(allFailed.status).toBe(400);
    expect(((await allFailed.json()) as Fault).fault).toBe("EntityNotFound");

    const infos = await emulator.request("POST", `${BASE}/UserEntitlement/GetInfos`, { body: [newId] });
    expect(((await infos.json()) as { base: { resource: string } }[])[0]?.base.resource).toBe(pool?.id);
    expect(
      (
        await emulator.request("POST", `${BASE}/UserEntitlement/DeleteUserEntitlements`, {
          caller: READ_ONLY,
          body: [newId],
        })
      ).status,
    ).toBe(403);
    expect(
      (await emulator.request("POST", `${BASE}/UserEntitlement/DeleteUserEntitlements`, { body: [newId] }))
        .status,
    ).toBe(204);
    expect(emulator.store.entitlements.get(newId)).toBeUndefined();
    expect(
      (await emulator.request("POST", `${BASE}/UserEntitlement/DeleteUserEntitlements`, { body: [newId] }))
        .status,
    ).toBe(400);
  });
});

describe("REST entitlements", () => {
  it("adds and removes desktop pool entitlements with per-item results", async () => {
    const emulator = createInventoryTestApp();
    const pool = emulator.store.desktopPools.all[5];
    const group = emulator.store.adUsersOrGroups.all.find(
      (record) =>
        record.group &&
        !emulator.store.entitlements.all.some(
          (e) => e.user_or_group_id === record.id && e.resource_id === pool?.id,
        ),
    );
    const post = await emulator.request("POST", "/rest/entitlements/v1/desktop-pools", {
      body: [
        { id: pool?.id, ad_user_or_group_ids: [group?.id, "S-unknown"] },
        { id: "no-pool", ad_user_or_group_ids: [] },
      ],
    });
    expect(post.status).toBe(200);
    const results = (await post.json()) as { status_code: number; details?: { status_code: number }[] }[];
    expect(results[0]?.details?.map((detail) => detail.status_code)).toEqual([200, 404]);
    expect(results[1]?.status_code).toBe(404);
    const get = await emulator.request("GET", `/rest/entitlements/v1/desktop-pools/${pool?.id}`);
    expect(((await get.json()) as { ad_user_or_group_ids: string[] }).ad_user_or_group_ids).toContain(
      group?.id,
    );
    const list = await emulator.request("GET", "/rest/entitlements/v1/desktop-pools?size=5");
    expect(list.headers.get("HAS_MORE_RECORDS")).toBe("true");
    const denied = await emulator.request("POST", "/rest/entitlements/v1/desktop-pools", {
      caller: READ_ONLY,
      body: [{ id: pool?.id, ad_user_or_group_ids: [group?.id] }],
    });
    expect(denied.status).toBe(403);
    expect(
      (await emulator.request("POST", "/rest/entitlements/v1/desktop-pools", { body: { id: 1 } })).status,
    ).toBe(400);
    const removed = await emulator.request("DELETE", "/rest/entitlements/v1/desktop-pools", {
      body: [{ id: pool?.id, ad_user_or_group_ids: [group?.id] }],
    });
    expect(
      ((await removed.json()) as { details: { status_code: number }[] }[])[0]?.details[0]?.status_code,
    ).toBe(200);
    expect((await emulator.request("GET", "/rest/entitlements/v1/application-pools/unknown")).status).toBe(
      404,
    );
  });
});

describe("unauthenticated access users", () => {
  const path = `${BASE}/UnauthenticatedAccessUser`;

  it("creates, gets, updates and deletes, with the spec's error keys", async () => {
    const emulator = createInventoryTestApp();
    const users = emulator.store.adUsersOrGroups.all.filter((record) => !record.group);
    const taken = new Set(emulator.store.unauthenticatedAccessUsers.all.map((user) => user.userId));
    const candidate = users.find((user) => user.user_principal_name && !taken.has(user.id));
    const noUpn = users.find((user) => !user.user_principal_name && !taken.has(user.id));
    const existing = emulator.store.unauthenticatedAccessUsers.all[0];
    const create = (body: unknown) => emulator.request("POST", `${path}/Create`, { body });
    const errorKey = async (response: Response) => ((await response.json()) as Fault).errors[0]?.error_key;

    expect(await errorKey(await create({ loginName: existing?.loginName, userId: candidate?.id }))).toBe(
      "UNAUTHENTICATED_ACCESS_USER_ALIAS_EXISTS",
    );
    expect(await errorKey(await create({ loginName: "new-alias", userId: existing?.userId }))).toBe(
      "UNAUTHENTICATED_ACCESS_USER_EXISTS",
    );
    expect(await errorKey(await create({ loginName: "new-alias", userId: noUpn?.id }))).toBe(
      "AD_USER_MUST_HAVE_UPN",
    );
    expect(
      await errorKey(
        await create({ loginName: "new-alias", userId: candidate?.id, hybridLogonConfig: "TRUE_SSO" }),
      ),
    ).toBe("TRUESSO_NOT_CONFIGURED");
    expect(
      await errorKey(
        await create({
          loginName: "new-alias",
          userId: candidate?.id,
          hybridLogonConfig: "PASSWORD",
          hybridLogonPassword: "wrong",
        }),
      ),
    ).toBe("INVALID_CREDENTIALS");

    const created = await create({ loginName: "lobby-kiosk", userId: candidate?.id, description: "Lobby" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(created.headers.get("Location")).toMatch(new RegExp(`/${id}$`));
    const fetched = await emulator.request("GET", `${path}/Get?id=${id}`);
    expect(((await fetched.json()) as { loginName: string }).loginName).toBe("lobby-kiosk");
    expect(
      (await emulator.request("POST", `${path}/Update`, { body: { id, description: "Front desk" } })).status,
    ).toBe(204);
    expect(emulator.store.unauthenticatedAccessUsers.get(id)?.description).toBe("Front desk");
    const otherPod = emulator.store.unauthenticatedAccessUsers.all.find(
      (user) => user.podId !== emulator.store.localPodId,
    );
    expect(
      await errorKey(
        await emulator.request("POST", `${path}/Update`, { body: { id: otherPod?.id, description: "x" } }),
      ),
    ).toBe("USER_OF_OTHER_POD_CANNOT_BE_UPDATED");
    expect((await emulator.request("POST", `${path}/Delete`, { body: id })).status).toBe(204);
    expect((await emulator.request("GET", `${path}/Get?id=${id}`)).status).toBe(400);
    const list = await emulator.request("GET", `${path}/List`);
    expect(JSON.stringify(await list.json())).not.toContain("hybridLogonPassword");
  });

  it("needs configuration privileges", async () => {
    const emulator = createInventoryTestApp();
    const nobody: TestCaller = { username: "nobody", privileges: {} };
    expect((await emulator.request("GET", `${path}/List`, { caller: nobody })).status).toBe(403);
    const denied = await emulator.request("POST", `${path}/Create`, {
      caller: READ_ONLY,
      body: { loginName: "a", userId: "b" },
    });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as Fault).fault).toBe("InsufficientPermission");
  });
});

describe("gateway access users and groups", () => {
  it("lists, creates and deletes entries", async () => {
    const emulator = createInventoryTestApp();
    const path = `${BASE}/GatewayAccessUserOrGroup`;
    const before = (await (await emulator.request("POST", `${path}/List`)).json()) as { id: string }[];
    const group = emulator.store.adUsersOrGroups.all.find(
      (record) =>
        record.group &&
        !emulator.store.gatewayAccessEntries.all.some((entry) => entry.userOrGroupId === record.id),
    );
    const created = await emulator.request("POST", `${path}/Create`, { body: { userOrGroup: group?.id } });
    expect(created.status).toBe(201);
    expect(
      (await emulator.request("POST", `${path}/Create`, { body: { userOrGroup: group?.id } })).status,
    ).toBe(400);
    const after = (await (await emulator.request("POST", `${path}/List`)).json()) as { id: string }[];
    expect(after).toHaveLength(before.length + 1);
    expect(
      (await emulator.request("POST", `${path}/Delete`, { body: { userOrGroup: group?.id } })).status,
    ).toBe(204);
    expect(
      (
        await emulator.request("POST", `${path}/Create`, {
          caller: READ_ONLY,
          body: { userOrGroup: group?.id },
        })
      ).status,
    ).toBe(403);
  });
});

describe("REST directory list as OpenAPI 2212 documents it (listADUserOrGroupSummary)", () => {
  const LIST = "/rest/external/v1/ad-users-or-groups";
  interface Summary {
    id: string;
    group: boolean;
    domain: string;
    login_name: string;
    name: string;
    user_principal_name?: string;
    email?: string;
  }
  const query = (params: Record<string, unknown>) =>
    `${LIST}?${new URLSearchParams(
      Object.entries(params).map(([key, value]) => [
        key,
        typeof value === "string" ? value : JSON.stringify(value),
      ]),
    ).toString()}`;
  const list = async (
    emulator: ReturnType<typeof createInventoryTestApp>,
    params: Record<string, unknown>,
  ) => {
    const response = await emulator.request("GET", query(params));
    expect(response.status).toBe(200);
    return {
      rows: (await response.json()) as Summary[],
      hasMore: response.headers.get("HAS_MORE_RECORDS") === "true",
    };
  };

  it("pages past 50: page after page of the asked size, HAS_MORE_RECORDS until the last, every user once", async () => {
    const emulator = createInventoryTestApp();
    const users = emulator.store.adUsersOrGroups.all.filter((record) => !record.group);
    expect(users.length).toBeGreaterThan(100);
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const { rows, hasMore } = await list(emulator, { group_only: "false", page: String(page), size: "50" });
      expect(rows.length).toBeLessThanOrEqual(50);
      expect(rows.every((row) => !row.group)).toBe(true);
      seen.push(...rows.map((row) => row.id));
      if (!hasMore) break;
      expect(rows).toHaveLength(50);
    }
    expect(seen.sort()).toEqual(users.map((user) => user.id).sort());
  });

  it("honours the domain filter (Equals on the DNS name, an Or of Equals on domain)", async () => {
    const emulator = createInventoryTestApp();
    const [first] = emulator.store.adUsersOrGroups.all;
    if (!first) throw new Error("no directory");
    const inDomain = await list(emulator, {
      filter: { type: "Equals", name: "domain", value: first.domain },
      size: "1000",
    });
    expect(inDomain.rows).toHaveLength(emulator.store.adUsersOrGroups.all.length);
    const elsewhere = await list(emulator, {
      filter: { type: "Equals", name: "domain", value: "elsewhere.test" },
    });
    expect(elsewhere.rows).toEqual([]);
    const either = await list(emulator, {
      filter: {
        type: "And",
        filters: [
          { type: "Equals", name: "login_name", value: first.login_name },
          {
            type: "Or",
            filters: [
              { type: "Equals", name: "domain", value: "elsewhere.test" },
              { type: "Equals", name: "domain", value: first.domain },
            ],
          },
        ],
      },
    });
    expect(either.rows.map((row) => row.id)).toEqual([first.id]);
  });

  it("finds a user by each documented field an administrator types: login name, principal name, e-mail, name", async () => {
    const emulator = createInventoryTestApp();
    const user =
      emulator.store.adUsersOrGroups.all.find((record) => record.login_name === "pdubois") ??
      emulator.store.adUsersOrGroups.all.find((record) => !record.group && record.user_principal_name);
    if (!user?.user_principal_name || !user.email) throw new Error("no user with a principal name");
    for (const filter of [
      { type: "Equals", name: "login_name", value: user.login_name },
      { type: "StartsWith", name: "login_name", value: user.login_name.toUpperCase() },
      { type: "Contains", name: "login_name", value: user.login_name.slice(1) },
      { type: "Equals", name: "user_principal_name", value: user.user_principal_name },
      { type: "StartsWith", name: "email", value: user.email },
      { type: "Contains", name: "name", value: user.name },
      { type: "Equals", name: "id", value: user.id },
    ]) {
      const { rows } = await list(emulator, { filter, size: "1000" });
      expect(
        rows.map((row) => row.id),
        JSON.stringify(filter),
      ).toContain(user.id);
    }
  });

  it("refuses what the model does not document: other fields, other types, an Or of anything but Equals on domain or id", async () => {
    const emulator = createInventoryTestApp();
    for (const filter of [
      { type: "Equals", name: "group", value: true },
      { type: "Contains", name: "display_name", value: "a" },
      { type: "Contains", name: "domain", value: "example" },
      { type: "StartsWith", name: "id", value: "S-1" },
      { type: "EndsWith", name: "name", value: "a" },
      { type: "NotEquals", name: "name", value: "a" },
      {
        type: "Or",
        filters: [
          { type: "Contains", name: "name", value: "a" },
          { type: "Contains", name: "login_name", value: "a" },
        ],
      },
    ]) {
      const response = await emulator.request("GET", query({ filter }));
      expect(response.status, JSON.stringify(filter)).toBe(400);
    }
  });
});
