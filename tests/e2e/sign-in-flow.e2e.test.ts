// Sign-in through the standalone console in Chromium against the pod emulator: landing pages per role
// and licence, the login error line, the pre-login banner, smart-card rules and the handshake guarantee.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openWatchedPage } from "./support/browser";
import { startConsole, type ConsoleUnderTest } from "./support/console-under-test";

const PASSWORD = "vdc-demo";

let browser: Browser;
let contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

/** A fresh browser profile (its own session and local storage) on the console. */
async function openConsole(server: ConsoleUnderTest, route = "/") {
  const context = await browser.newContext();
  contexts.push(context);
  const watched = await openWatchedPage(context, `${server.origin}${route}`);
  const sent: { method: string; path: string; body: string }[] = [];
  watched.page.on("request", (request) =>
    sent.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      body: request.postData() ?? "",
    }),
  );
  return { ...watched, sent };
}

async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("User name", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const domain = page.getByLabel("Domain");
  if ((await domain.evaluate((element) => element.tagName)) === "SELECT")
    await domain.selectOption("EXAMPLE");
  else await domain.fill("EXAMPLE");
  await page.getByRole("button", { name: "Sign in" }).click();
}

function hashOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash);
}

describe("landing after sign-in", () => {
  let server: ConsoleUnderTest;
  beforeAll(async () => {
    server = await startConsole();
  });
  afterAll(async () => {
    await server?.stop();
  });

  // The other demo roles land by the same rule: sign-in.model.test signs each in against the emulator.
  it.each([
    ["admin", "#/main/dashboard"],
    ["helpdesk", "#/main/helpdesk_home"],
  ])("signs %s in and lands on %s", async (username, landing) => {
    const { page, problems } = await openConsole(server);
    await signIn(page, username);
    await page.waitForURL((url) => url.hash === landing);
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe("landing with a subscription licence that needs attention", () => {
  let server: ConsoleUnderTest;
  beforeAll(async () => {
    server = await startConsole({ emulator: { license: { mode: "SUBSCRIPTION", health: "YELLOW" } } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends an admin who can manage licensing to licensing usage, a read-only admin to the dashboard", async () => {
    const admin = await openConsole(server);
    await signIn(admin.page, "admin");
    await admin.page.waitForURL((url) => url.hash === "#/main/product_licensing_usage");
    const readonly = await openConsole(server);
    await signIn(readonly.page, "readonly");
    await readonly.page.waitForURL((url) => url.hash === "#/main/dashboard");
  });
});

describe("the login form", () => {
  let server: ConsoleUnderTest;
  beforeAll(async () => {
    server = await startConsole();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the authentication error first, the retry message on the next failure, then signs in", async () => {
    const { page } = await openConsole(server);
    await signIn(page, "admin", "wrong-password");
    await page.getByText("The user name, password or domain is incorrect.").waitFor();
    await signIn(page, "admin", "still-wrong");
    await page
      .getByText("Sign-in failed again. Check the user name, password and domain, then try again.")
      .waitFor();
    await signIn(page, "admin");
    await page.waitForURL((url) => url.hash === "#/main/dashboard");
  });

  it("keeps Sign in disabled until user name and password are filled", async () => {
    const { page } = await openConsole(server);
    const button = page.getByRole("button", { name: "Sign in" });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel("User name", { exact: true }).fill("admin");
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    expect(await button.isEnabled()).toBe(true);
  });

  it("shows the session-timeout notice on ?sessionTimeout=true in a 375 px panel", async () => {
    const { page } = await openConsole(server, "/#/login?sessionTimeout=true");
    await page.getByText("Your session timed out. Please sign in again.").waitFor();
    const box = await page.locator(".login-panel").boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBeGreaterThanOrEqual(544);
  });

  it("never sends the password when the server's proof does not match", async () => {
    const { page, sent } = await openConsole(server);
    // Every key agreement answer from now on carries a forged proof.
    await page.route(/\/(key-agreement|AuthenticationManager\/generateKeyMaterial)$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, proof: Buffer.alloc(32, 7).toString("base64") } });
    });
    await page.reload();
    await signIn(page, "admin");
    await page.getByText("Your password was not sent", { exact: false }).waitFor();
    expect(sent.some((request) => request.path.endsWith("/key-agreement"))).toBe(true);
    expect(sent.filter((request) => request.body.includes(PASSWORD))).toEqual([]);
    expect(sent.filter((request) => request.method === "POST" && request.path.endsWith("/login"))).toEqual(
      [],
    );
    expect(await hashOf(page)).toBe("#/login");
    // The console retries the handshake later: a retry caught by the route as the page closes is no error.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

describe("the pre-login banner", () => {
  let server: ConsoleUnderTest;
  beforeAll(async () => {
    server = await startConsole();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function openWithBanner() {
    const opened = await openConsole(server);
    await opened.page.route("**/rest/config/v1/pre-logon-settings", (route) =>
      route.fulfill({
        json: {
          enable_user_name_caching: true,
          display_pre_login_admin_banner: true,
          pre_login_admin_banner_header: "Authorised use only",
          pre_login_admin_banner_message: "<img src=x onerror=alert(1)>Activity is monitored.",
        },
      }),
    );
    await opened.page.reload();
    return opened;
  }

  it("shows the admin's text as text; I Agree leads to the form and sign-in", async () => {
    const { page, problems } = await openWithBanner();
    const dialog = page.getByRole("dialog", { name: "Authorised use only" });
    await dialog.waitFor();
    await dialog.getByText("<img src=x onerror=alert(1)>Activity is monitored.").waitFor();
    expect(await page.locator("dialog img").count()).toBe(0);
    expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
    await dialog.getByRole("button", { name: "I Agree" }).click();
    await signIn(page, "admin");
    await page.waitForURL((url) => url.hash === "#/main/dashboard");
    expect(problems).toEqual([]);
  });

  it("marks the login non-compliant on Cancel and on Escape", async () => {
    const first = await openWithBanner();
    await first.page
      .getByRole("dialog", { name: "Authorised use only" })
      .getByRole("button", { name: "Cancel" })
      .click();
    await first.page.getByText("You did not accept the terms of use", { exact: false }).waitFor();
    expect(await first.page.getByLabel("Password", { exact: true }).count()).toBe(0);

    const second = await openWithBanner();
    await second.page.getByRole("dialog", { name: "Authorised use only" }).waitFor();
    await second.page.keyboard.press("Escape");
    await second.page.getByText("You did not accept the terms of use", { exact: false }).waitFor();
  });
});

describe("smart cards", () => {
  let server: ConsoleUnderTest;
  beforeAll(async () => {
    server = await startConsole({ emulator: { smartCard: { mode: "REQUIRED" } } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the no-access screen when the pod requires a smart card", async () => {
    const { page } = await openConsole(server);
    await page.getByText("A valid smart card is required to sign in.").waitFor();
    expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
  });

  it("signs in with an inserted card and, after signing out, asks to close the browser", async () => {
    server.emulator.configure({ smartCardMode: "OPTIONAL", smartCardUser: "admin" });
    const { page } = await openConsole(server);
    await page.waitForURL((url) => url.hash === "#/main/dashboard");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You signed out with a smart card.", { exact: false }).waitFor();
  });
});

describe("behind an identity provider", () => {
  let server: ConsoleUnderTest;
  beforeAll(async () => {
    server = await startConsole({ emulator: { identityProviderUser: "admin" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("signs the provider's user in without the form and lands on the dashboard", async () => {
    const { page, problems, sent } = await openConsole(server);
    await page.waitForURL((url) => url.hash === "#/main/dashboard");
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
    // The pre-login call signed in: no login request carried a password.
    const logins = sent.filter((request) => request.method === "POST" && /\/login$/.test(request.path));
    expect(logins.filter((request) => /passw/i.test(request.body))).toEqual([]);
    expect(
      sent.some((request) => request.method === "GET" && request.path.endsWith("/view-vlsi/rest/v1/login")),
    ).toBe(true);
    expect(problems).toEqual([]);
  });

  it("signing out is no smart-card logout: the provider signs the user in again", async () => {
    const { page, problems, sent } = await openConsole(server);
    await page.waitForURL((url) => url.hash === "#/main/dashboard");
    const preLogins = () =>
      sent.filter((request) => request.method === "GET" && request.path.endsWith("/rest/login"));
    const before = preLogins().length;
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.hash === "#/main/dashboard" && preLogins().length > before);
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    expect(await page.getByText("You signed out with a smart card.", { exact: false }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
