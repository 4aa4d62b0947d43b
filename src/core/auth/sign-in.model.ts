import { signal } from "@preact/signals-core";
import { isFeatureEnabled, loadFeatureSettings, loadFeatures } from "../features/feature-flags";
import { FEATURE_KEYS } from "../features/feature-keys";
import { ApiError } from "../http/api-error";
import { queryString, restApi, viewApi, withoutErrorBanner } from "../http/api-clients";
import { CSRF_HEADER } from "../http/api-fetch";
import type { DisplayMessage } from "../i18n/display-message";
import { license, loadLicense } from "../licensing/license.service";
import { loadPreferences } from "../preferences/preferences.service";
import {
  arePrivilegesLoaded,
  hasPrivilege,
  isHelpdeskAdmin,
  loadAdminRoles,
} from "../privileges/privileges.model";
import {
  accessToken,
  apiSessionTimeoutSeconds,
  clampTimerMs,
  clearSession,
  consoleSessionTimeoutSeconds,
  csrfToken,
  hasCompletedLogin,
  isBehindIdentityProvider,
  isLoggedIn,
  lastActivityAt,
  refreshToken,
  smartCardLogout,
  targetAddress,
  user,
} from "../session/session.model";
import { encryptPasswordFor, performHandshake } from "./handshake";
import {
  clearHandshakeKeys,
  clientReferenceIdFor,
  hasHandshakeKeys,
  type ApiGeneration,
} from "./handshake-keys";
import { tokenLifetimeSeconds } from "./jwt";
import { endSession, onSessionEnded, signInMethod, type SignInMethod } from "./sign-out";
import { DASHBOARD_ROUTE, chooseLandingRoute, internalRoute } from "./landing-page";
import { keepLandingHint, readLandingHint, startLandingPrefetch } from "./landing-hint";
import {
  AUTHORIZATION_ERROR,
  CLIENT_REFERENCE_ERROR_KEY,
  LOGIN_ERROR_KEYS,
  SignInError,
  loginErrorMessage,
} from "./login-errors";
import {
  handshakeIntervalMs,
  preLoginSettingsFromRest,
  preLoginSettingsFromView,
  type PreLoginSettings,
} from "./pre-login-settings";
import { readRememberedUser, rememberUser, type RememberedUser } from "./remembered-user";
import { reportCeipLoginType } from "./ceip-login-type";
import { KeyAgreementError } from "../crypto/key-agreement";

/** The header whose value "required" means only smart-card sign-in is allowed. */
export const SMART_CARD_HEADER = "X-VDM-SmartCardSupportForAdmin";
/** Response headers of the login answers that carry the API and console session timeouts, in seconds. */
export const API_TIMEOUT_HEADER = "X-VDM-ApiSessionTimeout";
export const CONSOLE_TIMEOUT_HEADER = "X-VDM-ConsoleSessionTimeout";

/** What the login route shows. */
export type LoginPhase =
  "starting" | "banner" | "form" | "signingIn" | "nonCompliant" | "noAccess" | "signedIn";

/** Why the no-access screen shows, one message each. */
export type NoAccessReason = "smartCardRequired" | "smartCardLogout" | "notAllowed";

/** How the current session was signed in. */

/** One entry of the domain dropdown: label shown, value sent. */
export interface DomainOption {
  label: string;
  value: string;
}

/** The login form's values (spec 000 section 3). */
export interface LoginFormValues {
  username: string;
  password: string;
  domain: string;
  rememberUser: boolean;
}

export const loginPhase = signal<LoginPhase>("starting");
export const noAccessReason = signal<NoAccessReason | null>(null);
/** The last sign-in failure, shown on the login error line. */
export const loginError = signal<DisplayMessage | null>(null);
export const preLoginSettings = signal<PreLoginSettings>({ isUserNameCachingEnabled: false, banner: null });
export const domainOptions = signal<DomainOption[]>([]);
export const rememberedUser = signal<RememberedUser | null>(null);

let failureCount = 0;
let handshakeTimer: ReturnType<typeof setTimeout> | undefined;

function isCryptoOn(): boolean {
  return isFeatureEnabled(FEATURE_KEYS.cryptoSupport);
}

function activeApis(): ApiGeneration[] {
  return isFeatureEnabled(FEATURE_KEYS.restApiSupport) ? ["view", "rest"] : ["view"];
}

