import { poolUpdateBody } from "../support/desktop-pool-update-body";
import { beforeEach, describe, expect, it } from "vitest";
import {
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  SALES_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";
import { DELEGATED_ADMINS_GROUP_SID, DEMO_USER_SIDS } from "../../server/emulator/data/seed-directory";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

/*
 * Roles, permissions, the privilege list and access group changes (issue 15): every route, who may call it,
 * 400/404/409 answers, and that a change of role or permission applies to the affected administrator's
 * next call in both API generations.
 */

const CONFIG = "/rest/config/v1";
type Json = Record<string, unknown>;

let client: EmulatorClient;
const tokens = new Map<string, string>();

async function token(user: string): Promise<string> {
  const known = tokens.get(user);
  if (known) return known;
  const { access_token } = await client.restLogin(user);
  tokens.set(user, access_token);
  return access_token;
}

async function call(user: string, method: string, path: string, body?: unknown): Promise<Response> {
  return client.rest(method, path, await token(user), body === undefined ? {} : { body });
}

async function json<T = Json>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function errorKey(response: Response): Promise<string | undefined> {
  const body = await json<{ errors?: { error_key: string }[] }>(response);
  return body.errors?.[0]?.error_key;
}

/** Creates a custom role as admin and returns its id (from the Location header). */
async function createRole(name: string, privileges: string[]): Promise<string> {
  const response = await call("admin", "POST", `${CONFIG}/roles`, { name, description: "test", privileges });
  expect(response.status).toBe(201);
  return (response.headers.get("Location") ?? "").split("/").pop() ?? "";
}

async function grant(principal: string, roleId: string, group: Json): Promise<string> {
  const response = await call("admin", "POST", `${CONFIG}/permissions`, [
    { ad_user_or_group_id: principal, role_id: roleId, ...group },
  ]);
  expect(response.status).toBe(200);
  const [result] = await json<Json[]>(response);
  expect(result?.status_code).toBe(200);
  return String(result?.id);
}

beforeEach(() => {
  client = new EmulatorClient(createEmulator({ now: Date.UTC(2026, 0, 5) }));
  tokens.clear();
});

describe("privileges and roles", () => {
  it("lists only selectable privileges of the REST API's set, with their sub-privileges' names", async () => {
    const response = await call("admin", "GET", `${CONFIG}/privileges`);
    expect(response.status).toBe(200);
    const list = await json<{ name: string; sub_privileges: string[] }[]>(response);
    const names = list.map((item) => item.name);
    expect(names).toContain("POOL_MANAGEMENT");
    expect(names).not.toContain("POOL_VIEW");
    expect(names).not.toContain("ADMINISTRATOR");
    // Spec 000 §6: the view API's own privileges are not in the REST API's enum.
    expect(names).not.toContain("UDD_MANAGEMENT");
    expect(names).not.toContain("THINAPP_MANAGEMENT");
    expect(list.find((item) => item.name === "POOL_ENABLE")?.sub_privileges).toEqual(["POOL_VIEW"]);
  });

  it("answers roles and the caller's permissions with the REST set, the view API with the view set", async () => {
    const roles = await json<Json[]>(await call("admin", "GET", `${CONFIG}/roles`));
    const administrators = roles.find((role) => role.name === "Administrators");
    expect(administrators?.privileges).toContain("POOL_MANAGEMENT");
    expect(administrators?.privileges).not.toContain("UDD_VIEW");
    expect(administrators?.privileges).not.toContain("HORIZON_CLOUD_SERVICE");
    const permissions = await json<{ local_privileges_info: { privileges: string[] }[] }>(
      await call("admin", "GET", `${CONFIG}/admin-users-or-groups/permissions`),
    );
    const granted = permissions.local_privileges_info.flatMap((info) => info.privileges);
    expect(granted).toContain("MACHINE_VIEW");
    expect(granted).not.toContain("UDD_VIEW");
    expect(granted).not.toContain("THINAPP_VIEW");
  });

  it("refuses a view-only privilege in a REST role", async () => {
    const response = await call("admin", "POST", `${CONFIG}/roles`, {
      name: "Disk_Keepers",
      privileges: ["UDD_MANAGEMENT"],
    });
    expect(response.status).toBe(400);
  });

  it("lists built-in and custom roles, with permission ids for a caller who may view permissions", async () => {
    const roles = await json<Json[]>(await call("readonly", "GET", `${CONFIG}/roles`));
    const administrators = roles.find((role) => role.name === "Administrators");
    expect(administrators?.built_in_role_type).toBe("ADMINISTRATOR");
    expect(administrators?.permission_ids).toHaveLength(2);
    expect(roles.find((role) => role.name === "Pool Operators")?.built_in_role_type).toBeUndefined();
    const one = await call("readonly", "GET", `${CONFIG}/roles/${String(administrators?.id)}`);
    expect((await json(one)).name).toBe("Administrators");
    expect((await call("admin", "GET", `${CONFIG}/roles/no-such-role`)).status).toBe(404);
  });

  it("creates a role, ignoring non-selectable input and adding sub-privileges", async () => {
    const id = await createRole("Sales-Operators", ["POOL_ENABLE", "MACHINE_REBOOT", "ADMINISTRATOR"]);
    const role = await json(await call("admin", "GET", `${CONFIG}/roles/${id}`));
    expect(role.privileges).toEqual(
      expect.arrayContaining(["POOL_ENABLE", "POOL_VIEW", "MACHINE_REBOOT", "MACHINE_VIEW"]),
    );
    expect(role.privileges).not.toContain("ADMINISTRATOR");
    expect(role.applies_to_local_access_group).toBe(true);
    expect(role.applies_to_federation_access_group).toBe(false);
  });

  it("refuses invalid and duplicate roles", async () => {
    const post = (body: unknown) => call("admin", "POST", `${CONFIG}/roles`, body);
    const invalidName = await post({ name: "two words", privileges: ["POOL_ENABLE"] });
    expect(invalidName.status).toBe(400);
    expect(await errorKey(invalidName)).toBe("INVALID_NAME");
    const unknown = await post({ name: "Odd", privileges: ["NO_SUCH_PRIVILEGE"] });
    expect(await errorKey(unknown)).toBe("role.privilege.invalid");
    const onlyHidden = await post({ name: "Hidden", privileges: ["POOL_VIEW"] });
    expect(await errorKey(onlyHidden)).toBe("role.privileges.required");
    const duplicate = await post({ name: "pool operators", privileges: ["POOL_ENABLE"] });
    expect(duplicate.status).toBe(400);
    await createRole("Twice", ["POOL_ENABLE"]);
    const again = await post({ name: "twice", privileges: ["POOL_ENABLE"] });
    expect(again.status).toBe(409);
    expect(await errorKey(again)).toBe("ROLE_NAME_ALREADY_USED");
  });

  it("edits and deletes custom roles only, deleting their permissions too", async () => {
    const id = await createRole("Editable", ["POOL_ENABLE"]);
    const permission = await grant(DEMO_USER_SIDS.custom ?? "", id, {
      local_access_group_id: SALES_ACCESS_GROUP_ID,
    });
    const edit = await call("admin", "PUT", `${CONFIG}/roles/${id}`, { privileges: ["POOL_ENTITLE"] });
    expect(edit.status).toBe(204);
    const role = await json(await call("admin", "GET", `${CONFIG}/roles/${id}`));
    expect(role.privileges).toContain("POOL_ENTITLE");
    expect(role.privileges).not.toContain("POOL_ENABLE");
    const builtIn = await call("admin", "PUT", `${CONFIG}/roles/role-administrators`, { description: "x" });
    expect(builtIn.status).toBe(400);
    expect(await errorKey(builtIn)).toBe("role.built_in");
    expect((await call("admin", "DELETE", `${CONFIG}/roles/role-administrators`)).status).toBe(400);
    expect((await call("admin", "PUT", `${CONFIG}/roles/nope`, { description: "x" })).status).toBe(404);
    expect((await call("admin", "DELETE", `${CONFIG}/roles/${id}`)).status).toBe(204);
    expect((await call("admin", "GET", `${CONFIG}/permissions/${permission}`)).status).toBe(404);
    expect((await call("admin", "DELETE", `${CONFIG}/roles/${id}`)).status).toBe(404);
  });
});

describe("permissions", () => {
  it("lists, reads, creates and deletes permissions in bulk with a result per item", async () => {
    const all = await json<Json[]>(await call("readonly", "GET", `${CONFIG}/permissions`));
    expect(all.length).toBeGreaterThanOrEqual(8);
    const federation = all.find(
      (item) => item.federation_access_group_id === FEDERATION_ROOT_ACCESS_GROUP_ID,
    );
    expect(federation?.ad_user_or_group_id).toBe(DEMO_USER_SIDS.admin);
    const some = await call("admin", "GET", `${CONFIG}/permissions?ids=${String(all[0]?.id)}`);
    expect(await json<Json[]>(some)).toHaveLength(1);

    const created = await call("admin", "POST", `${CONFIG}/permissions`, [
      {
        ad_user_or_group_id: DELEGATED_ADMINS_GROUP_SID,
        role_id: "role-pool-operators",
        local_access_group_id: SALES_ACCESS_GROUP_ID,
      },
      {
        ad_user_or_group_id: DELEGATED_ADMINS_GROUP_SID,
        role_id: "no-such-role",
        local_access_group_id: SALES_ACCESS_GROUP_ID,
      },
      {
        ad_user_or_group_id: DELEGATED_ADMINS_GROUP_SID,
        role_id: "role-pool-operators",
        federation_access_group_id: FEDERATION_ROOT_ACCESS_GROUP_ID,
      },
      {
        ad_user_or_group_id: DELEGATED_ADMINS_GROUP_SID,
        role_id: "role-pool-operators",
        local_access_group_id: SALES_ACCESS_GROUP_ID,
      },
      { role_id: "role-pool-operators" },
    ]);
    const results = await json<Json[]>(created);
    expect(results.map((result) => result.status_code)).toEqual([200, 404, 400, 409, 400]);
    const id = String(results[0]?.id);
    const one = await json(await call("admin", "GET", `${CONFIG}/permissions/${id}`));
    expect(one).toEqual({
      id,
      ad_user_or_group_id: DELEGATED_ADMINS_GROUP_SID,
      role_id: "role-pool-operators",
      local_access_group_id: SALES_ACCESS_GROUP_ID,
    });
    const groups = await json<Json[]>(await call("admin", "GET", "/rest/config/v2/local-access-groups"));
    expect(groups.find((group) => group.id === SALES_ACCESS_GROUP_ID)?.permission_ids).toContain(id);

    const deleted = await json<Json[]>(await call("admin", "DELETE", `${CONFIG}/permissions`, [id, "nope"]));
    expect(deleted.map((result) => result.status_code)).toEqual([200, 404]);
    expect((await call("admin", "GET", `${CONFIG}/permissions/${id}`)).status).toBe(404);
    expect((await call("admin", "DELETE", `${CONFIG}/permissions`, [])).status).toBe(400);
    expect((await call("admin", "POST", `${CONFIG}/permissions`, { not: "a list" })).status).toBe(400);
  });
});

describe("access groups", () => {
  it("creates and deletes local and federation groups; names clash; roots stay", async () => {
    const local = await call("admin", "POST", `${CONFIG}/local-access-groups`, {
      name: "Lab",
      description: "x",
    });
    expect(local.status).toBe(201);
    const localId = (local.headers.get("Location") ?? "").split("/").pop() ?? "";
    const clash = await call("admin", "POST", `${CONFIG}/local-access-groups`, { name: "sales" });
    expect(clash.status).toBe(409);
    expect(await errorKey(clash)).toBe("ACCESS_GROUP_NAME_ALREADY_USED");
    const badName = await call("admin", "POST", `${CONFIG}/local-access-groups`, { name: "a/b" });
    expect(await errorKey(badName)).toBe("INVALID_NAME");

    const federation = await call("admin", "POST", `${CONFIG}/federation-access-groups`, { name: "APAC" });
    expect(federation.status).toBe(201);
    const federationId = (federation.headers.get("Location") ?? "").split("/").pop() ?? "";
    const read = await json(
      await call("admin", "GET", `/rest/config/v2/federation-access-groups/${federationId}`),
    );
    expect(read).toMatchObject({ name: "APAC", deletable: true, permission_ids: [] });
    expect((await call("admin", "GET", `${CONFIG}/federation-access-groups/nope`)).status).toBe(404);

    const root = await call("admin", "DELETE", `${CONFIG}/local-access-groups/${LOCAL_ROOT_ACCESS_GROUP_ID}`);
    expect(await errorKey(root)).toBe("access.group.root.not.deletable");
    const inUse = await call("admin", "DELETE", `${CONFIG}/local-access-groups/${SALES_ACCESS_GROUP_ID}`);
    expect(await errorKey(inUse)).toBe("access.group.in.use");
    expect((await call("admin", "DELETE", `${CONFIG}/local-access-groups/${localId}`)).status).toBe(204);
    expect((await call("admin", "DELETE", `${CONFIG}/local-access-groups/${localId}`)).status).toBe(404);
    expect((await call("admin", "DELETE", `${CONFIG}/federation-access-groups/${federationId}`)).status).toBe(
      204,
    );
  });

  it("moves a pool to another access group with POOL_MANAGEMENT on both; its machines follow", async () => {
    const pools = await json<Json[]>(await call("admin", "GET", "/rest/inventory/v6/desktop-pools?size=200"));
    const pool = pools.find((item) => item.access_group_id === SALES_ACCESS_GROUP_ID);
    if (!pool) throw new Error("the seed has no Sales pool");
    const move = (target: string) => poolUpdateBody(pool, { access_group_id: target });
    const engineering = "5f8a1f27-0c3e-4d6b-9a41-000000000003";
    const path = `/rest/inventory/v1/desktop-pools/${String(pool?.id)}`;
    expect((await call("inventory", "PUT", path, move(engineering))).status).toBe(403);
    const invalid = await call("admin", "PUT", path, move("nope"));
    expect(await errorKey(invalid)).toBe("access.group.invalid");
    expect((await call("admin", "PUT", path, move(engineering))).status).toBe(204);
    const read = `/rest/inventory/v6/desktop-pools/${String(pool.id)}`;
    expect((await json(await call("admin", "GET", read))).access_group_id).toBe(engineering);
    const machines = await json<Json[]>(await call("admin", "GET", `/rest/inventory/v4/machines?size=1000`));
    const own = machines.filter((machine) => machine.desktop_pool_id === pool?.id);
    expect(own.every((machine) => machine.access_group_id === engineering)).toBe(true);
    // The Sales administrator no longer reaches the pool.
    expect((await call("inventory", "GET", path)).status).toBe(403);
  });
});

describe("who may call", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", `${CONFIG}/privileges`],
    ["GET", `${CONFIG}/roles`],
    ["GET", `${CONFIG}/roles/role-administrators`],
    ["POST", `${CONFIG}/roles`, { name: "X", privileges: ["POOL_ENABLE"] }],
    ["PUT", `${CONFIG}/roles/role-pool-operators`, { description: "x" }],
    ["DELETE", `${CONFIG}/roles/role-pool-operators`],
    ["GET", `${CONFIG}/permissions`],
    ["GET", `${CONFIG}/permissions/permission-1`],
    ["POST", `${CONFIG}/permissions`, [{ ad_user_or_group_id: "S-1-5-1", role_id: "role-administrators" }]],
    ["DELETE", `${CONFIG}/permissions`, ["permission-1"]],
    ["POST", `${CONFIG}/local-access-groups`, { name: "Y" }],
    ["DELETE", `${CONFIG}/local-access-groups/${SALES_ACCESS_GROUP_ID}`],
    ["POST", `${CONFIG}/federation-access-groups`, { name: "Z" }],
  ];

  it("refuses every route to inventory and every change to readonly (403); 401 without a token", async () => {
    for (const [method, path, body] of routes) {
      expect((await call("inventory", method, path, body)).status, `${method} ${path}`).toBe(403);
      if (method !== "GET")
        expect((await call("readonly", method, path, body)).status, `${method} ${path}`).toBe(403);
      const anonymous = await client.rest(method, path, undefined, body === undefined ? {} : { body });
      expect(anonymous.status).toBe(401);
    }
  });
});

