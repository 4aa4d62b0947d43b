import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENUM_LABELS, enumLabelKey, readableCode, type EnumName } from "./enum-labels";

const LOCALES = ["en", "de", "es", "fr", "ja", "ko", "zh-CN", "zh-TW"] as const;

function bundle(locale: string): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`../../locales/bundle_${locale}.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
}

describe("ENUM_LABELS", () => {
  const names = Object.keys(ENUM_LABELS) as EnumName[];

  it.each(LOCALES)("has a %s text for every value of every enum, never the code itself", (locale) => {
    const texts = bundle(locale);
    const missing: string[] = [];
    for (const name of names)
      for (const value of ENUM_LABELS[name].values) {
        const key = enumLabelKey(name, value) as string;
        const text = texts[key];
        if (!text || /^[A-Z][A-Z0-9_]{3,}$/.test(text)) missing.push(key);
      }
    expect(missing).toEqual([]);
  });

  it("names the REST privileges of the role dialog and the machine states of spec 001 §5", () => {
    expect(enumLabelKey("privilege", "POOL_ENTITLE")).toBe("enum.privilege.POOL_ENTITLE");
    expect(enumLabelKey("machineState", "BLOCKED_AGENT_VERSION")).toBe(
      "machines.state.BLOCKED_AGENT_VERSION",
    );
    expect(enumLabelKey("machineState", "STARTUP")).toBe("machines.state.STARTUP");
    expect(enumLabelKey("licenseEdition", "HORIZON_ENTERPRISE_CONCURRENT_USER")).toBe(
      "enum.licenseEdition.HORIZON_ENTERPRISE_CONCURRENT_USER",
    );
  });

  it("has no key for an unknown or absent value, which reads as words instead", () => {
    expect(enumLabelKey("operatingSystem", "WINDOWS_12")).toBeUndefined();
    expect(enumLabelKey("operatingSystem", undefined)).toBeUndefined();
    expect(readableCode("SOME_NEW_STATE")).toBe("Some new state");
  });
});
