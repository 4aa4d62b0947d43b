// Transfer sizes of what browsers download: each built file, gzip and brotli.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { DIST_DIR } from "../e2e/support/console-under-test";
import { recordFigures, type Figure } from "./support/figures";

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scripts(path);
    return name.endsWith(".js") ? [path] : [];
  });
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

it("measures the gzip and brotli size of every built bundle", () => {
  const figures: Figure[] = [];
  for (const folder of ["elements", "console", "portal"]) {
    for (const file of scripts(join(DIST_DIR, folder))) {
      const source = readFileSync(file);
      // Content hashes change every build; the table names the chunk by its stable part.
      const name = relative(DIST_DIR, file).replace(/\.[\w-]{8}\.js$/, ".js");
      figures.push({
        group: "bundle gzip",
        metric: name,
        value: kilobytes(gzipSync(source, { level: 9 }).length),
        unit: "KB",
      });
      figures.push({
        group: "bundle brotli",
        metric: name,
        value: kilobytes(
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        ),
        unit: "KB",
      });
    }
  }
  expect(figures.length).toBeGreaterThan(0);
  recordFigures(figures);
});
