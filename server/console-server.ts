import { Hono } from "hono";
import { createPortalRoutes } from "../portal-demo/server/portal-routes";
import { FEATURE_TOGGLE_PATHS } from "./emulator/config/feature-toggle-routes";
import { errorResponse } from "./emulator/http/errors";
import { MAX_BODY_BYTES, requestBodyLimit } from "./http/body-limit";
import { CLIENT_ADDRESS_HEADER, socketAddress } from "./http/client-address";
import { consoleContentSecurityPolicy, portalContentSecurityPolicy } from "./http/content-security-policy";
import { serveFile } from "./http/static-files";

/** Answers one API request: the pod emulator in process, or the proxy to a real Connection Server. */
export type ApiHandler = (request: Request) => Promise<Response>;

export interface ConsoleServerOptions {
  /** Absolute path of the build output (dist/). */
  distDir: string;
  api: ApiHandler;
  /** CSP frame-ancestors of the standalone console; "'self'" unless configured. */
  frameAncestors?: string;
}

/** The API paths of both generations, as served by a Connection Server. */
export const API_PATH_PREFIXES = ["/view-vlsi/rest/v1/", "/rest/"] as const;

/**
 * One web-standard app: the standalone console at /, the portal demo at /portal/, the element bundles
 * at /elements/, and both API generations handed to `api`.
 */
export function createConsoleServer({ distDir, api, frameAncestors = "'self'" }: ConsoleServerOptions): Hono {
  const app = new Hono();
  const csp = consoleContentSecurityPolicy(frameAncestors);

  // Every route, the portal's sign-in included: nothing a stranger sends is read past the limit.
  app.use(
    "*",
    requestBodyLimit((c) =>
      c.req.path.startsWith("/portal/")
        ? c.json({ error: "body_too_large", maxBytes: MAX_BODY_BYTES }, 413)
        : errorResponse(
            c.req.path,
            413,
            "request.body.too_large",
            `Request bodies are limited to ${MAX_BODY_BYTES} bytes`,
          ),
    ),
  );
  // The pod sees the client's address (sign-in throttling per client): the socket's, never a header the
  // client sent.
  app.use("*", async (c, next) => {
    c.req.raw.headers.delete(CLIENT_ADDRESS_HEADER);
    const address = socketAddress(c);
    if (address) c.req.raw.headers.set(CLIENT_ADDRESS_HEADER, address);
    await next();
  });

  app.all("/view-vlsi/rest/v1/*", (c) => api(c.req.raw));
  app.all("/rest/*", (c) => api(c.req.raw));
  // The admin console's feature flags belong to the server, as on a Connection Server.
  for (const path of FEATURE_TOGGLE_PATHS) app.get(path, (c) => api(c.req.raw));

  app.route("/portal", createPortalRoutes({ api }));
  app.get("/portal", (c) => c.redirect("/portal/"));
  app.get("/portal/*", async (c) => {
    const response = await serveFile(`${distDir}/portal`, c.req.path.slice("/portal/".length));
    if (!response) return c.notFound();
    if (response.headers.get("Content-Type")?.startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", portalContentSecurityPolicy());
      response.headers.set("Referrer-Policy", "no-referrer");
    }
    return response;
  });
  app.get(
    "/elements/*",
    async (c) =>
      (await serveFile(`${distDir}/elements`, c.req.path.slice("/elements/".length))) ?? c.notFound(),
  );

  app.get("/*", async (c) => {
    const response = await serveFile(`${distDir}/console`, c.req.path.slice(1));
    if (!response) return c.notFound();
    if (response.headers.get("Content-Type")?.startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", csp);
      response.headers.set("Referrer-Policy", "no-referrer");
    }
    return response;
  });

  app.notFound((c) => c.text("Not found", 404));
  return app;
}
