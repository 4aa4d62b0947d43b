// Node test layers (unit, e2e): the API contract of api-contract-harness.ts, with the OpenAPI 2212
// document read from ../shared and the counts written to test-results/api-contract/.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readOpenApiDocument } from "../../server/openapi-document";
import { useApiContract } from "./api-contract-harness";

const COUNTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../test-results/api-contract");
const document = readOpenApiDocument();
if (!document)
  throw new Error("The API contract needs ../shared/reference/horizon-rest-openapi.yaml beside the project");

useApiContract(document, {
  layer: process.env.VDC_TEST_LAYER ?? "unit",
  // A violation fails its test; VDC_API_CONTRACT=report only lists them (to survey a change's reach).
  enforce: process.env.VDC_API_CONTRACT !== "report",
  save: (counts) => {
    mkdirSync(COUNTS_DIR, { recursive: true });
    const name = `${counts.layer}-${process.pid}-${Math.random().toString(36).slice(2)}.json`;
    writeFileSync(`${COUNTS_DIR}/${name}`, JSON.stringify(counts));
  },
});
