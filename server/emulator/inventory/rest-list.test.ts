import { describe, expect, it } from "vitest";
import { ListParameterError, compare, compileFilter, pageOf, readListRequest, valueAt } from "./rest-list";

interface Row {
  id: string;
  name: string;
  count: number;
  tags: string[];
  nested?: { kind: string };
}

const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: `id-${index}`,
  name: index % 2 === 0 ? `Alpha-${index}` : `beta-${index}`,
  count: index,
  tags: index % 5 === 0 ? ["gold", "Silver"] : [],
  nested: index % 3 === 0 ? { kind: "Instant" } : undefined,
}));
const known = new Set(["id", "name", "count", "tags", "nested.kind"]);
const request = (query: string) => readListRequest(new URL(`http://x/list?${query}`));
const dialect = { fieldKey: "name" as const, isKnownField: (field: string) => known.has(field) };

describe("REST list parameters", () => {
  it("defaults to page 1 of 1000 and caps size at 1000", () => {
    expect(request("")).toMatchObject({ page: 1, size: 1000, descending: false });
    expect(request("size=99999").size).toBe(1000);
    expect(request("order_by=desc&sort_by=name")).toMatchObject({ descending: true, sortBy: "name" });
  });

  it.each(["page=0", "size=0", "page=1.5", "size=ten", "order_by=up"])("rejects %s", (query) => {
    expect(() => request(query)).toThrow(ListParameterError);
  });
});

describe("pageOf", () => {
  it("slices pages and says whether more exist", () => {
    expect(pageOf(rows, request("page=2&size=10"), known)).toMatchObject({ hasMore: true });
    const last = pageOf(rows, request("page=3&size=10"), known);
    expect(last.items.map((row) => row.count)).toEqual([20, 21, 22, 23, 24]);
    expect(last.hasMore).toBe(false);
    expect(pageOf(rows, request("page=3&size=5"), known).hasMore).toBe(true);
    expect(pageOf(rows, request("page=5&size=5"), known).hasMore).toBe(false);
  });

  it("applies the scope before paging", () => {
    const page = pageOf(rows, request("size=3"), known, (row) => row.count >= 20);
    expect(page.items.map((row) => row.count)).toEqual([20, 21, 22]);
    expect(page.hasMore).toBe(true);
  });

  it("sorts numerically and case-insensitively", () => {
    const byName = pageOf(rows, request("sort_by=name&size=3"), known).items.map((row) => row.name);
    expect(byName).toEqual(["Alpha-0", "Alpha-2", "Alpha-4"]);
    const byCount = pageOf(rows, request("sort_by=count&order_by=DESC&size=2"), known).items.map(
      (row) => row.count,
    );
    expect(byCount).toEqual([24, 23]);
  });

  it("finds records asked by id as a scan would, in the list's order, also after the list changed", () => {
    const list = rows.map((row) => ({ ...row }));
    const byIds = (ids: string[], query = "") => {
      const filter = { type: "Or", filters: ids.map((value) => ({ type: "Equals", name: "id", value })) };
      return pageOf(
        list,
        request(`filter=${encodeURIComponent(JSON.stringify(filter))}${query}`),
        known,
        (row) => row.count !== 7,
      ).items.map((row) => row.id);
    };
    expect(byIds(["id-9", "id-2", "id-7", "id-missing", "id-9"])).toEqual(["id-2", "id-9"]);
    expect(byIds(["id-1", "id-3", "id-5"], "&size=2&page=2")).toEqual(["id-5"]);
    // Removed, moved and added records are seen as they now are.
    list.splice(2, 1);
    list.unshift({ id: "id-new", name: "new", count: 99, tags: [] });
    expect(byIds(["id-9", "id-2", "id-new"])).toEqual(["id-new", "id-9"]);
    const single = { type: "Equals", name: "id", value: "id-4" };
    const one = pageOf(list, request(`filter=${encodeURIComponent(JSON.stringify(single))}`), known);
    expect(one.items.map((row) => row.count)).toEqual([4]);
  });

  it("reads a page in the store's own order as the sort would, and sorts any other order", () => {
    const newestFirst = [...rows].reverse();
    const storedOrder = { field: "count", descending: true };
    for (const query of [
      "sort_by=count&order_by=DESC&size=4&page=2",
      "filter=" +
        encodeURIComponent(JSON.stringify({ type: "Between", name: "count", fromValue: 3, toValue: 17 })) +
        "&sort_by=count&order_by=DESC&size=5&page=3",
    ]) {
      expect(pageOf(newestFirst, request(query), known, undefined, storedOrder)).toEqual(
        pageOf(newestFirst, request(query), known),
      );
    }
    // Asked in the other direction, the store's order is no help: the page is sorted.
    const oldestFirst = pageOf(newestFirst, request("sort_by=count&size=3"), known, undefined, storedOrder);
    expect(oldestFirst.items.map((row) => row.count)).toEqual([0, 1, 2]);
  });

  it("reads a range of the store's order as a scan of every record would, with or without a scope", () => {
    // Some counts repeat and one record has none, as stored records may.
    const stored = [...rows, ...rows.slice(8, 12)].map(({ nested: _nested, ...row }) => ({ ...row }));
    const { count: _missing, ...countless } = { ...rows[0]!, id: "id-countless" };
    stored.push(countless as Row);
    const between = (fromValue: unknown, toValue: unknown) => ({
      type: "Between",
      name: "count",
      fromValue,
      toValue,
    });
    const filters = [
      undefined,
      between(3, 17),
      between(8, 8),
      between(17, 3),
      between(-5, 100),
      between(30, 40),
      { type: "And", filters: [between(2, 20), between(5, 30)] },
      { type: "And", filters: [between(2, 20), { type: "StartsWith", name: "name", value: "alpha" }] },
      { type: "StartsWith", name: "name", value: "beta" },
    ];
    const scopes = [undefined, (row: Row) => row.count % 3 !== 0];
    for (const descending of [true, false]) {
      const storedOrder = { field: "count", descending };
      const ordered = [...stored].sort((a, b) => (descending ? -1 : 1) * compare(a.count, b.count));
      for (const filter of filters)
        for (const scope of scopes)
          for (const [page, size] of [
            [1, 4],
            [2, 4],
            [3, 5],
            [9, 3],
            [1, 1000],
          ] as const) {
            const query = `page=${page}&size=${size}${filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ""}`;
            const sorted = `${query}&sort_by=count&order_by=${descending ? "DESC" : "ASC"}`;
            const scanned = pageOf(ordered, request(query), known, scope);
            expect(pageOf(ordered, request(query), known, scope, storedOrder), query).toEqual(scanned);
            expect(pageOf(ordered, request(sorted), known, scope, storedOrder), sorted).toEqual(
              pageOf(ordered, request(sorted), known, scope),
            );
          }
    }
  });
});

