/**
 * The client's address as the console server saw its socket, on every request it hands to the pod (sign-in
 * throttling per client). The console server always overwrites it, so a client cannot choose its bucket.
 */
export const CLIENT_ADDRESS_HEADER = "X-Forwarded-For";

/** The Node socket's remote address when served by @hono/node-server; undefined otherwise (tests). */
export function socketAddress(c: { env: unknown }): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}
