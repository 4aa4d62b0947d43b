// `--help` lists every option the server parses, and the built server prints it and exits without
// starting (issue 26: it failed instead of listing the options).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { PARSE_OPTIONS, SERVER_OPTIONS, helpText } from "./cli-options";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// Inside the project, so the bundle's imports of packages resolve from its node_modules.
const OUT_DIR = mkdtempSync(resolve(ROOT, "node_modules/.cache/vdc-cli-"));
afterAll(() => rmSync(OUT_DIR, { recursive: true, force: true }));

const outfile = `${OUT_DIR}/main.mjs`;
let built: Promise<unknown> | undefined;

async function runServer(...args: string[]) {
  built ??= build({
    entryPoints: [resolve(ROOT, "server/main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile,
    logLevel: "silent",
  });
  await built;
  return spawnSync(process.execPath, [outfile, ...args], { encoding: "utf8", timeout: 20_000 });
}

describe("the server's command line", () => {
  it("names every parsed option in the help, with its environment variable", () => {
    const help = helpText();
    for (const [name, option] of Object.entries(SERVER_OPTIONS)) {
      expect(help).toContain(`--${name}`);
      if ("env" in option) expect(help).toContain(`[${option.env}]`);
    }
    expect(Object.keys(PARSE_OPTIONS)).toEqual(Object.keys(SERVER_OPTIONS));
  });

  it("prints the help and exits 0 with --help and -h, without starting", async () => {
    for (const flag of ["--help", "-h"]) {
      const run = await runServer(flag);
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(helpText());
      expect(run.stdout).not.toContain("Ctrl-C");
    }
  });

  it("refuses an unknown option with one line pointing at --help", async () => {
    const run = await runServer("--no-such-option");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^vdc: .*no-such-option.*--help lists the options\)\n$/);
  });
});
