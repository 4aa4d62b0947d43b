import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { isNotOfferedByPod } from "./not-offered";

const answer = (status: number, body: unknown) =>
  ApiError.from(Response.json(body, { status }), { url: "/rest/config/v1/x", method: "GET" });

describe("isNotOfferedByPod", () => {
  it("reads the servlet's answer for an unknown path as a call the pod lacks", async () => {
    const error = await answer(404, {
      timestamp: 1,
      status: 404,
      error: "Not Found",
      path: "/rest/config/v1/x",
    });
    expect(isNotOfferedByPod(error)).toBe(true);
    expect(isNotOfferedByPod(await answer(405, { status: 405, error: "Method Not Allowed" }))).toBe(true);
  });

  it("keeps a missing entity, a refusal and a network failure apart from a missing call", async () => {
    const missingEntity = await answer(404, {
      status: 404,
      errors: [{ error_key: "inventory.machine.not.found", error_message: "No such machine" }],
    });
    expect(isNotOfferedByPod(missingEntity)).toBe(false);
    // An application's 404 that says something is about an object, even without a key.
    expect(isNotOfferedByPod(await answer(404, { error_message: "Gone" }))).toBe(false);
    expect(isNotOfferedByPod(await answer(403, { status: 403, error: "Forbidden" }))).toBe(false);
    expect(isNotOfferedByPod(await ApiError.from(new TypeError("Failed to fetch")))).toBe(false);
    expect(isNotOfferedByPod(new Error("not an API error"))).toBe(false);
  });
});
