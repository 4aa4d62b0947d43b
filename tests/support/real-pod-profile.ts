// The emulator's real-pod profile (decision 0015) for component tests: the 2212 surface and nothing else,
// so a test can show what the console does on a pod that lacks a call.
import { createOpenApiContract, type OpenApiContract } from "../../server/emulator/contract/openapi-contract";
import type { EmulatorOptions } from "../../server/emulator/emulator";
import { readOpenApiDocument } from "../../server/openapi-document";

let contract: OpenApiContract | undefined;

/** Emulator options for a small pod that speaks only the public API 2212. */
export function realPodProfile(): EmulatorOptions {
  if (!contract) {
    const document = readOpenApiDocument();
    if (!document) throw new Error("The 2212 profile needs ../shared/reference/horizon-rest-openapi.yaml");
    contract = createOpenApiContract(document);
  }
  return { scale: "small", api: "2212", openApiContract: contract };
}
