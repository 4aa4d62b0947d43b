import { describe, expect, it } from "vitest";
import { bundleLanguageCode, resolveLocale } from "./locales";

describe("resolveLocale", () => {
  it.each([
    ["de-DE", "de"],
    ["de", "de"],
    ["es-419", "es"],
    ["fr-CA", "fr"],
    ["ja", "ja"],
    ["ko-KR", "ko"],
    ["zh-CN", "zh-CN"],
    ["zh_CN", "zh-CN"],
    ["zh-Hans-SG", "zh-CN"],
    ["zh-TW", "zh-TW"],
    ["zh-HK", "zh-TW"],
    ["zh-Hant", "zh-TW"],
    ["en-GB", "en"],
    ["pt-BR", "en"],
    ["", "en"],
  ])("maps %s to %s", (browserLocale, expected) => {
    expect(resolveLocale(browserLocale)).toBe(expected);
  });

  it("falls back to English without a browser locale", () => {
    expect(resolveLocale(undefined)).toBe("en");
    expect(resolveLocale(null)).toBe("en");
  });
});

describe("bundleLanguageCode", () => {
  it("writes the Chinese variants with an underscore, as the bundle names do", () => {
    expect(bundleLanguageCode("zh-CN")).toBe("zh_CN");
    expect(bundleLanguageCode("zh-TW")).toBe("zh_TW");
    expect(bundleLanguageCode("de")).toBe("de");
  });
});
