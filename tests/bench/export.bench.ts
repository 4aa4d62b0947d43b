// Exports at large scale, in process against the pod emulator, with the console's own sources and the
// streaming spreadsheet writer the grid's Export button uses: 50,000 events, and 12,000 sessions with every
// name resolved behind a request-line limit like a real server's (431 above 8 KiB). Time from the first
// request to the finished file, and the heap's peak over its level at the start.
import { expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { buildExcelReport } from "../../src/core/export/excel-report";
import { setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { accessToken } from "../../src/core/session/session.model";
import { EventSource } from "../../src/sections/events/events.model";
import { SessionSource } from "../../src/sections/sessions/sessions.model";
import type { SessionRow } from "../../src/sections/sessions/sessions.types";
import { recordFigures } from "./support/figures";

/** Longest request URL the stand-in server accepts, as a common server default (Tomcat's 8 KiB). */
const MAX_URL_CHARS = 8192;
const EXPORTED_EVENTS = 50_000;
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;
const round = (value: number) => Math.round(value * 10) / 10;

/** Whether a row shows a name, not an id, wherever the session refers to something. */
function isFullyNamed(row: SessionRow): boolean {
  const machineId = row.machine_id ?? row.rds_server_id;
  const poolId = row.desktop_pool_id ?? row.farm_id;
  return (
    row.userName !== row.user_id &&
    (machineId === undefined || row.machineName !== machineId) &&
    (poolId === undefined || row.poolOrFarmName !== poolId)
  );
}

/**
 * Milliseconds during which at least one request was waiting for the in-process emulator: the pod's share
 * of an export's time, which a real pod spends on its own machine.
 */
class PodWait {
  #pending = 0;
  #since = 0;
  ms = 0;

  async around(answer: () => Promise<Response>): Promise<Response> {
    if (this.#pending === 0) this.#since = performance.now();
    this.#pending += 1;
    try {
      return await answer();
    } finally {
      this.#pending -= 1;
      if (this.#pending === 0) this.ms += performance.now() - this.#since;
    }
  }
}

/** Runs an export, sampling the heap every 5 ms: milliseconds, and the peak heap over the start's. */
async function measured<Result>(
  run: () => Promise<Result>,
): Promise<{ result: Result; ms: number; peakHeapOverStartMb: number; peakHeapMb: number }> {
  global.gc?.();
  const baselineHeap = process.memoryUsage().heapUsed;
  let peakHeap = baselineHeap;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 5);
  const started = performance.now();
  try {
    const result = await run();
    const ms = performance.now() - started;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    return {
      result,
      ms,
      peakHeapOverStartMb: round((peakHeap - baselineHeap) / MB),
      peakHeapMb: round(peakHeap / MB),
    };
  } finally {
    clearInterval(sampler);
  }
}

it("measures the 50,000-event export at large scale", async () => {
  const emulator = createEmulator({ scale: "large" });
  const client = new EmulatorClient(emulator);
  accessToken.value = (await client.restLogin("admin")).access_token;
  // The period is chosen to hold exactly the newest 50,000 events: it starts at the 50,000th one.
  const lastPage = await client.rest(
    "GET",
    `/rest/external/v1/audit-events?sort_by=time&order_by=DESC&page=${EXPORTED_EVENTS / 1000}&size=1000`,
    accessToken.value,
  );
  const oldest = ((await lastPage.json()) as { time: number }[]).at(-1)?.time ?? 0;
  let requests = 0;
  const podWait = new PodWait();
  setApiFetch(
    handlerFetch((request) => {
      requests += 1;
      return podWait.around(() => emulator.fetch(request));
    }),
  );
  let progressReports = 0;
  let listedMs = 0;
  const { result, ms, peakHeapOverStartMb, peakHeapMb } = await measured(async () => {
    const started = performance.now();
    const rows = await new EventSource({ period: "3w", now: () => oldest + 21 * DAY_MS }).fetchAll(
      { filters: [], page: { current: 1, size: 20 } },
      { onProgress: () => (progressReports += 1) },
    );
    listedMs = performance.now() - started;
    const file = await buildExcelReport(
      ["Time", "Severity", "Module", "User", "Machine", "Pool", "Message"],
      rows,
      (row) => [
        new Date(row.time).toISOString(),
        row.severity,
        row.module,
        row.userName ?? "",
        row.machineName ?? "",
        row.desktop_pool_name ?? "",
        row.message,
      ],
    );
    return { rows: rows.length, size: file?.size ?? 0 };
  });
  expect(result.rows).toBe(EXPORTED_EVENTS);
  expect(result.size).toBeGreaterThan(0);
  recordFigures([
    { group: "export", metric: "events rows", value: result.rows, unit: "rows", target: "= 50000" },
    { group: "export", metric: "events list + names", value: Math.round(listedMs), unit: "ms" },
    {
      group: "export",
      metric: "events list + names + xlsx",
      value: Math.round(ms),
      unit: "ms",
      target: "< 3000",
    },
    {
      group: "export",
      metric: "events time waiting for the in-process emulator",
      value: Math.round(podWait.ms),
      unit: "ms",
    },
    {
      group: "export",
      metric: "events console's own time (total less the emulator's)",
      value: Math.round(ms - podWait.ms),
      unit: "ms",
    },
    {
      group: "export",
      metric: "events peak heap over start",
      value: peakHeapOverStartMb,
      unit: "MB",
      target: "< 100",
    },
    { group: "export", metric: "events peak heap", value: peakHeapMb, unit: "MB" },
    { group: "export", metric: "events xlsx size", value: round(result.size / MB), unit: "MB" },
    { group: "export", metric: "events requests", value: requests, unit: "" },
    { group: "export", metric: "events progress reports", value: progressReports, unit: "" },
  ]);
});

it("measures the 12,000-session export with every name resolved at large scale", async () => {
  const emulator = createEmulator({ scale: "large" });
  accessToken.value = (await new EmulatorClient(emulator).restLogin("admin")).access_token;
  let requests = 0;
  const podWait = new PodWait();
  let refused = 0;
  let longestUrl = 0;
  setApiFetch(
    handlerFetch((request) => {
      requests += 1;
      longestUrl = Math.max(longestUrl, request.url.length);
      if (request.url.length <= MAX_URL_CHARS) return podWait.around(() => emulator.fetch(request));
      refused += 1;
      return Promise.resolve(new Response(null, { status: 431 }));
    }),
  );
  let progressReports = 0;
  let namesResolvedMs = 0;
  const { result, ms, peakHeapOverStartMb, peakHeapMb } = await measured(async () => {
    const started = performance.now();
    const rows = await new SessionSource().fetchAll(
      { filters: [], page: { current: 1, size: 20 } },
      { onProgress: () => (progressReports += 1) },
    );
    namesResolvedMs = performance.now() - started;
    const file = await buildExcelReport(
      ["User", "Machine", "Pool or farm", "State", "Protocol", "Client"],
      rows,
      (row) => [
        row.userName ?? "",
        row.machineName ?? "",
        row.poolOrFarmName ?? "",
        row.session_state,
        row.session_protocol ?? "",
        row.client_data?.name ?? "",
      ],
    );
    return { rows: rows.length, named: rows.filter(isFullyNamed).length, size: file?.size ?? 0 };
  });

  expect(result.rows).toBeGreaterThanOrEqual(12_000);
  expect(result.size).toBeGreaterThan(0);
  recordFigures([
    { group: "export", metric: "sessions rows (large)", value: result.rows, unit: "rows" },
    {
      group: "export",
      metric: "sessions rows with every name resolved",
      value: result.named,
      unit: "rows",
      target: `= ${result.rows}`,
    },
    { group: "export", metric: "sessions list + names", value: Math.round(namesResolvedMs), unit: "ms" },
    {
      group: "export",
      metric: "sessions list + names + xlsx",
      value: Math.round(ms),
      unit: "ms",
      target: "< 3000",
    },
    {
      group: "export",
      metric: "sessions time waiting for the in-process emulator",
      value: Math.round(podWait.ms),
      unit: "ms",
    },
    {
      group: "export",
      metric: "sessions console's own time (total less the emulator's)",
      value: Math.round(ms - podWait.ms),
      unit: "ms",
    },
    {
      group: "export",
      metric: "sessions peak heap over start",
      value: peakHeapOverStartMb,
      unit: "MB",
      target: "< 100",
    },
    { group: "export", metric: "sessions peak heap", value: peakHeapMb, unit: "MB" },
    { group: "export", metric: "sessions xlsx size", value: round(result.size / MB), unit: "MB" },
    { group: "export", metric: "sessions requests", value: requests, unit: "" },
    { group: "export", metric: "sessions requests refused (431)", value: refused, unit: "", target: "0" },
    {
      group: "export",
      metric: "sessions longest request URL",
      value: round(longestUrl / 1024),
      unit: "KB",
      target: `<= ${MAX_URL_CHARS / 1024}`,
    },
    { group: "export", metric: "sessions progress reports", value: progressReports, unit: "" },
  ]);
});
