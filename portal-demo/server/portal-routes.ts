import { Hono } from "hono";

export interface PortalRoutesOptions {
  /** The console APIs, reached by the portal's proxy path /portal/console-api/. */
  api: (request: Request) => Promise<Response>;
}

const PROXY_PREFIX = "/portal/console-api";

/**
 * The hosting portal's small server: a proxy path for the console APIs, so embedded elements talk
 * to the portal's own origin and path (the elements' proxy-base attribute).
 */
export function createPortalRoutes({ api }: PortalRoutesOptions): Hono {
  const routes = new Hono();
  routes.all("/console-api/*", (c) => {
    const incoming = new URL(c.req.url);
    const target = new URL(incoming.pathname.slice(PROXY_PREFIX.length) + incoming.search, incoming);
    return api(new Request(target, c.req.raw));
  });
  return routes;
}
