import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmulator } from "../../../server/emulator/emulator";
import { EmulatorClient } from "../../../server/emulator/testing/emulator-client";
import { setApiFetch } from "../../core/http/api-clients";
import { handlerFetch } from "../../core/http/api-fetch";
import { ApiError } from "../../core/http/api-error";
import { accessToken, clearSession } from "../../core/session/session.model";
import { chunkIds, MAX_FILTER_CHARS, type NameLookup } from "../../core/query/id-names";
import { NameResolutionError, resolveNames, withResolvedNames, type NameKind } from "./session-names";
import { SessionSource } from "./sessions.model";
import type { Session } from "./sessions.types";

const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

function session(index: number, overrides: Partial<Session> = {}): Session {
  return {
    id: `s${index}`,
    user_id: `u${index}`,
    machine_id: `m${index}`,
    desktop_pool_id: `p${index % 3}`,
    session_type: "DESKTOP",
    session_state: "CONNECTED",
    ...overrides,
  };
}

/** Lookups that name every id "<id>-name", recording the chunks asked and the most in flight at once. */
function recordingLookups(fail?: (kind: NameKind, ids: readonly string[]) => Error | undefined) {
  const asked: { kind: NameKind; ids: readonly string[] }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const lookup =
    (kind: NameKind): NameLookup =>
    async (chunk) => {
      asked.push({ kind, ids: chunk });
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      // Let the other workers start before this one answers.
      await new Promise((resolve) => setTimeout(resolve, 0));
      inFlight -= 1;
      const error = fail?.(kind, chunk);
      if (error) throw error;
      return new Map(chunk.map((id) => [id, `${id}-name`]));
    };
  return {
    asked,
    mostInFlight: () => mostInFlight,
    lookups: {
      users: lookup("users"),
      machines: lookup("machines"),
      rdsServers: lookup("rdsServers"),
      desktopPools: lookup("desktopPools"),
      farms: lookup("farms"),
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe("chunkIds", () => {
  it("cuts at the id count, and earlier for long ids so the URL stays bounded", () => {
    expect(chunkIds(ids("x", 250), 100, 1_000_000).map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    const sids = Array.from(
      { length: 300 },
      (_, index) => `S-1-5-21-3623811015-3361044348-30300820-${index}`,
    );
    const chunks = chunkIds(sids, 100, MAX_FILTER_CHARS);
    expect(chunks.flat()).toEqual(sids);
    for (const chunk of chunks) {
      const filter = { type: "Or", filters: chunk.map((id) => ({ type: "Equals", name: "id", value: id })) };
      expect(new URLSearchParams({ filter: JSON.stringify(filter) }).toString().length).toBeLessThan(
        MAX_FILTER_CHARS + 100,
      );
    }
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunkIds([], 100, MAX_FILTER_CHARS)).toEqual([]);
  });
});

describe("resolveNames", () => {
  it("asks in chunks, at most the given number in flight, and reports progress up to every id", async () => {
    const recorder = recordingLookups();
    const progress: [number, number][] = [];
    const rows = await withResolvedNames(
      Array.from({ length: 1000 }, (_, index) => session(index)),
      {
        mode: "strict",
        lookups: recorder.lookups,
        maxIdsPerRequest: 100,
        maxFilterChars: 1_000_000,
        maxParallel: 3,
        onProgress: (resolved, total) => progress.push([resolved, total]),
      },
    );
    expect(recorder.asked.every((request) => request.ids.length <= 100)).toBe(true);
    expect(recorder.asked.filter((request) => request.kind === "users")).toHaveLength(10);
    expect(recorder.mostInFlight()).toBe(3);
    // 1000 users, 1000 machines, 3 pools.
    expect(progress[0]).toEqual([0, 2003]);
    expect(progress.at(-1)).toEqual([2003, 2003]);
    expect(progress.map(([resolved]) => resolved)).toEqual(
      [...progress.map(([resolved]) => resolved)].sort((a, b) => a - b),
    );
    expect(rows[7]).toMatchObject({ userName: "u7-name", machineName: "m7-name", poolOrFarmName: "p1-name" });
  });

  it("rejects in strict mode when a lookup fails, saying how many ids are left unresolved", async () => {
    const recorder = recordingLookups((kind, chunk) =>
      kind === "machines" && chunk.includes("m150")
        ? new ApiError({ status: 500, statusText: "oops" })
        : undefined,
    );
    const sessions = Array.from({ length: 300 }, (_, index) => session(index));
    const failure = await resolveNames(sessions, {
      mode: "strict",
      lookups: recorder.lookups,
      maxIdsPerRequest: 100,
      maxFilterChars: 1_000_000,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NameResolutionError);
    expect((failure as NameResolutionError).unresolved).toEqual({ machines: 100 });
    expect((failure as NameResolutionError).displayMessage).toEqual({
      key: "sessions.export.namesUnresolved",
      values: { count: 100 },
    });
  });

  it("in lenient mode leaves the ids it could not resolve, and names the rest", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const recorder = recordingLookups((kind) =>
      kind === "users" ? new ApiError({ status: 0, statusText: "" }) : undefined,
    );
    const [row] = await withResolvedNames([session(1)], { mode: "lenient", lookups: recorder.lookups });
    expect(row).toMatchObject({ userName: "u1", machineName: "m1-name", poolOrFarmName: "p1-name" });
  });

  it("splits a chunk the server finds too long (431) and resolves every id", async () => {
    const recorder = recordingLookups((_kind, chunk) =>
      chunk.length > 25
        ? new ApiError({ status: 431, statusText: "Request Header Fields Too Large" })
        : undefined,
    );
    const rows = await withResolvedNames(
      Array.from({ length: 100 }, (_, index) => session(index)),
      { mode: "strict", lookups: recorder.lookups, maxIdsPerRequest: 100 },
    );
    expect(rows.every((row) => row.userName === `${row.user_id}-name`)).toBe(true);
  });

  it("stops starting requests when cancelled and rejects with an AbortError", async () => {
    const controller = new AbortController();
    const recorder = recordingLookups(() => {
      controller.abort();
      return undefined;
    });
    const failure = await resolveNames(
      Array.from({ length: 1000 }, (_, index) => session(index)),
      {
        mode: "strict",
        lookups: recorder.lookups,
        maxIdsPerRequest: 100,
        maxFilterChars: 1_000_000,
        maxParallel: 2,
        signal: controller.signal,
      },
    ).catch((error: unknown) => error);
    expect((failure as DOMException).name).toBe("AbortError");
    expect(recorder.asked.length).toBe(2);
  });
});

describe("the sessions export against the emulator", () => {
  /** A server that refuses request lines over 8 KiB, as real ones do (431). */
  async function connectWithUrlLimit() {
    const emulator = createEmulator({ scale: "small" });
    const { access_token: token } = await new EmulatorClient(emulator).restLogin("admin");
    accessToken.value = token;
    let longest = 0;
    setApiFetch(
      handlerFetch((request) => {
        longest = Math.max(longest, request.url.length);
        if (request.url.length > 8192) return Promise.resolve(new Response(null, { status: 431 }));
        return emulator.fetch(request);
      }),
    );
    return { emulator, longest: () => longest };
  }

  it("resolves every name in bounded requests with progress", async () => {
    const server = await connectWithUrlLimit();
    const onProgress = vi.fn();
    const rows = await new SessionSource().fetchAll(
      { filters: [], page: { current: 1, size: 20 } },
      { onProgress },
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.userName).not.toBe(row.user_id);
      expect(row.machineName).not.toBe(row.machine_id ?? row.rds_server_id);
      expect(row.poolOrFarmName).not.toBe(row.desktop_pool_id ?? row.farm_id);
    }
    expect(server.longest()).toBeLessThanOrEqual(8192);
    const last = onProgress.mock.calls.at(-1) as [number, number];
    expect(last[0]).toBe(last[1]);
    expect(last[1]).toBeGreaterThan(0);
  });

  it("refuses to export when a lookup keeps failing", async () => {
    const server = await connectWithUrlLimit();
    server.emulator.faults.failWith({ method: "GET", path: "/rest/inventory/v1/machines" }, 500);
    await expect(
      new SessionSource().fetchAll({ filters: [], page: { current: 1, size: 20 } }),
    ).rejects.toBeInstanceOf(NameResolutionError);
  });
});
