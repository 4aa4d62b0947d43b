import { describe, expect, it } from "vitest";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import type { MachineRecord } from "../../server/emulator/data/inventory-types";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// The recover and rebuild bulk actions (OpenAPI: /inventory/v1/machines/action/recover and /rebuild).

const READONLY: TestCaller = {
  username: "readonly",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW", "GLOBAL_CONFIG_VIEW"] },
};
const SALES_INVENTORY: TestCaller = {
  username: "inventory",
  privileges: {
    [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT", "MACHINE_VIEW", "MACHINE_MANAGEMENT"],
  },
};
const POOL_MANAGER: TestCaller = {
  username: "pools",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT", "MACHINE_VIEW"] },
};

interface ItemResult {
  id: string;
  status_code: number;
  error_key?: string;
  error_message?: string;
}

/** The per-id results of a bulk action, with each id's first error flattened. */
async function results(response: Response): Promise<ItemResult[]> {
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as {
    id: string;
    status_code: number;
    errors?: { error_key: string; error_message: string }[];
  }[];
  return body.map(({ id, status_code, errors }) => ({
    id,
    status_code,
    ...(errors?.[0] ? { error_key: errors[0].error_key, error_message: errors[0].error_message } : {}),
  }));
}

function setUp() {
  const emulator = createInventoryTestApp();
  const { store } = emulator;
  const poolOf = (machine: MachineRecord) => store.desktopPools.get(machine.desktop_pool_id);
  const isFullCloneDedicated = (machine: MachineRecord) => {
    const pool = poolOf(machine);
    return (
      pool?.type === "AUTOMATED" && pool.source === "VIRTUAL_CENTER" && pool.user_assignment === "DEDICATED"
    );
  };
  const pick = (test: (machine: MachineRecord) => boolean, what: string): MachineRecord => {
    const found = store.machines.all.find(test);
    if (!found) throw new Error(`the seed has no ${what}`);
    return found;
  };
  return { emulator, store, isFullCloneDedicated, pick };
}

describe("POST /rest/inventory/v1/machines/action/recover", () => {
  it("recovers a machine in error and reports each other id on its own", async () => {
    const { emulator, store, pick } = setUp();
    const broken = pick(
      (m) => m.state === "ERROR" && m.type === "MANAGED_MACHINE",
      "managed machine in error",
    );
    const physical = pick((m) => m.type === "UNMANAGED_MACHINE", "unmanaged machine");
    const busy = pick((m) => m.state === "PROVISIONING", "provisioning machine");
    const answer = await results(
      await emulator.request("POST", "/rest/inventory/v1/machines/action/recover", {
        body: [broken.id, physical.id, busy.id, "no-such-machine"],
      }),
    );
    expect(answer.map((item) => [item.id, item.error_key])).toEqual([
      [broken.id, undefined],
      [physical.id, "inventory.machine.unmanaged"],
      [busy.id, "inventory.machine.invalid.state"],
      ["no-such-machine", "inventory.machine.not.found"],
    ]);
    expect(store.machines.get(broken.id)?.state).toBe("AVAILABLE");
    expect(store.machines.get(busy.id)?.state).toBe("PROVISIONING");
  });

  it("refuses a held machine unless a forensics administrator enforces it", async () => {
    const { emulator, store, pick } = setUp();
    const held = pick((m) => m.state === "ERROR" && m.type === "MANAGED_MACHINE", "machine in error");
    held.held_machine = true;
    const [refused] = await results(
      await emulator.request("POST", "/rest/inventory/v1/machines/action/recover", { body: [held.id] }),
    );
    expect(refused?.error_key).toBe("inventory.machine.held");
    const withoutForensics = await emulator.request(
      "POST",
      "/rest/inventory/v1/machines/action/recover?enforce=true",
      { caller: POOL_MANAGER, body: [held.id] },
    );
    expect(withoutForensics.status).toBe(403);
    expect(store.machines.get(held.id)?.state).toBe("ERROR");
  });

  it("lets POOL_MANAGEMENT recover, refuses readonly and the Sales inventory administrator outside Sales", async () => {
    const { emulator, store, pick } = setUp();
    const inSales = pick(
      (m) =>
        m.access_group_id === SALES_ACCESS_GROUP_ID &&
        m.type === "MANAGED_MACHINE" &&
        m.state === "AVAILABLE",
      "Sales machine",
    );
    const elsewhere = pick(
      (m) =>
        m.access_group_id !== SALES_ACCESS_GROUP_ID &&
        m.type === "MANAGED_MACHINE" &&
        m.state === "AVAILABLE",
      "machine outside Sales",
    );
    const readonly = await emulator.request("POST", "/rest/inventory/v1/machines/action/recover", {
      caller: READONLY,
      body: [inSales.id],
    });
    expect(readonly.status).toBe(403);
    expect(((await readonly.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    const sales = await results(
      await emulator.request("POST", "/rest/inventory/v1/machines/action/recover", {
        caller: SALES_INVENTORY,
        body: [inSales.id, elsewhere.id],
      }),
    );
    expect(sales.map((item) => item.error_key)).toEqual([undefined, "insufficient.privilege"]);
    const pools = await results(
      await emulator.request("POST", "/rest/inventory/v1/machines/action/recover", {
        caller: POOL_MANAGER,
        body: [elsewhere.id],
      }),
    );
    expect(pools[0]?.error_key).toBeUndefined();
    expect(store.machines.size).toBeGreaterThan(0);
  });

  it("answers 400 for a body that is not a list of ids and 401 without credentials", async () => {
    const { emulator } = setUp();
    const bad = await emulator.request("POST", "/rest/inventory/v1/machines/action/recover", {
      body: { ids: [] },
    });
    expect(bad.status).toBe(400);
    const anonymous = await emulator.request("POST", "/rest/inventory/v1/machines/action/recover", {
      caller: "anonymous",
      body: [],
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("POST /rest/inventory/v1/machines/action/rebuild", () => {
  it("rebuilds a full clone of a dedicated automated pool and refuses every other machine", async () => {
    const { emulator, store, pick, isFullCloneDedicated } = setUp();
    const fullClone = pick(
      (m) => isFullCloneDedicated(m) && !m.session_id && m.state === "AVAILABLE",
      "idle full clone",
    );
    const withSession = pick(
      (m) => isFullCloneDedicated(m) && m.session_id !== undefined,
      "full clone in use",
    );
    const instantClone = pick(
      (m) => m.type === "MANAGED_MACHINE" && !isFullCloneDedicated(m) && m.state === "AVAILABLE",
      "instant clone",
    );
    const before = fullClone.managed_machine_data?.create_time;
    emulator.clock.now += 60_000;
    const answer = await results(
      await emulator.request("POST", "/rest/inventory/v1/machines/action/rebuild", {
        body: [fullClone.id, withSession.id, instantClone.id],
      }),
    );
    expect(answer.map((item) => item.error_key)).toEqual([
      undefined,
      "inventory.machine.has.session",
      "inventory.machine.rebuild.unsupported",
    ]);
    expect(answer[2]?.error_message).toContain(instantClone.name);
    expect(store.machines.get(fullClone.id)?.managed_machine_data?.create_time).toBe(emulator.clock.now);
    expect(before).not.toBe(emulator.clock.now);
  });

  it("needs MACHINE_MANAGEMENT: POOL_MANAGEMENT alone and readonly are refused", async () => {
    const { emulator, pick, isFullCloneDedicated } = setUp();
    const fullClone = pick((m) => isFullCloneDedicated(m) && !m.session_id, "full clone");
    for (const caller of [READONLY, POOL_MANAGER]) {
      const refused = await emulator.request("POST", "/rest/inventory/v1/machines/action/rebuild", {
        caller,
        body: [fullClone.id],
      });
      expect(refused.status, caller.username).toBe(403);
    }
    const bad = await emulator.request("POST", "/rest/inventory/v1/machines/action/rebuild", {
      rawBody: "[",
    });
    expect(bad.status).toBe(400);
  });
});
