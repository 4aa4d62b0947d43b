import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import type { PersistentDiskRecord } from "../../server/emulator/data/inventory-types";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// The emulator's own persistent-disk calls (the public OpenAPI has none; docs/emulator.md records them).

const BASE = "/rest/inventory/v1/persistent-disks";
const DISK_ADMIN: TestCaller = {
  username: "disks",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["UDD_VIEW", "UDD_MANAGEMENT", "MACHINE_VIEW"] },
};
const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["UDD_VIEW"] },
};
const SALES: TestCaller = {
  username: "inventory",
  privileges: { [SALES_ACCESS_GROUP_ID]: ["UDD_VIEW", "UDD_MANAGEMENT"] },
};
const MACHINES_ONLY: TestCaller = {
  username: "machines",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["MACHINE_VIEW", "MACHINE_MANAGEMENT"] },
};

type Disk = PersistentDiskRecord;

function setUp() {
  const app = createInventoryTestApp();
  const { store } = app;
  const list = async (caller: TestCaller, query = "") => {
    const response = await app.request("GET", `${BASE}${query}`, { caller });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Disk[];
  };
  const disk = (test: (candidate: Disk) => boolean) => {
    const found = store.persistentDisks.all.find(test);
    if (!found) throw new Error("the seed has no such disk");
    return found;
  };
  return { app, store, list, disk };
}

