// The package as a portal developer gets it: `npm pack`, installed from the tarball into a throw-away portal
// project outside the repository, then one element rendered twice against the emulator through the portal's
// proxy path: from a plain HTML page, and from a React 19 app whose own tsc checks the element's JSX
// attributes and events and whose own bundler (esbuild) bundles it.
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { serveFile } from "../../server/http/static-files";
import { launchBrowser, openWatchedPage } from "./support/browser";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

interface PackResult {
  filename: string;
  files: { path: string }[];
}

/** The version of a package installed in the repository, so the portal project installs from npm's cache. */
function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${failure.stdout ?? ""}${failure.stderr ?? ""}`, {
      cause: error,
    });
  }
}

const APP_TSX = `import { useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import "vdc-console/vdc-desktop-pools";
import type {} from "vdc-console/react-jsx";

interface Tokens {
  access_token: string;
  refresh_token: string;
}

function Pools({ tokens }: { tokens: Tokens }) {
  const [route, setRoute] = useState("");
  const element = useRef<HTMLElementTagNameMap["vdc-desktop-pools"]>(null);
  return (
    <>
      <p id="route">{route}</p>
      <button type="button" onClick={() => void element.current?.signOut()}>
        Sign out
      </button>
      <vdc-desktop-pools
        ref={element}
        access-token={tokens.access_token}
        refresh-token={tokens.refresh_token}
        proxy-base="/proxy"
        locale="en"
        theme="dark"
        onvdc-navigate={(event) => {
          event.preventDefault();
          setRoute(event.detail.route);
        }}
      />
    </>
  );
}

// The typings must reject what the element does not take.
// @ts-expect-error theme is light, dark or auto
export const wrongTheme = <vdc-desktop-pools theme="purple" />;
// @ts-expect-error a navigate listener receives a VdcNavigateEvent, whose detail has no "pool"
export const wrongListener = <vdc-desktop-pools onvdc-navigate={(event) => event.detail.pool} />;

const tokens = (await fetch("/proxy/rest/login", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ username: "admin", password: "vdc-demo", domain: "EXAMPLE" }),
}).then((response) => response.json())) as Tokens;
createRoot(document.getElementById("app")!).render(<Pools tokens={tokens} />);
`;

const PLAIN_HTML = `<!doctype html><html lang="en"><head><title>Plain portal</title>
<script type="module" src="/node_modules/vdc-console/dist/elements/register-all.js"></script></head>
<body><main id="slot"></main><script type="module">
  const tokens = await fetch("/proxy/rest/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "vdc-demo", domain: "EXAMPLE" }),
  }).then((response) => response.json());
  const element = document.createElement("vdc-desktop-pools");
  element.setAttribute("access-token", tokens.access_token);
  element.setAttribute("refresh-token", tokens.refresh_token);
  element.setAttribute("proxy-base", "/proxy");
  element.setAttribute("locale", "en");
  document.getElementById("slot").append(element);
</script></body></html>`;

const REACT_HTML = `<!doctype html><html lang="en"><head><title>React portal</title>
<script type="module" src="/public/app.js"></script></head><body><div id="app"></div></body></html>`;

/** The throw-away portal's server: its files, and the console APIs under its proxy path. */
function portalServer(projectDir: string, emulator: Emulator): Hono {
  const app = new Hono();
  app.all("/proxy/*", async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("Cookie");
    const body = c.req.method === "GET" ? null : await c.req.raw.arrayBuffer();
    return emulator.fetch(
      new Request(`http://emulator.test${url.pathname.slice("/proxy".length)}${url.search}`, {
        method: c.req.method,
        headers,
        body,
      }),
    );
  });
  app.get("/*", async (c) => (await serveFile(projectDir, c.req.path.slice(1))) ?? c.notFound());
  return app;
}