describe("changes take effect on the next call", () => {
  it("a permission granted to a directory group applies to its member at once, and its removal too", async () => {
    const view = await client.viewLogin("admin");
    expect(view.csrf).not.toBe("");
    // delegate has no permission yet: REST sign-in works, every privileged call is refused.
    const pools = "/rest/inventory/v6/desktop-pools";
    expect((await call("delegate", "GET", pools)).status).toBe(403);
    const roleId = await createRole("Sales-Enablers", ["POOL_ENABLE", "MACHINE_REBOOT"]);
    const permission = await grant(DELEGATED_ADMINS_GROUP_SID, roleId, {
      local_access_group_id: SALES_ACCESS_GROUP_ID,
    });

    const visible = await json<Json[]>(await call("delegate", "GET", pools));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((pool) => pool.access_group_id === SALES_ACCESS_GROUP_ID)).toBe(true);
    const own = await json(
      await call("delegate", "GET", "/rest/config/v1/admin-users-or-groups/permissions"),
    );
    expect(own.local_privileges_info).toEqual([
      expect.objectContaining({ access_group_id: SALES_ACCESS_GROUP_ID }),
    ]);
    const first = visible[0];
    if (!first) throw new Error("the delegate sees no pool");
    const path = `/rest/inventory/v1/desktop-pools/${String(first.id)}`;
    expect((await call("delegate", "PUT", path, poolUpdateBody(first, { enabled: false }))).status).toBe(204);
    expect((await call("delegate", "PUT", path, poolUpdateBody(first, { description: "x" }))).status).toBe(
      403,
    );

    // The view API reads the same live state.
    const session = await client.viewLogin("delegate");
    const loginView = await client.view("POST", "AdminUserOrGroup/getloginview", session, {
      body: { id: "" },
    });
    const roles = await json<{ privilegesInfo: { privileges: string[] }[] }>(loginView);
    expect(roles.privilegesInfo[0]?.privileges).toEqual(expect.arrayContaining(["POOL_ENABLE", "POOL_VIEW"]));

    // Editing the role changes what the member may do on the next call.
    await call("admin", "PUT", `${CONFIG}/roles/${roleId}`, { privileges: ["MACHINE_REBOOT"] });
    expect((await call("delegate", "PUT", path, poolUpdateBody(first, { enabled: true }))).status).toBe(403);

    expect((await call("admin", "DELETE", `${CONFIG}/permissions`, [permission])).status).toBe(200);
    expect((await call("delegate", "GET", pools)).status).toBe(403);
    const after = await client.view("POST", "AdminUserOrGroup/getloginview", session, { body: { id: "" } });
    expect((await json<{ privilegesInfo: unknown[] }>(after)).privilegesInfo).toEqual([]);
  });
});
