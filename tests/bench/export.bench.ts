// Sessions export at large scale (12,000 sessions): the whole filtered list with every name resolved
// and written to ExcelReport.xlsx, against the in-process pod emulator behind a request-line limit like
// a real server's (431 above 8 KiB). Time, peak memory, requests, and rows with every name resolved.
import { expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { buildExcelReport } from "../../src/core/export/excel-report";
import { setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { accessToken } from "../../src/core/session/session.model";
import { SessionSource } from "../../src/sections/sessions/sessions.model";
import type { SessionRow } from "../../src/sections/sessions/sessions.types";
import { recordFigures } from "./support/figures";

/** Longest request URL the stand-in server accepts, as a common server default (Tomcat's 8 KiB). */
const MAX_URL_CHARS = 8192;
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

it("measures the sessions export at large scale", async () => {
  const emulator = createEmulator({ scale: "large" });
  accessToken.value = (await new EmulatorClient(emulator).restLogin("admin")).access_token;
  let requests = 0;
  let refused = 0;
  let longestUrl = 0;
  setApiFetch(
    handlerFetch((request) => {
      requests += 1;
      longestUrl = Math.max(longestUrl, request.url.length);
      if (request.url.length <= MAX_URL_CHARS) return emulator.fetch(request);
      refused += 1;
      return Promise.resolve(new Response(null, { status: 431 }));
    }),
  );

  let peakHeap = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  const baselineHeap = peakHeap;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakHeap = Math.max(peakHeap, usage.heapUsed);
    peakRss = Math.max(peakRss, usage.rss);
  }, 5);
  let progressReports = 0;

  const started = performance.now();
  const rows = await new SessionSource().fetchAll(
    { filters: [], page: { current: 1, size: 20 } },
    { onProgress: () => (progressReports += 1) },
  );
  const namesResolvedMs = performance.now() - started;
  const bytes = await buildExcelReport(
    ["User", "Machine", "Pool or farm", "State", "Protocol", "Client"],
    rows.map((row) => [
      row.userName ?? "",
      row.machineName ?? "",
      row.poolOrFarmName ?? "",
      row.session_state,
      row.session_protocol ?? "",
      row.client_data?.name ?? "",
    ]),
  );
  const totalMs = performance.now() - started;
  clearInterval(sampler);

  const namedRows = rows.filter(isFullyNamed).length;
  expect(rows.length).toBeGreaterThanOrEqual(12_000);
  expect(bytes.byteLength).toBeGreaterThan(0);
  recordFigures([
    { group: "export", metric: "sessions rows (large)", value: rows.length, unit: "rows" },
    {
      group: "export",
      metric: "rows with every name resolved",
      value: namedRows,
      unit: "rows",
      target: `= ${rows.length}`,
    },
    { group: "export", metric: "list + names", value: Math.round(namesResolvedMs), unit: "ms" },
    { group: "export", metric: "list + names + xlsx", value: Math.round(totalMs), unit: "ms" },
    { group: "export", metric: "xlsx size", value: round(bytes.byteLength / MB), unit: "MB" },
    { group: "export", metric: "peak heap", value: round(peakHeap / MB), unit: "MB" },
    {
      group: "export",
      metric: "peak heap over start",
      value: round((peakHeap - baselineHeap) / MB),
      unit: "MB",
    },
    { group: "export", metric: "peak rss", value: round(peakRss / MB), unit: "MB" },
    { group: "export", metric: "requests", value: requests, unit: "" },
    { group: "export", metric: "requests refused (431)", value: refused, unit: "", target: "0" },
    {
      group: "export",
      metric: "longest request URL",
      value: round(longestUrl / 1024),
      unit: "KB",
      target: `<= ${MAX_URL_CHARS / 1024}`,
    },
    { group: "export", metric: "progress reports", value: progressReports, unit: "" },
  ]);
});
