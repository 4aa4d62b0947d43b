import { describe, expect, it } from "vitest";
import { ELEMENT_DESCRIPTIONS } from "../elements/element-descriptions";
import { elementsDocBlock, elementsDocFiles, readmeBlock, withElementsBlock } from "./elements-doc.mjs";

describe("the element lists of docs/elements.md and the README", () => {
  it("are current with the element descriptions (npm run docs:elements writes them)", () => {
    for (const file of elementsDocFiles(ELEMENT_DESCRIPTIONS))
      expect(file.committed, file.path).toBe(file.fresh);
  });

  it("name every element, the README with its own attributes", () => {
    const doc = elementsDocBlock(ELEMENT_DESCRIPTIONS);
    const readme = readmeBlock(ELEMENT_DESCRIPTIONS);
    for (const element of ELEMENT_DESCRIPTIONS) {
      expect(doc).toContain(`| \`<${element.tag}>\` |`);
      expect(readme).toMatch(new RegExp(`- \`<${element.tag}[ >]`));
    }
    expect(readme).toContain("`<vdc-machines tab state>`");
    expect(readme).not.toContain("access-token");
  });

  it("rewrite only the marked block, and refuse a file without it", () => {
    const text = "before\n<!-- elements:start -->\nold\n<!-- elements:end -->\nafter\n";
    expect(withElementsBlock(text, "new", "x.md")).toBe(
      "before\n<!-- elements:start -->\nnew\n<!-- elements:end -->\nafter\n",
    );
    expect(() => withElementsBlock("no block", "new", "x.md")).toThrow(/x\.md/);
  });
});
