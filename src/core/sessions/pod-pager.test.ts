import { describe, expect, it } from "vitest";
import { PodPager } from "./pod-pager";

// Three pods of 5, 0 and 3 rows, served two rows a page as a REST list is.
const PODS: Record<string, string[]> = {
  a: ["a1", "a2", "a3", "a4", "a5"],
  b: [],
  c: ["c1", "c2", "c3"],
};

function pager() {
  const requests: string[] = [];
  const instance = new PodPager<string>(async (podId, page, size) => {
    requests.push(`${podId}:${page}`);
    const rows = PODS[podId]?.slice((page - 1) * size, page * size) ?? [];
    return { rows, hasMore: (PODS[podId]?.length ?? 0) > page * size };
  });
  return { instance, requests };
}

describe("PodPager", () => {
  it("pages through the pods in order, one request for each Next", async () => {
    const { instance, requests } = pager();
    const pages = [];
    for (let page = 1; page <= 5; page += 1) pages.push(await instance.page(["a", "b", "c"], page, 2));
    expect(pages.map((page) => page.rows)).toEqual([
      ["a1", "a2"],
      ["a3", "a4"],
      ["a5"],
      ["c1", "c2"],
      ["c3"],
    ]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, true, true, false]);
    expect(requests).toEqual(["a:1", "a:2", "a:3", "b:1", "c:1", "c:2"]);
  });

  it("jumps to a later page by counting the pages of pods it has not seen", async () => {
    const { instance } = pager();
    expect((await instance.page(["a", "b", "c"], 5, 2)).rows).toEqual(["c3"]);
    expect(await instance.page(["a", "b", "c"], 6, 2)).toEqual({ rows: [], hasMore: false });
    expect((await instance.page(["c"], 1, 2)).rows).toEqual(["c1", "c2"]);
  });
});
