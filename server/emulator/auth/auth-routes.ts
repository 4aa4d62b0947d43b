import type { Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  KeyAgreementError,
  answerKeyAgreement,
  decryptPassword,
  type KeyAgreementRequest,
  type SessionCipher,
} from "../../../src/core/crypto/key-agreement";
import type { EmulatorEnv } from "../emulator-context";
import type { EmulatorServices } from "../emulator-services";
import {
  EmulatorHttpError,
  badRequest,
  errorResponse,
  readJsonObject,
  requireString,
  type JsonObject,
} from "../http/errors";
import { CSRF_HEADER, SESSION_COOKIE } from "./guards";
import { clientAddressOf } from "./sign-in-throttle";

export const API_SESSION_TIMEOUT_HEADER = "X-VDM-ApiSessionTimeout";
export const CONSOLE_SESSION_TIMEOUT_HEADER = "X-VDM-ConsoleSessionTimeout";
export const SMART_CARD_HEADER = "X-VDM-SmartCardSupportForAdmin";

const VIEW = "/view-vlsi/rest/v1";

/** The timeouts every sign-in answer carries, in seconds. */
function timeoutHeaders(services: EmulatorServices): Record<string, string> {
  return {
    [API_SESSION_TIMEOUT_HEADER]: String(services.sessions.lifetimes.accessSeconds),
    [CONSOLE_SESSION_TIMEOUT_HEADER]: String(
      services.settings.state.general.consoleSessionTimeoutMinutes * 60,
    ),
  };
}

function json(c: Context, body: unknown, headers: Record<string, string> = {}): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body as object, 200);
}

/** A 401 answer to a pre-login or login, with the smart-card header when the pod has a smart-card mode. */
function notAuthenticated(
  c: Context,
  services: EmulatorServices,
  errorKey: string,
  message: string,
): Response {
  const mode = services.auth.smartCardMode;
  return errorResponse(c.req.path, 401, errorKey, message, {
    faultName: "NotAuthenticated",
    headers: mode === "OFF" ? {} : { [SMART_CARD_HEADER]: mode.toLowerCase() },
  });
}

/**
 * Longest key-agreement fields accepted. A client's identifier is 24 Base64 characters, its nonce about
 * as long and a P-256 public key 88; WebCrypto refuses HKDF info over 1 KB, which a longer identifier made
 * a 500. Anything longer is a malformed request.
 */
const KEY_AGREEMENT_FIELD_LIMITS = { identifier: 256, nonce: 256, public_key: 512 } as const;
const MAX_OFFERED_SCHEMES = 16;

function checkKeyAgreementRequest(body: JsonObject): void {
  for (const [field, limit] of Object.entries(KEY_AGREEMENT_FIELD_LIMITS)) {
    const value = body[field];
    if (typeof value === "string" && value.length > limit)
      throw badRequest(`${field} is longer than ${limit} characters`, "auth.key_agreement.invalid");
  }
  const schemes = body.supported_schemes;
  if (Array.isArray(schemes) && schemes.length > MAX_OFFERED_SCHEMES)
    throw badRequest(`At most ${MAX_OFFERED_SCHEMES} schemes may be offered`, "auth.key_agreement.invalid");
}

async function agreeKeys(c: Context, services: EmulatorServices): Promise<Response> {
  const body = await readJsonObject(c);
  checkKeyAgreementRequest(body);
  try {
    const clientReferenceId = crypto.randomUUID();
    const { response, cipher } = await answerKeyAgreement(
      body as unknown as KeyAgreementRequest,
      clientReferenceId,
    );
    services.sessions.storeCipher(clientReferenceId, cipher);
    return json(c, response);
  } catch (error) {
    if (error instanceof KeyAgreementError)
      throw badRequest(`Key agreement failed: ${error.message}`, "auth.key_agreement.invalid");
    // WebCrypto rejects other malformed input (a point off the curve, odd lengths) with a DOMException.
    if (error instanceof DOMException)
      throw badRequest(`Key agreement failed: ${error.name}`, "auth.key_agreement.invalid");
    throw error;
  }
}

