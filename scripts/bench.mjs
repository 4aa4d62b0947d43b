// `npm run bench`: builds if needed, runs every tests/bench/*.bench.ts, prints one table of figures and
// writes bench-results/latest.json (git-ignored). Figures are measured here, never asserted in npm test.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const figuresFile = `${root}bench-results/figures.jsonl`;

buildIfNeeded();
mkdirSync(`${root}bench-results`, { recursive: true });
rmSync(figuresFile, { force: true });
const outcome = spawnSync(
  `${root}node_modules/.bin/vitest`,
  ["run", "--config", "vitest.bench.config.ts", ...process.argv.slice(2)],
  { cwd: root, stdio: ["ignore", "inherit", "inherit"] },
);

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const groupWidth = Math.max(5, ...figures.map((figure) => figure.group.length));
const metricWidth = Math.max(6, ...figures.map((figure) => figure.metric.length));
console.log(
  `\n${"group".padEnd(groupWidth)}  ${"metric".padEnd(metricWidth)}  ${"value".padStart(10)}  unit  target`,
);
for (const figure of figures) {
  console.log(
    `${figure.group.padEnd(groupWidth)}  ${figure.metric.padEnd(metricWidth)}  ${String(figure.value).padStart(10)}  ${figure.unit.padEnd(4)}  ${figure.target ?? ""}`,
  );
}
const report = { measuredAt: new Date().toISOString(), node: process.version, figures };
writeFileSync(`${root}bench-results/latest.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${figures.length} figures written to bench-results/latest.json`);
process.exit(outcome.status ?? 1);
