// Transfer sizes of what browsers download, gzip and brotli: every built file, then the sums:
// the elements' shared chunk, what each element entry adds on top of it, the standalone first load. Budgets
// (issue 25): shared chunk <= 120 KB, each element <= 35 KB on top of it, standalone first load <= 130 KB.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { DIST_DIR } from "../e2e/support/console-under-test";
import { recordFigures, type Figure } from "./support/figures";

function filesIn(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesIn(path, extension);
    return name.endsWith(extension) ? [path] : [];
  });
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const brotliBytes = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A chunk's stable name: content hashes change every build. */
const stableName = (file: string) => relative(DIST_DIR, file).replace(/\.[\w-]{8}\.js$/, ".js");

/** The file and every chunk it imports statically (dynamic import() chunks load later, on demand). */
function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, "utf8");
  for (const [, specifier] of source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (specifier) staticClosure(resolve(dirname(entry), specifier), seen);
  }
  return seen;
}

function sizeFigures(metric: string, files: Iterable<string>, gzipTarget?: string): Figure[] {
  const list = [...files];
  const sum = (measure: (file: string) => number) =>
    kilobytes(list.reduce((total, file) => total + measure(file), 0));
  return [
    { group: "bundle sums", metric: `${metric} gzip`, value: sum(gzipBytes), unit: "KB", target: gzipTarget },
    { group: "bundle sums", metric: `${metric} brotli`, value: sum(brotliBytes), unit: "KB" },
  ];
}

it("measures every built bundle and the element and first-load sums, gzip and brotli", () => {
  const figures: Figure[] = [];
  for (const folder of ["elements", "console", "portal"]) {
    for (const file of filesIn(join(DIST_DIR, folder), ".js")) {
      figures.push(
        { group: "bundle gzip", metric: stableName(file), value: kilobytes(gzipBytes(file)), unit: "KB" },
        { group: "bundle brotli", metric: stableName(file), value: kilobytes(brotliBytes(file)), unit: "KB" },
      );
    }
  }

  const elementsDir = join(DIST_DIR, "elements");
  const shared = filesIn(elementsDir, ".js").filter((file) => /\/vdc-shared\.[\w-]+\.js$/.test(file));
  expect(shared).toHaveLength(1);
  figures.push(...sizeFigures("elements shared chunk", shared, "<= 120"));
  const entries = readdirSync(elementsDir).filter((name) => /^vdc-[a-z-]+\.js$/.test(name));
  expect(entries.length).toBeGreaterThan(0);
  for (const name of entries) {
    const onTop = [...staticClosure(join(elementsDir, name))].filter((file) => !shared.includes(file));
    figures.push(...sizeFigures(`<${name.replace(/\.js$/, "")}> on top of the shared chunk`, onTop, "<= 35"));
  }

  // What an element's texts cost besides (decision 0036): its text set, fetched in the page's locale.
  for (const name of entries) {
    const textSet = join(elementsDir, "locales", name.replace(/^vdc-|\.js$/g, ""), "bundle_en.json");
    figures.push({
      group: "bundle sums",
      metric: `<${name.replace(/\.js$/, "")}> texts (en) gzip`,
      value: kilobytes(gzipBytes(textSet)),
      unit: "KB",
    });
  }

  // The standalone page's first load: the page, its stylesheet and scripts. Its English texts (shell and
  // login) are built into the script; another locale fetches them, which the second figure counts.
  const consoleDir = join(DIST_DIR, "console");
  const page = readFileSync(join(consoleDir, "index.html"), "utf8");
  const firstLoad = new Set<string>([join(consoleDir, "index.html")]);
  for (const [, href] of page.matchAll(/<link rel="stylesheet" href="\.\/([^"]+)"/g)) {
    if (href) firstLoad.add(join(consoleDir, href));
  }
  for (const [, src] of page.matchAll(/<script type="module" src="\.\/([^"]+)"/g)) {
    if (src) for (const file of staticClosure(join(consoleDir, src))) firstLoad.add(file);
  }
  expect(firstLoad.size).toBeGreaterThan(2);
  figures.push(...sizeFigures("standalone console first load", firstLoad, "<= 130"));
  figures.push(
    ...sizeFigures("standalone console first load in German", [
      ...firstLoad,
      join(consoleDir, "locales/console/bundle_de.json"),
    ]),
  );
  // The landing section's texts, fetched with its chunk while the administrator signs in.
  figures.push(
    ...sizeFigures("dashboard section chunk and texts (en)", [
      ...filesIn(consoleDir, ".js").filter((file) => /\/dashboard-section\.[\w-]+\.js$/.test(file)),
      join(consoleDir, "locales/dashboard/bundle_en.json"),
    ]),
  );
  recordFigures(figures);
});
