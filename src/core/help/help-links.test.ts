import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../i18n/locales";
import { HELP_BASE_URL, HELP_TOPICS, helpUrl } from "./help-links";

describe("helpUrl", () => {
  it("points at the 7.10 documentation in the administrator's language", () => {
    expect(helpUrl("globalSettings", "en")).toBe(`${HELP_BASE_URL}/7.10/en/global-settings.html`);
    expect(helpUrl("globalSettings", "de")).toBe(`${HELP_BASE_URL}/7.10/de/global-settings.html`);
    expect(helpUrl("globalSettings", "zh-TW")).toBe(`${HELP_BASE_URL}/7.10/zh-tw/global-settings.html`);
  });

  it("gives every topic a distinct page in every locale, on the one documentation site", () => {
    const urls = HELP_TOPICS.flatMap((topic) => SUPPORTED_LOCALES.map((locale) => helpUrl(topic, locale)));
    expect(new Set(urls).size).toBe(HELP_TOPICS.length * SUPPORTED_LOCALES.length);
    for (const url of urls) expect(new URL(url).origin).toBe(new URL(HELP_BASE_URL).origin);
  });
});
