import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmulator, type Emulator } from "../../../server/emulator/emulator";
import { features } from "../features/feature-flags";
import { setApiFetch } from "../http/api-clients";
import { handlerFetch } from "../http/api-fetch";
import { banner } from "../http/http-status.model";
import { restPrivileges, viewPrivileges } from "../privileges/privileges.model";
import {
  accessToken,
  apiSessionTimeoutSeconds,
  consoleSessionTimeoutSeconds,
  csrfToken,
  isBehindIdentityProvider,
  isLoggedIn,
  refreshToken,
  smartCardLogout,
  targetAddress,
  user,
} from "../session/session.model";
import { reportCeipLoginType } from "./ceip-login-type";
import { clearHandshakeKeys } from "./handshake-keys";
import {
  acceptBanner,
  declineBanner,
  endSignIn,
  identityProviderBearer,
  loginError,
  loginPhase,
  noAccessReason,
  preLoginSettings,
  startLogin,
  submitLogin,
} from "./sign-in.model";
import { logout, signInMethod } from "./sign-out";
import { offerLandingPrefetch } from "./landing-hint";

const DEMO = { domain: "EXAMPLE", password: "vdc-demo", rememberUser: false };

interface LoggedRequest {
  method: string;
  path: string;
  body: string;
}

let emulator: Emulator;
let requests: LoggedRequest[];

function connect(target: Emulator): void {
  emulator = target;
  requests = [];
  setApiFetch(
    handlerFetch(async (request) => {
      const body = request.body ? await request.clone().text() : "";
      requests.push({ method: request.method, path: new URL(request.url).pathname, body });
      return target.fetch(request);
    }),
  );
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  smartCardLogout.value = null;
  endSignIn();
  smartCardLogout.value = null;
  features.value = {};
  connect(createEmulator());
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  endSignIn();
  smartCardLogout.value = null;
});

describe("start-up without a session", () => {
  it("does the handshake with both APIs, loads the pre-login settings and shows the form", async () => {
    expect(await startLogin()).toBeNull();
    expect(loginPhase.value).toBe("form");
    expect(loginError.value).toBeNull();
    const paths = requests.map((request) => request.path);
    expect(paths).toContain("/rest/key-agreement");
    expect(paths).toContain("/view-vlsi/rest/v1/AuthenticationManager/generateKeyMaterial");
    expect(preLoginSettings.value.isUserNameCachingEnabled).toBe(true);
  });

  it("shows the no-access screen when the pod requires smart cards", async () => {
    emulator.configure({ smartCardMode: "REQUIRED" });
    await startLogin();
    expect(loginPhase.value).toBe("noAccess");
    expect(noAccessReason.value).toBe("smartCardRequired");
  });

  it("signs in with an inserted smart card without the form", async () => {
    emulator.configure({ smartCardMode: "OPTIONAL", smartCardUser: "admin" });
    const route = await startLogin();
    expect(route).toBe("/main/dashboard");
    expect(isLoggedIn.value).toBe(true);
    expect(user.value?.username).toBe("admin");
  });

  it("shows the no-access screen after a smart-card logout", async () => {
    smartCardLogout.value = true;
    await startLogin();
    expect(noAccessReason.value).toBe("smartCardLogout");
  });

  it("completes directly behind an identity provider", async () => {
    isBehindIdentityProvider.value = true;
    emulator.configure({ identityProviderUser: "admin" });
    // The portal or proxy hands the bearer over; here the REST pre-login issues it.
    const tokens = (await (await emulator.fetch(new Request("http://vdc.test/rest/login"))).json()) as {
      access_token: string;
    };
    accessToken.value = tokens.access_token;
    const route = await startLogin();
    expect(route).toBe("/main/dashboard");
    expect(requests.some((request) => request.path === "/rest/key-agreement")).toBe(false);
  });

  it("shows the form with load-failed-retry when the handshake fails", async () => {
    emulator.faults.failWith({ method: "POST", path: "/rest/key-agreement" }, 500);
    await startLogin();
    expect(loginPhase.value).toBe("form");
    expect(loginError.value).toEqual({ key: "login.error.loadFailedRetry" });
  });
});

