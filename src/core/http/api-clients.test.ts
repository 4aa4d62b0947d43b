import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n";
import {
  accessToken,
  clearSession,
  csrfToken,
  hasCompletedLogin,
  isBehindIdentityProvider,
  proxyBase,
  refreshToken,
} from "../session/session.model";
import { ApiError } from "./api-error";
import {
  apiPath,
  fetchAllPages,
  hasMoreRecords,
  idFromLocation,
  queryString,
  restApi,
  setApiFetch,
  viewApi,
  withoutErrorBanner,
} from "./api-clients";
import { handlerFetch } from "./api-fetch";
import {
  banner,
  dismissBanner,
  hasNetworkError,
  onEntityNotFound,
  onSessionExpired,
} from "./http-status.model";

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

let seen: Seen[] = [];

function serve(handler: (request: Request) => Response | Promise<Response>) {
  seen = [];
  setApiFetch(
    handlerFetch(async (request) => {
      const body = request.body ? await request.clone().text() : "";
      seen.push({ url: request.url, method: request.method, headers: request.headers, body });
      return handler(request);
    }),
  );
}

beforeEach(() => {
  clearSession();
  proxyBase.value = "";
  dismissBanner();
  hasNetworkError.value = false;
});

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("request headers", () => {
  it("sends the REST bearer to /rest and the CSRF token, not the bearer, to the view API", async () => {
    accessToken.value = "rest-token";
    csrfToken.value = "csrf-1";
    serve(() => Response.json({ ok: true }));
    await restApi.get("/config/v1/licenses").json();
    await viewApi.get("ADDomain/List").json();
    expect(seen[0]?.url).toBe("http://vdc.test/rest/config/v1/licenses");
    expect(seen[0]?.headers.get("Authorization")).toBe("Bearer rest-token");
    expect(seen[0]?.headers.get("CSRFToken")).toBeNull();
    expect(seen[1]?.url).toBe("http://vdc.test/view-vlsi/rest/v1/ADDomain/List");
    expect(seen[1]?.headers.get("CSRFToken")).toBe("csrf-1");
    expect(seen[1]?.headers.get("Authorization")).toBeNull();
  });

  it("sends the identity provider's bearer to both APIs", async () => {
    accessToken.value = "idp-token";
    isBehindIdentityProvider.value = true;
    serve(() => Response.json({}));
    await viewApi.get("login").res();
    expect(seen[0]?.headers.get("Authorization")).toBe("Bearer idp-token");
  });

  it("never overwrites a header the caller set", async () => {
    accessToken.value = "rest-token";
    serve(() => Response.json({}));
    await restApi.headers({ Authorization: "Bearer other", "Accept-Language": "fr" }).get("/x").res();
    expect(seen[0]?.headers.get("Authorization")).toBe("Bearer other");
    expect(seen[0]?.headers.get("Accept-Language")).toBe("fr");
  });

  it("sends JSON in UTF-8 and the console's language", async () => {
    await i18n.changeLanguage("de");
    serve(() => Response.json({ id: 1 }));
    await restApi.post({ name: "Pool ü" }, "/inventory/v1/desktop-pools").json();
    expect(seen[0]?.headers.get("Content-Type")).toBe("application/json; charset=UTF-8");
    expect(seen[0]?.headers.get("Accept-Language")).toBe("de");
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({ name: "Pool ü" });
  });

  it("rewrites both bases onto the portal's proxy base when embedded", async () => {
    proxyBase.value = "/portal/api/pod-1/";
    serve(() => Response.json({}));
    await restApi.get("/config/v1/licenses").res();
    await viewApi.get("login").res();
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual([
      "/portal/api/pod-1/rest/config/v1/licenses",
      "/portal/api/pod-1/view-vlsi/rest/v1/login",
    ]);
  });
});

