import { describe, expect, it } from "vitest";
import { KeyAgreementError } from "../crypto/key-agreement";
import { ApiError } from "./api-error";
import { apiErrorMessage } from "./error-message";

const rest = (status: number, errorKey: string, message: string) =>
  ApiError.fromText(status, JSON.stringify({ errors: [{ error_key: errorKey, error_message: message }] }));

describe("apiErrorMessage", () => {
  it("keeps the message an error already carries (a screen's catalogue message with its values)", () => {
    const chosen = { key: "some.catalogue.key", values: { loginName: "kiosk" } };
    expect(apiErrorMessage(Object.assign(new Error("x"), { displayMessage: chosen }))).toEqual(chosen);
  });

  it("shows a {# key #} marker as that key", () => {
    expect(apiErrorMessage(rest(400, "x", "Failed {# ACCESS_GROUP_NAME_ALREADY_USED #}"))).toEqual({
      key: "ACCESS_GROUP_NAME_ALREADY_USED",
    });
  });

  it("distinguishes a missing administrator privilege from other missing privileges", () => {
    expect(apiErrorMessage(rest(403, "InsufficientPermission", "Requires POOL_MANAGEMENT"))).toEqual({
      key: "INSUFFICIENT_PERMISSION",
    });
    expect(apiErrorMessage(rest(403, "InsufficientPermission", "Requires ADMINISTRATOR_VIEW"))).toEqual({
      key: "INSUFFICIENT_PERMISSION",
    });
    expect(apiErrorMessage(rest(403, "InsufficientPermission", "Requires ADMINISTRATOR"))).toEqual({
      key: "ADDITIONAL_PERMISSIONS_PERFORM_OPERATION",
    });
  });

  it("maps UNABLE_TO_ACCESS_DOMAIN, connection failures and server errors", () => {
    expect(apiErrorMessage(rest(400, "UNABLE_TO_ACCESS_DOMAIN", "x"))).toEqual({
      key: "UNABLE_TO_ACCESS_DOMAIN",
    });
    expect(apiErrorMessage(new ApiError({ status: 0 }))).toEqual({ key: "ERROR_OCCURRED_RETRY" });
    expect(apiErrorMessage(new ApiError({ status: 500 }))).toEqual({ key: "SERVER_ERROR_OCCURRED_RETRY" });
  });

  it("says the pod does not offer an action whose call it lacks, but a missing object is still not found", () => {
    expect(apiErrorMessage(ApiError.fromText(404, ""))).toEqual({ key: "ui.error.notOffered" });
    expect(apiErrorMessage(ApiError.fromText(405, ""))).toEqual({ key: "ui.error.notOffered" });
    expect(apiErrorMessage(rest(404, "ENTITY_NOT_FOUND", "Pool not found"))).not.toEqual({
      key: "ui.error.notOffered",
    });
  });

  it("shows a REST error message as text, never HTML, and falls back to UNABLE_PROCESS_REQUEST", () => {
    expect(apiErrorMessage(rest(400, "pool.name.invalid", "Name is too long"))).toEqual({
      text: "Name is too long",
    });
    expect(apiErrorMessage(ApiError.fromText(502, "<html><body>Bad gateway</body></html>"))).toEqual({
      key: "UNABLE_PROCESS_REQUEST",
    });
    expect(apiErrorMessage(new Error("x"))).toEqual({ key: "UNABLE_PROCESS_REQUEST" });
  });

  it("says a secret was not sent because the key agreement failed", () => {
    const failed = new KeyAgreementError("PROOF_MISMATCH", "no agreed key");
    expect(apiErrorMessage(failed)).toEqual({ key: "login.error.handshakeRetry" });
    expect(apiErrorMessage(failed, { serverText: false })).toEqual({ key: "login.error.handshakeRetry" });
  });
});

describe("apiErrorMessage for screens that show only marker messages", () => {
  it("keeps markers and the permission pair, and hides the server's other text", () => {
    const options = { serverText: false };
    expect(apiErrorMessage(rest(400, "x", "Bad value {# INVALID_TIMEOUT #}"), options)).toEqual({
      key: "INVALID_TIMEOUT",
    });
    expect(apiErrorMessage(rest(403, "x", "Requires GLOBAL_CONFIG_MANAGEMENT"), options)).toEqual({
      key: "INSUFFICIENT_PERMISSION",
    });
    expect(apiErrorMessage(rest(400, "x", "Some internal detail"), options)).toEqual({
      key: "UNABLE_PROCESS_REQUEST",
    });
  });

  it("reads a marker written without spaces and the view API's permission fault", () => {
    const options = { serverText: false };
    expect(apiErrorMessage(rest(400, "x", "{#GLOBAL_SETTINGS_BAD#}"), options)).toEqual({
      key: "GLOBAL_SETTINGS_BAD",
    });
    const fault = new ApiError({
      status: 400,
      body: { fault: "InsufficientPermission", message: "ADMINISTRATOR" },
    });
    expect(apiErrorMessage(fault, options)).toEqual({ key: "ADDITIONAL_PERMISSIONS_PERFORM_OPERATION" });
    expect(apiErrorMessage(new ApiError({ status: 0, isNetworkError: true }), options)).toEqual({
      key: "ERROR_OCCURRED_RETRY",
    });
  });

  it("treats any 403 as insufficient permission, with or without a fault name", () => {
    expect(apiErrorMessage(ApiError.fromText(403, ""))).toEqual({ key: "INSUFFICIENT_PERMISSION" });
  });
});

describe("apiErrorMessage with a screen's own messages", () => {
  const ownKey = (error: ApiError) => (error.errorKey === "INVALID" ? "LICENSE_INVALID" : "LICENSE_UNKNOWN");

  it("uses the screen's key once markers, permissions and connection failures are ruled out", () => {
    expect(apiErrorMessage(rest(400, "INVALID", "The key is not valid"), { ownKey })).toEqual({
      key: "LICENSE_INVALID",
    });
    expect(apiErrorMessage(rest(400, "OTHER", "Something else"), { ownKey })).toEqual({
      key: "LICENSE_UNKNOWN",
    });
    expect(apiErrorMessage(rest(400, "INVALID", "Refused {# LICENSE_EXPIRED #}"), { ownKey })).toEqual({
      key: "LICENSE_EXPIRED",
    });
    expect(apiErrorMessage(rest(403, "INVALID", "Requires GLOBAL_CONFIG_MANAGEMENT"), { ownKey })).toEqual({
      key: "INSUFFICIENT_PERMISSION",
    });
    expect(apiErrorMessage(new ApiError({ status: 0 }), { ownKey })).toEqual({ key: "ERROR_OCCURRED_RETRY" });
  });

  it("falls back to the usual rules when the screen has no key for the error", () => {
    expect(apiErrorMessage(rest(400, "x", "Name is too long"), { ownKey: () => undefined })).toEqual({
      text: "Name is too long",
    });
  });
});
