import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import {
  FULL_ADMIN,
  type TestCaller,
  createInventoryTestApp,
} from "../../server/emulator/inventory/test-app";

// Agent installer packages and agent upgrade tasks (OpenAPI: /inventory/v1/agent-installer-packages,
// /inventory/v1/machines/action/schedule-agent-upgrade, cancel-agent-upgrade, agent-upgrade-tasks).

const PACKAGES = "/rest/inventory/v1/agent-installer-packages";
const TASKS = "/rest/inventory/v1/machines/agent-upgrade-tasks";
const SCHEDULE = "/rest/inventory/v1/machines/action/schedule-agent-upgrade";
const CANCEL = "/rest/inventory/v1/machines/action/cancel-agent-upgrade";

const ADMIN: TestCaller = {
  username: "admin",
  privileges: {
    ...FULL_ADMIN.privileges,
    [LOCAL_ROOT_ACCESS_GROUP_ID]: [
      ...(FULL_ADMIN.privileges[LOCAL_ROOT_ACCESS_GROUP_ID] ?? []),
      "INVENTORY_ADMINISTRATOR",
      "INVENTORY_ADMINISTRATOR_VIEW",
    ],
  },
};
const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["MACHINE_VIEW", "INVENTORY_ADMINISTRATOR_VIEW"] },
};
const SALES_MAINTAINER: TestCaller = {
  username: "sales",
  privileges: {
    [SALES_ACCESS_GROUP_ID]: ["MACHINE_VIEW", "MACHINE_MAINTENANCE", "INVENTORY_ADMINISTRATOR"],
  },
};

interface Package {
  id: string;
  version: string;
  build_number: string;
  url: string;
}
interface Task {
  id: string;
  state: string;
  operation: string;
  not_started_machine_or_rds_server_ids: string[];
  in_progress_machine_or_rds_server_ids: string[];
  succeeded_machine_or_rds_server_ids: string[];
  failed_machine_or_rds_server_ids: string[];
  cancelled_machine_or_rds_server_ids: string[];
}
interface ScheduleAnswer {
  task_id?: string;
  details: { id: string; status_code: number; errors?: { error_key: string }[] }[];
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function errorKey(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errors?: { error_key: string }[] };
  return body.errors?.[0]?.error_key;
}

function setUp() {
  const testApp = createInventoryTestApp();
  // Every call is admin's unless the test names another caller.
  const app = {
    ...testApp,
    request: (...[method, path, options = {}]: Parameters<typeof testApp.request>) =>
      testApp.request(method, path, { caller: ADMIN, ...options }),
  };
  const machines = app.store.machines.all;
  const newest = app.store.agentInstallerPackages.all.find((item) => item.version === "2406.0.0");
  if (!newest) throw new Error("the seed has no 2406.0.0 package");
  const schedule = (machineIds: string[], extra: Record<string, unknown> = {}, caller?: TestCaller) =>
    app.request("POST", SCHEDULE, {
      body: {
        agent_installer_package_id: newest.id,
        machine_ids: machineIds,
        start_time: app.clock.now + 60_000,
        end_time: app.clock.now + 3_600_000,
        ...extra,
      },
      ...(caller ? { caller } : {}),
    });
  const machine = (id: string) => app.store.machines.get(id);
  return { app, machines, newest, schedule, machine };
}