describe("persistent disks", () => {
  it("lists attached and detached disks, scoped by UDD_VIEW on the disk's access group, with the paging rule", async () => {
    const { app, store, list } = setUp();
    const all = await list(DISK_ADMIN, "?size=1000");
    expect(all.length).toBe(store.persistentDisks.size);
    expect(all.some((disk) => disk.disk_role === "PRIMARY" && disk.machine_id)).toBe(true);
    expect(all.some((disk) => disk.disk_role === "UNATTACHED" && !disk.machine_id)).toBe(true);
    expect(await list(READONLY, "?size=1000")).toEqual(all);
    const sales = await list(SALES, "?size=1000");
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.length).toBeLessThan(all.length);
    const detached = await list(
      DISK_ADMIN,
      `?filter=${encodeURIComponent(JSON.stringify({ type: "Equals", name: "disk_role", value: "UNATTACHED" }))}`,
    );
    expect(detached.every((disk) => disk.disk_role === "UNATTACHED")).toBe(true);

    const first = await app.request("GET", `${BASE}?page=1&size=2`, { caller: DISK_ADMIN });
    expect(first.headers.get("HAS_MORE_RECORDS")).toBe("true");
    const lastPage = Math.ceil(all.length / 2);
    const last = await app.request("GET", `${BASE}?page=${lastPage}&size=2`, { caller: DISK_ADMIN });
    expect(last.headers.get("HAS_MORE_RECORDS")).toBeNull();
    expect((await app.request("GET", `${BASE}?page=0`, { caller: DISK_ADMIN })).status).toBe(400);
    expect((await app.request("GET", BASE, { caller: MACHINES_ONLY })).status).toBe(403);
    expect((await app.request("GET", BASE, { caller: "anonymous" })).status).toBe(401);
  });

  it("gets one disk: 404 for an unknown id, 403 outside the caller's groups", async () => {
    const { app, disk } = setUp();
    const other = disk((candidate) => candidate.access_group_id !== SALES_ACCESS_GROUP_ID);
    expect(await (await app.request("GET", `${BASE}/${other.id}`, { caller: READONLY })).json()).toEqual(
      other,
    );
    expect((await app.request("GET", `${BASE}/${other.id}`, { caller: SALES })).status).toBe(403);
    expect((await app.request("GET", `${BASE}/nope`, { caller: READONLY })).status).toBe(404);
  });

  it("detaches and archives attached disks with a result per id, and later reads see it", async () => {
    const { app, list, disk } = setUp();
    const attached = disk((candidate) => candidate.machine_id !== undefined);
    const toArchive = disk((candidate) => candidate.machine_id !== undefined && candidate.id !== attached.id);
    const detached = disk((candidate) => candidate.machine_id === undefined);
    const response = await app.request("POST", `${BASE}/action/detach`, {
      caller: DISK_ADMIN,
      body: [attached.id, detached.id, "unknown"],
    });
    const results = (await response.json()) as {
      id: string;
      status_code: number;
      errors?: { error_key: string }[];
    }[];
    expect(results.map((result) => [result.status_code, result.errors?.[0]?.error_key])).toEqual([
      [200, undefined],
      [400, "inventory.persistent.disk.not.attached"],
      [404, "inventory.persistent.disk.not.found"],
    ]);
    const after = (await list(DISK_ADMIN, "?size=1000")).find((candidate) => candidate.id === attached.id);
    expect(after).toMatchObject({ disk_role: "UNATTACHED", status: "UNATTACHED" });
    expect(after?.machine_id).toBeUndefined();

    await app.request("POST", `${BASE}/action/archive`, { caller: DISK_ADMIN, body: [toArchive.id] });
    const archived = (await (
      await app.request("GET", `${BASE}/${toArchive.id}`, { caller: DISK_ADMIN })
    ).json()) as Disk;
    expect(archived).toMatchObject({ archived: true, disk_role: "UNATTACHED" });
    expect(archived.datastore_path).toContain("archive/");

    const refused = await app.request("POST", `${BASE}/action/detach`, {
      caller: READONLY,
      body: [attached.id],
    });
    expect(refused.status).toBe(403);
    expect(
      (await app.request("POST", `${BASE}/action/detach`, { caller: DISK_ADMIN, rawBody: "{" })).status,
    ).toBe(400);
  });

  it("attaches a detached disk to a machine of a dedicated pool without a disk", async () => {
    const { app, store, disk } = setUp();
    const detached = disk((candidate) => candidate.machine_id === undefined);
    const withDisk = new Set(store.persistentDisks.all.map((candidate) => candidate.machine_id));
    const target = store.machines.all.find(
      (machine) =>
        !withDisk.has(machine.id) &&
        machine.type === "MANAGED_MACHINE" &&
        store.desktopPools.get(machine.desktop_pool_id)?.user_assignment === "DEDICATED",
    );
    const floating = store.machines.all.find(
      (machine) => store.desktopPools.get(machine.desktop_pool_id)?.user_assignment === "FLOATING",
    );
    const taken = disk((candidate) => candidate.machine_id !== undefined).machine_id;
    if (!target || !floating || !taken) throw new Error("the seed lacks the machines this test needs");
    const attach = (machineId: unknown, caller = DISK_ADMIN) =>
      app.request("POST", `${BASE}/${detached.id}/action/attach`, {
        caller,
        body: { machine_id: machineId },
      });
    const errorKey = async (response: Response) =>
      ((await response.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key;

    expect(await errorKey(await attach(floating.id))).toBe("inventory.persistent.disk.machine.not.dedicated");
    expect(await errorKey(await attach(taken))).toBe("inventory.persistent.disk.machine.has.disk");
    expect((await attach(42)).status).toBe(400);
    expect((await attach("unknown")).status).toBe(400);
    expect((await attach(target.id, READONLY)).status).toBe(403);
    expect(
      (
        await app.request("POST", `${BASE}/unknown/action/attach`, {
          caller: DISK_ADMIN,
          body: { machine_id: target.id },
        })
      ).status,
    ).toBe(404);
    expect((await attach(target.id)).status).toBe(204);
    const after = (await (
      await app.request("GET", `${BASE}/${detached.id}`, { caller: DISK_ADMIN })
    ).json()) as Disk;
    expect(after).toMatchObject({ machine_id: target.id, disk_role: "PRIMARY", status: "IN_USE" });
    expect(await errorKey(await attach(target.id))).toBe("inventory.persistent.disk.attached");
  });

  it("deletes only detached disks", async () => {
    const { app, store, disk } = setUp();
    const attached = disk((candidate) => candidate.machine_id !== undefined);
    const detached = disk((candidate) => candidate.machine_id === undefined);
    expect((await app.request("DELETE", `${BASE}/${attached.id}`, { caller: DISK_ADMIN })).status).toBe(400);
    expect((await app.request("DELETE", `${BASE}/${detached.id}`, { caller: READONLY })).status).toBe(403);
    expect((await app.request("DELETE", `${BASE}/${detached.id}`, { caller: DISK_ADMIN })).status).toBe(204);
    expect(store.persistentDisks.get(detached.id)).toBeUndefined();
    expect((await app.request("DELETE", `${BASE}/${detached.id}`, { caller: DISK_ADMIN })).status).toBe(404);
  });

  it("imports a disk from vCenter with the default size of 2048 MB and refuses invalid input", async () => {
    const { app, store } = setUp();
    const pool = store.desktopPools.all.find((candidate) => candidate.user_assignment === "DEDICATED");
    const vcenter = store.virtualCenters.all[0];
    if (!pool || !vcenter) throw new Error("the seed lacks a dedicated pool or a vCenter");
    const spec = {
      virtual_center_id: vcenter.id,
      desktop_pool_id: pool.id,
      datastore_path: "[datastore-12] imported/user-data.vmdk",
    };
    const importDisk = (body: unknown, caller = DISK_ADMIN) =>
      app.request("POST", `${BASE}/action/import`, { caller, body });
    expect((await importDisk(spec, READONLY)).status).toBe(403);
    for (const invalid of [
      { ...spec, datastore_path: "user-data.vmdk" },
      { ...spec, virtual_center_id: "nope" },
      { ...spec, desktop_pool_id: "nope" },
      { ...spec, capacity_mb: 0 },
      { ...spec, user_id: "nobody" },
    ]) {
      const response = await importDisk(invalid);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { error_key: string }[] }).errors[0]?.error_key).toBe(
        "invalid.request.body",
      );
    }
    const created = await importDisk(spec);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const disk = (await (await app.request("GET", `${BASE}/${id}`, { caller: DISK_ADMIN })).json()) as Disk;
    expect(disk).toMatchObject({
      capacity_mb: 2048,
      disk_role: "UNATTACHED",
      datastore_name: "datastore-12",
      desktop_pool_id: pool.id,
      name: "user-data",
    });
    expect((await importDisk(spec)).status).toBe(400);
  });
});
