import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "../http/api-clients";
import { accessToken, hasCompletedLogin } from "../session/session.model";
import {
  featureSettings,
  features,
  featureToggleUrls,
  isFeatureEnabled,
  loadFeatures,
} from "./feature-flags";

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  features.value = {};
  featureSettings.value = null;
  hasCompletedLogin.value = false;
  accessToken.value = null;
});

describe("feature flags", () => {
  it("treats a feature as on unless explicitly off", () => {
    features.value = { dashboard: false, helpdesk: true };
    expect(isFeatureEnabled("dashboard")).toBe(false);
    expect(isFeatureEnabled("helpdesk")).toBe(true);
    expect(isFeatureEnabled("adminPreferences")).toBe(true);
  });

  it("looks for featureToggle.json relative and under /admin, or only under the portal's proxy path", () => {
    expect(featureToggleUrls("1.2.3", "")).toEqual([
      "featureToggle.json?v=1.2.3",
      "/admin/featureToggle.json?v=1.2.3",
    ]);
    expect(featureToggleUrls("1.2.3", "/portal/vdc/")).toEqual(["/portal/vdc/featureToggle.json?v=1.2.3"]);
  });

  it("takes the first path that answers with a features map", async () => {
    const asked: string[] = [];
    await loadFeatures({
      urls: ["a.json", "b.json", "c.json"],
      fetchImpl: async (input) => {
        asked.push(urlOf(input));
        if (urlOf(input) === "a.json") return new Response("missing", { status: 404 });
        return json({ features: { globalSettings: false, crlPrefetch: true } });
      },
    });
    expect(asked).toEqual(["a.json", "b.json"]);
    expect(isFeatureEnabled("globalSettings")).toBe(false);
    expect(isFeatureEnabled("crlPrefetch")).toBe(true);
  });

  it("leaves every feature on when no file can be read", async () => {
    await loadFeatures({ urls: ["x.json"], fetchImpl: async () => new Response("<html>", { status: 200 }) });
    expect(features.value).toEqual({});
    expect(isFeatureEnabled("dashboard")).toBe(true);
  });

  it("loads the pod's feature settings once signed in; enable_helpdesk false turns helpdesk off", async () => {
    hasCompletedLogin.value = true;
    accessToken.value = "token";
    setApiFetch(async (input) =>
      urlOf(input).endsWith("/rest/config/v1/settings/feature")
        ? json({ enable_helpdesk: false, enable_image_management: true, cloud_managed: false })
        : new Response("", { status: 404 }),
    );
    await loadFeatures({ urls: [], fetchImpl: async () => new Response("", { status: 404 }) });
    expect(featureSettings.value).toMatchObject({ enableHelpdesk: false, enableImageManagement: true });
    expect(isFeatureEnabled("helpdesk")).toBe(false);
  });
});
