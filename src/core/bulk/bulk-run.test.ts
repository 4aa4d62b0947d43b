import { describe, expect, it } from "vitest";
import type { ApiCall } from "../http/api-call";
import { ApiError } from "../http/api-error";
import { runBulk, type BulkRequest } from "./bulk-run";

interface Item {
  id: string;
}

const items = (count: number): Item[] => Array.from({ length: count }, (_, index) => ({ id: `i-${index}` }));
const rowId = (item: Item) => item.id;
const batch = (size?: number): BulkRequest<Item> => ({
  kind: "batch",
  call: (rows) => ({ api: "rest", method: "POST", path: "/x/action", body: rows.map(rowId) }),
  ...(size === undefined ? {} : { batchSize: size }),
});

describe("runBulk in batches", () => {
  it("sends batches of the given size and maps each item's answer, failures with the server's text", async () => {
    const sent: string[][] = [];
    const outcomes = await runBulk({
      rows: items(5),
      rowId,
      request: batch(2),
      send: async (call: ApiCall) => {
        const ids = call.body as string[];
        sent.push(ids);
        return ids.map((id) =>
          id === "i-3"
            ? { id, status_code: 400, errors: [{ error_message: "Session is not connected" }] }
            : { id, status_code: 200 },
        );
      },
    });
    expect(sent).toEqual([["i-0", "i-1"], ["i-2", "i-3"], ["i-4"]]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "succeeded",
      "succeeded",
      "succeeded",
      "failed",
      "succeeded",
    ]);
    expect(outcomes[3]?.message).toEqual({ text: "Session is not connected" });
  });

  it("says an item's error key the catalogue knows in the console's words, the pod's sentence as details", async () => {
    const outcomes = await runBulk({
      rows: items(2),
      rowId,
      request: batch(),
      send: async () => [
        { id: "i-0", status_code: 200 },
        {
          id: "i-1",
          status_code: 400,
          errors: [
            { error_key: "config.administrators.last.manager", error_message: "Nobody would be left" },
          ],
        },
      ],
    });
    expect(outcomes[1]).toMatchObject({
      status: "failed",
      message: { key: "http.error.lastAdministratorsManager", details: "Nobody would be left" },
    });
  });

  it("reads the per-item results of an answer that also carries a task id (details)", async () => {
    const outcomes = await runBulk({
      rows: items(2),
      rowId,
      request: batch(),
      send: async () => ({
        task_id: "task-1",
        details: [
          { id: "i-0", status_code: 200 },
          { id: "i-1", status_code: 400, errors: [{ error_message: "Machine is already upgrading" }] },
        ],
      }),
    });
    expect(outcomes.map((outcome) => [outcome.status, outcome.message])).toEqual([
      ["succeeded", undefined],
      ["failed", { text: "Machine is already upgrading" }],
    ]);
  });

  it("reads the per-pod results of a global session action, each pod's details per item", async () => {
    const outcomes = await runBulk({
      rows: items(3),
      rowId,
      request: batch(),
      send: async () => [
        { pod_id: "pod-a", status_code: 200, details: [{ id: "i-0", status_code: 200 }] },
        {
          pod_id: "pod-b",
          status_code: 200,
          details: [
            { id: "i-1", status_code: 400, errors: [{ error_message: "Session is not connected" }] },
            { id: "i-2", status_code: 200 },
          ],
        },
      ],
    });
    expect(outcomes.map((outcome) => [outcome.status, outcome.message])).toEqual([
      ["succeeded", undefined],
      ["failed", { text: "Session is not connected" }],
      ["succeeded", undefined],
    ]);
  });

  it("fails every item of a batch whose request fails, and an item the answer does not name", async () => {
    const outcomes = await runBulk({
      rows: items(3),
      rowId,
      request: batch(2),
      send: async (call: ApiCall) => {
        const ids = call.body as string[];
        if (ids.includes("i-2")) throw ApiError.fromText(500, "");
        return [{ id: "i-0" }];
      },
    });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["succeeded", "failed", "failed"]);
    expect(outcomes[2]?.message).toEqual({ key: "SERVER_ERROR_OCCURRED_RETRY" });
  });

  it("stops starting batches once cancelled and reports the rest as not run", async () => {
    const controller = new AbortController();
    let calls = 0;
    const progress: number[] = [];
    const outcomes = await runBulk({
      rows: items(6),
      rowId,
      request: batch(2),
      signal: controller.signal,
      onProgress: (done) => progress.push(done),
      send: async () => {
        calls += 1;
        if (calls === 1) controller.abort();
        return undefined;
      },
    });
    expect(calls).toBe(1);
    expect(progress).toEqual([2]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "succeeded",
      "succeeded",
      "notRun",
      "notRun",
      "notRun",
      "notRun",
    ]);
  });
});

