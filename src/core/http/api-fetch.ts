import { currentLocale } from "../i18n/i18n";
import { accessToken, csrfToken, isBehindIdentityProvider, proxyBase } from "../session/session.model";
import { ApiError } from "./api-error";

/** Base path of the first API generation. */
export const VIEW_API_BASE = "/view-vlsi/rest/v1/";
/** Base path of the second API generation. */
export const REST_API_BASE = "/rest";

/** The header the view API's CSRF token travels in, both ways. */
export const CSRF_HEADER = "CSRFToken";

const JSON_UTF8 = "application/json; charset=UTF-8";

let fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Hands the API clients a fetch implementation (tests and Storybook pass the pod emulator's). */
export function setApiFetchImpl(impl: typeof fetch): void {
  fetchImpl = impl;
}

/**
 * Adapts a web-standard handler such as the pod emulator to fetch: relative URLs resolve on an origin,
 * and cookies the handler sets are sent back, as a browser would for a same-origin console.
 */
export function handlerFetch(
  handler: (request: Request) => Promise<Response>,
  origin = "http://vdc.test",
): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(input instanceof URL ? input.href : input, origin), init);
    if (cookies.size > 0 && !request.headers.has("Cookie"))
      request.headers.set("Cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await handler(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (value === "" || isExpired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
}

/** Whether a path is in the view API's REST area (it gets the CSRF header). */
export function isViewApiPath(path: string): boolean {
  return path.includes("/view-vlsi/");
}

/** Whether the shared HTTP handling is skipped: it is for every call whose path contains "login". */
export function isLoginPath(path: string): boolean {
  return path.toLowerCase().includes("login");
}

/** Rewrites an API path onto the hosting portal's proxy base when embedded; other URLs are left alone. */
export function apiUrl(path: string): string {
  const base = proxyBase.peek().replace(/\/+$/, "");
  if (base === "" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === base || path.startsWith(`${base}/`)) return path;
  return base + path;
}

/**
 * The request header rule (spec 000 section 7): behind an identity provider the bearer token; for the
 * view API's REST area the CSRF token; otherwise the REST access token when one is stored. JSON in UTF-8
 * and the console's language. A header the caller already set is never overwritten.
 */
export function apiHeaders(path: string, given?: HeadersInit, hasBody = false): Headers {
  const headers = new Headers(given);
  const setDefault = (name: string, value: string | null) => {
    if (value !== null && value !== "" && !headers.has(name)) headers.set(name, value);
  };
  setDefault("Accept", "application/json");
  setDefault("Accept-Language", currentLocale.peek());
  if (hasBody) {
    const contentType = headers.get("Content-Type");
    if (contentType === null) headers.set("Content-Type", JSON_UTF8);
    else if (/^application\/json\s*$/i.test(contentType)) headers.set("Content-Type", JSON_UTF8);
  }
  const token = accessToken.peek();
  const bearer = token ? `Bearer ${token}` : null;
  if (isBehindIdentityProvider.peek()) setDefault("Authorization", bearer);
  if (isViewApiPath(path)) setDefault(CSRF_HEADER, csrfToken.peek());
  else setDefault("Authorization", bearer);
  return headers;
}

/**
 * Sends one request with the header rule and proxy rewriting applied, returning whatever Response came
 * back. A request that gets no answer rejects with an ApiError of status 0.
 */
export async function sendApiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  const headers = apiHeaders(path, init.headers, init.body !== undefined && init.body !== null);
  try {
    return await fetchImpl(apiUrl(path), { ...init, method, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw await ApiError.from(error, { url: path, method });
  }
}