describe("agent installer packages", () => {
  it("lists, registers from a metadata file and unregisters packages", async () => {
    const { app } = setUp();
    const before = await json<Package[]>(await app.request("GET", PACKAGES));
    expect(before.map((item) => item.version)).toEqual(["2312.1.0", "2406.0.0"]);

    const registered = await json<{ agent_installer_package_id: string }>(
      await app.request("POST", `${PACKAGES}/action/register`, {
        body: { metadata_file_url: "https://downloads.example.com/agent/metadata-2412.0.1-24109876.json" },
      }),
    );
    const created = await json<Package>(
      await app.request("GET", `${PACKAGES}/${registered.agent_installer_package_id}`),
    );
    expect(created).toMatchObject({ version: "2412.0.1", build_number: "24109876" });

    const again = await app.request("POST", `${PACKAGES}/action/register`, {
      body: { metadata_file_url: "https://mirror.example.com/metadata-2412.0.1-24109876.json" },
    });
    expect(again.status).toBe(409);
    expect(await errorKey(again)).toBe("inventory.agent.installer.package.already.registered");

    const unregister = await app.request("POST", `${PACKAGES}/${created.id}/action/unregister`);
    expect(unregister.status).toBe(204);
    const after = await json<Package[]>(await app.request("GET", PACKAGES));
    expect(after.map((item) => item.version)).toEqual(["2312.1.0", "2406.0.0"]);
    expect((await app.request("GET", `${PACKAGES}/${created.id}`)).status).toBe(404);
    expect((await app.request("POST", `${PACKAGES}/${created.id}/action/unregister`)).status).toBe(404);
  });

  it("refuses a metadata URL that is not http(s) or names no version, and malformed JSON", async () => {
    const { app } = setUp();
    for (const body of [
      {},
      { metadata_file_url: "ftp://x/metadata-1.2-3.json" },
      { metadata_file_url: "https://x/a.json" },
    ]) {
      const response = await app.request("POST", `${PACKAGES}/action/register`, { body });
      expect(response.status).toBe(400);
      expect(await errorKey(response)).toBe("inventory.agent.installer.package.invalid.metadata");
    }
    const broken = await app.request("POST", `${PACKAGES}/action/register`, { rawBody: "{" });
    expect(broken.status).toBe(400);
  });

  it("needs INVENTORY_ADMINISTRATOR_VIEW to read and INVENTORY_ADMINISTRATOR to change, on Local Root", async () => {
    const { app, newest } = setUp();
    expect((await app.request("GET", PACKAGES, { caller: READONLY })).status).toBe(200);
    const register = await app.request("POST", `${PACKAGES}/action/register`, {
      caller: READONLY,
      body: { metadata_file_url: "https://x.example.com/m-2500.1-1.json" },
    });
    expect(register.status).toBe(403);
    expect(
      (await app.request("POST", `${PACKAGES}/${newest.id}/action/unregister`, { caller: READONLY })).status,
    ).toBe(403);
    // Packages are pod-wide: a privilege on a child access group is not enough.
    expect((await app.request("GET", PACKAGES, { caller: SALES_MAINTAINER })).status).toBe(403);
    expect((await app.request("GET", PACKAGES, { caller: "anonymous" })).status).toBe(401);
  });

  it("keeps a package a running task uses", async () => {
    const { app, machines, newest, schedule } = setUp();
    await json<ScheduleAnswer>(await schedule([machines[0]?.id ?? ""]));
    const response = await app.request("POST", `${PACKAGES}/${newest.id}/action/unregister`);
    expect(response.status).toBe(400);
    expect(await errorKey(response)).toBe("inventory.agent.installer.package.in.use");
  });
});

