// The element lists of docs/elements.md and the README, generated from the element descriptions
// (elements/element-descriptions.ts), the same source as custom-elements.json: each file holds a block
// between `<!-- elements:start -->` and `<!-- elements:end -->` that is rewritten, the prose around it is
// not. scripts/check-manifest.mjs (and scripts/elements-doc.test.ts) fail when a block is stale.
// Written by scripts/generate-manifest.mjs with the manifest (npm run docs:elements runs it).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const ELEMENTS_DOC_PATH = `${root}docs/elements.md`;
export const README_PATH = `${root}README.md`;

const START = "<!-- elements:start -->";
const END = "<!-- elements:end -->";
/**
 * Attributes every section element shares, and those every section with grids shares: docs/elements.md
 * explains them once, in its own table.
 */
const SHARED_ATTRIBUTES = new Set([
  "access-token",
  "refresh-token",
  "proxy-base",
  "locale",
  "theme",
  "page-size",
  "page",
  "selected",
  "expanded",
  "pagination-text",
]);

const ownAttributes = (element) =>
  element.attributes.filter((attribute) => !SHARED_ATTRIBUTES.has(attribute.name));
/** Markdown table cells hold one line, and a bar would end the cell. */
const cell = (text) => text.replace(/\s+/g, " ").replace(/\|/g, "\\|");
const byTag = (descriptions) => [...descriptions].sort((a, b) => a.tag.localeCompare(b.tag));

/** docs/elements.md's block: every element, what it shows, its own attributes and its parts. */
export function elementsDocBlock(descriptions) {
  const rows = byTag(descriptions).map((element) => {
    const attributes = ownAttributes(element)
      .map((attribute) => `\`${attribute.name}\`: ${cell(attribute.description)}`)
      .join("<br>");
    const parts = element.cssParts.map((part) => `\`${part.name}\``).join(", ");
    return `| \`<${element.tag}>\` | ${cell(element.summary)} | ${attributes || "none"} | ${parts} |`;
  });
  return [
    `The ${descriptions.length} elements (generated from \`elements/element-descriptions.ts\` by \`npm run docs:elements\`;`,
    "the attributes every element shares are in the table below it):",
    "",
    "| element | what it shows | its own attributes | parts |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** The README's block: every tag with its own attributes, one line each. */
export function readmeBlock(descriptions) {
  return [
    `Elements (${descriptions.length}, generated from their descriptions; each listed with its own attributes):`,
    "",
    ...byTag(descriptions).map((element) => {
      const attributes = ownAttributes(element).map((attribute) => ` ${attribute.name}`);
      return `- \`<${element.tag}${attributes.join("")}>\``;
    }),
  ].join("\n");
}

/** The text with its generated block replaced; a file without the markers is an error, not a no-op. */
export function withElementsBlock(text, block, path) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${path}: no ${START} … ${END} block`);
  return `${text.slice(0, start + START.length)}\n${block}\n${text.slice(end)}`;
}

/** Both files as they should be now: path, fresh text and committed text. */
export function elementsDocFiles(descriptions) {
  return [
    [ELEMENTS_DOC_PATH, elementsDocBlock(descriptions)],
    [README_PATH, readmeBlock(descriptions)],
  ].map(([path, block]) => {
    const committed = readFileSync(path, "utf8");
    return { path, committed, fresh: withElementsBlock(committed, block, path) };
  });
}

export function writeElementsDocs(descriptions) {
  for (const file of elementsDocFiles(descriptions)) writeFileSync(file.path, file.fresh);
}
