// Writes custom-elements.json (Custom Elements Manifest, schema 2.1) from the typed element descriptions in
// elements/element-descriptions.ts: the one source of truth for attributes, events, parts and CSS properties.
// The manifest analyzer cannot read attributes of classes built by r2wc, hence this generator.
// Usage: node scripts/generate-manifest.mjs
import { build } from "esbuild";
import { Buffer } from "node:buffer";
import { writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const MANIFEST_PATH = `${root}custom-elements.json`;

/** Loads the descriptions module by bundling it to one ES module in memory. */
export async function loadDescriptions() {
  const result = await build({
    entryPoints: [`${root}elements/element-descriptions.ts`],
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text;
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  return module.ELEMENT_DESCRIPTIONS;
}

function propertyName(attribute) {
  return attribute.replace(/-([a-z])/g, (_match, letter) => letter.toUpperCase());
}

function withDefault(entry, value) {
  return value === undefined ? entry : { ...entry, default: value };
}

function declaration(element) {
  return {
    kind: "class",
    name: element.className,
    description: element.summary,
    tagName: element.tag,
    customElement: true,
    superclass: { name: "HTMLElement", package: "global:" },
    attributes: element.attributes.map((attribute) =>
      withDefault(
        {
          name: attribute.name,
          type: { text: attribute.type },
          description: attribute.description,
          fieldName: propertyName(attribute.name),
        },
        attribute.default,
      ),
    ),
    members: element.attributes.map((attribute) =>
      withDefault(
        {
          kind: "field",
          name: propertyName(attribute.name),
          type: { text: `${attribute.type} | undefined` },
          description: attribute.description,
          attribute: attribute.name,
          reflects: true,
        },
        attribute.default,
      ),
    ),
    events: element.events.map((event) => ({
      name: event.name,
      type: { text: event.type },
      description: event.description,
    })),
    cssParts: element.cssParts.map((part) => ({ name: part.name, description: part.description })),
    cssProperties: element.cssProperties.map((property) =>
      withDefault({ name: property.name, description: property.description }, property.default),
    ),
  };
}

/** The manifest for a list of element descriptions: one module per built element entry point. */
export function manifestFor(descriptions) {
  return {
    schemaVersion: "2.1.0",
    readme: "docs/elements.md",
    modules: [...descriptions]
      .sort((a, b) => a.tag.localeCompare(b.tag))
      .map((element) => {
        const path = `dist/elements/vdc-${element.name}.js`;
        return {
          kind: "javascript-module",
          path,
          declarations: [declaration(element)],
          exports: [
            { kind: "js", name: element.className, declaration: { name: element.className, module: path } },
            {
              kind: "custom-element-definition",
              name: element.tag,
              declaration: { name: element.className, module: path },
            },
          ],
        };
      }),
  };
}

/** The manifest's file text, exactly as committed. */
export async function generateManifestText() {
  return `${JSON.stringify(manifestFor(await loadDescriptions()), null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(MANIFEST_PATH, await generateManifestText());
  console.log(`wrote ${MANIFEST_PATH}`);
}