function stopHandshakeRefresh(): void {
  clearTimeout(handshakeTimer);
  handshakeTimer = undefined;
}

/** Repeats the handshake every (API timeout - 60 s, at least 60 s) while the login page is shown. */
function scheduleHandshakeRefresh(): void {
  stopHandshakeRefresh();
  if (!isCryptoOn()) return;
  handshakeTimer = setTimeout(
    () => {
      handshakeTimer = undefined;
      if (loginPhase.peek() === "signedIn" || isLoggedIn.peek()) return;
      performHandshake(activeApis()).catch((error: unknown) =>
        console.warn("Handshake refresh failed", error),
      );
      scheduleHandshakeRefresh();
    },
    clampTimerMs(handshakeIntervalMs(apiSessionTimeoutSeconds.peek())),
  );
}

function positiveNumber(value: string | null): number | undefined {
  if (value === null) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Stores what a view API login answer's headers carry: CSRF token and session timeouts. */
function applyViewLoginHeaders(headers: Headers): void {
  const csrf = headers.get(CSRF_HEADER);
  if (csrf) csrfToken.value = csrf;
  applyTimeoutHeaders(headers);
}

function applyTimeoutHeaders(headers: Headers): void {
  const apiSeconds = positiveNumber(headers.get(API_TIMEOUT_HEADER));
  if (apiSeconds !== undefined) apiSessionTimeoutSeconds.value = apiSeconds;
  const consoleSeconds = positiveNumber(headers.get(CONSOLE_TIMEOUT_HEADER));
  if (consoleSeconds !== undefined) consoleSessionTimeoutSeconds.value = consoleSeconds;
}

function applyRestTokens(body: unknown): void {
  const data = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof data.access_token === "string") {
    accessToken.value = data.access_token;
    const lifetime = tokenLifetimeSeconds(data.access_token);
    if (lifetime !== undefined && !csrfToken.peek()) apiSessionTimeoutSeconds.value = lifetime;
  }
  if (typeof data.refresh_token === "string") refreshToken.value = data.refresh_token;
}

function applyUser(body: unknown, fallback?: { username: string; domain: string }): void {
  const data = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const name = data.username ?? data.user_name;
  const username = typeof name === "string" ? name : fallback?.username;
  const domain = typeof data.domain === "string" ? data.domain : fallback?.domain;
  if (username) user.value = { username, domain: domain ?? "" };
}

function applyPreLoginSettings(settings: PreLoginSettings): void {
  preLoginSettings.value = settings;
  if (settings.apiSessionTimeoutSeconds !== undefined)
    apiSessionTimeoutSeconds.value = settings.apiSessionTimeoutSeconds;
  if (settings.consoleSessionTimeoutSeconds !== undefined)
    consoleSessionTimeoutSeconds.value = settings.consoleSessionTimeoutSeconds;
}

async function loadPreLoginSettings(): Promise<void> {
  try {
    const body = await withoutErrorBanner(restApi).get("/config/v1/pre-logon-settings").json<unknown>();
    applyPreLoginSettings(preLoginSettingsFromRest(body));
  } catch {
    const body = await withoutErrorBanner(viewApi).get("GlobalSettings/GetPreLogonSettings").json<unknown>();
    applyPreLoginSettings(preLoginSettingsFromView(body));
  }
}

/** Reads a domain list of strings, {label/name, value/netbios...} objects or a label-to-value map. */
export function domainOptionsFrom(body: unknown): DomainOption[] {
  const list: unknown = Array.isArray(body)
    ? body
    : typeof body === "object" && body !== null
      ? ((body as Record<string, unknown>).domains ?? Object.entries(body))
      : [];
  if (!Array.isArray(list)) return [];
  const options: DomainOption[] = [];
  for (const item of list as unknown[]) {
    if (typeof item === "string") options.push({ label: item, value: item });
    else if (Array.isArray(item) && typeof item[0] === "string" && typeof item[1] === "string")
      options.push({ label: item[0], value: item[1] });
    else if (typeof item === "object" && item !== null) {
      const record = item as Record<string, unknown>;
      const value = [
        record.value,
        record.netbios_name,
        record.netBiosName,
        record.name,
        record.dns_name,
      ].find((candidate): candidate is string => typeof candidate === "string" && candidate !== "");
      const label = [record.label, record.name, value].find(
        (candidate): candidate is string => typeof candidate === "string" && candidate !== "",
      );
      if (value && label) options.push({ label, value });
    }
  }
  return options;
}

