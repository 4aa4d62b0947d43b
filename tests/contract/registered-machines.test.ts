import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import type { PhysicalMachineRecord } from "../../server/emulator/data/inventory-types";
import { seedPhysicalMachines } from "../../server/emulator/data/seed-registered";
import { InventoryStore } from "../../server/emulator/inventory/inventory-store";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// Registered machines: physical machines (OpenAPI /inventory/v1|v2/physical-machines) and the RDS host
// update the registered machines section uses to enable and disable hosts.

const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["GLOBAL_CONFIG_VIEW", "MACHINE_VIEW"] },
};
const CONFIG_ADMIN: TestCaller = {
  username: "config",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["GLOBAL_CONFIG_VIEW", "GLOBAL_CONFIG_MANAGEMENT"] },
};
const SALES: TestCaller = {
  username: "inventory",
  privileges: { [SALES_ACCESS_GROUP_ID]: ["MACHINE_VIEW", "MACHINE_MANAGEMENT"] },
};

describe("registered physical machines", () => {
  it("lists v1 without and v2 with the rds_server flag, pages by the header rule and filters", async () => {
    const app = createInventoryTestApp();
    const v2 = (await (
      await app.request("GET", "/rest/inventory/v2/physical-machines", { caller: READONLY })
    ).json()) as PhysicalMachineRecord[];
    expect(v2.length).toBe(app.store.physicalMachines.size);
    expect(v2.some((machine) => machine.rds_server)).toBe(true);
    const v1 = (await (
      await app.request("GET", "/rest/inventory/v1/physical-machines", { caller: READONLY })
    ).json()) as Record<string, unknown>[];
    expect(v1.map((machine) => machine.id)).toEqual(v2.map((machine) => machine.id));
    expect(v1.every((machine) => !("rds_server" in machine))).toBe(true);

    const first = await app.request("GET", "/rest/inventory/v2/physical-machines?page=1&size=5", {
      caller: READONLY,
    });
    expect(first.headers.get("HAS_MORE_RECORDS")).toBe("true");
    const last = await app.request(
      "GET",
      `/rest/inventory/v2/physical-machines?page=${Math.ceil(v2.length / 5)}&size=5`,
      {
        caller: READONLY,
      },
    );
    expect(last.headers.get("HAS_MORE_RECORDS")).toBeNull();
    const filter = encodeURIComponent(JSON.stringify({ type: "Equals", name: "rds_server", value: true }));
    const rds = (await (
      await app.request("GET", `/rest/inventory/v2/physical-machines?filter=${filter}`, { caller: READONLY })
    ).json()) as PhysicalMachineRecord[];
    expect(rds.length).toBe(v2.filter((machine) => machine.rds_server).length);
    const unknown = encodeURIComponent(JSON.stringify({ type: "Equals", name: "secret", value: 1 }));
    expect(
      (
        await app.request("GET", `/rest/inventory/v1/physical-machines?filter=${unknown}`, {
          caller: READONLY,
        })
      ).status,
    ).toBe(400);
  });

  it("needs GLOBAL_CONFIG_VIEW to see (the inventory administrator has no global rights)", async () => {
    const app = createInventoryTestApp();
    const id = app.store.physicalMachines.all[0]?.id ?? "";
    expect((await app.request("GET", "/rest/inventory/v2/physical-machines", { caller: SALES })).status).toBe(
      403,
    );
    expect(
      (await app.request("GET", `/rest/inventory/v2/physical-machines/${id}`, { caller: SALES })).status,
    ).toBe(403);
    expect(
      (await app.request("GET", `/rest/inventory/v1/physical-machines/${id}`, { caller: READONLY })).status,
    ).toBe(200);
    expect(
      (await app.request("GET", "/rest/inventory/v2/physical-machines/nope", { caller: READONLY })).status,
    ).toBe(404);
  });

  it("deletes with GLOBAL_CONFIG_MANAGEMENT only, and later reads no longer list the machine", async () => {
    const app = createInventoryTestApp();
    const id = app.store.physicalMachines.all[0]?.id ?? "";
    const remove = (caller: TestCaller) =>
      app.request("DELETE", `/rest/inventory/v1/physical-machines/${id}`, { caller });
    expect((await remove(READONLY)).status).toBe(403);
    expect((await remove(CONFIG_ADMIN)).status).toBe(204);
    expect(
      (await app.request("GET", `/rest/inventory/v2/physical-machines/${id}`, { caller: READONLY })).status,
    ).toBe(404);
    expect((await remove(CONFIG_ADMIN)).status).toBe(404);
  });

  it("seeds the same machines for the same seed, more physical machines at large scale", () => {
    const now = Date.UTC(2026, 0, 5);
    const one = InventoryStore.create({ scale: "small", now, seed: 7 });
    const two = InventoryStore.create({ scale: "small", now, seed: 7 });
    expect(one.physicalMachines.all).toEqual(two.physicalMachines.all);
    // Seeding the whole large inventory takes seconds: the physical machines are seeded on their own.
    expect(seedPhysicalMachines("large", 7).length).toBeGreaterThan(one.physicalMachines.size);
  });
});

describe("RDS hosts of the registered machines", () => {
  it("disables and enables a host (PUT with enabled) in the caller's groups only", async () => {
    const app = createInventoryTestApp();
    const inSales = app.store.rdsServers.all.find(
      (server) => server.access_group_id === SALES_ACCESS_GROUP_ID && server.state === "AVAILABLE",
    );
    const other = app.store.rdsServers.all.find((server) => server.access_group_id !== SALES_ACCESS_GROUP_ID);
    if (!inSales || !other) throw new Error("the seed lacks RDS hosts in and out of Sales");
    const put = (id: string, enabled: boolean) =>
      app.request("PUT", `/rest/inventory/v1/rds-servers/${id}`, {
        caller: SALES,
        body: { enabled, max_sessions_type_configured: "UNCONFIGURED" },
      });
    expect((await put(inSales.id, false)).status).toBe(204);
    const read = async (id: string) =>
      (await (
        await app.request("GET", `/rest/inventory/v1/rds-servers/${id}`, { caller: SALES })
      ).json()) as { enabled: boolean; state: string };
    expect(await read(inSales.id)).toMatchObject({ enabled: false, state: "DISABLED" });
    expect((await put(inSales.id, true)).status).toBe(204);
    expect(await read(inSales.id)).toMatchObject({ enabled: true, state: "AVAILABLE" });
    expect((await put(other.id, false)).status).toBe(403);
  });
});
