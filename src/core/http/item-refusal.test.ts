import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { throwItemRefusal } from "./item-refusal";

describe("throwItemRefusal", () => {
  it("passes answers without a refused item and throws the first refusal with the server's message", () => {
    expect(() => throwItemRefusal([{ id: "a", status_code: 200 }])).not.toThrow();
    expect(() => throwItemRefusal(undefined)).not.toThrow();
    let thrown: unknown;
    try {
      throwItemRefusal([
        { id: "a", status_code: 200 },
        { id: "b", status_code: 404, errors: [{ error_key: "x.not.found", error_message: "No b" }] },
        { id: "c", status_code: 400, errors: [{ error_key: "x.invalid", error_message: "Bad c" }] },
      ]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 404, errorKey: "x.not.found", errorMessage: "No b" });
  });
});
