// Test-layer setup: every emulator the tests create holds each exchange against the public OpenAPI 2212
// (read from ../shared), and a test that leaves a violation fails with the list. The counts of checked
// exchanges go to test-results/api-contract/, where `npm test` sums and prints them.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach } from "vitest";
import {
  checkEveryEmulatorWith,
  createExchangeChecker,
} from "../../server/emulator/contract/exchange-checker";
import { createOpenApiContract } from "../../server/emulator/contract/openapi-contract";
import { readOpenApiDocument } from "../../server/openapi-document";

const COUNTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../test-results/api-contract");
const document = readOpenApiDocument();
if (!document)
  throw new Error("The API contract needs ../shared/reference/horizon-rest-openapi.yaml beside the project");

const checker = createExchangeChecker(createOpenApiContract(document));
checkEveryEmulatorWith(checker);
const totals = { checked: 0, catalogued: 0 };
const reported: string[] = [];

afterEach(() => {
  const { checked, catalogued, violations } = checker.take();
  totals.checked += checked;
  totals.catalogued += catalogued;
  if (violations.length === 0) return;
  // Until every layer is clean, violations are listed (test-results/api-contract) unless VDC_API_CONTRACT=enforce.
  if (process.env.VDC_API_CONTRACT !== "enforce") {
    reported.push(...violations);
    return;
  }
  throw new Error(`The console or the emulator left the public API:\n  ${violations.join("\n  ")}`);
});

afterAll(() => {
  const layer = process.env.VDC_TEST_LAYER ?? "unit";
  mkdirSync(COUNTS_DIR, { recursive: true });
  const name = `${layer}-${process.pid}-${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(
    `${COUNTS_DIR}/${name}`,
    JSON.stringify({ layer, ...totals, violations: [...new Set(reported)] }),
  );
});
