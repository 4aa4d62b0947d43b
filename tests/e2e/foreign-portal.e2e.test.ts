// Every element of custom-elements.json on a foreign portal page (not the demo): a plain HTML page on its own
// server, REST tokens from POST /rest/login through the page's proxy path and nothing else in the browser.
// The proxy is what a portal must provide: it forwards no cookie of the portal's, and holds a view API session
// server-side for the calls only the first generation offers (licence key), adding its cookie and CSRF header.
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { serveFile } from "../../server/http/static-files";
import { launchBrowser, openWatchedPage } from "./support/browser";
import { DIST_DIR } from "./support/console-under-test";

const MANIFEST_TAGS = (
  JSON.parse(readFileSync(new URL("../../custom-elements.json", import.meta.url), "utf8")) as {
    modules: { declarations?: { tagName?: string }[] }[];
  }
).modules.flatMap((module) =>
  (module.declarations ?? []).flatMap((declaration) => declaration.tagName ?? []),
);

const VIEW_PREFIX = "/view-vlsi/rest/v1/";

/** The foreign portal: its page, the element bundles, and a proxy path to the console APIs. */
function foreignPortal(emulator: Emulator, poolId: string): Hono {
  const app = new Hono();
  let viewSession: { cookie: string; csrf: string } | null = null;
  const client = new EmulatorClient(emulator);
  app.all("/proxy/*", async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.slice("/proxy".length);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("Cookie");
    if (path.startsWith(VIEW_PREFIX)) {
      viewSession ??= await client.viewLogin("admin");
      headers.set("Cookie", viewSession.cookie);
      headers.set("CSRFToken", viewSession.csrf);
    }
    const body = c.req.method === "GET" ? null : await c.req.raw.arrayBuffer();
    return emulator.fetch(
      new Request(`http://emulator.test${path}${url.search}`, { method: c.req.method, headers, body }),
    );
  });
  app.get(
    "/elements/*",
    async (c) => (await serveFile(`${DIST_DIR}/elements`, c.req.path.slice(10))) ?? c.notFound(),
  );
  app.get("/signin.html", (c) =>
    c.html(`<!doctype html><html lang="en"><head><title>Foreign portal</title>
<script type="module" src="/elements/vdc-login.js"></script></head><body>
<form id="portal-search"><label>Portal search <input id="portal-search-input"></label></form>
<vdc-login proxy-base="/proxy" locale="en"></vdc-login></body></html>`),
  );
  app.get("/elements.html", (c) =>
    c.html(`<!doctype html><html lang="en"><head><title>Foreign portal</title>
<script type="module" src="/elements/register-all.js"></script></head><body><main id="slots"></main>
<script type="module">
  const answer = await fetch("/proxy/rest/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "vdc-demo", domain: "EXAMPLE" }),
  }).then((response) => response.json());
  const tags = ${JSON.stringify(MANIFEST_TAGS.filter((tag) => tag !== "vdc-login"))};
  for (const tag of tags) {
    const element = document.createElement(tag);
    element.setAttribute("access-token", answer.access_token);
    element.setAttribute("refresh-token", answer.refresh_token);
    element.setAttribute("proxy-base", "/proxy");
    element.setAttribute("locale", "en");
    if (tag === "vdc-desktop-pool") element.setAttribute("pool-id", ${JSON.stringify(poolId)});
    document.getElementById("slots").append(element);
  }
</script></body></html>`),
  );
  return app;
}

