import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ELEMENT_DESCRIPTIONS } from "./element-descriptions";

const ROOT = join(import.meta.dirname, "..");

/** Every .ts and .tsx file under a folder, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(ROOT, folder, file));
}

/** The part names the code renders: `part="name"` in JSX, `part: "name"` handed to a kit block. */
function renderedParts(): Set<string> {
  const parts = new Set<string>();
  for (const file of [...sourceFiles("src"), ...sourceFiles("elements")]) {
    for (const match of readFileSync(file, "utf8").matchAll(/\bpart(?:=|:\s*)"([a-z0-9-]+)"/g)) {
      parts.add(match[1] ?? "");
    }
  }
  return parts;
}

// custom-elements.json and the Storybook theming guide list the parts from the element descriptions; a
// part renamed or dropped in the code would leave portals styling a name that no longer exists.
describe("element parts", () => {
  const rendered = renderedParts();

  it.each(ELEMENT_DESCRIPTIONS.map((element) => [element.tag, element.cssParts] as const))(
    "%s renders every part its description names",
    (_tag, cssParts) => {
      expect(cssParts.map((part) => part.name).filter((name) => !rendered.has(name))).toEqual([]);
    },
  );
});
