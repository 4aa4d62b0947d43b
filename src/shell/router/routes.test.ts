import { describe, expect, it } from "vitest";
import type { FeatureKey } from "../../core/features/feature-keys";
import { HELP_TOPICS, helpUrl } from "../../core/help/help-links";
import { SUPPORTED_LOCALES } from "../../core/i18n/locales";
import {
  SECTION_FEATURES,
  SECTION_HELP_TOPICS,
  SECTION_NAMES,
  decideRoute,
  parentListRoute,
  parseRoute,
  type GuardState,
} from "./routes";
import { sectionLinkRoute } from "./section-links";

const signedOut: GuardState = {
  isLoggedIn: false,
  isFeatureEnabled: () => true,
  signedInHome: "/main/dashboard",
};
const signedIn: GuardState = { ...signedOut, isLoggedIn: true };

describe("decideRoute", () => {
  it("sends the root to login without a session and home with one", () => {
    expect(decideRoute("", signedOut)).toEqual({ kind: "redirect", to: "/login" });
    expect(decideRoute("#/", { ...signedIn, signedInHome: "/main/farms" })).toEqual({
      kind: "redirect",
      to: "/main/farms",
    });
  });

  it("shows login and non_modern_browser only when signed out, with the session-timeout flag", () => {
    expect(decideRoute("/login?sessionTimeout=true", signedOut)).toEqual({
      kind: "login",
      variant: "login",
      isSessionTimeout: true,
    });
    expect(decideRoute("/non_modern_browser", signedOut)).toMatchObject({
      kind: "login",
      variant: "non_modern_browser",
    });
    expect(decideRoute("/login", { ...signedIn, signedInHome: "/main/events" })).toEqual({
      kind: "redirect",
      to: "/main/events",
    });
    expect(decideRoute("/login", { ...signedIn, isSigningIn: true })).toMatchObject({ kind: "login" });
  });

  it("stores the target of an unauthenticated visit, replacing /cpa addresses by the federation home", () => {
    expect(decideRoute("/main/machines/vcenter", signedOut)).toEqual({
      kind: "redirect",
      to: "/login",
      storeTarget: "/main/machines/vcenter",
    });
    expect(decideRoute("/main/cpa/podlist", signedOut)).toEqual({
      kind: "redirect",
      to: "/login",
      storeTarget: "/main/cpa",
    });
  });

  it("has every named section route and its sub-routes", () => {
    for (const section of SECTION_NAMES)
      expect(decideRoute(`/main/${section}`, signedIn)).toEqual({ kind: "section", section, rest: [] });
    for (const route of [
      "/main/cpa/progress",
      "/main/cpa/podlist",
      "/main/machines/vcenter",
      "/main/persistent_disks/attached",
      "/main/persistent_disks/detached",
    ])
      expect(decideRoute(route, signedIn).kind).toBe("section");
    expect(decideRoute("/main/settings", signedIn)).toEqual({
      kind: "section",
      section: "global_settings",
      rest: [],
      helpTopic: "globalSettings",
    });
    expect(decideRoute("/main/settings/security", signedIn)).toMatchObject({
      section: "global_settings",
      rest: ["security"],
      helpTopic: "globalSettings",
    });
    expect(decideRoute("/main/settings", { ...signedIn, isFeatureEnabled: () => false })).toEqual({
      kind: "featureDisabled",
      section: "global_settings",
    });
    expect(decideRoute("/main/toString", signedIn)).toEqual({ kind: "notFound", path: "/main/toString" });
    expect(decideRoute("/main/nowhere", signedIn)).toEqual({ kind: "notFound", path: "/main/nowhere" });
  });

  it("lets a route through only when its feature is enabled", () => {
    const dashboardOff = { ...signedIn, isFeatureEnabled: (feature: FeatureKey) => feature !== "dashboard" };
    expect(decideRoute("/main/dashboard", dashboardOff)).toEqual({
      kind: "featureDisabled",
      section: "dashboard",
    });
    expect(decideRoute("/main/desktops", dashboardOff).kind).toBe("section");
  });
});

describe("spec 000 §2: every route declares its feature key", () => {
  it("declares a feature (or none) for each main section, and the guard refuses each flagged one when off", () => {
    expect(Object.keys(SECTION_FEATURES).sort()).toEqual([...SECTION_NAMES].sort());
    const flagged = SECTION_NAMES.filter((section) => SECTION_FEATURES[section] !== null);
    expect(flagged.sort()).toEqual(["dashboard", "global_settings", "helpdesk_home", "persistent_disks"]);
    for (const section of SECTION_NAMES) {
      const feature = SECTION_FEATURES[section];
      const off = { ...signedIn, isFeatureEnabled: (candidate: FeatureKey) => candidate !== feature };
      expect(decideRoute(`/main/${section}`, off).kind).toBe(
        feature === null ? "section" : "featureDisabled",
      );
    }
  });
});

describe("spec 000 §2: every section has a help topic", () => {
  it("gives each main section its own topic, with a page in every language", () => {
    expect(Object.keys(SECTION_HELP_TOPICS).sort()).toEqual([...SECTION_NAMES].sort());
    const topics = Object.values(SECTION_HELP_TOPICS);
    expect(new Set(topics).size).toBe(SECTION_NAMES.length);
    expect([...topics].sort()).toEqual([...HELP_TOPICS].sort());
    for (const topic of topics)
      for (const locale of SUPPORTED_LOCALES) expect(helpUrl(topic, locale)).toMatch(/^https:\/\/.+\.html$/);
  });
});

describe("parentListRoute", () => {
  const event = { kind: "desktop" as const, id: "pool-1", path: "/rest/inventory/v1/desktop-pools/pool-1" };
  it("leaves the item's details page for its list when no dialog is open", () => {
    expect(parentListRoute("/main/desktops/pool-1", event, false)).toBe("/main/desktops");
    expect(parentListRoute("/main/desktops/pool-1", event, true)).toBeNull();
    expect(parentListRoute("/main/desktops/pool-2", event, false)).toBeNull();
    expect(parentListRoute("/main/farms/pool-1", event, false)).toBeNull();
    expect(parentListRoute("/main/desktops", event, false)).toBeNull();
    expect(parentListRoute("/main/machines/vcenter", { kind: "machine", path: "/x" }, false)).toBeNull();
  });
});

describe("route helpers", () => {
  it("parses path, segments and query", () => {
    const route = parseRoute("#/main/desktops/p%201?tab=sessions");
    expect(route.segments).toEqual(["main", "desktops", "p%201"]);
    expect(route.query.get("tab")).toBe("sessions");
  });

  it("turns a section link into a hash route", () => {
    expect(sectionLinkRoute({ section: "desktop-pool", id: "p 1" })).toBe("/main/desktops/p%201");
    expect(sectionLinkRoute({ section: "machines", filter: { state: "problem" } })).toBe(
      "/main/machines?state=problem",
    );
  });
});
