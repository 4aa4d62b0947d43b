import { afterEach, describe, expect, it } from "vitest";
import { accessToken, clearSession, proxyBase } from "../session/session.model";
import { setApiFetch } from "./api-clients";
import { ApiError } from "./api-error";
import { apiCallPath, curlCommand, sendApiCall, type ApiCall } from "./api-call";

const logoff: ApiCall = {
  api: "rest",
  method: "POST",
  path: "/inventory/v1/sessions/action/logoff?forced=true",
  body: ["s-1", "it's"],
};

afterEach(() => {
  clearSession();
  proxyBase.value = "";
});

describe("apiCallPath", () => {
  it("puts the API base and, when embedded, the portal's proxy base before the path", () => {
    expect(apiCallPath(logoff)).toBe("/rest/inventory/v1/sessions/action/logoff?forced=true");
    expect(apiCallPath({ api: "view", method: "POST", path: "GlobalSettings/Update" })).toBe(
      "/view-vlsi/rest/v1/GlobalSettings/Update",
    );
    proxyBase.value = "/portal/console-api/";
    expect(apiCallPath(logoff)).toBe(
      "/portal/console-api/rest/inventory/v1/sessions/action/logoff?forced=true",
    );
  });
});

describe("curlCommand", () => {
  it("uses a token placeholder, never the session's token, and quotes the body for a shell", () => {
    accessToken.value = "secret-access-token";
    const line = curlCommand(logoff, "https://portal.example");
    expect(line).not.toContain("secret-access-token");
    expect(line).toContain('"Authorization: Bearer $VDC_TOKEN"');
    expect(line).toContain("'https://portal.example/rest/inventory/v1/sessions/action/logoff?forced=true'");
    expect(line).toContain(`--data '["s-1","it'\\''s"]'`);
  });

  it("names the view API's CSRF token and cookie as placeholders", () => {
    const line = curlCommand(
      { api: "view", method: "POST", path: "GlobalSettings/Update", body: {} },
      "http://a",
    );
    expect(line).toContain('"CSRFToken: $VDC_CSRF_TOKEN"');
    expect(line).not.toContain("Authorization");
  });
});

describe("sendApiCall", () => {
  it("sends the method, path and JSON body, and returns the JSON answer", async () => {
    let seen: { url: string; method: string; body: string } | undefined;
    setApiFetch(async (input, init) => {
      seen = { url: input as string, method: init?.method ?? "", body: init?.body as string };
      return new Response(JSON.stringify([{ id: "s-1" }]), {
        headers: { "Content-Type": "application/json" },
      });
    });
    await expect(sendApiCall(logoff)).resolves.toEqual([{ id: "s-1" }]);
    expect(seen).toEqual({
      url: "/rest/inventory/v1/sessions/action/logoff?forced=true",
      method: "POST",
      body: JSON.stringify(["s-1", "it's"]),
    });
  });

  it("answers undefined for an empty success and fails on a success that is not JSON", async () => {
    setApiFetch(async () => new Response(null, { status: 204 }));
    await expect(sendApiCall(logoff)).resolves.toBeUndefined();
    setApiFetch(async () => new Response("<html><body>Proxy says hi</body></html>", { status: 200 }));
    await expect(sendApiCall(logoff)).rejects.toBeInstanceOf(ApiError);
  });
});
