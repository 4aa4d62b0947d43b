import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { markerKey, settingsSaveError } from "./settings-errors";

describe("settings save errors", () => {
  it("finds a {# key #} marker", () => {
    expect(markerKey("Update failed: {# INVALID_TIMEOUT #}")).toBe("INVALID_TIMEOUT");
    expect(markerKey("{#GLOBAL_SETTINGS_BAD#}")).toBe("GLOBAL_SETTINGS_BAD");
    expect(markerKey("no marker here")).toBeUndefined();
    expect(markerKey(undefined)).toBeUndefined();
  });

  it("shows the marker message when the server sent one", () => {
    const error = new ApiError({
      status: 400,
      body: { errors: [{ error_key: "x", error_message: "Bad value {# SESSION_TIMEOUT_TOO_LONG #}" }] },
    });
    expect(settingsSaveError(error)).toEqual({ key: "SESSION_TIMEOUT_TOO_LONG" });
  });

  it("shows insufficient permission for a refused save", () => {
    expect(settingsSaveError(new ApiError({ status: 403 }))).toEqual({ key: "INSUFFICIENT_PERMISSION" });
    expect(
      settingsSaveError(
        new ApiError({ status: 400, body: { fault: "InsufficientPermission", message: "ADMINISTRATOR" } }),
      ),
    ).toEqual({ key: "ADDITIONAL_PERMISSIONS_PERFORM_OPERATION" });
  });

  it("falls back to the generic error", () => {
    expect(settingsSaveError(new ApiError({ status: 400, body: { message: "nope" } }))).toEqual({
      key: "UNABLE_PROCESS_REQUEST",
    });
    expect(settingsSaveError(new Error("boom"))).toEqual({ key: "UNABLE_PROCESS_REQUEST" });
    expect(settingsSaveError(new ApiError({ status: 0, isNetworkError: true }))).toEqual({
      key: "ERROR_OCCURRED_RETRY",
    });
  });
});
