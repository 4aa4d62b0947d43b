import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useWarmSortKeys } from "./use-warm-sort-keys";

function countingRows(count: number) {
  const asked = new Map<string, number>();
  const rows = Array.from({ length: count }, () => ({
    getValue(columnId: string) {
      asked.set(columnId, (asked.get(columnId) ?? 0) + 1);
      return columnId;
    },
  }));
  return { rows, asked };
}

describe("warming sort keys", () => {
  it("computes every row's key of every sortable column while idle", async () => {
    const { rows, asked } = countingRows(5000);
    renderHook(() => useWarmSortKeys(rows, ["name", "sessions"]));
    await waitFor(() => expect(asked.get("sessions")).toBe(5000));
    expect(asked.get("name")).toBe(5000);
  });

  it("leaves small grids alone", async () => {
    const { rows, asked } = countingRows(100);
    renderHook(() => useWarmSortKeys(rows, ["name"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.size).toBe(0);
  });

  it("stops when the grid unmounts", async () => {
    const { rows, asked } = countingRows(200_000);
    const { unmount } = renderHook(() => useWarmSortKeys(rows, ["name"]));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.get("name") ?? 0).toBeLessThan(200_000);
  });
});
