import { describe, expect, it } from "vitest";
import { gridStateToQuery, gridStateToRestParams, initialGridState, type GridState } from "./grid-state";
import { betweenFilter, simpleFilter } from "./query.model";

const state: GridState = {
  filters: [
    { field: "name", kind: "STRING", value: " pool " },
    { field: "type", kind: "CHECKBOX", values: ["AUTOMATED", "MANUAL"] },
    { field: "empty", kind: "STRING", value: "  " },
    { field: "none", kind: "CHECKBOX", values: [] },
  ],
  page: { current: 3, size: 50 },
  sort: { by: "name", reverse: true },
};

describe("gridStateToQuery", () => {
  it("maps page, size, sort and the set filters", () => {
    expect(gridStateToQuery("DesktopSummaryView", state).toJSON()).toEqual({
      queryEntityType: "DesktopSummaryView",
      startingOffset: 100,
      maxPageSize: 50,
      sortBy: "name",
      sortDescending: true,
      filter: {
        type: "And",
        filters: [
          { type: "StartsWith", memberName: "name", value: "pool" },
          {
            type: "Or",
            filters: [
              { type: "Equals", memberName: "type", value: "AUTOMATED" },
              { type: "Equals", memberName: "type", value: "MANUAL" },
            ],
          },
        ],
      },
    });
  });

  it("sends no filter when none is set, and the first page at offset 0", () => {
    const json = gridStateToQuery("TaskInfo", initialGridState()).toJSON();
    expect(json).toEqual({
      queryEntityType: "TaskInfo",
      startingOffset: 0,
      maxPageSize: 20,
      sortDescending: false,
    });
  });

  it("uses a column's own operator", () => {
    const json = gridStateToQuery("TaskInfo", {
      ...initialGridState(),
      filters: [{ field: "name", kind: "STRING", value: "x", operator: "Contains" }],
    }).toJSON();
    expect(json.filter).toEqual({ type: "Contains", memberName: "name", value: "x" });
  });
});

describe("gridStateToRestParams", () => {
  it("gives page, size, a JSON filter with name members, sort_by and order_by", () => {
    const params = gridStateToRestParams(state);
    expect(params).toMatchObject({ page: "3", size: "50", sort_by: "name", order_by: "DESC" });
    expect(JSON.parse(params.filter ?? "")).toEqual({
      type: "And",
      filters: [
        { type: "StartsWith", name: "name", value: "pool" },
        {
          type: "Or",
          filters: [
            { type: "Equals", name: "type", value: "AUTOMATED" },
            { type: "Equals", name: "type", value: "MANUAL" },
          ],
        },
      ],
    });
  });

  it("leaves filter and sort out when there are none", () => {
    expect(gridStateToRestParams(initialGridState())).toEqual({ page: "1", size: "20" });
  });

  it("ands fixed filters (a scope, a time range) with the column filters, Between with its bounds", () => {
    const params = gridStateToRestParams(
      { ...initialGridState(), filters: [{ field: "severity", kind: "CHECKBOX", values: ["ERROR"] }] },
      [betweenFilter("time", 1000, 2000), simpleFilter("machine_id", "m-1", "Equals")],
    );
    expect(JSON.parse(params.filter ?? "")).toEqual({
      type: "And",
      filters: [
        { type: "Equals", name: "severity", value: "ERROR" },
        { type: "Between", name: "time", fromValue: 1000, toValue: 2000 },
        { type: "Equals", name: "machine_id", value: "m-1" },
      ],
    });
    expect(
      JSON.parse(gridStateToRestParams(initialGridState(), [simpleFilter("id", "7", "Equals")]).filter ?? ""),
    ).toEqual({ type: "Equals", name: "id", value: "7" });
  });

  it("sorts ascending as ASC", () => {
    expect(
      gridStateToRestParams({ ...initialGridState(), sort: { by: "id", reverse: false } }).order_by,
    ).toBe("ASC");
  });
});
