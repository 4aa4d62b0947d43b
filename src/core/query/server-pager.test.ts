import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialGridState, type GridState } from "./grid-state";
import { QueryService } from "./query-service";
import { ServerPager } from "./server-pager";
import { FakeQueryServer } from "./testing/fake-query-server";

// FakeQueryServer stands in for the emulator's query service (same cursor protocol, in memory).
const rows = Array.from({ length: 95 }, (_, index) => ({ id: `m${index}`, name: `machine-${index}` }));

function setUp() {
  const server = new FakeQueryServer(1000);
  server.data.set("MachineSummaryView", rows);
  const service = new QueryService(server);
  const pager = new ServerPager<(typeof rows)[number]>(
    (state) => service.fetchPage("MachineSummaryView", state),
    initialGridState(),
  );
  return { server, service, pager };
}

describe("ServerPager", () => {
  it("loads a page with its total", async () => {
    const { pager } = setUp();
    await pager.load({ ...initialGridState(), page: { current: 2, size: 20 } });
    expect(pager.rows.value.map((row) => row.id)).toEqual(rows.slice(20, 40).map((row) => row.id));
    expect(pager.total.value).toBe(95);
    expect(pager.isLoading.value).toBe(false);
  });

  it("keeps the error for a retry and loads again on refresh", async () => {
    const { pager, server } = setUp();
    server.failNext.add("create");
    await pager.load(initialGridState());
    expect(pager.error.value).toBeInstanceOf(Error);
    await pager.refresh();
    expect(pager.error.value).toBeUndefined();
    expect(pager.rows.value).toHaveLength(20);
  });

  it("drops the answer of a superseded load", async () => {
    const { pager, server } = setUp();
    let release = () => {};
    server.gate = new Promise((resolve) => (release = resolve));
    const first = pager.load({ ...initialGridState(), page: { current: 1, size: 20 } });
    server.gate = undefined;
    await pager.load({ ...initialGridState(), page: { current: 5, size: 20 } });
    release();
    await first;
    expect(pager.rows.value.map((row) => row.id)).toEqual(rows.slice(80).map((row) => row.id));
    expect(server.openCursorCount).toBe(0);
  });

  it("leaves no cursor open after any sequence of paging, sorting, filtering, errors and disposal", async () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant("page" as const), current: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ kind: fc.constant("size" as const), size: fc.constantFrom(20, 50, 100) }),
      fc.record({ kind: fc.constant("sort" as const), reverse: fc.boolean() }),
      fc.record({
        kind: fc.constant("filter" as const),
        value: fc.constantFrom("", "machine-1", "machine-9", "x"),
      }),
      fc.record({ kind: fc.constant("fail" as const), operation: fc.constant("create") }),
      fc.record({ kind: fc.constant("overlap" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { maxLength: 25 }),
        fc.boolean(),
        async (actions, disposeMidFlight) => {
          const { pager, server, service } = setUp();
          let state: GridState = initialGridState();
          const pending: Promise<void>[] = [];
          for (const step of actions) {
            if (step.kind === "page") state = { ...state, page: { ...state.page, current: step.current } };
            if (step.kind === "size") state = { ...state, page: { current: 1, size: step.size } };
            if (step.kind === "sort") state = { ...state, sort: { by: "name", reverse: step.reverse } };
            if (step.kind === "filter") {
              state = {
                ...state,
                page: { ...state.page, current: 1 },
                filters: [{ field: "name", kind: "STRING", value: step.value }],
              };
            }
            if (step.kind === "fail") server.failNext.add(step.operation);
            if (step.kind === "overlap") pending.push(pager.load(state));
            else await pager.load(state);
          }
          if (disposeMidFlight) {
            pending.push(pager.load(state));
            pager.dispose();
          }
          await Promise.all(pending);
          expect(server.openCursorCount).toBe(0);
          expect(service.openQueryCount.value).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
