import { describe, expect, it } from "vitest";
import {
  FEDERATION_EMEA_ACCESS_GROUP_ID,
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";
import { CPA_STEP_MS, federationOf } from "../../server/emulator/inventory/federation-state";
import { InventoryStore } from "../../server/emulator/inventory/inventory-store";
import { REFUSED_JOIN_PASSWORD } from "../../server/emulator/inventory/rest-federation-routes";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// The federation calls: CPA actions and tasks, sites, pods, global entitlements and their local pools.

const MANAGER: TestCaller = {
  username: "federation",
  privileges: {
    [LOCAL_ROOT_ACCESS_GROUP_ID]: ["ADMINISTRATOR_VIEW"],
    [FEDERATION_ROOT_ACCESS_GROUP_ID]: ["FEDERATED_LDAP_MANAGE"],
  },
};
const VIEWER: TestCaller = {
  username: "viewer",
  privileges: {
    [LOCAL_ROOT_ACCESS_GROUP_ID]: ["ADMINISTRATOR_VIEW"],
    [FEDERATION_ROOT_ACCESS_GROUP_ID]: ["FEDERATED_LDAP_VIEW"],
  },
};
const EMEA: TestCaller = {
  username: "emea",
  privileges: { [FEDERATION_EMEA_ACCESS_GROUP_ID]: ["FEDERATED_LDAP_MANAGE"] },
};
const LOCAL_ONLY: TestCaller = {
  username: "local",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_ENTITLE"] },
};

type Json = Record<string, unknown>;

function setUp(scale: "federation" | "small" = "federation") {
  const probe = createInventoryTestApp();
  const app = createInventoryTestApp({ store: InventoryStore.create({ scale, now: probe.clock.now }) });
  const call = async (method: string, path: string, body?: unknown, caller: TestCaller = MANAGER) =>
    app.request(method, path, { caller, ...(body === undefined ? {} : { body }) });
  const json = async <T = Json>(method: string, path: string, body?: unknown, caller?: TestCaller) => {
    const response = await call(method, path, body, caller);
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const errorKey = async (response: Response) =>
    ((await response.json()) as { errors?: { error_key?: string }[] }).errors?.[0]?.error_key;
  /** Runs the clock through a task and returns each percentage seen on the way. */
  const runTask = async (taskId: string) => {
    const seen: number[] = [];
    for (let step = 0; step < 10; step += 1) {
      const task = await json("GET", `/rest/federation/v1/cpa/tasks/${taskId}`);
      seen.push(task.percentage_complete as number);
      if (task.status !== "RUNNING") return { task, seen };
      app.clock.now += CPA_STEP_MS;
    }
    throw new Error("the task did not finish");
  };
  return { app, call, json, errorKey, runTask };
}

describe("cloud pod architecture", () => {
  it("unjoins and joins again through tasks that advance on the clock, reporting the pending state", async () => {
    const { app, call, json, errorKey, runTask } = setUp();
    const pods = app.store.pods.size;
    expect((await json("GET", "/rest/federation/v1/cpa")).local_connection_server_status).toBe("ENABLED");

    const { task_id: unjoin } = await json<{ task_id: string }>(
      "POST",
      "/rest/federation/v1/cpa/action/unjoin",
    );
    const during = await json("GET", "/rest/federation/v1/cpa");
    expect(during.local_connection_server_status).toBe("PENDING");
    const duringTasks = await json<{ type: string; status: string }[]>(
      "GET",
      "/rest/federation/v1/cpa/tasks",
    );
    expect(duringTasks.at(-1)).toMatchObject({ type: "POD_FEDERATION_UNJOINING", status: "RUNNING" });
    const busy = await call("POST", "/rest/federation/v1/cpa/action/initialize");
    expect(busy.status).toBe(409);
    expect(await errorKey(busy)).toBe("federation.cpa.operation.in.progress");
    const unjoined = await runTask(unjoin);
    expect(unjoined.task.status).toBe("COMPLETED");
    expect(unjoined.seen).toEqual([0, 25, 50, 75, 100]);
    expect((await json("GET", "/rest/federation/v1/cpa")).local_connection_server_status).toBe("DISABLED");
    expect(await json<unknown[]>("GET", "/rest/federation/v1/pods")).toHaveLength(1);

    const spec = { remote_pod_address: "cs1.example.com", username: "EXAMPLE\\admin", password: ["secret"] };
    for (const [bad, key] of [
      [{ ...spec, remote_pod_address: "" }, "federation.cpa.join.remote.pod.address.invalid"],
      [{ ...spec, username: "admin" }, "federation.cpa.join.username.invalid"],
      [{ ...spec, password: [] }, "federation.cpa.join.password.required"],
    ] as const) {
      const refused = await call("POST", "/rest/federation/v1/cpa/action/join", bad);
      expect(refused.status).toBe(400);
      expect(await errorKey(refused)).toBe(key);
    }
    const failed = await json<{ task_id: string }>("POST", "/rest/federation/v1/cpa/action/join", {
      ...spec,
      password: [REFUSED_JOIN_PASSWORD],
    });
    const refusedJoin = await runTask(failed.task_id);
    expect(refusedJoin.task.status).toBe("FAILED");
    expect((await json("GET", "/rest/federation/v1/cpa")).local_connection_server_status).toBe("DISABLED");

    const { task_id: join } = await json<{ task_id: string }>(
      "POST",
      "/rest/federation/v1/cpa/action/join",
      spec,
    );
    expect((await runTask(join)).task.status).toBe("COMPLETED");
    expect(await json<unknown[]>("GET", "/rest/federation/v1/pods")).toHaveLength(pods);
    const tasks = await json<Json[]>("GET", "/rest/federation/v1/cpa/tasks");
    expect(tasks.map((task) => task.type)).toEqual([
      "POD_FEDERATION_UNJOINING",
      "POD_FEDERATION_JOINING",
      "POD_FEDERATION_JOINING",
    ]);
    // The password is write-only: no task or federation read echoes it.
    expect(
      JSON.stringify(tasks) + JSON.stringify(await json("GET", "/rest/federation/v1/cpa")),
    ).not.toContain("secret");
  });

  it("ejects a remote pod but not the local one; uninitializes only as the last pod; initializes again", async () => {
    const { app, call, json, errorKey, runTask } = setUp();
    const remote = app.store.pods.all.filter((pod) => !pod.local_pod);
    const local = await call("POST", "/rest/federation/v1/cpa/action/eject", {
      pod_id: app.store.localPodId,
    });
    expect(local.status).toBe(400);
    expect(await errorKey(local)).toBe("federation.cpa.eject.local.pod");
    expect((await call("POST", "/rest/federation/v1/cpa/action/eject", { pod_id: "nope" })).status).toBe(404);
    const tooEarly = await call("POST", "/rest/federation/v1/cpa/action/uninitialize");
    expect(await errorKey(tooEarly)).toBe("federation.cpa.uninitialize.other.pods");
    for (const pod of remote) {
      expect((await call("POST", "/rest/federation/v1/cpa/action/eject", { pod_id: pod.id })).status).toBe(
        204,
      );
    }
    const sites = await json<{ pods: string[] }[]>("GET", "/rest/federation/v1/sites");
    expect(sites.flatMap((site) => site.pods)).toEqual([app.store.localPodId]);
    const unjoin = await call("POST", "/rest/federation/v1/cpa/action/unjoin");
    expect(await errorKey(unjoin)).toBe("federation.cpa.unjoin.last.pod");

    const { task_id: uninit } = await json<{ task_id: string }>(
      "POST",
      "/rest/federation/v1/cpa/action/uninitialize",
    );
    expect((await runTask(uninit)).seen).toEqual([0, 33, 67, 100]);
    const siteAfter = await call("POST", "/rest/federation/v1/sites", { name: "Late" });
    expect(siteAfter.status).toBe(409);
    expect(await errorKey(siteAfter)).toBe("federation.cpa.not.initialized");
    const { task_id: init } = await json<{ task_id: string }>(
      "POST",
      "/rest/federation/v1/cpa/action/initialize",
    );
    expect((await runTask(init)).task.status).toBe("COMPLETED");
    expect((await call("POST", "/rest/federation/v1/cpa/action/initialize")).status).toBe(409);
  });

  it("refuses changes without FEDERATED_LDAP_MANAGE on the federation root and reads to callers without a view right", async () => {
    const { call } = setUp();
    for (const caller of [VIEWER, EMEA, LOCAL_ONLY]) {
      expect((await call("POST", "/rest/federation/v1/cpa/action/unjoin", undefined, caller)).status).toBe(
        403,
      );
      expect((await call("POST", "/rest/federation/v1/sites", { name: "X" }, caller)).status).toBe(403);
    }
    expect((await call("GET", "/rest/federation/v1/cpa/tasks", undefined, VIEWER)).status).toBe(200);
    expect((await call("GET", "/rest/federation/v1/cpa/tasks", undefined, LOCAL_ONLY)).status).toBe(403);
    expect((await call("GET", "/rest/federation/v1/cpa", undefined, LOCAL_ONLY)).status).toBe(403);
  });
});

describe("sites and pods", () => {
  it("creates, renames and deletes sites; refuses deleting a site with pods; moves a pod", async () => {
    const { call, json, errorKey } = setUp();
    const created = await call("POST", "/rest/federation/v1/sites", { name: "Paris", description: "FR" });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";
    const id = location.split("/").pop() ?? "";
    for (const [body, key] of [
      [{ name: " " }, "federation.site.name.invalid"],
      [{ name: "paris" }, "federation.site.name.exists"],
    ] as const) {
      const refused = await call("POST", "/rest/federation/v1/sites", body);
      expect(refused.status).toBe(400);
      expect(await errorKey(refused)).toBe(key);
    }
    expect((await call("PUT", `/rest/federation/v1/sites/${id}`, { name: "Paris 2" })).status).toBe(204);
    expect((await json("GET", `/rest/federation/v1/sites/${id}`)).name).toBe("Paris 2");

    const pods = await json<{ id: string; name: string; site_id: string }[]>(
      "GET",
      "/rest/federation/v1/pods",
    );
    const pod = pods[1];
    if (!pod) throw new Error("the federation has a second pod");
    const occupied = await call("DELETE", `/rest/federation/v1/sites/${pod.site_id}`);
    expect(occupied.status).toBe(400);
    expect(await errorKey(occupied)).toBe("federation.site.has.pods");
    const move = await call("PUT", `/rest/federation/v1/pods/${pod.id}`, { name: pod.name, site_id: id });
    expect(move.status).toBe(204);
    expect((await json(`GET`, `/rest/federation/v1/sites/${id}`)).pods).toEqual([pod.id]);
    expect((await json("GET", `/rest/federation/v1/pods/${pod.id}`)).site_id).toBe(id);
    const badSite = await call("PUT", `/rest/federation/v1/pods/${pod.id}`, { name: pod.name, site_id: "x" });
    expect(await errorKey(badSite)).toBe("federation.pod.site.not.found");
    expect((await call("DELETE", `/rest/federation/v1/sites/${id}`)).status).toBe(400);
    await call("PUT", `/rest/federation/v1/pods/${pod.id}`, { name: pod.name, site_id: pod.site_id });
    expect((await call("DELETE", `/rest/federation/v1/sites/${id}`)).status).toBe(204);
    expect((await call("GET", `/rest/federation/v1/sites/${id}`)).status).toBe(404);
  });
});

describe("global entitlements", () => {
  it("creates one, adds local pools of two pods, entitles a group, and deletes it with its links", async () => {
    const { app, call, json, errorKey } = setUp();
    const base = "/rest/inventory/v1/global-desktop-entitlements";
    const createV2 = "/rest/inventory/v2/global-desktop-entitlements";
    const root = FEDERATION_ROOT_ACCESS_GROUP_ID;
    for (const [path, body, key] of [
      [createV2, { name: "GE-New" }, "inventory.global.entitlement.access.group.required"],
      [
        "/rest/inventory/v1/global-application-entitlements",
        { name: "GE-New" },
        "inventory.global.entitlement.access.group.required",
      ],
      [createV2, { name: "", federated_access_group_id: root }, "inventory.global.entitlement.name.invalid"],
      [
        createV2,
        { name: "GE-New", scope: "EVERYWHERE", federated_access_group_id: root },
        "inventory.global.entitlement.scope.invalid",
      ],
      [
        createV2,
        { name: "GE-New", federated_access_group_id: "x" },
        "inventory.global.entitlement.access.group.invalid",
      ],
      [
        createV2,
        { name: app.store.globalEntitlements.all[0]?.name.toLowerCase(), federated_access_group_id: root },
        "inventory.global.entitlement.name.exists",
      ],
    ] as const) {
      const refused = await call("POST", path, body);
      expect(refused.status).toBe(400);
      expect(await errorKey(refused)).toBe(key);
    }
    const spec = { name: "GE-New", federated_access_group_id: root };
    expect((await call("POST", createV2, spec, EMEA)).status).toBe(403);
    const created = await call("POST", createV2, { ...spec, scope: "WITHIN_SITE", use_home_site: true });
    expect(created.status).toBe(201);
    const id = (created.headers.get("Location") ?? "").split("/").pop() ?? "";
    const entitlement = await json(`GET`, `${base}/${id}`);
    expect(entitlement).toMatchObject({ name: "GE-New", scope: "WITHIN_SITE", use_home_site: true });

    const pods = app.store.pods.all;
    const [first, second] = [pods[0], pods[1]];
    if (!first || !second) throw new Error("the federation has two pods");
    // No 2212 call lists a pod's pools: the test reads the emulator's federation state for them.
    const poolsOf = (podId: string) => federationOf(app.store, () => app.clock.now).poolsOf(podId, "DESKTOP");
    const free = (podId: string) => poolsOf(podId).find((pool) => !pool.global_entitlement_id);
    const picks = [free(first.id), free(second.id)].map((pool) => pool?.id ?? "");
    const compatible = await json<string[]>("GET", `${base}/${id}/compatible-local-desktop-pools`);
    expect(compatible).toEqual(expect.arrayContaining(picks));
    const added = await json<Json[]>("POST", `${base}/${id}/local-desktop-pools`, [...picks, "nope"]);
    expect(added.map((result) => result.status_code)).toEqual([200, 200, 404]);
    expect(await json<string[]>("GET", `${base}/${id}/local-desktop-pools`)).toEqual(picks);
    const again = await json<Json[]>("POST", `${base}/${id}/local-desktop-pools`, [picks[0]]);
    expect(again[0]?.errors).toEqual([
      expect.objectContaining({ error_key: "inventory.local.pool.already.added" }),
    ]);
    expect(
      (await json("GET", `/rest/federation/v1/pods/${second.id}`)).active_global_desktop_entitlements,
    ).toContain(id);

    const group = app.store.adUsersOrGroups.all.find((entry) => entry.group);
    const entitle = [{ id, ad_user_or_group_ids: [group?.id] }];
    expect(
      (await call("POST", "/rest/entitlements/v1/global-desktop-entitlements", entitle, LOCAL_ONLY)).status,
    ).toBe(403);
    await json("POST", "/rest/entitlements/v1/global-desktop-entitlements", entitle);
    expect(await json(`GET`, `/rest/entitlements/v1/global-desktop-entitlements/${id}`)).toEqual({
      id,
      ad_user_or_group_ids: [group?.id],
    });

    const removed = await json<Json[]>("DELETE", `${base}/${id}/local-desktop-pools`, [picks[1]]);
    expect(removed[0]?.status_code).toBe(200);
    expect(await json<string[]>("GET", `${base}/${id}/local-desktop-pools`)).toEqual([picks[0]]);
    expect((await call("DELETE", `${base}/${id}`)).status).toBe(204);
    expect((await call("GET", `${base}/${id}`)).status).toBe(404);
    expect(free(first.id)?.id).toBeDefined();
    expect(poolsOf(first.id).some((pool) => pool.global_entitlement_id === id)).toBe(false);
    expect(app.store.entitlements.all.some((entry) => entry.resource_id === id)).toBe(false);
  });

  it("updates one with the whole update spec, on its own federation group and the one it moves to", async () => {
    const { app, call, json, errorKey } = setUp();
    const base = "/rest/inventory/v1/global-desktop-entitlements";
    const [emea, root] = [FEDERATION_EMEA_ACCESS_GROUP_ID, FEDERATION_ROOT_ACCESS_GROUP_ID];
    const desktops = app.store.globalEntitlements.all.filter((entry) => entry.kind === "DESKTOP");
    const target = desktops.find((entry) => entry.federated_access_group_id === emea && !entry.dedicated);
    const other = desktops.find((entry) => entry.id !== target?.id);
    if (!target || !other) throw new Error("the federation seeds desktop entitlements in EMEA");
    // Read with the version that has what the update spec requires (the federated group).
    const before = await json("GET", `/rest/inventory/v2/global-desktop-entitlements/${target.id}`);
    const spec = {
      name: "GE-Renamed",
      display_name: "Renamed",
      description: "Edited",
      federated_access_group_id: emea,
      scope: "WITHIN_POD",
      use_home_site: true,
      require_home_site: true,
      enabled: false,
      default_display_protocol: "PCOIP",
      multiple_session_auto_clean: true,
      allow_multiple_sessions_per_user: false,
      cloud_managed: false,
      display_assigned_machine_name: true,
      display_machine_alias: false,
      enable_client_restrictions: false,
      session_collaboration_enabled: true,
    };
    expect((await call("PUT", `${base}/${target.id}`, spec, VIEWER)).status).toBe(403);
    // EMEA's manager may edit it there, not move it to the Federation Root.
    const moved = await call(
      "PUT",
      `${base}/${target.id}`,
      { ...spec, federated_access_group_id: root },
      EMEA,
    );
    expect(moved.status).toBe(403);
    const taken = await call("PUT", `${base}/${target.id}`, { ...spec, name: other.name.toUpperCase() });
    expect(taken.status).toBe(400);
    expect(await errorKey(taken)).toBe("inventory.global.entitlement.name.exists");
    expect((await call("PUT", `${base}/not-there`, spec)).status).toBe(404);

    expect((await call("PUT", `${base}/${target.id}`, spec, EMEA)).status).toBe(204);
    const after = await json("GET", `/rest/inventory/v2/global-desktop-entitlements/${target.id}`);
    expect(after).toMatchObject({
      ...spec,
      id: target.id,
      dedicated: before.dedicated,
      allow_users_to_choose_protocol: before.allow_users_to_choose_protocol,
    });
    // Its own name again is no clash.
    expect((await call("PUT", `${base}/${target.id}`, spec)).status).toBe(204);

    const application = app.store.globalEntitlements.all.find((entry) => entry.kind === "APPLICATION");
    if (!application) throw new Error("the federation seeds application entitlements");
    const appSpec = {
      name: application.name,
      display_name: application.display_name,
      federated_access_group_id: application.federated_access_group_id,
      scope: application.scope,
      use_home_site: false,
      require_home_site: false,
      enabled: true,
      default_display_protocol: "BLAST",
      multiple_session_auto_clean: false,
      enable_client_restrictions: false,
      enable_pre_launch: true,
      multi_session_mode: "ENABLED_DEFAULT_ON",
    };
    const appBase = `/rest/inventory/v1/global-application-entitlements/${application.id}`;
    const preLaunch = await call("PUT", appBase, appSpec);
    expect(preLaunch.status).toBe(400);
    expect(await errorKey(preLaunch)).toBe("inventory.global.entitlement.pre.launch.multi.session");
    expect((await call("PUT", appBase, { ...appSpec, enable_pre_launch: false })).status).toBe(204);
    expect(
      await json("GET", `/rest/inventory/v2/global-application-entitlements/${application.id}`),
    ).toMatchObject({ multi_session_mode: "ENABLED_DEFAULT_ON", enable_pre_launch: false });
  });

  it("answers 409 on a pod that is not federated", async () => {
    const { call, errorKey } = setUp("small");
    const refused = await call("POST", "/rest/inventory/v1/global-application-entitlements", {
      name: "GE-App",
      federated_access_group_id: FEDERATION_ROOT_ACCESS_GROUP_ID,
    });
    expect(refused.status).toBe(409);
    expect(await errorKey(refused)).toBe("federation.cpa.not.initialized");
  });
});
