// Writes custom-elements.json (Custom Elements Manifest, schema 2.1) from the typed element descriptions in
// elements/element-descriptions.ts: the one source of truth for attributes, events, parts and CSS properties.
// The manifest analyzer cannot read attributes of classes built by r2wc, hence this generator.
// Usage: node scripts/generate-manifest.mjs
import { build } from "esbuild";
import { Buffer } from "node:buffer";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import * as prettier from "prettier";
import { fileURLToPath, pathToFileURL } from "node:url";
import { writeElementsDocs } from "./elements-doc.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const MANIFEST_PATH = `${root}custom-elements.json`;
/** React 19 JSX typings of the tags, generated from the same descriptions. */
export const JSX_TYPINGS_PATH = `${root}elements/react-jsx.d.ts`;
/** package.json, whose `exports` map lists every element. */
export const PACKAGE_PATH = `${root}package.json`;

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
    members: [
      ...element.attributes.map((attribute) =>
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
      ...element.methods.map((method) => ({
        kind: "method",
        name: method.name,
        description: method.description,
        return: { type: { text: method.returns } },
      })),
    ],
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

function jsxProps(element) {
  const attributes = element.attributes.map(
    (attribute) => `  ${JSON.stringify(attribute.name)}?: ${attribute.type};`,
  );
  const events = element.events.map(
    (event) => `  ${JSON.stringify(`on${event.name}`)}?: (event: ${event.type}) => void;`,
  );
  return `VdcElementProps<{\n${[...attributes, ...events].join("\n")}\n}>`;
}

/** The text of elements/react-jsx.d.ts: every tag in React's JSX.IntrinsicElements, formatted by prettier. */
export async function generateJsxTypingsText(descriptions) {
  const sorted = [...descriptions].sort((a, b) => a.tag.localeCompare(b.tag));
  const eventTypes = [
    ...new Set(sorted.flatMap((element) => element.events.map((event) => event.type))),
  ].sort();
  const text = `// Generated by scripts/generate-manifest.mjs from elements/element-descriptions.ts: do not edit.
// React 19 sets unknown props of custom elements as attributes and "on<event-name>" props as listeners.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { ${eventTypes.join(", ")} } from "./element-events";

type VdcElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
${sorted.map((element) => `${JSON.stringify(element.tag)}: ${jsxProps(element)};`).join("\n")}
    }
  }
}
`;
  const options = (await prettier.resolveConfig(JSX_TYPINGS_PATH)) ?? {};
  return prettier.format(text, { ...options, filepath: JSX_TYPINGS_PATH });
}

/** Where the package's consumers find an element module and its typings. */
const elementEntry = (file) => ({
  types: `./dist/elements/${file}.d.ts`,
  default: `./dist/elements/${file}.js`,
});

/**
 * The package.json `exports` map: one subpath per element, `./register-all`, the event classes and React JSX
 * typings (types only) and the manifest. Types come first in every entry, as TypeScript requires.
 */
export function packageExportsFor(descriptions) {
  const elements = [...descriptions].sort((a, b) => a.tag.localeCompare(b.tag));
  return {
    "./register-all": elementEntry("register-all"),
    ...Object.fromEntries(elements.map((element) => [`./${element.tag}`, elementEntry(element.tag)])),
    "./element-events": { types: "./dist/elements/element-events.d.ts" },
    "./react-jsx": { types: "./dist/elements/react-jsx.d.ts" },
    // Translation bundles, fetched beside the module that loads them: a portal's bundler copies them next to
    // its output (README, "Installing the package").
    "./locales/*": "./dist/elements/locales/*",
    "./custom-elements.json": "./custom-elements.json",
    "./package.json": "./package.json",
  };
}

/** package.json with its `exports` map regenerated, formatted as committed. */
export async function generatePackageText(descriptions) {
  const manifest = JSON.parse(readFileSync(PACKAGE_PATH, "utf8"));
  manifest.exports = packageExportsFor(descriptions);
  const options = (await prettier.resolveConfig(PACKAGE_PATH)) ?? {};
  return prettier.format(JSON.stringify(manifest, null, 2), { ...options, filepath: PACKAGE_PATH });
}

/** The .d.ts of one built element module: its class, its tag in HTMLElementTagNameMap. */
export function elementTypingsText(element) {
  const eventTypes = [...new Set(element.events.map((event) => event.type))].sort();
  const doc = (text) => `  /** ${text.replaceAll("*/", "*\\/")} */`;
  const members = [
    ...element.attributes.flatMap((attribute) => [
      doc(attribute.description),
      `  ${propertyName(attribute.name)}: ${attribute.type} | undefined;`,
    ]),
    ...element.methods.flatMap((method) => [
      doc(method.description),
      `  ${method.name}(): ${method.returns};`,
    ]),
  ];
  const imports =
    eventTypes.length === 0 ? "" : `import type { ${eventTypes.join(", ")} } from "./element-events";\n`;
  const listeners = element.events.map((event) => `  ${JSON.stringify(event.name)}: ${event.type};`);
  return `// Generated by scripts/generate-manifest.mjs from elements/element-descriptions.ts.
${imports}
/** ${element.summary} */
export declare class ${element.className} extends HTMLElement {
${members.join("\n")}
}

/** The events <${element.tag}> fires (also typed on every element through GlobalEventHandlersEventMap). */
export interface ${element.className}EventMap {
${listeners.join("\n")}
}

declare global {
  interface HTMLElementTagNameMap {
    ${JSON.stringify(element.tag)}: ${element.className};
  }
}
`;
}

/** The .d.ts of register-all: every element's typings, so importing it types every tag. */
export function registerAllTypingsText(descriptions) {
  const tags = [...descriptions].map((element) => element.tag).sort();
  return `// Generated by scripts/generate-manifest.mjs: defines every vdc element.
${tags.map((tag) => `import "./${tag}";`).join("\n")}

export {};
`;
}

/** The typings of the event classes, emitted from elements/element-events.ts. */
export function elementEventsTypingsText() {
  const source = readFileSync(`${root}elements/element-events.ts`, "utf8");
  const result = ts.transpileDeclaration(source, {
    fileName: "element-events.ts",
    compilerOptions: { target: ts.ScriptTarget.ES2022, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"] },
    reportDiagnostics: true,
  });
  if (result.diagnostics?.length) {
    const messages = result.diagnostics.map((diagnostic) =>
      ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
    );
    throw new Error(`elements/element-events.ts cannot be emitted as declarations:\n${messages.join("\n")}`);
  }
  return result.outputText;
}

/** Writes the typings of every built element module beside it in dist/elements (run after the build). */
export async function writeElementTypings(distElementsDir) {
  const descriptions = await loadDescriptions();
  for (const element of descriptions) {
    writeFileSync(`${distElementsDir}/${element.tag}.d.ts`, elementTypingsText(element));
  }
  writeFileSync(`${distElementsDir}/register-all.d.ts`, registerAllTypingsText(descriptions));
  writeFileSync(`${distElementsDir}/element-events.d.ts`, elementEventsTypingsText());
  copyFileSync(JSX_TYPINGS_PATH, `${distElementsDir}/react-jsx.d.ts`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const descriptions = await loadDescriptions();
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifestFor(descriptions), null, 2)}\n`);
  writeFileSync(JSX_TYPINGS_PATH, await generateJsxTypingsText(descriptions));
  writeFileSync(PACKAGE_PATH, await generatePackageText(descriptions));
  writeElementsDocs(descriptions);
  console.log(
    `wrote ${MANIFEST_PATH}, ${JSX_TYPINGS_PATH}, the exports of ${PACKAGE_PATH} and the element lists of the docs`,
  );
}