/** The domain dropdown before sign-in: GET /rest/external/v1/domains, a map of domain label to value. */
async function loadDomains(): Promise<void> {
  try {
    domainOptions.value = domainOptionsFrom(
      await withoutErrorBanner(restApi).get("/external/v1/domains").json<unknown>(),
    );
  } catch {
    domainOptions.value = [];
  }
}

type PreLoginOutcome = "smartCard" | "identityProvider" | "smartCardRequired" | "form";

/**
 * The bearer token an identity provider put on a pre-login answer, if any. How the server tells that the
 * console runs behind an identity provider (spec 000 §4 step 2): the REST pre-logon settings have no such
 * field, but §7 lists Authorization and Bearer among the response headers the console reads, and its
 * header rule sends "a Bearer token" only behind the identity provider. So a pre-login answer that hands
 * over a bearer (Authorization: Bearer <token>, or a Bearer header) marks the session as behind it.
 */
export function identityProviderBearer(headers: Headers): string | undefined {
  const authorization = /^Bearer\s+(\S+)$/i.exec(headers.get("Authorization")?.trim() ?? "")?.[1];
  const bearer = headers
    .get("Bearer")
    ?.trim()
    .replace(/^Bearer\s+/i, "");
  return authorization ?? (bearer || undefined);
}

/**
 * The pre-login calls: an existing server session (an inserted smart card, or the identity provider's
 * user) signs in without the form.
 */
async function tryPreLogin(): Promise<PreLoginOutcome> {
  try {
    const viewResponse = await viewApi.get("login").res();
    applyViewLoginHeaders(viewResponse.headers);
    applyUser(await viewResponse.json().catch(() => null));
    let bearer = identityProviderBearer(viewResponse.headers);
    if (activeApis().includes("rest")) {
      const query = queryString({ client_reference_id: clientReferenceIdFor("rest") });
      const restResponse = await restApi.get(`/login${query}`).res();
      const body: unknown = await restResponse.json().catch(() => null);
      applyRestTokens(body);
      applyUser(body);
      bearer ??= identityProviderBearer(restResponse.headers);
    }
    if (bearer === undefined) return "smartCard";
    // Behind the identity provider its bearer authenticates the calls of both APIs (header rule, §7).
    accessToken.value = bearer;
    isBehindIdentityProvider.value = true;
    return "identityProvider";
  } catch (error) {
    clearCredentials();
    if (error instanceof ApiError && error.status === 401) {
      const header = error.headers?.get(SMART_CARD_HEADER);
      // Behind the identity provider (§4 step 5's exception) start-up completes at step 2 and never asks.
      return header?.trim().toLowerCase() === "required" ? "smartCardRequired" : "form";
    }
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) return "form";
    throw error;
  }
}

function clearCredentials(): void {
  accessToken.value = null;
  refreshToken.value = null;
  csrfToken.value = null;
  user.value = null;
}

function showNoAccess(reason: NoAccessReason): void {
  stopHandshakeRefresh();
  noAccessReason.value = reason;
  loginPhase.value = "noAccess";
}

function showFormOrBanner(): void {
  loginPhase.value = preLoginSettings.peek().banner ? "banner" : "form";
  scheduleHandshakeRefresh();
}

/**
 * The route to go to after a completed login: the landing choice, honouring a stored target. The choice
 * without the target is kept as the account's landing hint for its next sign-in.
 */
function landingRoute(): string {
  const target = internalRoute(targetAddress.peek());
  targetAddress.value = null;
  const choice = {
    isHelpdeskOnly: isHelpdeskAdmin.peek(),
    license: license.peek(),
    canManageLicense: hasPrivilege("GLOBAL_CONFIG_MANAGEMENT"),
  };
  const account = user.peek();
  if (account) keepLandingHint(account, chooseLandingRoute({ ...choice, storedTarget: null }));
  return chooseLandingRoute({ ...choice, storedTarget: target });
}

