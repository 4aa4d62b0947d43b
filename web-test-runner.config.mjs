// Browser tests of the BUILT element bundles (dist/elements) in Debian's Chromium. Run after `npm run build`.
import { esbuildPlugin } from "@web/dev-server-esbuild";
import { defaultReporter, summaryReporter } from "@web/test-runner";
import { chromeLauncher } from "@web/test-runner-chrome";
import { mkdirSync, writeFileSync } from "node:fs";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.mjs";

/** Writes pass and fail counts to test-results/browser.json for the test summary line. */
function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const visit = (suite) => {
        for (const test of suite.tests ?? []) {
          if (test.skipped) continue;
          if (test.passed) passed += 1;
          else failed += 1;
        }
        for (const child of suite.suites ?? []) visit(child);
      };
      for (const session of sessions) {
        if (session.testResults) visit(session.testResults);
        // A file that failed to load has errors but no test results: count it as a failure.
        if (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length)
          failed += 1;
      }
      mkdirSync("test-results", { recursive: true });
      writeFileSync("test-results/browser.json", JSON.stringify({ passed, failed }));
    },
  };
}

export default {
  files: ["tests/browser/**/*.test.ts"],
  nodeResolve: true,
  concurrency: 2,
  plugins: [esbuildPlugin({ ts: true, target: "es2022" })],
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } })],
  testFramework: { config: { timeout: 15000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
};