describe("the package installed in a portal project", () => {
  let workDir: string;
  let projectDir: string;
  let packed: PackResult;
  let browser: Browser;
  let server: ServerType;
  let origin: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), "vdc-package-"));
    // The dist/ the layer runs against (`npm run build` comes first), packed as it is: the prepack script
    // would rebuild it when a source is newer, deleting it under the flows that run beside this one.
    const results = JSON.parse(
      run(NPM, ["pack", "--json", "--ignore-scripts", "--pack-destination", workDir], ROOT),
    ) as PackResult[];
    if (!results[0]) throw new Error("npm pack answered no package");
    packed = results[0];
    projectDir = join(workDir, "tenant-portal");
    mkdirSync(join(projectDir, "src"), { recursive: true });
    const dependencies = Object.fromEntries(
      ["react", "react-dom", "@types/react", "@types/react-dom", "typescript", "esbuild"].map((name) => [
        name,
        installedVersion(name),
      ]),
    );
    writeFileSync(
      join(projectDir, "package.json"),
      JSON.stringify({
        name: "tenant-portal",
        private: true,
        type: "module",
        dependencies: { "vdc-console": `file:../${packed.filename}`, ...dependencies },
      }),
    );
    writeFileSync(
      join(projectDir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "ESNext",
          moduleResolution: "bundler",
          jsx: "react-jsx",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          lib: ["ES2022", "DOM", "DOM.Iterable"],
          types: [],
        },
        include: ["src"],
      }),
    );
    writeFileSync(join(projectDir, "src/app.tsx"), APP_TSX);
    writeFileSync(join(projectDir, "plain.html"), PLAIN_HTML);
    writeFileSync(join(projectDir, "react.html"), REACT_HTML);
    run(NPM, ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], projectDir);

    const emulator = createEmulator();
    const app = portalServer(projectDir, emulator);
    [browser, server] = await Promise.all([
      launchBrowser(),
      new Promise<ServerType>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
      }),
    ]);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it("publishes the element bundles, their typings and the manifest, and nothing of tests, stories or the emulator", () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "package.json",
        "custom-elements.json",
        "dist/elements/register-all.js",
        "dist/elements/register-all.d.ts",
        "dist/elements/vdc-desktop-pools.js",
        "dist/elements/vdc-desktop-pools.d.ts",
        "dist/elements/react-jsx.d.ts",
        "dist/elements/element-events.d.ts",
        "dist/elements/locales/bundle_de.json",
      ]),
    );
    const unexpected = paths.filter(
      (path) =>
        !/^(package\.json|README\.md|custom-elements\.json|docs\/elements\.md|dist\/elements\/.+)$/.test(
          path,
        ) || /\.map$|\.test\.|stories|emulator|server\//.test(path),
    );
    expect(unexpected).toEqual([]);
  });

  it("renders from a plain HTML page that loads the installed module", async () => {
    const { page, problems } = await openWatchedPage(browser, `${origin}/plain.html`);
    const grid = page.locator("vdc-desktop-pools").getByRole("grid", { name: "Desktop pools" });
    await grid.getByRole("row").nth(1).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("type-checks and bundles a React 19 app with the portal's own tools, which renders and hears vdc-navigate", async () => {
    // tsc fails on a wrong attribute or listener only through the package's typings (the @ts-expect-error lines).
    run(process.execPath, [join(projectDir, "node_modules/typescript/bin/tsc"), "-p", "."], projectDir);
    run(
      join(projectDir, "node_modules/.bin/esbuild"),
      [
        "src/app.tsx",
        "--bundle",
        "--format=esm",
        "--jsx=automatic",
        "--outfile=public/app.js",
        "--log-level=error",
      ],
      projectDir,
    );
    // As the README says: the translation bundles are served beside the portal's bundle.
    cpSync(
      join(projectDir, "node_modules/vdc-console/dist/elements/locales"),
      join(projectDir, "public/locales"),
      {
        recursive: true,
      },
    );

    const { page, problems } = await openWatchedPage(browser, `${origin}/react.html`);
    const grid = page.locator("vdc-desktop-pools").getByRole("grid", { name: "Desktop pools" });
    const firstPool = grid.getByRole("row").nth(1).getByRole("button").first();
    const name = await firstPool.textContent();
    await firstPool.click();
    await expect.poll(() => page.locator("#route").textContent()).toMatch(/^\/main\/desktops\/.+/);
    expect(name).not.toBe("");
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
