// Story tests: the in-browser emulator holds every exchange against the public OpenAPI 2212, handed in
// by the story config's virtual module; the counts go to test-results/api-contract/ through the runner.
import { commands } from "vitest/browser";
import { useApiContract } from "./api-contract-harness";
// @ts-expect-error -- a virtual module of vitest.storybook.config.ts: the OpenAPI document and the mode
import { document, enforce } from "virtual:vdc-openapi-2212";
import type { OpenApiDocument } from "../../server/emulator/contract/openapi-contract";

// A command of vitest.storybook.config.ts: the browser may not write files itself.
const { saveApiContractCounts } = commands as unknown as {
  saveApiContractCounts: (counts: string) => Promise<void>;
};

useApiContract(document as OpenApiDocument, {
  layer: "stories",
  enforce: enforce as boolean,
  save: (counts) => saveApiContractCounts(JSON.stringify(counts)),
});
