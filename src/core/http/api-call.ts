import { performApiRequest } from "./api-clients";
import { ApiError, parseBodyText } from "./api-error";
import { REST_API_BASE, VIEW_API_BASE, apiUrl, isViewApiPath } from "./api-fetch";

/** Which API generation a call goes to. */
export type ApiGeneration = "rest" | "view";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One request described as data, so the console can both send it and show it to the administrator
 * ("Show API call") exactly as it will go out.
 */
export interface ApiCall {
  api: ApiGeneration;
  method: ApiMethod;
  /** Path below the generation's base, with its query string: "/inventory/v1/sessions/action/logoff?forced=true". */
  path: string;
  /** JSON body, if the call has one. */
  body?: unknown;
}

const BASES: Record<ApiGeneration, string> = { rest: REST_API_BASE, view: VIEW_API_BASE };

/** The call's path below the API root, before the portal's proxy base: "/rest/inventory/v1/...". */
function basePath(call: ApiCall): string {
  const base = BASES[call.api].replace(/\/+$/, "");
  return `${base}/${call.path.replace(/^\/+/, "")}`;
}

/** The path as the browser requests it: proxy base (when embedded), API base and the call's path. */
export function apiCallPath(call: ApiCall): string {
  return apiUrl(basePath(call));
}

/**
 * Sends a described call through the shared client (header rule, 401 refresh, error handling) and
 * returns its JSON answer, or undefined for an empty one. A success whose body is not JSON (a proxy's
 * HTML page) is a failure: an action must not be reported done on an answer nobody can read.
 */
export async function sendApiCall(call: ApiCall, signal?: AbortSignal): Promise<unknown> {
  const init: RequestInit = { method: call.method };
  if (call.body !== undefined) init.body = JSON.stringify(call.body);
  if (signal) init.signal = signal;
  const path = basePath(call);
  const response = await performApiRequest(path, init);
  const rawText = response.status === 204 ? "" : await response.text();
  if (rawText.trim() === "") return undefined;
  const body = parseBodyText(rawText);
  if (body === undefined) throw ApiError.fromText(502, rawText, { url: path, method: call.method });
  return body;
}

/** Quotes a value for a POSIX shell: single quotes, with embedded ones closed and escaped. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * A curl command line for the call. Credentials are placeholders the reader fills in from their own
 * session ($VDC_TOKEN for the REST token, $VDC_CSRF_TOKEN and $VDC_COOKIE for the view API): the
 * console's real tokens never appear in it.
 */
export function curlCommand(call: ApiCall, origin: string): string {
  const url = new URL(apiCallPath(call), origin).href;
  const parts = ["curl", "-X", call.method, shellQuote(url)];
  if (isViewApiPath(basePath(call))) {
    parts.push("-H", '"CSRFToken: $VDC_CSRF_TOKEN"', "-b", '"$VDC_COOKIE"');
  } else {
    parts.push("-H", '"Authorization: Bearer $VDC_TOKEN"');
  }
  parts.push("-H", shellQuote("Accept: application/json"));
  if (call.body !== undefined) {
    parts.push(
      "-H",
      shellQuote("Content-Type: application/json"),
      "--data",
      shellQuote(JSON.stringify(call.body)),
    );
  }
  return parts.join(" ");
}
