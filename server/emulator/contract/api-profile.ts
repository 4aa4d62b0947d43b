// The real-pod profile (`createEmulator({ api: "2212" })`, `npm start -- --api 2212`): the emulator serves
// exactly what a Connection Server of one REST API version offers, so the console can be run and tested
// against the surface a real pod has rather than against the emulator's own extras.
import type { MiddlewareHandler } from "hono";
import { catalogueEntryOf } from "../../../src/core/http/api-catalogue";
import type { OpenApiContract } from "./openapi-contract";

/** Which surface the emulator serves: everything it knows ("full"), or one real API version. */
export type ApiProfile = "full" | "2212";

const REST_PREFIX = "/rest";
const VIEW_PREFIX = "/view-vlsi/";

/**
 * The body a real pod's servlet answers for a path it does not map: no `errors` and no error key, which
 * is how the console tells "this pod does not offer the call" from "the entity was not found".
 */
export function unmappedAnswer(status: 404 | 405, path: string, now: number): Response {
  return new Response(
    JSON.stringify({
      timestamp: now,
      status,
      error: status === 404 ? "Not Found" : "Method Not Allowed",
      path,
    }),
    { status, headers: { "Content-Type": "application/json" } },
  );
}

/** Whether a first-generation call is one the specification names (a real pod of the version has it). */
function isSpecifiedViewCall(method: string, path: string): boolean {
  const entry = catalogueEntryOf(method, path);
  return entry?.source.kind === "spec" && entry.path.startsWith(VIEW_PREFIX);
}

/**
 * One middleware asks the oracle: a REST call the document lacks is a 404 (its path is documented for
 * other methods: 405), a view API call the specification does not name a 404; the answers of documented
 * calls lose every field the response schema lacks. Paths outside both APIs (the console's own files)
 * pass untouched.
 */
export function apiProfileMiddleware(contract: OpenApiContract, now: () => number): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    if (path.startsWith(VIEW_PREFIX)) {
      if (!isSpecifiedViewCall(method, path)) return unmappedAnswer(404, path, now());
      await next();
      return;
    }
    if (!path.startsWith(`${REST_PREFIX}/`)) {
      await next();
      return;
    }
    const restPath = path.slice(REST_PREFIX.length);
    const matched = contract.match(method, restPath);
    if (!matched) return unmappedAnswer(contract.hasPath(restPath) ? 405 : 404, path, now());
    await next();
    const response = c.res;
    if (response.status < 200 || response.status >= 300) return;
    if (!(response.headers.get("Content-Type") ?? "").includes("application/json")) return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return;
    }
    const pruned = contract.pruneResponse(matched, response.status, body);
    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    c.res = new Response(JSON.stringify(pruned), { status: response.status, headers });
  };
}
