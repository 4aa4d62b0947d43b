import { describe, expect, it, vi } from "vitest";
import { createUpstreamProxy } from "./upstream-proxy";

describe("upstream proxy", () => {
  it("forwards method, path, query, body and cookies, and exposes the console's headers", async () => {
    const upstreamFetch = vi.fn(async (_input: URL | RequestInfo, _init?: RequestInit): Promise<Response> => {
      const headers = new Headers({ "Content-Type": "application/json", has_more_records: "true" });
      headers.append("Set-Cookie", "JSESSIONID=abc; Path=/; Secure; HttpOnly");
      return new Response('{"ok":true}', { status: 201, headers });
    });
    const proxy = createUpstreamProxy(new URL("https://cs.example.com"), upstreamFetch);
    const response = await proxy(
      new Request("http://127.0.0.1:8080/rest/login?client_reference_id=7", {
        method: "POST",
        headers: { Cookie: "a=b", "Content-Type": "application/json" },
        body: '{"username":"admin"}',
      }),
    );
    const [target, init] = upstreamFetch.mock.calls[0] as [URL, RequestInit];
    expect(target.href).toBe("https://cs.example.com/rest/login?client_reference_id=7");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Cookie")).toBe("a=b");
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"username":"admin"}');
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["JSESSIONID=abc; Path=/; Secure; HttpOnly"]);
    expect(response.headers.get("Access-Control-Expose-Headers")).toContain("has_more_records");
  });

  it("answers 502 with a REST error body when the upstream cannot be reached", async () => {
    const unreachable = async (): Promise<Response> => {
      throw new TypeError("fetch failed");
    };
    const proxy = createUpstreamProxy(new URL("https://cs.example.com"), unreachable);
    const response = await proxy(new Request("http://127.0.0.1/rest/config/v1/licenses"));
    expect(response.status).toBe(502);
    const body = (await response.json()) as { errors: { error_key: string }[] };
    expect(body.errors[0]?.error_key).toBe("UPSTREAM_UNREACHABLE");
  });
});
