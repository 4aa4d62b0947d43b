import type { Emulator } from "../emulator";

const BASE = "http://emulator.test";
export const VIEW_BASE = "/view-vlsi/rest/v1";

export interface RestTokens {
  access_token: string;
  refresh_token: string;
}

export interface ViewSession {
  cookie: string;
  csrf: string;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body string, sent as is (malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Small request helpers over an emulator's fetch, for contract tests of both API generations. */
export class EmulatorClient {
  readonly emulator: Emulator;

  constructor(emulator: Emulator) {
    this.emulator = emulator;
  }

  /** Any request; JSON body when `body` is given. */
  send(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    }
    return this.emulator.fetch(
      new Request(`${BASE}${path}`, { method, headers, ...(body === undefined ? {} : { body }) }),
    );
  }

  /** A REST call with a bearer token (none when `token` is undefined). */
  rest(
    method: string,
    path: string,
    token: string | undefined,
    options: CallOptions = {},
  ): Promise<Response> {
    return this.send(method, path, {
      ...options,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
    });
  }

  /** REST sign-in with a plain password (as scripts do) as one of the demo users. */
  async restLogin(username: string, password = "vdc-demo"): Promise<RestTokens> {
    const response = await this.send("POST", "/rest/login", {
      body: { username, password, domain: "EXAMPLE" },
    });
    if (response.status !== 200) throw new Error(`login of ${username} failed: ${response.status}`);
    return (await response.json()) as RestTokens;
  }

  /** View API sign-in: the session cookie and the CSRF token. */
  async viewLogin(name: string, passwd = "vdc-demo"): Promise<ViewSession> {
    const response = await this.send("POST", `${VIEW_BASE}/login`, {
      body: { name, passwd, domain: "EXAMPLE" },
    });
    if (response.status !== 200) throw new Error(`view login of ${name} failed: ${response.status}`);
    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    return { cookie, csrf: response.headers.get("CSRFToken") ?? "" };
  }

  /** A view API call (path relative to /view-vlsi/rest/v1/) with the session's cookie and CSRF header. */
  view(
    method: string,
    path: string,
    session: ViewSession | undefined,
    options: CallOptions = {},
  ): Promise<Response> {
    return this.send(method, `${VIEW_BASE}/${path}`, {
      ...options,
      headers: {
        ...(session ? { Cookie: session.cookie, CSRFToken: session.csrf } : {}),
        ...options.headers,
      },
    });
  }
}
