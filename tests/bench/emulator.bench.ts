// Pod emulator figures: start time per data scale, and GET /rest/inventory/v1/sessions?size=1000 at large scale.
import { expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { percentiles, recordFigures, type Figure } from "./support/figures";

const round = (value: number) => Math.round(value * 10) / 10;

it("measures emulator start time per scale and session list latency at large scale", async () => {
  const figures: Figure[] = [];
  for (const scale of ["small", "large", "federation"] as const) {
    const started = performance.now();
    createEmulator({ scale });
    figures.push({
      group: "emulator",
      metric: `start ${scale}`,
      value: round(performance.now() - started),
      unit: "ms",
      target: scale === "large" ? "< 10000" : undefined,
    });
  }

  const client = new EmulatorClient(createEmulator({ scale: "large" }));
  const { access_token: token } = await client.restLogin("admin");
  const path = "/rest/inventory/v1/sessions?size=1000";
  for (let warmup = 0; warmup < 10; warmup += 1) await (await client.rest("GET", path, token)).arrayBuffer();

  const samples: number[] = [];
  const runStarted = performance.now();
  let rows = 0;
  for (let request = 0; request < 200; request += 1) {
    const page = (request % 12) + 1;
    const started = performance.now();
    const response = await client.rest("GET", `${path}&page=${page}`, token);
    const body = (await response.json()) as unknown[];
    samples.push(performance.now() - started);
    rows += body.length;
  }
  const elapsed = performance.now() - runStarted;
  const { median, p95 } = percentiles(samples);
  expect(rows).toBeGreaterThan(0);
  figures.push(
    {
      group: "emulator",
      metric: "sessions size=1000 req/s",
      value: round((samples.length / elapsed) * 1000),
      unit: "/s",
    },
    { group: "emulator", metric: "sessions size=1000 median", value: round(median), unit: "ms" },
    { group: "emulator", metric: "sessions size=1000 p95", value: round(p95), unit: "ms", target: "< 50" },
  );
  recordFigures(figures);
});
