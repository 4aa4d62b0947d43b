/** Headers a browser must be allowed to read on cross-origin API responses (the console reads them). */
export const CONSOLE_EXPOSED_HEADERS = [
  "Authorization",
  "Bearer",
  "CSRFToken",
  "has_more_records",
  "HAS_MORE_RECORDS",
  "Location",
  "X-VDM-SmartCardSupportForAdmin",
  "X-VDM-ApiSessionTimeout",
  "X-VDM-ConsoleSessionTimeout",
];

// Hop-by-hop headers never cross a proxy (RFC 9110 section 7.6.1).
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
];

/**
 * A reverse proxy to a real Connection Server: same method, path, query, body, cookies and headers;
 * the response comes back with its cookies and the console's headers exposed.
 */
export function createUpstreamProxy(upstream: URL, fetchImpl: typeof fetch = fetch) {
  return async (request: Request): Promise<Response> => {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, upstream);
    const headers = new Headers(request.headers);
    for (const name of [...HOP_BY_HOP, "host"]) headers.delete(name);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    let response: Response;
    try {
      response = await fetchImpl(target, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : null,
        redirect: "manual",
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return Response.json(
        {
          status: 502,
          timestamp: Date.now(),
          error: "Bad Gateway",
          path: incoming.pathname,
          errors: [
            { error_key: "UPSTREAM_UNREACHABLE", error_message: `Upstream ${upstream.host}: ${reason}` },
          ],
        },
        { status: 502 },
      );
    }
    const responseHeaders = new Headers(response.headers);
    for (const name of HOP_BY_HOP) responseHeaders.delete(name);
    // fetch decodes the body; the encoding headers would now be wrong.
    responseHeaders.delete("content-encoding");
    responseHeaders.delete("content-length");
    responseHeaders.set("Access-Control-Expose-Headers", CONSOLE_EXPOSED_HEADERS.join(", "));
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: responseHeaders,
    });
  };
}
