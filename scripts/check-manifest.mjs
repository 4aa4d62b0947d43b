// Fails when the committed custom-elements.json, elements/react-jsx.d.ts, package.json's exports or the element
// lists of docs/elements.md and the README differ from a fresh generation, or when an element's JSDoc
// (@tag @attr @fires @csspart @cssprop on its class) disagrees with its typed description.
// Usage: node scripts/check-manifest.mjs   (fix with: node scripts/generate-manifest.mjs)
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  generateJsxTypingsText,
  generateManifestText,
  JSX_TYPINGS_PATH,
  loadDescriptions,
  generatePackageText,
  MANIFEST_PATH,
  PACKAGE_PATH,
} from "./generate-manifest.mjs";
import { elementsDocFiles } from "./elements-doc.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const problems = [];

const fresh = await generateManifestText();
const committed = existsSync(MANIFEST_PATH) ? readFileSync(MANIFEST_PATH, "utf8") : "";
if (committed !== fresh) {
  problems.push(
    "custom-elements.json differs from the element descriptions: run node scripts/generate-manifest.mjs",
  );
}

const freshTypings = await generateJsxTypingsText(await loadDescriptions());
const committedTypings = existsSync(JSX_TYPINGS_PATH) ? readFileSync(JSX_TYPINGS_PATH, "utf8") : "";
if (committedTypings !== freshTypings) {
  problems.push(
    "elements/react-jsx.d.ts differs from the element descriptions: run node scripts/generate-manifest.mjs",
  );
}

if (readFileSync(PACKAGE_PATH, "utf8") !== (await generatePackageText(await loadDescriptions()))) {
  problems.push(
    "package.json's exports differ from the element descriptions: run node scripts/generate-manifest.mjs",
  );
}

/** The names after each JSDoc tag in the comment that carries `@tag <tag>`. */
function documentedNames(source, tag) {
  const block = [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)]
    .map((match) => match[1])
    .find((text) => new RegExp(`@tag\\s+${tag}\\b`).test(text));
  if (!block) return null;
  const names = { attr: [], fires: [], csspart: [], cssprop: [] };
  for (const match of block.matchAll(/@(attr|fires|csspart|cssprop)\s+(?:\{[^}]*\}\s+)?([\w-]+)/g)) {
    names[match[1]].push(match[2]);
  }
  return names;
}

for (const file of elementsDocFiles(await loadDescriptions())) {
  if (file.committed !== file.fresh) {
    problems.push(
      `${file.path}'s element list differs from the element descriptions: run npm run docs:elements`,
    );
  }
}

const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

for (const element of await loadDescriptions()) {
  const file = `elements/${element.name}/${element.name}.element.tsx`;
  const path = `${root}${file}`;
  if (!existsSync(path)) {
    problems.push(`${file} is missing`);
    continue;
  }
  const names = documentedNames(readFileSync(path, "utf8"), element.tag);
  if (!names) {
    problems.push(`${file}: no JSDoc with @tag ${element.tag}`);
    continue;
  }
  const expected = {
    attr: element.attributes.map((attribute) => attribute.name),
    fires: element.events.map((event) => event.name),
    csspart: element.cssParts.map((part) => part.name),
    cssprop: element.cssProperties.map((property) => property.name),
  };
  for (const kind of Object.keys(expected)) {
    if (!sameSet(names[kind], expected[kind])) {
      problems.push(
        `${file}: @${kind} lists [${names[kind].join(", ")}] but the description has [${expected[kind].join(", ")}]`,
      );
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log("custom-elements.json and the elements' JSDoc match the element descriptions");
