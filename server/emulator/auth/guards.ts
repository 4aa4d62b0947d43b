import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { BodyOf } from "../contract/openapi-contract";
import type { EmulatorEnv } from "../emulator-context";
import { EmulatorHttpError, errorResponse } from "../http/errors";
import type { Caller } from "./caller";

export type { Caller } from "./caller";

/** The view API's session cookie. */
export const SESSION_COOKIE = "JSESSIONID";
/** The view API's CSRF header, sent back on every call after login. */
export const CSRF_HEADER = "CSRFToken";

function unauthorized(c: Context, message: string): Response {
  return errorResponse(c.req.path, 401, "user.not.authenticated", message, {
    faultName: "NotAuthenticated",
    headers: { "WWW-Authenticate": 'Bearer realm="vdc"' },
  });
}

function forbidden(c: Context, privilege: string): Response {
  return errorResponse(
    c.req.path,
    403,
    "insufficient.privilege",
    `The caller needs the ${privilege} privilege`,
    {
      faultName: "InsufficientPermission",
    },
  );
}

const WRITE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A write's body held against the public API's schema of the call (the rule the tests' exchange checker
 * applies): unknown keys, own `__proto__`/`constructor`/`toString` keys, wrong types, texts longer than the
 * document allows are a 400 with the pod's error body before any route reads the body, so no route can
 * store them or fail on them. Calls the document lacks (the catalogue's) are left to their routes.
 */
async function bodyRefusal(c: Context<EmulatorEnv>): Promise<Response | undefined> {
  const contract = c.var.requestContract;
  if (!contract || !WRITE_METHODS.has(c.req.method) || !c.req.path.startsWith("/rest/")) return undefined;
  const matched = contract.match(c.req.method, c.req.path.slice("/rest".length));
  if (!matched) return undefined;
  const text = await c.req.text();
  let body: BodyOf = { kind: "none" };
  if (text.trim() !== "") {
    try {
      body = { kind: "json", value: JSON.parse(text) as unknown };
    } catch {
      body = { kind: "text", text };
    }
  }
  const problems = contract.checkRequestBody(matched, body);
  if (problems.length === 0) return undefined;
  const errorKey =
    body.kind === "none"
      ? "request.body.missing"
      : body.kind === "text"
        ? "request.body.malformed"
        : "invalid.request.body";
  return errorResponse(c.req.path, 400, errorKey, problems.join("; "));
}

/**
 * REST: 401 without a live bearer token; with a privilege expression, 403 when the caller lacks it; a
 * write whose body the public API's schema refuses is a 400 (authentication and privileges first, as on
 * a pod, so a stranger learns nothing about the schema).
 */
export function restGuard(privilege?: string): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const result = await c.var.sessions.authenticateBearer(c.req.header("Authorization"));
    if ("failure" in result)
      return unauthorized(
        c,
        result.failure === "expired" ? "The access token has expired" : "Authentication required",
      );
    if (privilege && !result.caller.hasPrivilege(privilege)) return forbidden(c, privilege);
    c.set("caller", result.caller);
    const refusal = await bodyRefusal(c);
    if (refusal) return refusal;
    await next();
  };
}

/**
 * View API: 401 without a live session cookie or when the CSRFToken header does not match; with a privilege
 * expression, 403 when the caller lacks it. A bearer access token is accepted instead of the cookie (the
 * identity-provider and embedded cases): it is not an ambient credential, so no CSRF token is needed with it.
 */
export function viewGuard(privilege?: string): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    let caller: Caller;
    const authorization = c.req.header("Authorization");
    if (authorization) {
      const result = await c.var.sessions.authenticateBearer(authorization);
      if ("failure" in result) return unauthorized(c, "The access token is not valid");
      caller = result.caller;
    } else {
      const result = c.var.sessions.authenticateView(
        getCookie(c, SESSION_COOKIE),
        c.req.header(CSRF_HEADER),
        true,
      );
      if ("failure" in result)
        return unauthorized(
          c,
          result.failure === "csrf"
            ? "The CSRFToken header is missing or does not match the session"
            : result.failure === "expired"
              ? "The session has expired"
              : "Authentication required",
        );
      caller = result.caller;
    }
    if (privilege && !caller.hasPrivilege(privilege)) return forbidden(c, privilege);
    c.set("caller", caller);
    await next();
  };
}

/** The caller a guard established; a 401 error when the route has no guard. */
export function getCaller(c: Context<EmulatorEnv>): Caller {
  const caller = c.get("caller") as Caller | undefined;
  if (!caller) throw new EmulatorHttpError(401, "user.not.authenticated", "Authentication required");
  return caller;
}

/** A 403 error unless the caller holds the privilege expression (optionally on one access group). */
export function requirePrivilege(c: Context<EmulatorEnv>, privilege: string, accessGroupId?: string): Caller {
  const caller = getCaller(c);
  if (!caller.hasPrivilege(privilege, accessGroupId))
    throw new EmulatorHttpError(
      403,
      "insufficient.privilege",
      `The caller needs the ${privilege} privilege`,
      {
        faultName: "InsufficientPermission",
      },
    );
  return caller;
}
