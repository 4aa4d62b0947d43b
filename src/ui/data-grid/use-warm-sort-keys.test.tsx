import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cellKeys } from "./fast-row-models";
import { useWarmSortKeys, type WarmColumn } from "./use-warm-sort-keys";

function countingColumns(ids: readonly string[]) {
  const asked = new Map<string, number>();
  const columns: WarmColumn[] = ids.map((id) => ({
    id,
    accessorFn: () => {
      asked.set(id, (asked.get(id) ?? 0) + 1);
      return cellKeys(id);
    },
  }));
  return { columns, asked };
}

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ original: {}, index }));

describe("warming sort keys", () => {
  it("computes every row's key of every sortable column while idle, once", async () => {
    const { columns, asked } = countingColumns(["name", "sessions"]);
    const rows = rowsOf(5000);
    const { rerender } = renderHook(() => useWarmSortKeys(rows, columns));
    await waitFor(() => expect(asked.get("sessions")).toBe(5000));
    expect(asked.get("name")).toBe(5000);
    rerender();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.get("name")).toBe(5000);
  });

  it("leaves small grids alone", async () => {
    const { columns, asked } = countingColumns(["name"]);
    renderHook(() => useWarmSortKeys(rowsOf(100), columns));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.size).toBe(0);
  });

  it("stops when the grid unmounts", async () => {
    const { columns, asked } = countingColumns(["name"]);
    const { unmount } = renderHook(() => useWarmSortKeys(rowsOf(200_000), columns));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.get("name") ?? 0).toBeLessThan(200_000);
  });
});