/** A key agreement a sign-in names. */
interface RequestKey {
  reference: string;
  cipher: SessionCipher;
}

/** The key agreement named by the client_reference_id query parameter; undefined without one, 400 when unknown. */
function keyOfRequest(c: Context, services: EmulatorServices): RequestKey | undefined {
  const reference = c.req.query("client_reference_id");
  if (reference === undefined || reference === "") return undefined;
  const cipher = services.sessions.cipherFor(reference);
  if (!cipher)
    throw badRequest("Unknown or expired client_reference_id", "auth.client_reference_id.find.error");
  return { reference, cipher };
}

/** The REST password field: a string, or the OpenAPI's array of characters. */
function passwordField(body: JsonObject, field: string): string {
  const value = body[field];
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item): item is string => typeof item === "string"))
    return value.join("");
  throw badRequest(`${field} must be a string`, "request.field.invalid");
}

async function plainPassword(password: string, cipher: SessionCipher | undefined): Promise<string> {
  if (!cipher) return password;
  try {
    return await decryptPassword(cipher, password);
  } catch (error) {
    if (error instanceof KeyAgreementError)
      throw badRequest("The password could not be decrypted", "auth.password.decrypt.error");
    throw error;
  }
}

/**
 * The 401 of a throttled sign-in (docs/emulator.md, "Sign-in throttling"): 2212 documents 400, 401 and 404
 * for login and no 429, so a locked account is "not authenticated", with Retry-After saying for how long.
 */
function throttled(c: Context, retryAfter: number): Response {
  return errorResponse(
    c.req.path,
    401,
    "auth.login.throttled",
    `Too many failed sign-ins: try again in ${retryAfter} seconds`,
    { faultName: "NotAuthenticated", headers: { "Retry-After": String(retryAfter) } },
  );
}

async function checkCredentials(
  c: Context,
  services: EmulatorServices,
  username: string,
  domain: string,
  password: string,
): Promise<{ username: string; domain: string } | Response> {
  const client = clientAddressOf(c.req.raw);
  const wait = services.signInThrottle.retryAfterSeconds(username, client);
  if (wait > 0) return throttled(c, wait);
  const user = services.sessions.verifyPassword(username, domain, password);
  if (!user) {
    services.signInThrottle.recordFailure(username, client);
    return notAuthenticated(c, services, "auth.invalid.credentials", "Invalid user name, password or domain");
  }
  services.signInThrottle.recordSuccess(username, client);
  return user;
}

/** The user a pre-login signs in without a password: an inserted smart card or the identity provider's user. */
function preLoginUser(services: EmulatorServices): { username: string; domain: string } | undefined {
  const name = services.auth.identityProviderUser ?? services.auth.smartCardUser;
  if (!name || !services.sessions.isKnownUser(name)) return undefined;
  return { username: name.toLowerCase(), domain: "EXAMPLE" };
}