describe("runBulk item by item", () => {
  it("keeps at most the given number of calls in flight and the outcomes in the given order", async () => {
    let inFlight = 0;
    let most = 0;
    const outcomes = await runBulk({
      rows: items(7),
      rowId,
      concurrency: 3,
      request: { kind: "item", call: (row) => ({ api: "rest", method: "DELETE", path: `/x/${row.id}` }) },
      send: async (call: ApiCall) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        if (call.path === "/x/i-4") throw ApiError.fromText(404, JSON.stringify({ error_message: "Gone" }));
        return undefined;
      },
    });
    expect(most).toBe(3);
    expect(outcomes.map((outcome) => outcome.id)).toEqual(items(7).map(rowId));
    expect(outcomes[4]).toMatchObject({
      status: "failed",
      message: { key: "UNABLE_PROCESS_REQUEST", details: "Gone" },
    });
  });

  it("refuses items the administrator may not act on without sending them", async () => {
    const sent: string[] = [];
    const outcomes = await runBulk({
      rows: items(2),
      rowId,
      request: { kind: "item", call: (row) => ({ api: "rest", method: "POST", path: `/x/${row.id}` }) },
      refusal: (row) => (row.id === "i-1" ? { key: "INSUFFICIENT_PERMISSION" } : undefined),
      send: async (call: ApiCall) => {
        sent.push(call.path);
        return undefined;
      },
    });
    expect(sent).toEqual(["/x/i-0"]);
    expect(outcomes[1]).toMatchObject({ status: "failed", message: { key: "INSUFFICIENT_PERMISSION" } });
  });

  it("fails an item whose answer lists a refused entity (a machine's assign-users answers per user)", async () => {
    const outcomes = await runBulk({
      rows: items(2),
      rowId,
      request: { kind: "item", call: (row) => ({ api: "rest", method: "POST", path: `/x/${row.id}` }) },
      send: async (call: ApiCall) =>
        call.path === "/x/i-1"
          ? [{ id: "user-1", status_code: 400, errors: [{ error_message: "Machine already has a user" }] }]
          : [{ id: "user-1", status_code: 200 }],
    });
    expect(outcomes[0]).toMatchObject({ status: "succeeded" });
    expect(outcomes[1]).toMatchObject({ status: "failed", message: { text: "Machine already has a user" } });
  });

  it("fails an item whose answer refuses a user or group within a pool (an entitlement change's details)", async () => {
    const outcomes = await runBulk({
      rows: items(2),
      rowId,
      request: { kind: "item", call: (row) => ({ api: "rest", method: "DELETE", path: `/x/${row.id}` }) },
      send: async (call: ApiCall) => [
        {
          id: "pool-1",
          status_code: 200,
          details:
            call.path === "/x/i-1"
              ? [
                  {
                    ad_user_or_group_id: "S-1",
                    status_code: 404,
                    errors: [{ error_message: "S-1 is not entitled" }],
                  },
                ]
              : [{ ad_user_or_group_id: "S-1", status_code: 200 }],
        },
      ],
    });
    expect(outcomes[0]).toMatchObject({ status: "succeeded" });
    expect(outcomes[1]).toMatchObject({ status: "failed", message: { text: "S-1 is not entitled" } });
  });
});