describe("agent upgrade tasks", () => {
  it("progress with the clock: READY, DOWNLOAD, UPDATING, then DONE, with every 5th machine failing", async () => {
    const { app, machines, newest, schedule, machine } = setUp();
    const ids = machines.slice(0, 6).map((item) => item.id);
    const answer = await json<ScheduleAnswer>(await schedule(ids));
    expect(answer.details.map((item) => item.status_code)).toEqual([200, 200, 200, 200, 200, 200]);
    const taskPath = `${TASKS}/${answer.task_id ?? ""}`;

    let task = await json<Task>(await app.request("GET", taskPath));
    expect(task.state).toBe("WAITING");
    expect(task.not_started_machine_or_rds_server_ids).toEqual(ids);
    expect(machine(ids[0] ?? "")?.agent_upgrade_state).toBe("READY");

    app.clock.now += 65_000;
    task = await json<Task>(await app.request("GET", taskPath));
    expect(task.state).toBe("RUNNING");
    expect(task.in_progress_machine_or_rds_server_ids).toEqual(ids);
    const listed = await json<{ id: string; agent_upgrade_state?: string }[]>(
      await app.request("GET", "/rest/inventory/v4/machines?size=6"),
    );
    expect(listed.find((item) => item.id === ids[0])?.agent_upgrade_state).toBe("DOWNLOAD");

    app.clock.now += 10_000;
    await app.request("GET", `/rest/inventory/v4/machines/${ids[0] ?? ""}`);
    expect(machine(ids[0] ?? "")?.agent_upgrade_state).toBe("UPDATING");

    app.clock.now += 10_000;
    task = await json<Task>(await app.request("GET", taskPath));
    expect(task.state).toBe("COMPLETED");
    expect(task.failed_machine_or_rds_server_ids).toEqual([ids[4]]);
    expect(task.succeeded_machine_or_rds_server_ids).toEqual(ids.filter((_, index) => index !== 4));
    expect(machine(ids[0] ?? "")).toMatchObject({
      agent_upgrade_state: "DONE",
      agent_upgrade_result: "OK",
      agent_version: newest.version,
      agent_build_number: newest.build_number,
    });
    expect(machine(ids[4] ?? "")).toMatchObject({
      agent_upgrade_state: "DONE",
      agent_upgrade_result: "FAILURE",
    });
    expect(machine(ids[4] ?? "")?.agent_version).not.toBe(newest.version);
  });

  it("refuses an unknown package, a machine already upgrading and invalid times", async () => {
    const { machines, schedule } = setUp();
    const first = machines[0]?.id ?? "";
    const unknown = await schedule([first], { agent_installer_package_id: "no-such-package" });
    expect(unknown.status).toBe(400);
    expect(await errorKey(unknown)).toBe("inventory.agent.installer.package.not.found");

    const backwards = await schedule([first], { end_time: 1 });
    expect(backwards.status).toBe(400);
    expect(await errorKey(backwards)).toBe("invalid.request.body");
    expect((await schedule([])).status).toBe(400);

    await json<ScheduleAnswer>(await schedule([first]));
    const twice = await json<ScheduleAnswer>(await schedule([first, "no-such-machine"]));
    expect(twice.task_id).toBeUndefined();
    expect(twice.details.map((item) => [item.status_code, item.errors?.[0]?.error_key])).toEqual([
      [400, "inventory.machine.agent.upgrade.in.progress"],
      [404, "inventory.machine.not.found"],
    ]);
  });

  it("schedules only machines of the caller's access groups and lists only tasks it may view", async () => {
    const { app, machines, schedule } = setUp();
    const sales = machines.find((item) => item.access_group_id === SALES_ACCESS_GROUP_ID);
    const other = machines.find((item) => item.access_group_id !== SALES_ACCESS_GROUP_ID);
    const answer = await json<ScheduleAnswer>(
      await schedule([sales?.id ?? "", other?.id ?? ""], {}, SALES_MAINTAINER),
    );
    expect(answer.details.map((item) => item.status_code)).toEqual([200, 403]);
    const adminTask = await json<ScheduleAnswer>(await schedule([other?.id ?? ""]));

    const seenBySales = await json<Task[]>(await app.request("GET", TASKS, { caller: SALES_MAINTAINER }));
    expect(seenBySales.map((task) => task.id)).toEqual([answer.task_id]);
    expect(
      (await app.request("GET", `${TASKS}/${adminTask.task_id ?? ""}`, { caller: SALES_MAINTAINER })).status,
    ).toBe(403);
    expect((await app.request("GET", `${TASKS}/no-such-task`)).status).toBe(404);
    expect((await schedule([sales?.id ?? ""], {}, READONLY)).status).toBe(403);
  });

  it("cancels a task that has not ended; its machines keep their agent", async () => {
    const { app, machines, schedule, machine } = setUp();
    const ids = machines.slice(0, 2).map((item) => item.id);
    const version = machine(ids[0] ?? "")?.agent_version;
    const answer = await json<ScheduleAnswer>(await schedule(ids));
    const taskId = answer.task_id ?? "";
    const results = await json<{ id: string; status_code: number; errors?: { error_key: string }[] }[]>(
      await app.request("POST", CANCEL, { body: [taskId, "no-such-task"] }),
    );
    expect(results.map((item) => [item.id, item.status_code])).toEqual([
      [taskId, 200],
      ["no-such-task", 404],
    ]);
    app.clock.now += 120_000;
    const task = await json<Task>(await app.request("GET", `${TASKS}/${taskId}`));
    expect(task).toMatchObject({ state: "CANCELLED", operation: "CANCELLED" });
    expect(task.cancelled_machine_or_rds_server_ids).toEqual(ids);
    expect(machine(ids[0] ?? "")?.agent_version).toBe(version);
    expect(machine(ids[0] ?? "")?.agent_upgrade_state).toBeUndefined();

    const again = await json<{ status_code: number; errors?: { error_key: string }[] }[]>(
      await app.request("POST", CANCEL, { body: [taskId] }),
    );
    expect(again[0]?.errors?.[0]?.error_key).toBe("inventory.agent.upgrade.task.not.cancellable");
    expect((await app.request("POST", CANCEL, { body: [taskId], caller: READONLY })).status).toBe(403);
    expect((await app.request("POST", CANCEL, { body: { id: taskId } })).status).toBe(400);
  });
});
