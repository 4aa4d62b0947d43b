import { Hono } from "hono";

export interface EmulatorOptions {
  /** Size of the seeded inventory. */
  scale?: "small" | "large" | "federation";
}

/** A Connection Server stand-in: a web-standard request handler for both API generations. */
export interface Emulator {
  fetch: (request: Request) => Promise<Response>;
}

/** The REST error body of the second API generation. */
function restError(path: string, status: number, error: string, errorKey: string, message: string): Response {
  return Response.json(
    { status, timestamp: Date.now(), error, path, errors: [{ error_key: errorKey, error_message: message }] },
    { status },
  );
}

/** Builds an emulator with its own in-memory state. */
export function createEmulator(_options: EmulatorOptions = {}): Emulator {
  const app = new Hono();

  app.get("/rest/config/v1/pre-logon-settings", (c) =>
    c.json({
      enable_user_name_caching: true,
      console_session_timeout_minutes: 30,
      api_session_timeout_minutes: 30,
      display_pre_login_admin_banner: false,
    }),
  );

  app.notFound((c) =>
    restError(c.req.path, 404, "Not Found", "NOT_FOUND", `No such endpoint: ${c.req.method} ${c.req.path}`),
  );

  return { fetch: async (request) => app.fetch(request) };
}
