import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "../http/api-clients";
import { handlerFetch } from "../http/api-fetch";
import { Query } from "./query.model";
import { QueryService } from "./query-service";
import { viewQueryTransport } from "./view-query-service";

const requests: { method: string; url: string; body: string }[] = [];

function answer(byPath: Record<string, string>) {
  setApiFetch(
    handlerFetch(async (request) => {
      const url = new URL(request.url);
      requests.push({ method: request.method, url: url.pathname + url.search, body: await request.text() });
      const text = byPath[url.pathname.replace(/^.*queryservice\//, "")] ?? "";
      return new Response(text, { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
}

afterEach(() => {
  requests.length = 0;
  setApiFetch((input, init) => fetch(input, init));
});

describe("viewQueryTransport", () => {
  it("posts queries as JSON under the view API and passes cursor ids as the id parameter", async () => {
    answer({
      create: JSON.stringify({ id: "q1", results: [{ id: 1 }], remainingCount: 1 }),
      getnext: JSON.stringify({ id: "q1", results: [{ id: 2 }], remainingCount: 0 }),
      delete: "",
      getcount: "42",
    });
    const service = new QueryService(viewQueryTransport);
    const rows = await service.queryAll(new Query({ entityType: "TaskInfo", maxPageSize: 1 }));
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "POST /view-vlsi/rest/v1/queryservice/create",
      "POST /view-vlsi/rest/v1/queryservice/getnext?id=q1",
      "GET /view-vlsi/rest/v1/queryservice/delete?id=q1",
    ]);
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual({
      queryEntityType: "TaskInfo",
      sortDescending: false,
      startingOffset: 0,
      maxPageSize: 1,
    });
    expect(await service.getCount(new Query({ entityType: "TaskInfo" }))).toBe(42);
  });
});
