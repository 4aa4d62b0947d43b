import { describe, expect, it } from "vitest";
import {
  assertQuery,
  isQueryEntityType,
  multiFilter,
  Query,
  QUERY_ENTITY_TYPES,
  QueryError,
  simpleFilter,
  type QueryEntityType,
} from "./query.model";

describe("Query", () => {
  it("sorts ascending from offset 0 by default and sends the service's field names", () => {
    const query = new Query({ entityType: "DesktopSummaryView" });
    expect(query.toJSON()).toEqual({
      queryEntityType: "DesktopSummaryView",
      sortDescending: false,
      startingOffset: 0,
    });
    expect(query.queryEntityType).toBe("DesktopSummaryView");
  });

  it("keeps optional fields and copies with changes", () => {
    const query = new Query({ entityType: "TaskInfo", sortBy: "name", limit: 5, maxPageSize: 10 });
    const moved = query.with({ startingOffset: 20 });
    expect(moved.toJSON()).toMatchObject({ sortBy: "name", limit: 5, maxPageSize: 10, startingOffset: 20 });
    expect(query.startingOffset).toBe(0);
  });

  it("knows all 29 entity types of the spec", () => {
    expect(QUERY_ENTITY_TYPES).toHaveLength(29);
    expect(isQueryEntityType("AuditEventSummaryView")).toBe(true);
    expect(isQueryEntityType("PoolSummaryView")).toBe(false);
  });
});

describe("assertQuery", () => {
  it("rejects anything but a Query with 'Not a query'", () => {
    expect(() => assertQuery({ entityType: "TaskInfo" })).toThrow(new QueryError("Not a query"));
    expect(() => assertQuery(null)).toThrow("Not a query");
  });

  it("rejects an unknown entity type with 'Invalid Argument'", () => {
    const query = new Query({ entityType: "NoSuchView" as QueryEntityType });
    expect(() => assertQuery(query)).toThrow(new QueryError("Invalid Argument"));
  });

  it("accepts a valid query", () => {
    expect(() => assertQuery(new Query({ entityType: "FarmSummaryView" }))).not.toThrow();
  });
});

describe("filters", () => {
  it("defaults a simple filter to StartsWith and a multi-filter to And", () => {
    expect(simpleFilter("data.name", "pool")).toEqual({
      type: "StartsWith",
      memberName: "data.name",
      value: "pool",
    });
    expect(multiFilter([]).type).toBe("And");
    expect(multiFilter([], "Or").type).toBe("Or");
  });
});