/**
 * Starts the reads of the page this account landed on last time, with the session's own, when it will
 * land there again unless its roles or licence changed: a stored target elsewhere wins, so then nothing
 * starts. Without a hint (first sign-in here, another account) the page reads after the session, as it
 * always did, so an administrator who lands elsewhere never pays refused calls for a guess (decision 0033).
 */
function prefetchHintedLanding(): void {
  const account = user.peek();
  const hinted = account ? readLandingHint(account) : null;
  if (hinted === null) return;
  const target = internalRoute(targetAddress.peek());
  if (target === null || target === hinted) startLandingPrefetch(hinted);
}

/**
 * Loads the admin's roles from both APIs, marks the session logged in and loads what the console needs
 * (features, preferences, licence). Resolves with the route to land on.
 */
export async function completeLogin(method: SignInMethod): Promise<string> {
  stopHandshakeRefresh();
  prefetchHintedLanding();
  // The console's data needs only the tokens, so it loads with the roles: one round trip, not two.
  // featureToggle.json was read at start-up; only the pod's settings need the session. None rejects.
  const sessionData = Promise.all([loadFeatureSettings(), loadPreferences(), loadLicense()]);
  try {
    await loadAdminRoles();
  } catch (error) {
    // Let the data loads end before the caller clears the session, so none writes into a cleared one.
    await sessionData;
    // Signed in, but neither API lets this account read its own role: it may not operate the console.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      throw new SignInError(AUTHORIZATION_ERROR);
    throw error;
  }
  await sessionData;
  if (!arePrivilegesLoaded.peek()) throw new SignInError(AUTHORIZATION_ERROR);
  signInMethod.value = method;
  lastActivityAt.value = Date.now();
  hasCompletedLogin.value = true;
  loginError.value = null;
  failureCount = 0;
  loginPhase.value = "signedIn";
  reportCeipLoginType(activeApis().includes("rest"));
  return landingRoute();
}

/**
 * Start-up (spec 000 section 4): with a session, reloads its data and resolves with the stored target;
 * otherwise features and handshake, identity provider, smart-card and pre-login calls, then the form (or
 * the banner, or the no-access screen). Resolves with a route when signed in, else null.
 */
export function startLogin(): Promise<string | null> {
  // React's development double effects and quick remounts share one start-up.
  starting ??= runStartLogin().finally(() => {
    starting = null;
  });
  return starting;
}

let starting: Promise<string | null> | null = null;

async function runStartLogin(): Promise<string | null> {
  stopHandshakeRefresh();
  noAccessReason.value = null;
  // The domains are the pod's answer of this start-up: a start-up that fails must not offer an earlier one's.
  domainOptions.value = [];
  rememberedUser.value = readRememberedUser();
  if (isLoggedIn.peek()) return resumeSession();
  loginPhase.value = "starting";
  try {
    await loadFeatures();
    if (isBehindIdentityProvider.peek()) return await completeLogin("identityProvider");
    if (smartCardLogout.peek() !== null) {
      showNoAccess("smartCardLogout");
      return null;
    }
    const handshake = isCryptoOn() ? performHandshake(activeApis()) : Promise.resolve();
    // The handshake failing must not stop the form from showing: it is retried on submit.
    const handshakeOutcome = handshake.then(
      () => true,
      (error: unknown) => {
        console.warn("Start-up handshake failed", error);
        return false;
      },
    );
    const [isHandshakeDone] = await Promise.all([handshakeOutcome, loadPreLoginSettings()]);
    const outcome = await tryPreLogin();
    if (outcome === "smartCard" || outcome === "identityProvider") return await completeLogin(outcome);
    if (outcome === "smartCardRequired") {
      showNoAccess("smartCardRequired");
      return null;
    }
    await loadDomains();
    if (!isHandshakeDone) loginError.value = { key: LOGIN_ERROR_KEYS.loadFailedRetry };
    showFormOrBanner();
    return null;
  } catch (error) {
    if (error instanceof SignInError && error.code === AUTHORIZATION_ERROR) {
      clearSession();
      showNoAccess("notAllowed");
      return null;
    }
    console.warn("Start-up failed", error);
    loginError.value = { key: LOGIN_ERROR_KEYS.loadFailedRetry };
    loginPhase.value = "form";
    scheduleHandshakeRefresh();
    return null;
  }
}

