// What every test layer does with the API contract, in Node and in the browser: every emulator the
// tests create holds each exchange against the public OpenAPI document; a test that leaves a violation
// fails with the list; the counts of checked exchanges are saved for `npm test` to sum and print.
import { afterAll, afterEach } from "vitest";
import {
  checkEveryEmulatorWith,
  createExchangeChecker,
} from "../../server/emulator/contract/exchange-checker";
import {
  createOpenApiContract,
  type OpenApiContract,
  type OpenApiDocument,
} from "../../server/emulator/contract/openapi-contract";

/** Counts of one test file, as saved in test-results/api-contract/. */
export interface ContractCounts {
  layer: string;
  checked: number;
  catalogued: number;
  violations: string[];
}

/**
 * One contract per document for every file a worker runs: where files share modules (the story layer runs
 * unisolated) the schemas are compiled once, not once per file; the contract keeps no state of a test.
 */
const contracts = new WeakMap<OpenApiDocument, OpenApiContract>();

function contractOf(document: OpenApiDocument): OpenApiContract {
  let contract = contracts.get(document);
  if (!contract) {
    contract = createOpenApiContract(document);
    contracts.set(document, contract);
  }
  return contract;
}

/** Installs the checker for the tests of this file. `enforce` false lists violations instead of failing. */
export function useApiContract(
  document: OpenApiDocument,
  options: { layer: string; enforce: boolean; save: (counts: ContractCounts) => void | Promise<void> },
): void {
  const checker = createExchangeChecker(contractOf(document));
  checkEveryEmulatorWith(checker);
  const counts: ContractCounts = { layer: options.layer, checked: 0, catalogued: 0, violations: [] };

  afterEach(() => {
    const { checked, catalogued, violations } = checker.take();
    counts.checked += checked;
    counts.catalogued += catalogued;
    if (violations.length === 0) return;
    if (!options.enforce) {
      counts.violations.push(...violations.filter((line) => !counts.violations.includes(line)));
      return;
    }
    throw new Error(`The console or the emulator left the public API:\n  ${violations.join("\n  ")}`);
  });

  afterAll(async () => {
    checkEveryEmulatorWith(undefined);
    if (counts.checked + counts.catalogued > 0 || counts.violations.length > 0) await options.save(counts);
  });
}
