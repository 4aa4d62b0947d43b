// Pod emulator memory: heap retained per open query cursor at large scale (200 never-deleted cursors over
// 12,000 session rows, plain, sorted and filtered), measured after full garbage collections.
import { expect, it } from "vitest";
import { heapAfterGc } from "../support/heap";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient, type ViewSession } from "../../server/emulator/testing/emulator-client";
import { recordFigures } from "./support/figures";

const PLAIN = { queryEntityType: "SessionLocalSummaryView", maxPageSize: 100 };
const BODIES = [
  PLAIN,
  { ...PLAIN, sortBy: "namesData.userName" },
  PLAIN,
  { ...PLAIN, filter: { type: "StartsWith", memberName: "namesData.userName", value: "EXAMPLE" } },
  PLAIN,
];

it("measures heap per open query cursor at large scale", async () => {
  const emulator = createEmulator({ scale: "large" });
  const client = new EmulatorClient(emulator);
  const sessions: ViewSession[] = [];
  for (let index = 0; index < 40; index += 1)
    sessions.push(await client.viewLogin(index % 2 === 0 ? "readonly" : "admin"));
  const before = heapAfterGc();
  for (const session of sessions) {
    for (const body of BODIES) {
      const response = await client.view("POST", "queryservice/create", session, { body });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  }
  const cursors = emulator.inspect.openQueryCount();
  expect(cursors).toBe(200);
  const retained = heapAfterGc() - before;
  recordFigures([
    {
      group: "emulator",
      metric: "memory per open cursor (large, 200 cursors)",
      value: Math.round(retained / cursors / 1024),
      unit: "KB",
      target: "< 160 (a copy was 6,400)",
    },
    {
      group: "emulator",
      metric: "heap held by 200 open cursors (large)",
      value: Math.round(retained / 1024 / 1024),
      unit: "MB",
    },
  ]);
});