/** With an existing session at start-up: loads features, preferences and licence; the stored target next. */
export async function resumeSession(): Promise<string> {
  loginPhase.value = "signedIn";
  await Promise.all([loadFeatures(), loadPreferences(), loadLicense()]);
  // An expiry while the data loaded stored its own target for the next sign-in: leave it.
  if (!isLoggedIn.peek()) return DASHBOARD_ROUTE;
  const target = internalRoute(targetAddress.peek());
  targetAddress.value = null;
  return target ?? DASHBOARD_ROUTE;
}

/** The pre-login banner was accepted: the form shows. */
export function acceptBanner(): void {
  if (loginPhase.peek() === "banner") loginPhase.value = "form";
}

/** The pre-login banner was cancelled (or Escape): the login is non-compliant and the form stays hidden. */
export function declineBanner(): void {
  stopHandshakeRefresh();
  loginPhase.value = "nonCompliant";
}

async function passwordFor(api: ApiGeneration, password: string) {
  if (!isCryptoOn()) return { password, query: "" };
  const key = await encryptPasswordFor(api, password);
  // Never fall back to a plain password when encryption is on: that is a handshake failure.
  if (!key) throw new KeyAgreementError("PROOF_MISMATCH", `no agreed key for the ${api} API`);
  return { password: key.encrypted, query: queryString({ client_reference_id: key.clientReferenceId }) };
}

async function loginBoth(values: LoginFormValues): Promise<void> {
  const apis = activeApis();
  if (isCryptoOn() && !hasHandshakeKeys(apis)) await performHandshake(apis);
  const view = await passwordFor("view", values.password);
  const rest = apis.includes("rest") ? await passwordFor("rest", values.password) : undefined;
  const [viewResponse, restBody] = await Promise.all([
    viewApi
      .post({ name: values.username, passwd: view.password, domain: values.domain }, `login${view.query}`)
      .res(),
    rest
      ? restApi
          .post(
            { username: values.username, password: rest.password, domain: values.domain },
            `/login${rest.query}`,
          )
          .json<unknown>()
      : Promise.resolve(undefined),
  ]);
  applyViewLoginHeaders(viewResponse.headers);
  applyUser(await viewResponse.json().catch(() => null), {
    username: values.username,
    domain: values.domain,
  });
  if (restBody !== undefined) applyRestTokens(restBody);
}

/**
 * Submits the login form: remembers or forgets the user name, logs in to both APIs with the password
 * encrypted for each (never in clear while encryption is on), then completes the login. Resolves with the
 * landing route, or null after showing the error.
 */
export async function submitLogin(values: LoginFormValues): Promise<string | null> {
  const phase = loginPhase.peek();
  if (phase !== "form") return null;
  loginPhase.value = "signingIn";
  loginError.value = null;
  rememberUser(
    { username: values.username, domain: values.domain },
    values.rememberUser,
    preLoginSettings.peek().isUserNameCachingEnabled,
  );
  rememberedUser.value = readRememberedUser();
  try {
    try {
      await loginBoth(values);
    } catch (error) {
      // The server no longer knows the agreed key (unused agreements expire sooner than the form's
      // refresh comes round): agree a new key and send once more, the password encrypted again.
      if (!(error instanceof ApiError && error.errorKey === CLIENT_REFERENCE_ERROR_KEY)) throw error;
      clearHandshakeKeys();
      await loginBoth(values);
    }
    return await completeLogin("form");
  } catch (error) {
    clearCredentials();
    const result = loginErrorMessage(error, { previousFailures: failureCount });
    failureCount += 1;
    loginError.value = result.message;
    const isHandshakeProblem =
      error instanceof KeyAgreementError ||
      (error instanceof ApiError && error.errorKey === CLIENT_REFERENCE_ERROR_KEY);
    if (isHandshakeProblem) clearHandshakeKeys();
    if (result.showNoAccess) showNoAccess("notAllowed");
    else {
      loginPhase.value = "form";
      scheduleHandshakeRefresh();
    }
    return null;
  }
}

/** Resets this tab's login state after the session ended (logout, expiry or another tab's logout). */
export function endSignIn(): void {
  endSession();
}

// However the session ends (this tab's sign-out, an element's, an expiry), the sign-in flow starts over.
onSessionEnded(() => {
  stopHandshakeRefresh();
  failureCount = 0;
  loginPhase.value = "starting";
});