/** Both API generations' sign-in, sign-out, token refresh and key agreement. */
export function registerAuthRoutes(app: Hono<EmulatorEnv>, services: EmulatorServices): void {
  const { sessions } = services;

  app.post("/rest/key-agreement", (c) => agreeKeys(c, services));
  app.post(`${VIEW}/AuthenticationManager/generateKeyMaterial`, (c) => agreeKeys(c, services));

  app.post("/rest/login", async (c) => {
    const key = keyOfRequest(c, services);
    const body = await readJsonObject(c);
    const username = requireString(body, "username");
    const domain = requireString(body, "domain");
    const password = await plainPassword(passwordField(body, "password"), key?.cipher);
    if (services.auth.smartCardMode === "REQUIRED")
      return notAuthenticated(
        c,
        services,
        "auth.smart_card.required",
        "This pod requires smart-card sign-in",
      );
    const user = await checkCredentials(c, services, username, domain, password);
    if (user instanceof Response) return user;
    return json(c, await sessions.issueTokens(user, key?.reference), timeoutHeaders(services));
  });

  app.get("/rest/login", async (c) => {
    keyOfRequest(c, services);
    const user = preLoginUser(services);
    if (!user) return notAuthenticated(c, services, "auth.smart_card.missing", "No smart card presented");
    const tokens = await sessions.issueTokens(user);
    // Behind an identity provider the pre-login answer hands the bearer over in the Authorization header.
    const bearer: Record<string, string> = services.auth.identityProviderUser
      ? { Authorization: `Bearer ${tokens.access_token}` }
      : {};
    return json(
      c,
      { ...tokens, user_name: user.username, domain: user.domain },
      { ...timeoutHeaders(services), ...bearer },
    );
  });

  app.post("/rest/logout", async (c) => {
    const body = await readJsonObject(c);
    const refreshToken = requireString(body, "refresh_token");
    if (!(await sessions.logoutRefreshToken(refreshToken)))
      throw new EmulatorHttpError(400, "auth.refresh_token.invalid", "The refresh token is not valid");
    return c.body(null, 200);
  });

  app.post("/rest/refresh", async (c) => {
    const body = await readJsonObject(c);
    const refreshToken = requireString(body, "refresh_token");
    // A refresh token names no account the pod can trust before it is verified: failures count per client.
    const client = clientAddressOf(c.req.raw);
    const wait = services.signInThrottle.retryAfterSeconds(undefined, client);
    if (wait > 0) return throttled(c, wait);
    const accessToken = await sessions.refresh(refreshToken);
    if (!accessToken) services.signInThrottle.recordFailure(undefined, client);
    if (!accessToken)
      throw new EmulatorHttpError(
        401,
        "auth.refresh_token.invalid",
        "The refresh token has expired or is not valid",
      );
    return json(c, { access_token: accessToken }, timeoutHeaders(services));
  });

  const startViewSession = (c: Context, user: { username: string; domain: string }, key?: RequestKey) => {
    const { sessionId, csrfToken } = sessions.createViewSession(user, key?.reference);
    setCookie(c, SESSION_COOKIE, sessionId, { path: "/", httpOnly: true, sameSite: "Strict" });
    return json(
      c,
      { username: user.username, domain: user.domain },
      {
        [CSRF_HEADER]: csrfToken,
        ...timeoutHeaders(services),
      },
    );
  };

  app.post(`${VIEW}/login`, async (c) => {
    const key = keyOfRequest(c, services);
    const body = await readJsonObject(c);
    const name = requireString(body, "name");
    const domain = requireString(body, "domain");
    const password = await plainPassword(requireString(body, "passwd", { allowEmpty: true }), key?.cipher);
    if (services.auth.smartCardMode === "REQUIRED")
      return notAuthenticated(
        c,
        services,
        "auth.smart_card.required",
        "This pod requires smart-card sign-in",
      );
    const user = await checkCredentials(c, services, name, domain, password);
    if (user instanceof Response) return user;
    return startViewSession(c, user, key);
  });

  app.get(`${VIEW}/login`, async (c) => {
    keyOfRequest(c, services);
    const existing = sessions.authenticateView(getCookie(c, SESSION_COOKIE), undefined, false);
    if ("caller" in existing) {
      const { caller } = existing;
      return json(
        c,
        { username: caller.username, domain: caller.domain },
        {
          [CSRF_HEADER]: sessions.csrfTokenOf(caller.sessionId) ?? "",
          ...timeoutHeaders(services),
        },
      );
    }
    const user = preLoginUser(services);
    if (!user) return notAuthenticated(c, services, "auth.smart_card.missing", "Not signed in");
    return startViewSession(c, user);
  });

  app.post(`${VIEW}/logout`, async (c) => {
    const sessionId = getCookie(c, SESSION_COOKIE);
    // A live session ends only with its CSRF token, so another site cannot sign the administrator out.
    const result = sessions.authenticateView(sessionId, c.req.header(CSRF_HEADER), true);
    if ("failure" in result && result.failure === "csrf")
      throw new EmulatorHttpError(
        401,
        "user.not.authenticated",
        "The CSRFToken header does not match the session",
      );
    if (sessionId) sessions.end(sessionId);
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.body(null, 200);
  });
}
