// Reads the public OpenAPI document from ../shared (beside the project; never copied into it). The
// YAML takes about a second to parse, so the parsed form is cached as JSON under node_modules/.cache,
// keyed by the file's size and time, for the many test workers that read it.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { OpenApiDocument } from "./emulator/contract/openapi-contract";

/** Where the 2212 document is: ../shared/reference beside the project root. */
// Paths from this file's own path: a DOM test environment replaces the global URL, which node:url refuses.
const HERE = dirname(fileURLToPath(import.meta.url));
export const OPENAPI_2212_FILE = resolve(HERE, "../../shared/reference/horizon-rest-openapi.yaml");

const CACHE_DIR = resolve(HERE, "../node_modules/.cache/vdc-openapi");

/**
 * The parsed document, or undefined when ../shared has none. The built server (dist/server, where this
 * file's own path says nothing about the project) passes both paths from the project root.
 */
export function readOpenApiDocument(
  file = OPENAPI_2212_FILE,
  cacheDir = CACHE_DIR,
): OpenApiDocument | undefined {
  if (!existsSync(file)) return undefined;
  const { size, mtimeMs } = statSync(file);
  const cached = `${cacheDir}/${size}-${Math.round(mtimeMs)}.json`;
  if (existsSync(cached)) {
    try {
      return JSON.parse(readFileSync(cached, "utf8")) as OpenApiDocument;
    } catch {
      // A cache written half by a parallel worker: parse the YAML again below.
    }
  }
  const document = parse(readFileSync(file, "utf8")) as OpenApiDocument;
  try {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(document));
    // A rename is atomic: another worker never reads a half-written cache.
    renameSync(partial, cached);
  } catch {
    // No cache (read-only tree): every reader parses the YAML.
  }
  return document;
}
