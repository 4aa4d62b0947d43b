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
