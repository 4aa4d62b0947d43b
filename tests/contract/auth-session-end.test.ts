import { describe, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

const QUERY = { entityType: "DesktopSummaryView", limit: 5 };

describe("ending a session", () => {
  it("drops the session's query cursors on logout", async () => {
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    const mine = await client.viewLogin("admin");
    const other = await client.viewLogin("readonly");
    for (const session of [mine, mine, other]) {
      const created = await client.view("POST", "queryservice/create", session, { body: QUERY });
      expect(created.status).toBe(200);
    }
    expect(emulator.inspect.openQueryCount()).toBe(3);
    await client.view("POST", "logout", mine);
    expect(emulator.inspect.openQueryCount()).toBe(1);
  });

  it("drops them when an idle session expires", async () => {
    const emulator = createEmulator({ now: Date.UTC(2026, 0, 5, 9) });
    const client = new EmulatorClient(emulator);
    const session = await client.viewLogin("admin");
    await client.view("POST", "queryservice/create", session, { body: QUERY });
    expect(emulator.inspect.openQueryCount()).toBe(1);
    emulator.clock.advance(1801 * 1000);
    expect(emulator.inspect.sessionCount()).toBe(0);
    expect(emulator.inspect.openQueryCount()).toBe(0);
  });
});