describe("compileFilter", () => {
  const matches = (filter: unknown) =>
    rows.filter(compileFilter<Row>(filter, dialect)).map((row) => row.count);

  it("matches text case-insensitively for Contains, StartsWith and EndsWith, exactly for Equals", () => {
    expect(matches({ type: "StartsWith", name: "name", value: "ALPHA" })).toHaveLength(13);
    expect(matches({ type: "Contains", name: "name", value: "ta-1" })).toEqual([1, 11, 13, 15, 17, 19]);
    expect(matches({ type: "EndsWith", name: "name", value: "-24" })).toEqual([24]);
    expect(matches({ type: "Equals", name: "name", value: "alpha-0" })).toEqual([]);
    expect(matches({ type: "Equals", name: "count", value: "7" })).toEqual([7]);
  });

  it("treats arrays as any-element for Contains and Equals and all-elements for NotEquals", () => {
    expect(matches({ type: "Equals", name: "tags", value: "gold" })).toEqual([0, 5, 10, 15, 20]);
    expect(matches({ type: "Contains", name: "tags", value: "silv" })).toEqual([0, 5, 10, 15, 20]);
    expect(matches({ type: "NotEquals", name: "tags", value: "gold" })).toHaveLength(20);
  });

  it("combines And, Or and Not, and reads dotted paths", () => {
    expect(
      matches({
        type: "And",
        filters: [
          { type: "Equals", name: "nested.kind", value: "Instant" },
          { type: "Not", filter: { type: "Between", name: "count", fromValue: 3, toValue: 20 } },
        ],
      }),
    ).toEqual([0, 21, 24]);
    expect(
      matches({
        type: "Or",
        filters: [
          { type: "Equals", name: "id", value: "id-1" },
          { type: "Equals", name: "id", value: "id-2" },
        ],
      }),
    ).toEqual([1, 2]);
    expect(valueAt({ a: { b: { c: 1 } } }, "a.b.c")).toBe(1);
    expect(valueAt({ a: null }, "a.b")).toBeUndefined();
  });

  it("applies the view API defaults: StartsWith for simple filters, And for lists", () => {
    const view = {
      fieldKey: "memberName" as const,
      defaultSimpleType: "StartsWith",
      defaultMultiType: "And",
      isKnownField: () => true,
    };
    const predicate = compileFilter<Row>(
      {
        filters: [
          { memberName: "name", value: "beta" },
          { memberName: "count", value: "1" },
        ],
      },
      view,
    );
    expect(rows.filter(predicate).map((row) => row.count)).toEqual([1, 11, 13, 15, 17, 19]);
  });

  it.each([
    [null],
    [[]],
    [{ type: "Equals", name: "unknown", value: 1 }],
    [{ type: "Equals", value: 1 }],
    [{ type: "Equals", name: "name" }],
    [{ type: "Between", name: "count", fromValue: 1, toValue: { x: 1 } }],
    [{ type: "Or", filters: "x" }],
    [{ type: "Not" }],
    [{ type: "Unknown", name: "name", value: "x" }],
  ])("rejects %j", (filter) => {
    expect(() => compileFilter<Row>(filter, dialect)).toThrow(ListParameterError);
  });
});
