import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENGINEERING_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

const BASE = "/view-vlsi/rest/v1/queryservice";

interface Page {
  id: string;
  results: { id: string }[];
  remainingCount: number;
}

interface Fault {
  fault: string;
  errors: { error_key: string; error_message: string }[];
}

describe("query service", () => {
  it("pages through a cursor with create, getnext and delete", async () => {
    const emulator = createInventoryTestApp();
    const total = emulator.store.machines.size;
    const create = await emulator.request("POST", `${BASE}/create`, {
      body: { queryEntityType: "MachineSummaryView", maxPageSize: 100 },
    });
    expect(create.status).toBe(200);
    const first = (await create.json()) as Page;
    expect(first.results).toHaveLength(100);
    expect(first.remainingCount).toBe(total - 100);
    const ids = first.results.map((row) => row.id);
    let remaining = first.remainingCount;
    while (remaining > 0) {
      const next = (await (await emulator.request("POST", `${BASE}/getnext?id=${first.id}`)).json()) as Page;
      ids.push(...next.results.map((row) => row.id));
      remaining = next.remainingCount;
    }
    expect(new Set(ids).size).toBe(total);
    expect(emulator.routes.openQueryCount("admin")).toBe(1);
    expect((await emulator.request("GET", `${BASE}/delete?id=${first.id}`)).status).toBe(204);
    expect(emulator.routes.openQueryCount("admin")).toBe(0);
    const gone = await emulator.request("POST", `${BASE}/getnext`, { body: { id: first.id } });
    expect(gone.status).toBe(400);
    expect(((await gone.json()) as Fault).fault).toBe("EntityNotFound");
  });

  it("accepts getnext by GET and delete with a JSON id body", async () => {
    const emulator = createInventoryTestApp();
    const first = (await (
      await emulator.request("POST", `${BASE}/create`, {
        body: { queryEntityType: "SessionLocalSummaryView", maxPageSize: 10 },
      })
    ).json()) as Page;
    const next = (await (await emulator.request("GET", `${BASE}/getnext?id=${first.id}`)).json()) as Page;
    expect(next.results[0]?.id).not.toBe(first.results[0]?.id);
    expect((await emulator.request("POST", `${BASE}/delete`, { body: first.id })).status).toBe(204);
    expect(emulator.routes.openQueryCount()).toBe(0);
  });

  it("filters on dotted member names, sorts, offsets and limits", async () => {
    const emulator = createInventoryTestApp();
    const response = await emulator.request("POST", `${BASE}/query`, {
      body: {
        queryEntityType: "MachineSummaryView",
        filter: {
          type: "And",
          filters: [
            { memberName: "base.name", value: "sales" },
            { type: "NotEquals", memberName: "base.basicState", value: "AVAILABLE" },
          ],
        },
        sortBy: "base.name",
        sortDescending: true,
      },
    });
    const rows = ((await response.json()) as { results: { base: { name: string; basicState: string } }[] })
      .results;
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => row.base.name.startsWith("sales") && row.base.basicState !== "AVAILABLE"),
    ).toBe(true);
    const names = rows.map((row) => row.base.name);
    expect(names).toEqual([...names].sort().reverse());
    const limited = (await (
      await emulator.request("POST", `${BASE}/query`, {
        body: { queryEntityType: "MachineSummaryView", sortBy: "base.name", startingOffset: 2, limit: 3 },
      })
    ).json()) as { results: { base: { name: string } }[] };
    const all = [...emulator.store.machines.all]
      .map((m) => m.name)
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" }));
    expect(limited.results.map((row) => row.base.name)).toEqual(all.slice(2, 5));
  });

  it("maps REST machine states to the first generation's names", async () => {
    const emulator = createInventoryTestApp();
    const response = await emulator.request("POST", `${BASE}/query`, {
      body: {
        queryEntityType: "MachineSummaryView",
        filter: { type: "Equals", memberName: "base.basicState", value: "MAINTENANCE_MODE" },
      },
    });
    const rows = ((await response.json()) as { results: { id: string }[] }).results;
    expect(rows.length).toBe(
      emulator.store.machines.all.filter((machine) => machine.state === "MAINTENANCE").length,
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it("answers a plain query with at most one page", async () => {
    const emulator = createInventoryTestApp();
    const response = await emulator.request("POST", `${BASE}/query`, {
      body: { queryEntityType: "EventSummaryView", maxPageSize: 250 },
    });
    expect(((await response.json()) as { results: unknown[] }).results).toHaveLength(250);
    const capped = await emulator.request("POST", `${BASE}/query`, {
      body: { queryEntityType: "EventSummaryView" },
    });
    expect(((await capped.json()) as { results: unknown[] }).results).toHaveLength(1000);
  });

  it("counts with getcount", async () => {
    const emulator = createInventoryTestApp();
    const response = await emulator.request("POST", `${BASE}/getcount`, {
      body: {
        queryEntityType: "DesktopSummaryView",
        filter: { type: "Equals", memberName: "desktopSummaryData.enabled", value: true },
      },
    });
    expect(await response.json()).toBe(emulator.store.desktopPools.all.filter((pool) => pool.enabled).length);
  });

  it("supports every listed entity type and rejects unknown ones with InvalidArgument", async () => {
    const emulator = createInventoryTestApp();
    for (const entity of [
      "DesktopSummaryView",
      "MachineSummaryView",
      "SessionLocalSummaryView",
      "FarmSummaryView",
      "EventSummaryView",
      "AuditEventSummaryView",
      "ADUserOrGroupSummaryView",
      "EntitledUserOrGroupLocalSummaryView",
      "ApplicationInfo",
      "RDSServerSummaryView",
      "MachineNamesView",
      "GlobalEntitlementSummaryView",
    ]) {
      const response = await emulator.request("POST", `${BASE}/query`, {
        body: { queryEntityType: entity, limit: 5 },
      });
      expect(response.status, entity).toBe(200);
    }
    const unknown = await emulator.request("POST", `${BASE}/create`, {
      body: { queryEntityType: "NoSuchView" },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Fault).fault).toBe("InvalidArgument");
    expect(emulator.routes.openQueryCount()).toBe(0);
  });

  it("filters entitled users by Contains on localData.desktops", async () => {
    const emulator = createInventoryTestApp();
    const entitlement = emulator.store.entitlements.all.find((e) => e.resource_type === "DESKTOP");
    const response = await emulator.request("POST", `${BASE}/query`, {
      body: {
        queryEntityType: "EntitledUserOrGroupLocalSummaryView",
        filter: { type: "Contains", memberName: "localData.desktops", value: entitlement?.resource_id },
      },
    });
    const ids = ((await response.json()) as { results: { id: string }[] }).results.map((row) => row.id);
    expect(ids).toContain(entitlement?.user_or_group_id);
  });

  it("answers bad queries with faults, never a 500", async () => {
    const emulator = createInventoryTestApp();
    const cases: [unknown, string][] = [
      [
        {
          queryEntityType: "MachineSummaryView",
          filter: { type: "Equals", memberName: "nothing.here", value: "x" },
        },
        "InvalidQuery",
      ],
      [
        {
          queryEntityType: "MachineSummaryView",
          filter: { type: "Fuzzy", memberName: "base.name", value: "x" },
        },
        "InvalidQuery",
      ],
      [{ queryEntityType: "MachineSummaryView", sortBy: "zzz" }, "InvalidQuery"],
      [{ queryEntityType: "MachineSummaryView", startingOffset: -1 }, "InvalidArgument"],
      [{ queryEntityType: "MachineSummaryView", limit: "ten" }, "InvalidArgument"],
      [[1, 2, 3], "InvalidArgument"],
    ];
    for (const [body, fault] of cases) {
      const response = await emulator.request("POST", `${BASE}/create`, { body });
      expect(response.status).toBe(400);
      const parsed = (await response.json()) as Fault;
      expect(parsed.fault).toBe(fault);
      expect(parsed.errors[0]?.error_message).toBeTruthy();
    }
    expect((await emulator.request("POST", `${BASE}/create`, { rawBody: "{oops" })).status).toBe(400);
    expect((await emulator.request("POST", `${BASE}/getnext`)).status).toBe(400);
    expect(emulator.routes.openQueryCount()).toBe(0);
  });

  it("requires a session and the entity's privilege", async () => {
    const emulator = createInventoryTestApp();
    const anonymous = await emulator.request("POST", `${BASE}/create`, {
      caller: "anonymous",
      body: { queryEntityType: "DesktopSummaryView" },
    });
    expect(anonymous.status).toBe(401);
    const nobody: TestCaller = { username: "nobody", privileges: {} };
    const forbidden = await emulator.request("POST", `${BASE}/create`, {
      caller: nobody,
      body: { queryEntityType: "DesktopSummaryView" },
    });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as Fault).fault).toBe("InsufficientPermission");
    const engineering: TestCaller = {
      username: "eng",
      privileges: { [ENGINEERING_ACCESS_GROUP_ID]: ["POOL_VIEW"] },
    };
    const scoped = (await (
      await emulator.request("POST", `${BASE}/query`, {
        caller: engineering,
        body: { queryEntityType: "DesktopSummaryView" },
      })
    ).json()) as { results: { desktopSummaryData: { accessGroup: string } }[] };
    expect(scoped.results.length).toBeGreaterThan(0);
    expect(
      scoped.results.every((row) => row.desktopSummaryData.accessGroup === ENGINEERING_ACCESS_GROUP_ID),
    ).toBe(true);
  });

  it("limits open cursors per session and keeps sessions apart", async () => {
    const emulator = createInventoryTestApp({ maxOpenQueriesPerSession: 5 });
    const create = (session: string) =>
      emulator.request("POST", `${BASE}/create`, {
        session,
        body: { queryEntityType: "FarmSummaryView", maxPageSize: 1 },
      });
    const pages: Page[] = [];
    for (let index = 0; index < 5; index += 1) pages.push((await (await create("one")).json()) as Page);
    const sixth = await create("one");
    expect(sixth.status).toBe(400);
    expect(((await sixth.json()) as Fault).errors[0]?.error_key).toBe("QUERY_LIMIT_REACHED");
    expect((await create("two")).status).toBe(200);
    expect(emulator.routes.openQueryCount("one")).toBe(5);
    const stolen = await emulator.request("POST", `${BASE}/getnext?id=${pages[0]?.id}`, { session: "two" });
    expect(stolen.status).toBe(400);
    expect((await emulator.request("POST", `${BASE}/deleteall`, { session: "one" })).status).toBe(204);
    expect(emulator.routes.openQueryCount("one")).toBe(0);
    expect(emulator.routes.openQueryCount("two")).toBe(1);
    emulator.routes.dropSession("two");
    expect(emulator.routes.openQueryCount()).toBe(0);
  });

  it("expires abandoned cursors after the idle timeout", async () => {
    const emulator = createInventoryTestApp({ queryIdleTimeoutMs: 60_000 });
    const first = (await (
      await emulator.request("POST", `${BASE}/create`, {
        body: { queryEntityType: "FarmSummaryView", maxPageSize: 1 },
      })
    ).json()) as Page;
    emulator.clock.now += 30_000;
    expect((await emulator.request("POST", `${BASE}/getnext?id=${first.id}`)).status).toBe(200);
    emulator.clock.now += 45_000;
    expect(emulator.routes.openQueryCount()).toBe(1);
    emulator.clock.now += 30_000;
    expect(emulator.routes.openQueryCount()).toBe(0);
    expect((await emulator.request("POST", `${BASE}/getnext?id=${first.id}`)).status).toBe(400);
  });

  it("ends with zero open cursors whenever clients follow the paging rules", async () => {
    const emulator = createInventoryTestApp();
    const script = fc.record({
      entity: fc.constantFrom(
        "MachineSummaryView",
        "SessionLocalSummaryView",
        "FarmSummaryView",
        "NoSuchView",
        "DesktopSummaryView",
      ),
      pageSize: fc.integer({ min: 1, max: 400 }),
      badFilter: fc.boolean(),
      failAfter: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
      deleteViaGet: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(script, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        async (rounds) => {
          for (const scripts of rounds) {
            // Up to three clients page at once, interleaved step by step, as grids on one screen do.
            const clients = scripts.map((spec) => ({
              spec,
              id: undefined as string | undefined,
              remaining: 0,
              steps: 0,
              done: false,
            }));
            for (const client of clients) {
              const body: Record<string, unknown> = {
                queryEntityType: client.spec.entity,
                maxPageSize: client.spec.pageSize,
              };
              if (client.spec.badFilter)
                body.filter = { type: "Equals", memberName: "bogus.member", value: 1 };
              const response = await emulator.request("POST", `${BASE}/create`, { session: "prop", body });
              if (response.status !== 200) {
                client.done = true;
                continue;
              }
              const page = (await response.json()) as Page;
              client.id = page.id;
              client.remaining = page.remainingCount;
            }
            while (clients.some((client) => !client.done)) {
              for (const client of clients) {
                if (client.done || client.id === undefined) continue;
                const failed = client.spec.failAfter !== undefined && client.steps >= client.spec.failAfter;
                if (client.remaining === 0 || failed) {
                  const deletion = client.spec.deleteViaGet
                    ? await emulator.request("GET", `${BASE}/delete?id=${client.id}`, { session: "prop" })
                    : await emulator.request("POST", `${BASE}/delete?id=${client.id}`, { session: "prop" });
                  expect(deletion.status).toBe(204);
                  client.done = true;
                  continue;
                }
                const next = await emulator.request("POST", `${BASE}/getnext?id=${client.id}`, {
                  session: "prop",
                });
                expect(next.status).toBe(200);
                client.remaining = ((await next.json()) as Page).remainingCount;
                client.steps += 1;
              }
            }
          }
          expect(emulator.routes.openQueryCount("prop")).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
