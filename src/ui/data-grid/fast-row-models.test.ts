import { describe, expect, it } from "vitest";
import { cellKeys, filterRows, sortRows, type KeyedColumn } from "./fast-row-models";
import { withFilterValue } from "./grid-table-state";

describe("cellKeys", () => {
  it("keeps numbers as sort keys and gives text lower-cased", () => {
    expect(cellKeys(42)).toEqual({ raw: "42", text: "42", key: 42 });
    expect(cellKeys("Pool-A")).toMatchObject({ raw: "Pool-A", text: "pool-a" });
    expect(cellKeys(undefined)).toEqual({ raw: "", text: "", key: "" });
  });

  it("orders digit runs by value", () => {
    const names = ["pool-10", "Pool-9", "pool-100", "pool-1"];
    const sorted = [...names].sort((a, b) => {
      const x = cellKeys(a).key as string;
      const y = cellKeys(b).key as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    expect(sorted).toEqual(["pool-1", "Pool-9", "pool-10", "pool-100"]);
  });
});

describe("the grid's own row models", () => {
  const names = ["pool-10", "Pool-9", "desk", "pool-1", "desk"];
  const core = names.map((name, index) => ({ id: `r${index}`, original: { name }, index }));
  const nameColumn: KeyedColumn = {
    id: "name",
    accessorFn: (original: { name: string }) => cellKeys(original.name),
    filter: {
      matcherFor: (wanted) => (cell) => cell.text.includes(String(wanted)),
      resolveFilterValue: (value) => String(value).toLowerCase(),
    },
  };
  const columnOf = (id: string) => (id === "name" ? nameColumn : undefined);
  const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

  it("sorts by the keys both ways, ties in row order", () => {
    expect(ids(sortRows(core, core, { id: "name", desc: false }, nameColumn))).toEqual([
      "r2",
      "r4",
      "r3",
      "r1",
      "r0",
    ]);
    expect(ids(sortRows(core, core, { id: "name", desc: true }, nameColumn))).toEqual([
      "r0",
      "r1",
      "r3",
      "r2",
      "r4",
    ]);
  });

  it("sorts the rows a filter kept from the core rows' order, and keeps rows unsorted without a column", () => {
    const kept = filterRows(core, [{ id: "name", value: "POOL" }], columnOf);
    expect(ids(kept)).toEqual(["r0", "r1", "r3"]);
    expect(ids(sortRows(core, kept, { id: "name", desc: false }, nameColumn))).toEqual(["r3", "r1", "r0"]);
    expect(sortRows(core, kept, { id: "gone", desc: false }, undefined)).toBe(kept);
  });

  it("sorts by a column's own comparator", () => {
    const byLength: KeyedColumn = {
      ...nameColumn,
      comparator: (a: { name: string }, b: { name: string }) => a.name.length - b.name.length,
    };
    expect(ids(sortRows(core, core, { id: "name", desc: true }, byLength))).toEqual([
      "r0",
      "r1",
      "r3",
      "r2",
      "r4",
    ]);
  });

  it("leaves out filters without a value or a filterable column", () => {
    expect(filterRows(core, [{ id: "name", value: undefined }], columnOf)).toBe(core);
    expect(filterRows(core, [{ id: "state", value: "x" }], columnOf)).toBe(core);
  });
});

describe("a column's filter value", () => {
  it("replaces the column's filter in place, adds a new one last, and an empty text removes it", () => {
    const filters = [
      { id: "name", value: "a" },
      { id: "state", value: ["ON"] },
    ];
    expect(withFilterValue(filters, "name", "b")).toEqual([
      { id: "name", value: "b" },
      { id: "state", value: ["ON"] },
    ]);
    expect(withFilterValue(filters, "pool", "p")).toEqual([...filters, { id: "pool", value: "p" }]);
    expect(withFilterValue(filters, "name", "")).toEqual([{ id: "state", value: ["ON"] }]);
    expect(withFilterValue(filters, "state", undefined)).toEqual([{ id: "name", value: "a" }]);
  });
});
