// `npm test`: every layer, each counted; ends with one line "N passed, N failed" and a non-zero exit when
// anything failed. Layers: format, lint, typecheck and the manifest side by side with the unit layer
// (vitest), then build, browser (@web/test-runner on the built elements), end-to-end
// (playwright-core), stories (Storybook in vitest).
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumPath } from "./chromium.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const results = [];
/** "layer: file > test" for every failed test a layer reported. */
const failedTests = [];

/**
 * Runs a command with its output on ours, without blocking: the checks run beside the unit layer and their
 * piped output must keep flowing while it runs.
 */
function run(command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: process.env });
    child.on("error", (error) => {
      console.error(error.message);
      resolve({ ok: false, seconds: (Date.now() - started) / 1000 });
    });
    child.on("close", (code) => resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 }));
  });
}

const bin = (name) => `${root}node_modules/.bin/${name}`;

/** A check that passes or fails as a whole (format, lint, typecheck, build). */
async function check(layer, command, args) {
  console.log(`\n== ${layer} ==`);
  const { ok, seconds } = await run(command, args);
  results.push({ layer, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/**
 * Checks that pass or fail as a whole, run side by side and beside the unit layer: one after the other, a
 * two-core machine left a core idle while lint or a lone test file ran. Each one's output is kept and printed
 * whole by printChecks, so the log reads as if they ran in order.
 */
function startChecks(checks) {
  return Promise.all(
    checks.map(
      ({ layer, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            env: process.env,
            stdio: ["ignore", "pipe", "pipe"],
          });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          const end = (ok) => resolve({ layer, ok, output, seconds: (Date.now() - started) / 1000 });
          child.on("error", (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            end(false);
          });
          child.on("close", (code) => end(code === 0));
        }),
    ),
  );
}

function printChecks(outcomes) {
  for (const { layer, ok, output, seconds } of outcomes) {
    console.log(`\n== ${layer} ==`);
    process.stdout.write(Buffer.concat(output));
    results.push({ layer, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  }
}

/** A test layer whose runner writes its counts to a JSON file. */
async function testLayer(layer, command, args, countsFile, readCounts) {
  console.log(`\n== ${layer} ==`);
  rmSync(countsFile, { force: true });
  const { ok, seconds } = await run(command, args);
  let counts = { passed: 0, failed: 0 };
  if (existsSync(countsFile)) {
    const report = JSON.parse(readFileSync(countsFile, "utf8"));
    counts = readCounts(report);
    failedTests.push(...failedTestNames(report).map((name) => `${layer}: ${name}`));
  }
  // A runner that failed without reporting a failed test (crash, file that did not load) still fails.
  if (!ok && counts.failed === 0) counts.failed = 1;
  if (ok && counts.passed === 0) counts.failed += 1; // a layer that ran no test is a failure, not a pass
  results.push({ layer, ...counts, seconds });
}

/**
 * The failed tests a vitest JSON report names (file > suite > test), each with the first lines of its
 * failure: a CI log is often read by its tail alone, far below where the runner printed the failure.
 */
function failedTestNames(report) {
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  return files.flatMap((file) => {
    const where = relative(root, file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed to load, or whose hook failed, has no failed test but a message of its own.
    if (failed.length === 0 && file.status === "failed")
      return [`${where}${firstLines(file.message ? [file.message] : [])}`];
    return failed.map(
      (test) => `${where} > ${test.fullName ?? test.title}${firstLines(test.failureMessages ?? [])}`,
    );
  });
}

/** The first lines of a failure's messages, indented under its name, without terminal colours. */
function firstLines(messages) {
  const lines = messages
    .join("\n")
    // eslint-disable-next-line no-control-regex -- the runner's messages carry terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    // The message, not the stack: the stack is in the runner's own report above.
    .filter((line) => line.trim() !== "" && !/^\s*at /.test(line))
    .slice(0, 6);
  return lines.map((line) => `\n      ${line.slice(0, 200)}`).join("");
}

const vitestCounts = (report) => ({ passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 });
const vitest = (layer, config) =>
  testLayer(
    layer,
    bin("vitest"),
    [
      "run",
      "--config",
      config,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=test-results/${layer}.json`,
    ],
    `${root}test-results/${layer}.json`,
    vitestCounts,
  );

mkdirSync(`${root}test-results`, { recursive: true });
// Each test file of the unit, e2e and story layers writes here how many exchanges it held against the API.
const contractDir = `${root}test-results/api-contract`;
rmSync(contractDir, { recursive: true, force: true });
let hasBrowser = true;
try {
  console.log(`Chromium: ${chromiumPath({ install: true })}`);
} catch (error) {
  console.error(error.message);
  hasBrowser = false;
}

// The checks and the unit layer start together: started after format and typecheck, the unit layer ended
// a minute after lint (364 s against 292 s), while together they share both cores to the end.
const checks = startChecks([
  { layer: "lint", command: bin("eslint"), args: [".", "--max-warnings", "0"] },
  { layer: "format", command: bin("prettier"), args: ["--check", "--log-level", "warn", "."] },
  { layer: "typecheck", command: bin("tsc"), args: ["--noEmit", "-p", "tsconfig.json"] },
  { layer: "manifest", command: process.execPath, args: ["scripts/check-manifest.mjs"] },
]);
await vitest("unit", "vitest.config.ts");
printChecks(await checks);
const built = await check("build", process.execPath, ["scripts/build.mjs"]);
if (!hasBrowser) {
  results.push({ layer: "browser, e2e, stories (no Chromium)", passed: 0, failed: 1, seconds: 0 });
} else {
  if (built) {
    await testLayer("browser", bin("wtr"), [], `${root}test-results/browser.json`, (counts) => counts);
    await vitest("e2e", "vitest.e2e.config.ts");
  } else {
    results.push({ layer: "browser and e2e (no build)", passed: 0, failed: 1, seconds: 0 });
  }
  await vitest("stories", "vitest.storybook.config.ts");
}

/** The API contract's counts over every layer: exchanges checked, catalogued calls, violations listed. */
function printContractCounts() {
  if (!existsSync(contractDir)) return;
  const byLayer = new Map();
  for (const file of readdirSync(contractDir)) {
    const counts = JSON.parse(readFileSync(`${contractDir}/${file}`, "utf8"));
    const total = byLayer.get(counts.layer) ?? { checked: 0, catalogued: 0, violations: new Set() };
    total.checked += counts.checked;
    total.catalogued += counts.catalogued;
    for (const line of counts.violations) total.violations.add(line);
    byLayer.set(counts.layer, total);
  }
  console.log("\nAPI contract (OpenAPI 2212 and the catalogue of other calls):");
  for (const [layer, { checked, catalogued, violations }] of byLayer)
    console.log(
      `  ${layer}: ${checked} exchanges checked against the OpenAPI, ${catalogued} catalogued calls` +
        (violations.size > 0 ? `, ${violations.size} violations listed` : ""),
    );
}
printContractCounts();

// Named again at the end, where a CI log's tail shows them.
if (failedTests.length > 0)
  console.log(`\nfailed tests:\n${failedTests.map((name) => `  ${name}`).join("\n")}`);
console.log("\nlayer        passed  failed  seconds");
for (const { layer, passed, failed, seconds } of results) {
  console.log(
    `${layer.padEnd(12)} ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${seconds.toFixed(1).padStart(7)}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
