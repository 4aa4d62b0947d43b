import { describe, expect, it } from "vitest";
import { bulkItemRefusals } from "./bulk-item-results";

describe("bulkItemRefusals", () => {
  it("names the refused items by their place in the request, with the server's message", () => {
    const results = [
      { id: "a", status_code: 200 },
      { id: "b", status_code: 409, errors: [{ error_key: "exists", error_message: "b exists" }] },
      { id: "c", status_code: 404 },
    ];
    expect(bulkItemRefusals(results)).toEqual([
      { index: 1, message: "b exists" },
      { index: 2, message: undefined },
    ]);
  });

  it("refuses nothing when every item applied or the answer is not a list", () => {
    expect(bulkItemRefusals([{ id: "a" }, { id: "b", status_code: 204 }])).toEqual([]);
    expect(bulkItemRefusals(undefined)).toEqual([]);
  });
});
