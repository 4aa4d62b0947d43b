// `npm start`'s server process, and the standalone page and portal demo it serves, in Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { DIST_DIR } from "./support/console-under-test";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function startServerProcess(port: number): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [`${DIST_DIR}/server/main.mjs`], {
    env: { ...process.env, PORT: String(port) },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("the server process of npm start", () => {
  it("prints the URLs and demo accounts, answers, refuses a taken port, and stops on Ctrl-C", async () => {
    const port = await freePort();
    const server = startServerProcess(port);
    await waitFor(() => server.output().includes("Ctrl-C"), "the start-up banner");
    expect(server.output()).toContain(`http://127.0.0.1:${port}/`);
    expect(server.output()).toContain(`http://127.0.0.1:${port}/portal/`);
    for (const user of ["admin", "readonly", "helpdesk", "inventory", "custom"])
      expect(server.output()).toContain(user);
    expect(server.output()).toContain("vdc-demo");

    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");

    const second = startServerProcess(port);
    expect(await second.exited).toBe(1);
    expect(second.output().trim().split("\n")).toEqual([
      `vdc: port ${port} on 127.0.0.1 is already in use (set PORT or --port)`,
    ]);

    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  });
});

describe("pages in Chromium", () => {
  const running = useConsoleInChromium();

  it("renders the standalone login screen with the console's styles under the strict CSP", async () => {
    const { page, problems, errorResponses } = await openWatchedPage(
      running.browser,
      `${running.server.origin}/`,
    );
    // The panel shows while the start-up still reads the pod; the form, and its button, once it has read it.
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    const box = await page.locator(".login-panel").boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBeGreaterThanOrEqual(544);
    expect(problems).toEqual([]);
    // The pre-login probe of a signed-out browser is the only error answer (featureToggle.json is served).
    expect(errorResponses).toEqual(["401 GET /view-vlsi/rest/v1/login"]);
    await page.close();
  });

  it("shows the portal demo with a vdc element rendered from the built bundle", async () => {
    const { page, problems, errorResponses } = await openWatchedPage(
      running.browser,
      `${running.server.origin}/portal/`,
    );
    await page.getByRole("heading", { name: "Northwind Hosting" }).waitFor();
    await page.locator("vdc-login").getByRole("button", { name: "Sign in" }).waitFor();
    expect(problems).toEqual([]);
    // Signed out of the portal and of the console: the portal's session refresh and the console's
    // pre-login probe through the proxy path answer 401; nothing else fails.
    expect(errorResponses.toSorted()).toEqual([
      "401 GET /portal/console-api/view-vlsi/rest/v1/login",
      "401 POST /portal/api/session/refresh",
    ]);
    await page.close();
  });
});
