import { describe, expect, it } from "vitest";
import { cellKeys } from "./fast-row-models";

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
