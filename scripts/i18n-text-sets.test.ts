import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { groupsNamedIn, KIT_KEY_SEGMENTS, textGroupOf } from "./i18n-text-sets.mjs";

const groups = new Set(
  [
    "desktopPools.wizard.names.title",
    "desktopPools.grid.empty",
    "desktopPools.title",
    "agents.grid.empty",
    "agents.title",
    "agents.column.name",
    "ui.vcenter.reason.x",
    "ui.lazy.loading",
    "SERVER_ERROR_OCCURRED_RETRY",
  ].map(textGroupOf),
);
const named = (source: string, options?: { bare: boolean }) =>
  [...groupsNamedIn(source, groups, options)].sort();

describe("text groups named by a module", () => {
  it("groups keys by their first two segments, the pod's error keys apart", () => {
    expect(textGroupOf("desktopPools.wizard.names.title")).toBe("desktopPools.wizard");
    expect(textGroupOf("agents.title")).toBe("agents.title");
    expect(textGroupOf("SERVER_ERROR_OCCURRED_RETRY")).toBe("ERRORS");
  });

  it("finds whole keys, prefixes held in constants and template heads, never words in comments", () => {
    const source = [
      'const K = "desktopPools.wizard";',
      "t(`${K}.names.check.${state}`);",
      "t(`ui.vcenter.reason.${reason}`);",
      't("agents.column.name"); // see "agents.title"',
      '/* "ui.lazy.loading" */',
    ].join("\n");
    expect(named(source)).toEqual(["ERRORS", "agents.column", "desktopPools.wizard", "ui.vcenter"]);
    expect(named("t(`agents.${key}`)")).toEqual(["ERRORS", "agents.column", "agents.grid", "agents.title"]);
  });

  it("takes a bare section prefix for the groups the kit makes of it, where sections hand it", () => {
    expect(named('<ListSection textKeys="agents" />')).toEqual(["ERRORS", "agents.grid", "agents.title"]);
    expect(named('{ section: "agents" }', { bare: false })).toEqual(["ERRORS"]);
  });

  it("ignores strings that are no key nor prefix", () => {
    expect(named('const label = "Agents"; const cls = "ui-button";')).toEqual(["ERRORS"]);
  });
});

function kitSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return kitSources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

it("knows every segment the kit adds to a section's key prefix", () => {
  const root = join(import.meta.dirname, "..");
  const composed = new Set<string>();
  for (const file of ["src/ui", "src/core"].flatMap((dir) => kitSources(join(root, dir)))) {
    const source = readFileSync(file, "utf8");
    // `${prefix}.action.${key}`, and the list section's text(given, "grid.empty", …) on its textKeys.
    for (const [, name, segment] of source.matchAll(/`\$\{(\w+)[^}]*\}\.(\w+)/g))
      if (/prefix|textKeys/i.test(name ?? "")) composed.add(segment ?? "");
    if (source.includes("props.textKeys"))
      for (const [, segment] of source.matchAll(/\btext\([^,]+,\s*"(\w+)/g)) composed.add(segment ?? "");
  }
  expect(composed.size).toBeGreaterThan(3);
  expect([...composed].filter((segment) => !KIT_KEY_SEGMENTS.includes(segment))).toEqual([]);
});
