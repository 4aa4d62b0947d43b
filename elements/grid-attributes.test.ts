import { describe, expect, it } from "vitest";
import { gridHostConfigOf } from "./grid-attributes";

describe("gridHostConfigOf (the grid attributes of section elements, spec 001 §2)", () => {
  it("hands every given setting to the section's grids", () => {
    expect(
      gridHostConfigOf({
        pageSize: 50,
        page: 3,
        selected: " d1, d2 ,,d3 ",
        expanded: "all",
        paginationText: "{first}-{last} of {total} desktops",
      }),
    ).toEqual({
      pageSize: 50,
      currentPageNumber: 3,
      selectedRowIds: ["d1", "d2", "d3"],
      showExpanded: true,
      paginationText: "{first}-{last} of {total} desktops",
    });
  });

  it("takes the next page size the footer offers, the largest above them all", () => {
    expect(gridHostConfigOf({ pageSize: 10 }).pageSize).toBe(20);
    expect(gridHostConfigOf({ pageSize: 21 }).pageSize).toBe(50);
    expect(gridHostConfigOf({ pageSize: 500 }).pageSize).toBe(100);
  });

  it("leaves out values that mean nothing instead of guessing", () => {
    expect(
      gridHostConfigOf({
        pageSize: Number.NaN,
        page: 0,
        selected: " , ",
        expanded: "yes",
        paginationText: " ",
      }),
    ).toEqual({
      pageSize: undefined,
      currentPageNumber: undefined,
      selectedRowIds: undefined,
      showExpanded: undefined,
      paginationText: undefined,
    });
    expect(gridHostConfigOf({ page: 2.7 }).currentPageNumber).toBe(2);
  });
});
