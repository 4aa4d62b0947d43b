// Rebuilds dist/ when any source is newer than the last build, so `npm start` on a fresh clone just works.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const STAMP = join(root, "dist/.build-stamp");
const SOURCES = [
  "src",
  "elements",
  "portal-demo",
  "server",
  "package.json",
  "rollup.config.mjs",
  "scripts/generate-manifest.mjs",
];

function newestModification(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestModification(join(path, name))),
    info.mtimeMs,
  );
}

/** Builds unless dist/ is newer than every source; returns whether it built. */
export function buildIfNeeded({ force = false } = {}) {
  const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestModification(join(root, source))));
  if (!force && builtAt > changedAt) return false;
  // On stderr: `npm pack --json` (prepack) prints its answer on stdout.
  console.error("Building the console (rollup)...");
  // Chunk names carry content hashes: without a clean folder, old chunks would pile up beside new ones.
  rmSync(join(root, "dist"), { recursive: true, force: true });
  execFileSync(process.execPath, [join(root, "node_modules/rollup/dist/bin/rollup"), "-c", "--silent"], {
    cwd: root,
    stdio: "inherit",
  });
  // The element modules' typings, for portal developers who install the package.
  execFileSync(process.execPath, [join(root, "scripts/emit-element-typings.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  writeFileSync(STAMP, new Date().toISOString());
  return true;
}

// `npm pack` builds only when the sources changed since the last build.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    buildIfNeeded();
  } catch {
    process.exit(1);
  }
}
