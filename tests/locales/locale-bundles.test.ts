// Every user-visible string exists in all eight locales, and every key the code uses exists.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../src/core/i18n/locales";

const root = join(import.meta.dirname, "../..");
const bundles = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(join(root, "src/locales", `bundle_${locale}.json`), "utf8")) as Record<
      string,
      string
    >,
  ]),
);
const english = bundles.en ?? {};
const englishKeys = Object.keys(english).sort();

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("translation bundles", () => {
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))(
    "%s has exactly the English keys",
    (locale) => {
      expect(Object.keys(bundles[locale] ?? {}).sort()).toEqual(englishKeys);
    },
  );

  it.each(SUPPORTED_LOCALES)("%s has no empty text and keeps every placeholder", (locale) => {
    for (const key of englishKeys) {
      const text = bundles[locale]?.[key] ?? "";
      expect(text.trim(), `${locale}: ${key}`).not.toBe("");
      expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(english[key] ?? ""));
    }
  });

  it("has a text for every key the code passes to t()", () => {
    const used = new Set<string>();
    for (const dir of ["src", "elements"]) {
      for (const file of sourceFiles(join(root, dir))) {
        for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"]+)"/g))
          used.add(match[1] ?? "");
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });
});
