import { describe, expect, it } from "vitest";
import { KeyAgreementError } from "../crypto/key-agreement";
import { ApiError, VCENTER_MESSAGES } from "./api-error";
import { VCENTER_MESSAGE_KEYS } from "./error-catalogue";
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

  it("says a REST error in the console's words, keeps the server's sentence as details, never HTML", () => {
    expect(apiErrorMessage(rest(400, "pool.name.invalid", "Name is too long"))).toEqual({
      key: "http.error.invalid",
      details: "Name is too long",
    });
    expect(apiErrorMessage(rest(400, "pod.odd.refusal", "The pod says no"))).toEqual({
      key: "UNABLE_PROCESS_REQUEST",
      details: "The pod says no",
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
      key: "UNABLE_PROCESS_REQUEST",
      details: "Name is too long",
    });
  });
});

describe("apiErrorMessage with the error catalogue", () => {
  it.each([
    ["inventory.desktop.pool.not.found", "Desktop pool p-1 not found", "ENTITY_NOT_FOUND"],
    ["config.role.name.exists", "The role name Ops is in use", "http.error.alreadyExists"],
    ["inventory.farm.name.in.use", "The farm name is in use", "http.error.alreadyExists"],
    ["ad.domain.already.bound", "Already bound", "http.error.alreadyExists"],
    ["inventory.rds.server.in.use", "The host serves a farm", "http.error.inUse"],
    ["inventory.machine.has.session", "The machine has a session", "http.error.inUse"],
    ["inventory.farm.name.required", "name is required", "http.error.required"],
    ["invalid.request.body", "Unknown field x", "http.error.invalid"],
    ["federation.cpa.not.initialized", "Not initialized", "http.error.invalidState"],
    ["internal.error", "NullPointerException", "SERVER_ERROR_OCCURRED_RETRY"],
    ["AD_USER_OR_GROUP_NOT_FOUND", "No such user", "http.error.directoryEntryNotFound"],
    ["config.administrators.last.manager", "Nobody would be left", "http.error.lastAdministratorsManager"],
  ])("says %s in the console's words", (errorKey, message, key) => {
    expect(apiErrorMessage(rest(400, errorKey, message))).toEqual({ key, details: message });
  });

  it("says the view API's fault names (EntityNotFound, a partial entitlement failure) in the console's words", () => {
    const missing = new ApiError({
      status: 400,
      body: { fault: "EntityNotFound", message: "No such desktop" },
    });
    expect(apiErrorMessage(missing)).toEqual({ key: "ENTITY_NOT_FOUND", details: "No such desktop" });
    const partial = new ApiError({
      status: 400,
      body: { fault: "PartialFailureFault", message: "2 of 3 added" },
    });
    expect(apiErrorMessage(partial)).toEqual({
      key: "http.error.notAllEntitlementsAdded",
      details: "2 of 3 added",
    });
  });

  it("translates each of the 18 vCenter messages of spec 000 section 8, also with the server's suffix", () => {
    for (const message of VCENTER_MESSAGES) {
      const shown = apiErrorMessage(rest(404, "external.vc.failure", `${message}: vm-42`));
      expect(shown).toEqual({ key: VCENTER_MESSAGE_KEYS[message], details: `${message}: vm-42` });
    }
    expect(apiErrorMessage(rest(400, "ERROR_VC_AUTH_BAD_USER_PASSWORD", "bad"))).toEqual({
      key: "http.vcenter.badCredentials",
      details: "bad",
    });
  });

  it("keeps UNABLE_TO_ACCESS_DOMAIN for a failed directory search", () => {
    expect(apiErrorMessage(rest(400, "UNABLE_TO_ACCESS_DOMAIN", "LDAP down"))).toEqual({
      key: "UNABLE_TO_ACCESS_DOMAIN",
    });
  });
});