describe("errors and the shared handling table", () => {
  it("rejects with an ApiError carrying the REST error key", async () => {
    serve(() =>
      Response.json(
        { status: 404, errors: [{ error_key: "pool.not.found", error_message: "Gone" }] },
        { status: 404 },
      ),
    );
    const error = await restApi
      .get("/inventory/v1/desktop-pools/p1")
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).errorKey).toBe("pool.not.found");
    expect(banner.value).toBeNull();
  });

  it("shows SERVER_ERROR_OCCURRED_RETRY on a 500 and marks a network error", async () => {
    serve(() => new Response("<html><body>Internal error</body></html>", { status: 500 }));
    await expect(restApi.get("/x").json()).rejects.toMatchObject({ status: 500, isHtml: true });
    expect(banner.value).toMatchObject({ level: "error", key: "SERVER_ERROR_OCCURRED_RETRY" });
    expect(hasNetworkError.value).toBe(true);
  });

  it("leaves the banner out for a quiet call", async () => {
    serve(() => new Response("", { status: 500 }));
    await expect(withoutErrorBanner(restApi).get("/x").json()).rejects.toBeInstanceOf(ApiError);
    expect(banner.value).toBeNull();
  });

  it("shows ERROR_OCCURRED_RETRY when the server does not answer", async () => {
    setApiFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(viewApi.get("globalsettings/get").json()).rejects.toMatchObject({
      status: 0,
      isNetworkError: true,
    });
    expect(banner.value).toMatchObject({ key: "ERROR_OCCURRED_RETRY" });
  });

  it("treats a cancelled request as no error: no banner, no network flag, the caller's abort passed on", async () => {
    setApiFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error));
        }),
    );
    const controller = new AbortController();
    const pending = restApi.options({ signal: controller.signal }).get("/config/v1/licenses").json();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(banner.value).toBeNull();
    expect(hasNetworkError.value).toBe(false);
  });

  it("skips the table for paths containing login", async () => {
    serve(() => new Response("", { status: 500 }));
    await expect(viewApi.post({}, "login").res()).rejects.toMatchObject({ status: 500 });
    expect(banner.value).toBeNull();
  });

  it("fails a 201 whose body carries category and message", async () => {
    serve(() => Response.json({ category: "InvalidArgument", message: "Bad name" }, { status: 201 }));
    await expect(viewApi.post({ name: "x" }, "AccessGroup/create").json()).rejects.toMatchObject({
      status: 201,
      message: "Bad name",
    });
  });

  it("reports a 400 entity-not-found on a get of a details item", async () => {
    const events: unknown[] = [];
    const stop = onEntityNotFound((event) => events.push(event));
    serve(() =>
      Response.json({ errors: [{ error_key: "EntityNotFound", error_message: "No pool" }] }, { status: 400 }),
    );
    await expect(restApi.get("/inventory/v1/desktop-pools/pool-7").json()).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(events).toEqual([
      { kind: "desktop", id: "pool-7", path: "/rest/inventory/v1/desktop-pools/pool-7" },
    ]);
  });

  it("passes 403 and 404 to the caller without side effects", async () => {
    const expiries: unknown[] = [];
    const stop = onSessionExpired((event) => expiries.push(event));
    accessToken.value = "t";
    hasCompletedLogin.value = true;
    serve(() => new Response("", { status: 403 }));
    await expect(restApi.get("/x").json()).rejects.toMatchObject({ status: 403 });
    stop();
    expect(expiries).toEqual([]);
    expect(accessToken.value).toBe("t");
  });
});

describe("401 handling", () => {
  it("refreshes once for 20 concurrent 401s and retries every request with the new token", async () => {
    accessToken.value = "old";
    refreshToken.value = "refresh-1";
    hasCompletedLogin.value = true;
    let refreshCalls = 0;
    serve(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/rest/refresh") {
        refreshCalls += 1;
        expect(await request.json()).toEqual({ refresh_token: "refresh-1" });
        return new Response(JSON.stringify({ access_token: "new" }), { status: 200 });
      }
      return request.headers.get("Authorization") === "Bearer new"
        ? Response.json({ path })
        : new Response("", { status: 401 });
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => restApi.get(`/item/${index}`).json<{ path: string }>()),
    );
    expect(refreshCalls).toBe(1);
    expect(results.map((result) => result.path)).toEqual(
      Array.from({ length: 20 }, (_, index) => `/rest/item/${index}`),
    );
    expect(accessToken.value).toBe("new");
  });

  it("expires the session once when the refresh fails, clearing it and telling listeners", async () => {
    accessToken.value = "old";
    refreshToken.value = "refresh-1";
    hasCompletedLogin.value = true;
    const expiries: unknown[] = [];
    const stop = onSessionExpired((event) => expiries.push(event));
    serve(() => new Response("", { status: 401 }));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => restApi.get("/x").json()));
    stop();
    expect(results.every((result) => result.status === "rejected")).toBe(true);
    expect(expiries).toEqual([{ reason: "unauthorized" }]);
    expect(accessToken.value).toBeNull();
    expect(hasCompletedLogin.value).toBe(false);
    expect(seen.filter((request) => request.url.endsWith("/rest/refresh"))).toHaveLength(1);
  });

  it("expires at once on a view API 401", async () => {
    csrfToken.value = "c";
    hasCompletedLogin.value = true;
    const expiries: unknown[] = [];
    const stop = onSessionExpired((event) => expiries.push(event));
    serve(() => new Response("", { status: 401 }));
    await expect(viewApi.get("globalsettings/get").json()).rejects.toMatchObject({ status: 401 });
    stop();
    expect(expiries).toHaveLength(1);
    expect(csrfToken.value).toBeNull();
  });

  it("never ends a newer session for a late 401 answering a view call of the session before it", async () => {
    csrfToken.value = "old-session";
    hasCompletedLogin.value = true;
    const expiries: unknown[] = [];
    const stop = onSessionExpired((event) => expiries.push(event));
    let answerOld: () => void = () => undefined;
    serve((request) =>
      request.headers.get("CSRFToken") === "old-session"
        ? new Promise<Response>((resolve) => {
            answerOld = () => resolve(new Response("", { status: 401 }));
          })
        : Response.json({ generalData: {} }),
    );
    const late = viewApi.get("globalsettings/get").json();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    // Signed out and in again while the old request was on its way.
    csrfToken.value = "new-session";
    answerOld();
    await expect(late).resolves.toEqual({ generalData: {} });
    stop();
    expect(expiries).toEqual([]);
    expect(csrfToken.value).toBe("new-session");
    expect(seen[1]?.headers.get("CSRFToken")).toBe("new-session");
  });

  it("keeps a page on REST tokens signed in when a view API call it has no session for gets 401", async () => {
    accessToken.value = "rest-only";
    refreshToken.value = "refresh-1";
    hasCompletedLogin.value = true;
    const expiries: unknown[] = [];
    const stop = onSessionExpired((event) => expiries.push(event));
    serve(() => new Response("", { status: 401 }));
    await expect(viewApi.get("License/GetUsage").json()).rejects.toMatchObject({ status: 401 });
    stop();
    expect(expiries).toEqual([]);
    expect(accessToken.value).toBe("rest-only");
    expect(seen.filter((request) => request.url.endsWith("/rest/refresh"))).toHaveLength(0);
  });

  it("does not expire anything on a 401 from a login call", async () => {
    csrfToken.value = "c";
    hasCompletedLogin.value = true;
    serve(() => new Response("", { status: 401 }));
    await expect(viewApi.post({}, "login").res()).rejects.toMatchObject({ status: 401 });
    expect(csrfToken.value).toBe("c");
  });
});

