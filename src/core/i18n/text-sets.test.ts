// A built page: the English module holds only the shell's texts ($partial) and each part loads its set.
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, hasTextSet, i18n, loadTextSet, textSetLoader, type BundleLoader } from "./i18n";

vi.mock("../../locales/bundle_en.json", () => ({
  default: { "shell.title": "Console", $partial: "true", $set: "console" },
}));

const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  console: { de: { "shell.title": "Konsole" } },
  dashboard: {
    en: { "dashboard.title": "Dashboard" },
    de: { "dashboard.title": "Übersicht" },
    fr: { "dashboard.title": "Tableau de bord" },
  },
  farms: { en: { "farms.title": "Farms" }, de: { "farms.title": "Farmen" } },
  // No German: the events texts show in English.
  events: { en: { "events.title": "Events" } },
};

function recordingLoader(): BundleLoader & { calls: string[] } {
  const calls: string[] = [];
  const load = async (locale: string, textSet?: string) => {
    calls.push(`${textSet ?? "whole"}/${locale}`);
    const texts = TEXTS[textSet ?? ""]?.[locale];
    if (!texts) throw new Error(`no ${textSet} for ${locale}`);
    return texts;
  };
  return Object.assign(load, { calls });
}

afterEach(() => vi.restoreAllMocks());

describe("text sets on a built page", () => {
  it("loads a part's set with its module, in the locale shown, and again in every later locale", async () => {
    const loader = recordingLoader();
    // English: the shell's set is built in, so nothing is fetched for it.
    expect(await changeLocale("en", loader)).toBe("en");
    expect(loader.calls).toEqual([]);
    expect(hasTextSet("dashboard")).toBe(false);

    const loadDashboard = textSetLoader("dashboard", async () => ({ DashboardSection: "module" }));
    await expect(loadDashboard()).resolves.toEqual({ DashboardSection: "module" });
    expect(hasTextSet("dashboard")).toBe(true);
    expect(i18n.t("dashboard.title")).toBe("Dashboard");

    // A new locale loads the shell's and the dashboard's sets before it shows: no key flashes.
    expect(await changeLocale("de", loader)).toBe("de");
    expect(loader.calls.sort()).toEqual(["console/de", "dashboard/de", "dashboard/en"]);
    expect(i18n.t("shell.title")).toBe("Konsole");
    expect(i18n.t("dashboard.title")).toBe("Übersicht");
    expect(hasTextSet("farms")).toBe(false);
  });

  it("shares one request between parts asking for the same set at once", async () => {
    const loader = recordingLoader();
    await changeLocale("de", loader);
    loader.calls.length = 0;
    await Promise.all([loadTextSet("farms"), loadTextSet("farms")]);
    expect(loader.calls).toEqual(["farms/de"]);
    expect(i18n.t("farms.title")).toBe("Farmen");
  });

  it("logs a set that cannot be loaded, falls back to its English and lets the part show", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const loader = recordingLoader();
    // French has no shell set here: the page stays in English, as the spec requires.
    expect(await changeLocale("fr", loader)).toBe("en");
    expect(warn).toHaveBeenCalledWith("Could not load bundles", expect.any(Error));
    await changeLocale("de", loader);
    loader.calls.length = 0;
    await loadTextSet("events");
    expect(loader.calls).toEqual(["events/de", "events/en"]);
    expect(hasTextSet("events")).toBe(true);
    expect(i18n.t("events.title")).toBe("Events");
  });
});
