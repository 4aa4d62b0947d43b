import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createConsoleServer } from "./console-server";

function distFixture(): string {
  const dist = mkdtempSync(join(tmpdir(), "vdc-dist-"));
  for (const dir of ["console", "portal", "elements"]) mkdirSync(join(dist, dir));
  writeFileSync(join(dist, "console/index.html"), "<!doctype html><title>console</title>");
  writeFileSync(join(dist, "console/app.js"), "export {};");
  writeFileSync(join(dist, "portal/index.html"), "<!doctype html><title>portal</title>");
  writeFileSync(join(dist, "elements/vdc-login.js"), "export {};");
  writeFileSync(join(dist, "secret.txt"), "outside");
  return dist;
}

describe("console server", () => {
  const api = vi.fn(async (request: Request) => Response.json({ path: new URL(request.url).pathname }));
  const app = createConsoleServer({ distDir: distFixture(), api, frameAncestors: "https://portal.example" });

  it("serves the standalone page under a strict Content Security Policy", async () => {
    const response = await app.request("/");
    expect(response.status).toBe(200);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors https://portal.example");
  });

  it("serves scripts with a JavaScript content type", async () => {
    const response = await app.request("/app.js");
    expect(response.headers.get("Content-Type")).toContain("text/javascript");
  });

  it("hands both API generations to the API handler", async () => {
    expect(await (await app.request("/rest/inventory/v1/sessions")).json()).toEqual({
      path: "/rest/inventory/v1/sessions",
    });
    expect(await (await app.request("/view-vlsi/rest/v1/login", { method: "POST" })).json()).toEqual({
      path: "/view-vlsi/rest/v1/login",
    });
  });

  it("hands featureToggle.json, beside the page and under /admin, to the server", async () => {
    for (const path of ["/featureToggle.json", "/admin/featureToggle.json"]) {
      expect(await (await app.request(`${path}?v=1.0.0`)).json()).toEqual({ path });
    }
  });

  it("maps the portal's proxy path onto the console APIs", async () => {
    const response = await app.request("/portal/console-api/rest/config/v1/licenses?x=1");
    expect(await response.json()).toEqual({ path: "/rest/config/v1/licenses" });
  });

  it("serves the portal demo and element bundles", async () => {
    expect((await app.request("/portal/")).status).toBe(200);
    expect((await app.request("/elements/vdc-login.js")).status).toBe(200);
  });

  it("lets no other site frame the portal demo, whatever the console's frame-ancestors say", async () => {
    const csp = (await app.request("/portal/")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("https://portal.example");
    expect(csp).toContain("script-src 'self'");
  });

  it("never serves files outside the build folders", async () => {
    expect((await app.request("/..%2fsecret.txt")).status).toBe(404);
    expect((await app.request("/elements/..%2f..%2fsecret.txt")).status).toBe(404);
    expect((await app.request("/missing.js")).status).toBe(404);
  });
});
