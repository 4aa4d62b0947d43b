import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmulator, type Emulator } from "../../../server/emulator/emulator";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { setApiFetch } from "../http/api-clients";
import { handlerFetch } from "../http/api-fetch";
import { dismissBanner } from "../http/http-status.model";
import { accessToken, clearSession, isBehindIdentityProvider } from "../session/session.model";
import { initialGridState, type GridState } from "./grid-state";
import { Query } from "./query.model";
import { QueryService } from "./query-service";
import { ServerPager } from "./server-pager";
import { viewQueryTransport } from "./view-query-service";

/** The pod emulator in process, signed in as the demo administrator, with the console's clients on it. */
async function signedInEmulator(): Promise<Emulator> {
  clearSession();
  const emulator = createEmulator({ scale: "small" });
  setApiFetch(handlerFetch(emulator.fetch));
  const { access_token: token } = await new EmulatorClient(emulator).restLogin("admin");
  accessToken.value = token;
  // The bearer token then also goes to the view API, which accepts it without a CSRF token.
  isBehindIdentityProvider.value = true;
  return emulator;
}

afterEach(() => {
  clearSession();
  dismissBanner();
});

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("query service against the pod emulator", { timeout: 60_000 }, () => {
  it("pages through every machine and leaves no cursor open", async () => {
    const emulator = await signedInEmulator();
    const service = new QueryService(viewQueryTransport);
    const count = await service.getCount(new Query({ entityType: "MachineSummaryView" }));
    expect(count).toBeGreaterThan(20);
    const rows = await service.queryAll(new Query({ entityType: "MachineSummaryView", maxPageSize: 7 }));
    expect(rows).toHaveLength(count);
    expect(emulator.inspect.openQueryCount()).toBe(0);
    expect(service.openQueryCount.value).toBe(0);
  });

  it("finds a summary by name with limit 1", async () => {
    await signedInEmulator();
    const service = new QueryService(viewQueryTransport);
    const [first] = await service.query<{ base: { name: string } }>(
      new Query({ entityType: "MachineSummaryView", limit: 1 }),
    );
    const found = await service.findSummaryByName<{ base: { name: string } }>("MachineSummaryView", {
      memberName: "base.name",
      value: first?.base.name ?? "",
    });
    expect(found?.base.name).toBe(first?.base.name);
  });

  it("leaves no cursor open after paging, sorting, filtering, server errors and abandoned loads", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const emulator = await signedInEmulator();
    const service = new QueryService(viewQueryTransport);
    const step = fc.oneof(
      fc.record({ kind: fc.constant("page" as const), current: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ kind: fc.constant("sort" as const), reverse: fc.boolean() }),
      fc.record({ kind: fc.constant("filter" as const), value: fc.constantFrom("", "a", "vm-", "zzz") }),
      fc.record({ kind: fc.constant("error" as const), status: fc.constantFrom(500, 400) }),
      fc.record({ kind: fc.constant("overlap" as const) }),
    );
    let loads = 0;
    let successes = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const pager = new ServerPager(
          (state) => service.fetchPage("MachineSummaryView", state),
          initialGridState(),
        );
        let state: GridState = initialGridState();
        const pending: Promise<void>[] = [];
        for (const item of steps) {
          if (item.kind === "page") state = { ...state, page: { ...state.page, current: item.current } };
          if (item.kind === "sort") state = { ...state, sort: { by: "base.name", reverse: item.reverse } };
          if (item.kind === "filter") {
            state = {
              ...state,
              filters: [{ field: "base.name", kind: "STRING", value: item.value, operator: "Contains" }],
            };
          }
          if (item.kind === "error") {
            emulator.faults.failWith(
              { method: "POST", path: "/view-vlsi/rest/v1/queryservice/create" },
              item.status,
              {
                times: 1,
              },
            );
          }
          if (item.kind === "overlap") {
            pending.push(pager.load(state));
          } else {
            await pager.load(state);
            if (pager.error.value === undefined) successes += 1;
          }
        }
        pending.push(pager.load(state));
        pager.dispose();
        await Promise.all(pending);
        loads += 1;
        expect(emulator.inspect.openQueryCount()).toBe(0);
        expect(service.openQueryCount.value).toBe(0);
      }),
      { numRuns: 15 },
    );
    // The runs did reach the emulator's cursors, not only its error paths.
    expect(successes).toBeGreaterThan(0);
    expect(loads).toBe(15);
    warn.mockRestore();
  });
});
