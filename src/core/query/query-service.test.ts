import { beforeEach, describe, expect, it, vi } from "vitest";
import { Query, QueryError, type QueryEntityType } from "./query.model";
import { QueryService } from "./query-service";
import { FakeQueryServer } from "./testing/fake-query-server";

// The emulator's query service is not available in this tree yet: these tests use FakeQueryServer,
// an in-memory implementation of the same cursor protocol.
const rows = Array.from({ length: 45 }, (_, index) => ({
  id: `d${index}`,
  name: `pool-${String(index).padStart(2, "0")}`,
  domain: index % 2 === 0 ? "EXAMPLE" : "LAB",
}));

let server: FakeQueryServer;
let service: QueryService;

beforeEach(() => {
  server = new FakeQueryServer();
  server.data.set("DesktopSummaryView", rows);
  service = new QueryService(server);
});

describe("QueryService", () => {
  it("validates before calling", async () => {
    await expect(service.create({} as Query)).rejects.toEqual(new QueryError("Not a query"));
    await expect(service.query(new Query({ entityType: "Nope" as QueryEntityType }))).rejects.toThrow(
      "Invalid Argument",
    );
    expect(server.calls).toEqual([]);
  });

  it("counts the cursors it opens and deletes them", async () => {
    const first = await service.create(new Query({ entityType: "DesktopSummaryView", maxPageSize: 10 }));
    expect(first.results).toHaveLength(10);
    expect(first.remainingCount).toBe(35);
    expect(service.openQueryCount.value).toBe(1);
    const next = await service.getNext(first.id ?? "");
    expect(next.results[0]).toEqual(rows[10]);
    await service.delete(first.id ?? "");
    expect(service.openQueryCount.value).toBe(0);
    expect(server.openCursorCount).toBe(0);
  });

  it("never throws from delete, so clean-up paths cannot fail", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = await service.create(new Query({ entityType: "DesktopSummaryView", maxPageSize: 1 }));
    server.failNext.add("delete");
    await expect(service.delete(first.id ?? "")).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("does nothing on delete when no cursor is counted as open", async () => {
    await service.delete("q99");
    expect(server.calls).toEqual([]);
  });

  it("pages through everything and deletes the cursor at the end", async () => {
    const progress: number[] = [];
    const all = await service.queryAll(new Query({ entityType: "DesktopSummaryView", maxPageSize: 20 }), {
      onProgress: (loaded) => progress.push(loaded),
    });
    expect(all).toEqual(rows);
    expect(progress).toEqual([20, 40, 45]);
    expect(server.calls).toEqual(["create", "getnext", "getnext", "delete"]);
    expect(server.openCursorCount).toBe(0);
    expect(service.openQueryCount.value).toBe(0);
  });

  it("deletes the cursor when a page fails", async () => {
    server.failNext.add("getnext");
    await expect(
      service.queryAll(new Query({ entityType: "DesktopSummaryView", maxPageSize: 20 })),
    ).rejects.toThrow("getnext failed");
    expect(server.openCursorCount).toBe(0);
    expect(service.openQueryCount.value).toBe(0);
  });

  it("stops and deletes the cursor when aborted", async () => {
    const controller = new AbortController();
    const promise = service.queryAll(new Query({ entityType: "DesktopSummaryView", maxPageSize: 20 }), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(promise).rejects.toMatchObject({ name: "AbortError" });
    expect(server.openCursorCount).toBe(0);
  });

  it("finds a summary by name (and domain) with limit 1", async () => {
    const found = await service.findSummaryByName(
      "DesktopSummaryView",
      { memberName: "name", value: "pool-03" },
      { memberName: "domain", value: "LAB" },
    );
    expect(found).toEqual(rows[3]);
    expect(
      await service.findSummaryByName("DesktopSummaryView", { memberName: "name", value: "pool" }),
    ).toBeUndefined();
  });

  it("counts and runs plain queries", async () => {
    expect(await service.getCount(new Query({ entityType: "DesktopSummaryView" }))).toBe(45);
    expect(await service.query(new Query({ entityType: "DesktopSummaryView", limit: 2 }))).toEqual(
      rows.slice(0, 2),
    );
  });

  it("reads one grid page with its total and leaves no cursor open", async () => {
    const page = await service.fetchPage("DesktopSummaryView", {
      filters: [],
      page: { current: 3, size: 20 },
    });
    expect(page).toEqual({ rows: rows.slice(40), total: 45 });
    expect(server.openCursorCount).toBe(0);
  });

  it("deleteall resets the counter", async () => {
    await service.create(new Query({ entityType: "DesktopSummaryView", maxPageSize: 1 }));
    await service.deleteAll();
    expect(service.openQueryCount.value).toBe(0);
    expect(server.openCursorCount).toBe(0);
  });
});