describe("signing in", () => {
  it("logs in to both APIs with encrypted passwords and lands on the dashboard", async () => {
    await startLogin();
    const route = await submitLogin({ ...DEMO, username: "admin" });
    expect(route).toBe("/main/dashboard");
    expect(loginPhase.value).toBe("signedIn");
    expect(isLoggedIn.value).toBe(true);
    expect(accessToken.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refreshToken.value).not.toBeNull();
    expect(csrfToken.value).not.toBeNull();
    expect(apiSessionTimeoutSeconds.value).toBe(1800);
    expect(consoleSessionTimeoutSeconds.value).toBeGreaterThan(0);
    expect(viewPrivileges.value.local.length + restPrivileges.value.local.length).toBeGreaterThan(0);
    const logins = requests.filter((request) => request.method === "POST" && request.path.endsWith("/login"));
    expect(logins).toHaveLength(2);
    for (const login of logins) expect(login.body).not.toContain("vdc-demo");
  });

  it("agrees a new key and signs in when the server forgot the first one while the form was open", async () => {
    await startLogin();
    emulator.clock.advance(3 * 60 * 1000);
    const route = await submitLogin({ ...DEMO, username: "admin" });
    expect(route).toBe("/main/dashboard");
    expect(loginError.value).toBeNull();
    const agreements = requests.filter((request) => /key-agreement|generateKeyMaterial/i.test(request.path));
    expect(agreements.length).toBeGreaterThanOrEqual(3);
    for (const login of requests.filter((request) => request.path.endsWith("/login")))
      expect(login.body).not.toContain("vdc-demo");
  });

  it("sends a helpdesk administrator to the helpdesk home", async () => {
    await startLogin();
    expect(await submitLogin({ ...DEMO, username: "helpdesk" })).toBe("/main/helpdesk_home");
  });

  // The end-to-end flow signs admin and helpdesk in through the built console; the other roles' landing is
  // the same rule on other privileges, proved here.
  it.each(["readonly", "inventory", "custom"])("sends %s to the dashboard", async (username) => {
    await startLogin();
    expect(await submitLogin({ ...DEMO, username })).toBe("/main/dashboard");
  });

  it("honours a stored internal target and ignores any other", async () => {
    await startLogin();
    targetAddress.value = "/main/farms";
    expect(await submitLogin({ ...DEMO, username: "admin" })).toBe("/main/farms");
    await logout();
    await startLogin();
    targetAddress.value = "https://evil.example/main";
    expect(await submitLogin({ ...DEMO, username: "admin" })).toBe("/main/dashboard");
  });

  it("starts the reads of the page an account landed on last time with the session's, and only then", async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    // When the dashboard's reads start: how many requests had been sent by then.
    const startedAfter: number[] = [];
    offerLandingPrefetch("/main/dashboard", () => startedAfter.push(requests.length));
    const signInAs = async (username: string) => {
      await startLogin();
      const route = await submitLogin({ ...DEMO, username });
      await logout();
      return route;
    };

    expect(await signInAs("admin")).toBe("/main/dashboard");
    expect(startedAfter).toEqual([]); // no hint yet: no guess

    requests = [];
    await signInAs("admin");
    expect(startedAfter).toHaveLength(1);
    const rolesAt = requests.findIndex((request) => request.path.endsWith("getloginview"));
    expect(rolesAt).toBeGreaterThan(-1);
    expect(startedAfter[0]).toBeLessThanOrEqual(rolesAt); // before the roles were asked for

    // Another account has no hint; the help desk's own hint names the help desk, which offers nothing.
    expect(await signInAs("helpdesk")).toBe("/main/helpdesk_home");
    expect(await signInAs("helpdesk")).toBe("/main/helpdesk_home");
    expect(startedAfter).toHaveLength(1);

    // A stored target elsewhere wins over the hint: nothing starts.
    await signInAs("admin");
    await startLogin();
    targetAddress.value = "/main/farms";
    expect(await submitLogin({ ...DEMO, username: "admin" })).toBe("/main/farms");
    expect(startedAfter).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it("shows the authentication error first and the retry message after", async () => {
    await startLogin();
    expect(await submitLogin({ ...DEMO, username: "admin", password: "wrong" })).toBeNull();
    expect(loginPhase.value).toBe("form");
    expect(loginError.value).toEqual({ key: "login.error.authentication" });
    await submitLogin({ ...DEMO, username: "admin", password: "wrong" });
    expect(loginError.value).toEqual({ key: "login.error.authenticationRetry" });
    expect(isLoggedIn.value).toBe(false);
    expect(accessToken.value).toBeNull();
  });

  it("never sends the password when the server's proof does not match", async () => {
    await startLogin();
    // Every later key agreement answer carries a forged proof.
    const original = emulator.fetch;
    connect({
      ...emulator,
      fetch: async (request) => {
        const response = await original(request);
        if (!new URL(request.url).pathname.endsWith("/key-agreement")) return response;
        const body = (await response.json()) as Record<string, unknown>;
        return Response.json({ ...body, proof: btoa("forged-proof-forged-proof-forged!") });
      },
    });
    clearHandshakeKeys();
    expect(await submitLogin({ ...DEMO, username: "admin" })).toBeNull();
    expect(loginError.value).toEqual({ key: "login.error.handshakeRetry" });
    expect(requests.some((request) => request.path.endsWith("/login"))).toBe(false);
    expect(requests.every((request) => !request.body.includes("vdc-demo"))).toBe(true);
  });

  it("sends plain passwords only when the crypto feature is off", async () => {
    features.value = { cryptoSupport: false };
    await startLogin();
    expect(requests.some((request) => request.path === "/rest/key-agreement")).toBe(false);
    expect(await submitLogin({ ...DEMO, username: "admin" })).toBe("/main/dashboard");
  });

  it("ignores a second submit while one is in progress", async () => {
    await startLogin();
    const first = submitLogin({ ...DEMO, username: "admin" });
    expect(await submitLogin({ ...DEMO, username: "admin" })).toBeNull();
    expect(await first).toBe("/main/dashboard");
  });
});

describe("pre-login banner", () => {
  it("asks for the banner first; accepting shows the form, cancelling marks the login non-compliant", async () => {
    preLoginSettings.value = { isUserNameCachingEnabled: false, banner: null };
    const original = emulator.fetch;
    connect({
      ...emulator,
      fetch: async (request) =>
        new URL(request.url).pathname === "/rest/config/v1/pre-logon-settings"
          ? Response.json({
              display_pre_login_admin_banner: true,
              pre_login_admin_banner_header: "Notice",
              pre_login_admin_banner_message: "<b>Authorised use only</b>",
            })
          : original(request),
    });
    await startLogin();
    expect(loginPhase.value).toBe("banner");
    expect(preLoginSettings.value.banner).toEqual({
      header: "Notice",
      message: "<b>Authorised use only</b>",
    });
    acceptBanner();
    expect(loginPhase.value).toBe("form");
    await startLogin();
    declineBanner();
    expect(loginPhase.value).toBe("nonCompliant");
  });
});

describe("the handshake on the login page", () => {
  it("repeats every API timeout minus 60 s while the form shows", async () => {
    await startLogin();
    vi.useFakeTimers();
    const before = requests.filter((request) => request.path === "/rest/key-agreement").length;
    apiSessionTimeoutSeconds.value = 1800;
    await startLogin();
    const afterStart = requests.filter((request) => request.path === "/rest/key-agreement").length;
    await vi.advanceTimersByTimeAsync(1_739_000);
    expect(requests.filter((request) => request.path === "/rest/key-agreement").length).toBe(afterStart);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.path === "/rest/key-agreement").length).toBe(
        afterStart + 1,
      ),
    );
    expect(afterStart).toBe(before + 1);
  });
});

