// Every request the console sends and every answer the emulator gives, held against the public API: the
// test layers hand one checker to the emulators they create and fail a test that leaves violations.
import { CATALOGUE_PARAMETERS, catalogueEntryOf } from "../../../src/core/http/api-catalogue";
import type { BodyOf, OpenApiContract } from "./openapi-contract";

const REST_PREFIX = "/rest/";
const VIEW_PREFIX = "/view-vlsi/rest/v1/";

/** What the checker saw since it was last asked. */
export interface ExchangeReport {
  /** Exchanges held against the OpenAPI document (request and answer). */
  checked: number;
  /** Exchanges of calls the document lacks that the catalogue names with their source. */
  catalogued: number;
  /** One line per problem: the call, and what a real pod would refuse or never send. */
  violations: string[];
}

export interface ExchangeChecker {
  /** Checks one exchange; call with clones, since both bodies are read. */
  observe(request: Request, response: Response): Promise<void>;
  /** The report since the last call, and starts a new one. */
  take(): ExchangeReport;
}

async function bodyOf(message: Request | Response): Promise<BodyOf> {
  let text: string;
  try {
    text = await message.text();
  } catch {
    return { kind: "none" };
  }
  if (text === "") return { kind: "none" };
  try {
    return { kind: "json", value: JSON.parse(text) as unknown };
  } catch {
    return { kind: "text", text };
  }
}

/** A checker of the console's exchanges against one OpenAPI document and the catalogue of other calls. */
export function createExchangeChecker(contract: OpenApiContract): ExchangeChecker {
  let report: ExchangeReport = { checked: 0, catalogued: 0, violations: [] };
  const violation = (line: string) => {
    // A test that repeats one mistake a thousand times needs to hear it once.
    if (!report.violations.includes(line)) report.violations.push(line);
  };

  return {
    async observe(request, response) {
      const url = new URL(request.url);
      const path = url.pathname;
      const isRest = path.startsWith(REST_PREFIX);
      if (!isRest && !path.startsWith(VIEW_PREFIX)) return;
      const method = request.method.toUpperCase();
      const matched = isRest ? contract.match(method, path.slice(REST_PREFIX.length - 1)) : undefined;
      if (!matched) {
        // A 404 or 405 of an uncatalogued call is what a real pod answers too: the console must not send it.
        if (catalogueEntryOf(method, path)) report.catalogued += 1;
        else
          violation(
            `${method} ${path}: not in OpenAPI ${contract.version} and not in the catalogue (src/core/http/api-catalogue.ts)`,
          );
        return;
      }
      report.checked += 1;
      const [requestBody, responseBody] = await Promise.all([bodyOf(request), bodyOf(response)]);
      // The spec's list parameters the file lacks (the catalogue's), on the lists the file pages.
      const query = new URLSearchParams(url.searchParams);
      const isPaged = (matched.operation.parameters ?? []).some((parameter) => parameter.name === "page");
      if (isPaged) for (const { name } of CATALOGUE_PARAMETERS) query.delete(name);
      for (const problem of contract.checkRequest(matched, query, requestBody))
        violation(`request ${problem}`);
      for (const problem of contract.checkResponse(matched, response.status, responseBody))
        violation(`answer ${problem}`);
    },
    take() {
      const taken = report;
      report = { checked: 0, catalogued: 0, violations: [] };
      return taken;
    },
  };
}

let defaultChecker: ExchangeChecker | undefined;

/** Hands every emulator created from now on a checker (a test layer's setup), or none again. */
export function checkEveryEmulatorWith(checker: ExchangeChecker | undefined): void {
  defaultChecker = checker;
}

/** The checker a test layer installed, if any. */
export function installedExchangeChecker(): ExchangeChecker | undefined {
  return defaultChecker;
}