describe("paths, parameters and paging", () => {
  it("replaces path placeholders with encoded values", () => {
    expect(apiPath("/config/v2/local-access-groups/{id}", { id: "a/b c" })).toBe(
      "/config/v2/local-access-groups/a%2Fb%20c",
    );
    expect(() => apiPath("/x/{id}", {})).toThrow(/\{id\}/);
  });

  it("builds optional list parameters and sends a filter object as JSON", () => {
    expect(queryString({})).toBe("");
    expect(queryString({ page: 2, size: 50, sort_by: "name", order_by: "ASC", filter: undefined })).toBe(
      "?page=2&size=50&sort_by=name&order_by=ASC",
    );
    const filter = { type: "Equals", name: "enabled", value: true };
    expect(new URLSearchParams(queryString({ filter })).get("filter")).toBe(JSON.stringify(filter));
  });

  it("reads a created id from the last segment of the Location header", () => {
    const response = new Response(null, { status: 201, headers: { Location: "/rest/x/v1/farms/farm-42/" } });
    expect(idFromLocation(response)).toBe("farm-42");
    expect(idFromLocation(new Response(null, { status: 201 }))).toBeUndefined();
  });

  it("reads has_more_records in any case, and guesses from a full page without it", () => {
    expect(hasMoreRecords(new Response(null, { headers: { HAS_MORE_RECORDS: "TRUE" } }), 3, 10)).toBe(true);
    expect(hasMoreRecords(new Response(null, { headers: { has_more_records: "false" } }), 10, 10)).toBe(
      false,
    );
    expect(hasMoreRecords(new Response(null), 10, 10)).toBe(true);
    expect(hasMoreRecords(new Response(null), 9, 10)).toBe(false);
  });

  it("fetches every page while has_more_records says so", async () => {
    const all = Array.from({ length: 5 }, (_, index) => ({ id: index }));
    serve((request) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get("page"));
      const size = Number(url.searchParams.get("size"));
      const rows = all.slice((page - 1) * size, page * size);
      return Response.json(rows, { headers: { has_more_records: String(page * size < all.length) } });
    });
    expect(await fetchAllPages("/inventory/v1/machines", { size: 2, sort_by: "name" })).toEqual(all);
    expect(seen.map((request) => new URL(request.url).search)).toEqual([
      "?size=2&sort_by=name&page=1",
      "?size=2&sort_by=name&page=2",
      "?size=2&sort_by=name&page=3",
    ]);
  });

  it("uses page 1 and size 1000 by default and stops on a short page without the header", async () => {
    serve(() => Response.json([{ id: 1 }]));
    expect(await fetchAllPages("/x")).toEqual([{ id: 1 }]);
    expect(new URL(seen[0]!.url).search).toBe("?page=1&size=1000");
  });

  it("stops when a server without the header repeats the same full page", async () => {
    serve(() => Response.json([{ id: 1 }, { id: 2 }]));
    expect(await fetchAllPages("/x", { size: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(seen).toHaveLength(2);
  });
});

describe("handlerFetch", () => {
  it("hands Request objects through", async () => {
    const handler = vi.fn(async (request: Request) => new Response(request.url));
    const response = await handlerFetch(handler)(new Request("http://other.test/a"));
    expect(await response.text()).toBe("http://other.test/a");
  });
});
