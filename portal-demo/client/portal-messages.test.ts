import { describe, expect, it } from "vitest";
import { localeForBrowser, PORTAL_LOCALES, PORTAL_MESSAGES } from "./portal-messages";

describe("the demo portal's own texts", () => {
  it("has every text in all eight languages, none left in English but names", () => {
    const keys = Object.keys(PORTAL_MESSAGES.en).sort();
    for (const locale of PORTAL_LOCALES) {
      const messages = PORTAL_MESSAGES[locale];
      expect(Object.keys(messages).sort(), locale).toEqual(keys);
      for (const key of keys) expect(messages[key]?.trim(), `${locale} ${key}`).not.toBe("");
    }
    for (const locale of ["de", "ja", "zh-TW"] as const)
      expect(PORTAL_MESSAGES[locale]["signIn.submit"]).not.toBe(PORTAL_MESSAGES.en["signIn.submit"]);
  });

  it("starts in the browser's language, by region or script, and in English otherwise", () => {
    expect(localeForBrowser(["de-AT", "en"])).toBe("de");
    expect(localeForBrowser(["zh-HK"])).toBe("zh-TW");
    expect(localeForBrowser(["zh-Hans-SG"])).toBe("zh-CN");
    expect(localeForBrowser(["pt-BR", "ko-KR"])).toBe("ko");
    expect(localeForBrowser(["pt-BR"])).toBe("en");
  });
});