describe("every element in a foreign portal with REST tokens only", () => {
  let browser: Browser;
  let server: ServerType;
  let origin: string;
  let emulator: Emulator;
  let admin: EmulatorClient;
  let token: string;

  beforeAll(async () => {
    emulator = createEmulator();
    admin = new EmulatorClient(emulator);
    token = (await admin.restLogin("admin")).access_token;
    const pools = (await (await admin.rest("GET", "/rest/inventory/v1/desktop-pools", token)).json()) as {
      id: string;
      name: string;
    }[];
    const pool = pools.find((candidate) => candidate.name === "Sales-Win11-01") ?? pools[0];
    const app = foreignPortal(emulator, pool?.id ?? "");
    [browser, server] = await Promise.all([
      launchBrowser(),
      new Promise<ServerType>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
      }),
    ]);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      if (server && "closeAllConnections" in server) server.closeAllConnections();
    });
  });

  it("the manifest's elements read and save through the portal's proxy path", async () => {
    expect(MANIFEST_TAGS.length).toBeGreaterThanOrEqual(7);
    const { page, problems, errorResponses } = await openWatchedPage(browser, `${origin}/elements.html`);
    const outside: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/\/(rest|view-vlsi)\//.test(pathname) && !pathname.startsWith("/proxy/")) outside.push(pathname);
    });

    // Dashboard and sessions read.
    await page.locator('vdc-dashboard [part~="dashboard"]:not([aria-busy])').first().waitFor();
    await page.locator("vdc-sessions").getByRole("grid").getByRole("row").nth(1).waitFor();

    // Pools: the list reads, and one pool is disabled on its page (the confirmation is modal to the element).
    await page.locator("vdc-desktop-pools").getByRole("grid", { name: "Desktop pools" }).waitFor();
    const pool = page.locator("vdc-desktop-pool");
    await pool
      .getByRole("group", { name: "Desktop pool actions" })
      .getByRole("button", { name: "Disable" })
      .click();
    await pool.getByRole("dialog", { name: "Disable" }).getByRole("button", { name: "Disable" }).click();
    await pool
      .getByRole("group", { name: "Desktop pool actions" })
      .getByRole("button", { name: "Enable" })
      .waitFor();

    // Global settings: a general setting changed and saved through REST.
    const settings = page.locator("vdc-global-settings");
    await settings.getByRole("button", { name: "Edit" }).first().click();
    const edit = settings.getByRole("dialog");
    const timeout = edit.getByLabel("Console session timeout", { exact: false }).first();
    await timeout.fill("42");
    await edit.getByRole("button", { name: "Save" }).click();
    await edit.waitFor({ state: "detached" });

    // Licensing: a new licence key (a call only the view API has, through the proxy's view session).
    const licensing = page.locator("vdc-licensing");
    await licensing.getByRole("button", { name: "Edit license key" }).click();
    const keyDialog = licensing.getByRole("dialog");
    await keyDialog
      .getByRole("textbox", { name: "License key", exact: true })
      .fill("AB12C-3DE4F-5GH6I-7JK8L-9MN0P");
    await keyDialog.getByRole("button", { name: "Save" }).click();
    await keyDialog.waitFor({ state: "detached" });

    const general = (await (await admin.rest("GET", "/rest/config/v3/settings/general", token)).json()) as {
      console_session_timeout_minutes: number;
    };
    expect(general.console_session_timeout_minutes).toBe(42);
    const licenses = (await (await admin.rest("GET", "/rest/config/v1/licenses", token)).json()) as {
      license_key: string;
    }[];
    expect(licenses[0]?.license_key).toBe("AB12C-3DE4F-5GH6I-7JK8L-9MN0P");
    const pools = (await (await admin.rest("GET", "/rest/inventory/v1/desktop-pools", token)).json()) as {
      name: string;
      enabled: boolean;
    }[];
    expect(pools.filter((candidate) => !candidate.enabled).length).toBeGreaterThan(0);

    // Still signed in: no element fell back to "Waiting for the portal to sign in".
    expect(await page.locator('[part~="waiting"]').count()).toBe(0);
    expect(outside).toEqual([]);
    expect(errorResponses.filter((line) => line.startsWith("401"))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("<vdc-login> renders, and its pre-login banner leaves the portal's own page usable", async () => {
    const general = await (await admin.rest("GET", "/rest/config/v3/settings/general", token)).json();
    const put = await admin.rest("PUT", "/rest/config/v3/settings/general", token, {
      body: {
        ...(general as object),
        display_pre_login_admin_banner: true,
        pre_login_admin_banner_header: "Authorised use only",
        pre_login_admin_banner_message: "Activity is logged.",
      },
    });
    expect(put.status).toBe(204);
    const { page, problems } = await openWatchedPage(browser, `${origin}/signin.html`);
    const banner = page.locator("vdc-login").getByRole("dialog", { name: "Authorised use only" });
    await banner.waitFor();
    // The banner is modal to the element: the portal's own field still takes focus and text.
    await page.locator("#portal-search-input").fill("invoices");
    expect(await page.locator("#portal-search-input").inputValue()).toBe("invoices");
    expect(await page.evaluate(() => document.querySelector(":modal") === null)).toBe(true);
    // Keyboard focus stays inside the banner while it is open.
    await banner.getByRole("button").first().focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => {
        const root = document.querySelector("vdc-login")?.shadowRoot;
        return root?.activeElement?.closest("dialog") !== null && root?.activeElement !== undefined;
      }),
    ).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
