#!/usr/bin/env node
// Adds or replaces translation keys in all eight bundles at once, so no locale is ever left behind.
// Usage: node scripts/i18n-merge.mjs fragment.json
// fragment.json: { "section.area.phrase": { "en": "...", "de": "...", ..., "zh-TW": "..." }, ... }
// A key whose value is null is removed from every bundle.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const LOCALES = ["en", "de", "es", "fr", "ja", "ko", "zh-CN", "zh-TW"];
const localesDir = fileURLToPath(new URL("../src/locales/", import.meta.url));

const [fragmentPath] = process.argv.slice(2);
if (!fragmentPath) {
  console.error("usage: node scripts/i18n-merge.mjs fragment.json");
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentPath, "utf8"));
for (const [key, texts] of Object.entries(fragment)) {
  if (texts === null) continue;
  const missing = LOCALES.filter((locale) => typeof texts[locale] !== "string" || texts[locale] === "");
  if (missing.length > 0) {
    console.error(`${key}: no text for ${missing.join(", ")}`);
    process.exit(1);
  }
}
for (const locale of LOCALES) {
  const file = `${localesDir}bundle_${locale}.json`;
  let bundle = {};
  try {
    bundle = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  for (const [key, texts] of Object.entries(fragment)) {
    if (texts === null) delete bundle[key];
    else bundle[key] = texts[locale];
  }
  const sorted = Object.fromEntries(Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b, "en")));
  writeFileSync(`${file}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`merged ${Object.keys(fragment).length} keys into ${LOCALES.length} bundles`);
