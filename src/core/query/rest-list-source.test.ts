import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "../http/api-clients";
import { restListSource } from "./rest-list-source";

describe("restListSource", () => {
  const requested: string[] = [];
  afterEach(() => {
    requested.length = 0;
  });

  function serve(pages: { id: string }[][]): void {
    setApiFetch(async (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://console");
      requested.push(url.pathname + url.search);
      const page = Number(url.searchParams.get("page") ?? "1");
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (page < pages.length) headers.HAS_MORE_RECORDS = "true";
      return new Response(JSON.stringify(pages[page - 1] ?? []), { headers });
    });
  }

  it("asks for the grid's page, filter and sort and tells whether more follow", async () => {
    serve([[{ id: "a" }], [{ id: "b" }]]);
    const source = restListSource<{ id: string }>("/troubleshooting/v1/log-collector/targets");
    const page = await source.fetchPage({
      filters: [{ field: "name", kind: "STRING", value: "cs", operator: "Contains" }],
      sort: { by: "name", reverse: true },
      page: { current: 1, size: 1 },
    });
    expect(page).toEqual({ rows: [{ id: "a" }], hasMore: true });
    const query = new URLSearchParams(requested[0]?.split("?")[1]);
    expect(requested[0]).toContain("/rest/troubleshooting/v1/log-collector/targets?");
    expect(query.get("sort_by")).toBe("name");
    expect(query.get("order_by")).toBe("DESC");
    expect(query.get("filter")).toContain("cs");
  });

  it("reads every page for all rows", async () => {
    serve([[{ id: "a" }], [{ id: "b" }]]);
    const rows = await restListSource<{ id: string }>("/x").fetchAll({
      filters: [],
      page: { current: 1, size: 1 },
    });
    expect(rows.map((row) => row.id)).toEqual(["a", "b"]);
  });

  it("ands its scope with the grid's filters on every request", async () => {
    serve([[{ id: "a" }], [{ id: "b" }]]);
    const source = restListSource<{ id: string }>("/inventory/v1/machines", [
      { type: "Equals", memberName: "user_ids", value: "u-1" },
    ]);
    await source.fetchPage({
      filters: [{ field: "name", kind: "STRING", value: "vm", operator: "Contains" }],
      page: { current: 1, size: 1 },
    });
    await source.fetchAll({ filters: [], page: { current: 1, size: 1 } });
    const filters = requested.map((path) => new URLSearchParams(path.split("?")[1]).get("filter") ?? "");
    expect(JSON.parse(filters[0] ?? "")).toEqual({
      type: "And",
      filters: [
        { type: "Contains", name: "name", value: "vm" },
        { type: "Equals", name: "user_ids", value: "u-1" },
      ],
    });
    expect(filters.slice(1).map((filter) => JSON.parse(filter) as unknown)).toEqual([
      { type: "Equals", name: "user_ids", value: "u-1" },
      { type: "Equals", name: "user_ids", value: "u-1" },
    ]);
  });
});
