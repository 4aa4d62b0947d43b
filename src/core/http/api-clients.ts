import wretch, { type ConfiguredMiddleware, type Wretch, type WretchOptions } from "wretch";
import { expireSession, handleUnauthorized } from "../auth/session-expiry";
import { accessToken, csrfToken } from "../session/session.model";
import { ApiError, errorInSuccessBody, parseBodyText } from "./api-error";
import {
  REST_API_BASE,
  VIEW_API_BASE,
  isLoginPath,
  isViewApiPath,
  sendApiRequest,
  setApiFetchImpl,
} from "./api-fetch";
import { hasViewApiSession } from "./api-generation";
import { emitEntityNotFound, entityOfPath, hasNetworkError, showBanner } from "./http-status.model";

/** Default REST paging (spec 000 section 9): page 1, 1000 rows, ascending. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 1000;

/** Request option that turns off the 500 banner for one call (the caller shows its own message). */
const QUIET_OPTION = "vdcQuiet";

/** Hands the API clients a fetch implementation (tests and Storybook pass the pod emulator's). */
export function setApiFetch(fetchImpl: typeof fetch): void {
  setApiFetchImpl(fetchImpl);
}

/** The same client, without the shared 500 banner for its calls. */
export function withoutErrorBanner<W extends Wretch>(api: W): W {
  return api.options({ [QUIET_OPTION]: true });
}

function applyErrorHandling(error: ApiError, path: string, method: string, isQuiet: boolean): void {
  if (isLoginPath(path)) return;
  if (error.status === 0) {
    hasNetworkError.value = true;
    showBanner("error", "ERROR_OCCURRED_RETRY");
  } else if (error.status === 500) {
    hasNetworkError.value = true;
    if (!isQuiet) showBanner("error", "SERVER_ERROR_OCCURRED_RETRY");
  } else if (error.status === 400 && method === "GET" && isEntityNotFound(error)) {
    const entity = entityOfPath(path);
    if (entity) emitEntityNotFound({ ...entity, path });
  }
}

/** Whether a failure is the caller's own cancellation (an aborted signal), not the network's. */
function isCancellation(thrown: unknown, signal: AbortSignal | null | undefined): boolean {
  if (signal?.aborted) return true;
  return thrown instanceof DOMException && thrown.name === "AbortError";
}

function isEntityNotFound(error: ApiError): boolean {
  if (error.faultName === "EntityNotFound") return true;
  const key = (error.errorKey ?? "").toLowerCase();
  return key.includes("not_found") || key.includes("notfound") || key.includes("not.found");
}

/**
 * Sends a request through the header rule, retries it once after a refreshed token when it gets a 401,
 * applies the shared handling table and turns every failure, including a success status with an error
 * body, into an ApiError.
 */
export async function performApiRequest(path: string, options: WretchOptions = {}): Promise<Response> {
  const { [QUIET_OPTION]: quiet, ...init } = options;
  const method = String(init.method ?? "GET").toUpperCase();
  const isQuiet = quiet === true;
  let response: Response;
  try {
    // The credential this request goes with: what tells a late answer for an ended session apart.
    const credentialUsed = isViewApiPath(path) ? csrfToken.peek() : accessToken.peek();
    response = await sendApiRequest(path, { ...init, method });
    // A page on REST tokens only has no view session of its own: a view API 401 then means the portal's
    // proxy holds none for this call, not that the page's session ended, so it stays with the caller.
    const isSessionAnswer = !isViewApiPath(path) || hasViewApiSession();
    if (
      response.status === 401 &&
      !isLoginPath(path) &&
      isSessionAnswer &&
      (await handleUnauthorized(path, credentialUsed))
    ) {
      response = await sendApiRequest(path, { ...init, method });
      // Refused again with a fresh token: the session is over, whatever another refresh would say.
      if (response.status === 401) expireSession("unauthorized");
    }
  } catch (thrown) {
    // A cancelled request is not an error: the caller asked for it, so no banner and no network flag.
    if (isCancellation(thrown, init.signal)) throw thrown;
    const error = await ApiError.from(thrown, { url: path, method });
    applyErrorHandling(error, path, method, isQuiet);
    throw error;
  }
  if (!response.ok) {
    const error = await ApiError.from(response, { url: path, method });
    applyErrorHandling(error, path, method, isQuiet);
    throw error;
  }
  if (response.status !== 204 && (response.headers.get("Content-Type") ?? "").includes("json")) {
    let rawText: string | undefined;
    try {
      rawText = await response.clone().text();
    } catch {
      rawText = undefined;
    }
    if (rawText?.includes('"category"')) {
      const failure = errorInSuccessBody(response.status, parseBodyText(rawText), rawText);
      if (failure) throw failure;
    }
  }
  hasNetworkError.value = false;
  return response;
}

const apiMiddleware: ConfiguredMiddleware = () => (url, options) => performApiRequest(url, options);

/** Client of the second API generation, based at /rest: `restApi.get("/config/v1/licenses").json()`. */
export const restApi = wretch(REST_API_BASE).middlewares([apiMiddleware]);

/** Client of the first API generation, based at /view-vlsi/rest/v1/: `viewApi.get("ADDomain/List").json()`. */
export const viewApi = wretch(VIEW_API_BASE).middlewares([apiMiddleware]);

/** Replaces {name} placeholders in a path with URL-encoded parameter values; a missing value throws. */
export function apiPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for path placeholder {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Optional list parameters of the REST API. A filter object is sent as JSON. */
export interface ListParams {
  filter?: string | object | undefined;
  page?: number | undefined;
  size?: number | undefined;
  sort_by?: string | undefined;
  order_by?: "ASC" | "DESC" | undefined;
  [other: string]: string | number | boolean | object | undefined;
}

/** Builds a query string ("?a=1&b=2", or "" when nothing is set) from optional parameters. */
export function queryString(params: ListParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

/** The id of a created resource: the last path segment of the Location header. */
export function idFromLocation(response: Response): string | undefined {
  const location = response.headers.get("Location");
  if (!location) return undefined;
  const path = location.split(/[?#]/)[0]?.replace(/\/+$/, "") ?? "";
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last === "" ? undefined : decodeURIComponent(last);
}

/**
 * Whether more pages follow: the has_more_records header (any case) when present; when absent, a full
 * page means "maybe more".
 */
export function hasMoreRecords(response: Response, rowCount: number, size: number): boolean {
  const header = response.headers.get("has_more_records") ?? response.headers.get("HAS_MORE_RECORDS");
  if (header !== null) return header.trim().toLowerCase() === "true";
  return rowCount >= size;
}

/** Every row of a paged REST list, page after page while more records follow. */
export async function fetchAllPages<Row>(
  path: string,
  params: ListParams = {},
  api: Wretch = restApi,
): Promise<Row[]> {
  const size = params.size ?? DEFAULT_PAGE_SIZE;
  const rows: Row[] = [];
  let previousPage: string | undefined;
  for (let page = params.page ?? DEFAULT_PAGE; ; page += 1) {
    const response = await api.get(path + queryString({ ...params, page, size })).res();
    const body: unknown = await response.json();
    const pageRows = Array.isArray(body) ? (body as Row[]) : [];
    // A server that ignores paging answers the same full page forever: stop when a page repeats.
    const signature = pageRows.length > 0 ? JSON.stringify([pageRows[0], pageRows.at(-1)]) : "";
    if (pageRows.length === 0 || signature === previousPage) break;
    rows.push(...pageRows);
    previousPage = signature;
    if (!hasMoreRecords(response, pageRows.length, size)) break;
  }
  return rows;
}