describe("logout", () => {
  it("ends the server sessions and clears the session", async () => {
    await startLogin();
    await submitLogin({ ...DEMO, username: "admin" });
    expect(emulator.inspect.sessionCount()).toBe(2);
    await logout();
    expect(isLoggedIn.value).toBe(false);
    expect(emulator.inspect.sessionCount()).toBe(0);
    expect(smartCardLogout.value).toBeNull();
  });

  it("leaves the smart-card logout state after a smart-card session", async () => {
    emulator.configure({ smartCardMode: "OPTIONAL", smartCardUser: "admin" });
    await startLogin();
    await logout();
    expect(smartCardLogout.value).toBe(true);
    await startLogin();
    expect(noAccessReason.value).toBe("smartCardLogout");
  });
});

describe("behind an identity provider", () => {
  it("reads the bearer a pre-login answer hands over, and nothing else", () => {
    expect(identityProviderBearer(new Headers({ Authorization: "Bearer abc.def" }))).toBe("abc.def");
    expect(identityProviderBearer(new Headers({ Bearer: "xyz" }))).toBe("xyz");
    expect(identityProviderBearer(new Headers({ Authorization: "Basic Zm9v" }))).toBeUndefined();
    expect(identityProviderBearer(new Headers())).toBeUndefined();
  });

  it("marks the session from the pre-login answer and sends the provider's bearer to both APIs", async () => {
    emulator.configure({ identityProviderUser: "admin" });
    expect(isBehindIdentityProvider.value).toBe(false);
    expect(await startLogin()).toBe("/main/dashboard");
    expect(isBehindIdentityProvider.value).toBe(true);
    expect(signInMethod.value).toBe("identityProvider");
    expect(accessToken.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const seen: Request[] = [];
    setApiFetch(
      handlerFetch(async (request) => {
        seen.push(request.clone());
        return emulator.fetch(request);
      }),
    );
    const { viewApi } = await import("../http/api-clients");
    await viewApi.get("ADDomain/List").res();
    expect(seen[0]?.headers.get("Authorization")).toBe(`Bearer ${accessToken.value}`);
  });

  it("signs out without leaving a smart-card logout state behind", async () => {
    emulator.configure({ identityProviderUser: "admin" });
    await startLogin();
    await logout();
    expect(smartCardLogout.value).toBeNull();
    expect(isBehindIdentityProvider.value).toBe(false);
  });

  it("a smart-card pre-login is not mistaken for the identity provider", async () => {
    emulator.configure({ smartCardMode: "OPTIONAL", smartCardUser: "admin" });
    await startLogin();
    expect(isBehindIdentityProvider.value).toBe(false);
    expect(signInMethod.value).toBe("smartCard");
  });
});

describe("customer experience login type", () => {
  const ceip = () =>
    requests.filter(
      (request) =>
        request.path.endsWith("/ceip/action/set-login-type") || request.path.endsWith("/ceip/setlogintype"),
    );

  it("is sent once after signing in, as LEO, through the REST API", async () => {
    await startLogin();
    expect(ceip()).toEqual([]);
    await submitLogin({ ...DEMO, username: "admin" });
    await vi.waitFor(() => expect(ceip()).toHaveLength(1));
    expect(ceip()[0]).toMatchObject({ method: "POST", path: "/rest/config/v1/ceip/action/set-login-type" });
    expect(JSON.parse(ceip()[0]?.body ?? "")).toEqual({ type: "LEO" });
    await vi.waitFor(() =>
      expect(emulator.inspect.requests().find((entry) => entry.path.includes("set-login-type"))?.status).toBe(
        204,
      ),
    );
  });

  it("goes through the view API when the REST API is off", async () => {
    reportCeipLoginType(false);
    await vi.waitFor(() => expect(ceip()).toHaveLength(1));
    expect(ceip()[0]).toMatchObject({ method: "POST", path: "/view-vlsi/rest/v1/ceip/setlogintype" });
    expect(JSON.parse(ceip()[0]?.body ?? "")).toEqual({ type: "LEO" });
  });

  it("never holds the landing page back, and its failure is only logged", async () => {
    let answer: (response: Response) => void = () => undefined;
    setApiFetch(
      handlerFetch(async (request) => {
        const body = request.body ? await request.clone().text() : "";
        requests.push({ method: request.method, path: new URL(request.url).pathname, body });
        if (request.url.includes("set-login-type"))
          return new Promise<Response>((resolve) => {
            answer = resolve;
          });
        return emulator.fetch(request);
      }),
    );
    await startLogin();
    // The CEIP answer is still outstanding when the sign-in resolves.
    expect(await submitLogin({ ...DEMO, username: "admin" })).toBe("/main/dashboard");
    await vi.waitFor(() => expect(ceip()).toHaveLength(1));
    answer(new Response("<html>oops</html>", { status: 500 }));
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith("Could not set the CEIP login type", 500),
    );
    expect(isLoggedIn.value).toBe(true);
    expect(banner.value).toBeNull();
  });
});
