import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Largest request body any route accepts (larger: 413 with a JSON error). A Connection Server's largest
 * documented bodies (a certificate chain, a bulk machine list) are far below it.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The one body limit of the servers: checked against Content-Length before a handler runs and counted
 * while a chunked body streams, so an over-long body is never held whole. `refuse` writes the 413 in the
 * answering API's own error shape.
 */
export function requestBodyLimit(refuse: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      const response = refuse(c);
      // The rest of the body is never read: the connection cannot carry another request after it.
      response.headers.set("Connection", "close");
      return response;
    },
  });
}
