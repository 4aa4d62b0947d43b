import { describe, expect, it } from "vitest";
import { matchesRestFilter } from "./rest-filter-match";

const session = { user_name: "pdubois", machine_name: "Win10-007", pool_ids: ["p1", "p2"], start_time: 500 };

describe("matchesRestFilter", () => {
  it("applies each comparison as the pod does, text without regard to case", () => {
    expect(matchesRestFilter(session, { type: "Equals", name: "user_name", value: "pdubois" })).toBe(true);
    expect(matchesRestFilter(session, { type: "NotEquals", name: "user_name", value: "pdubois" })).toBe(
      false,
    );
    expect(matchesRestFilter(session, { type: "Contains", name: "machine_name", value: "10-0" })).toBe(true);
    expect(matchesRestFilter(session, { type: "StartsWith", name: "machine_name", value: "win" })).toBe(true);
    expect(matchesRestFilter(session, { type: "EndsWith", name: "machine_name", value: "008" })).toBe(false);
    expect(
      matchesRestFilter(session, { type: "Between", name: "start_time", from_value: 100, to_value: 600 }),
    ).toBe(true);
    expect(matchesRestFilter(session, { type: "Contains", name: "missing", value: "x" })).toBe(false);
  });

  it("combines with And, Or and Not, and matches a list field by any of its values", () => {
    const pool = { type: "Equals", name: "pool_ids", value: "p2" };
    const user = { type: "StartsWith", name: "user_name", value: "x" };
    expect(matchesRestFilter(session, { type: "And", filters: [pool, user] })).toBe(false);
    expect(matchesRestFilter(session, { type: "Or", filters: [pool, user] })).toBe(true);
    expect(matchesRestFilter(session, { type: "Not", filter: user })).toBe(true);
    expect(matchesRestFilter(session, { type: "NotEquals", name: "pool_ids", value: "p1" })).toBe(false);
  });
});
