import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import type { GridState } from "../../core/query/grid-state";
import { GlobalSessionSource } from "./search-sessions.model";
import { FEDERATION_FOR_SCREENS } from "../../../server/emulator/testing/seeds";

const connected = (page: number): GridState => ({
  filters: [{ field: "session_state", kind: "CHECKBOX", values: ["CONNECTED"] }],
  page: { current: page, size: 20 },
});

describe("GlobalSessionSource", { timeout: 30_000 }, () => {
  // 2212 filters global sessions by pod only: a filtered search reads each pod once and pages in memory.
  it("pages a filtered search from one read of each pod, and reads again from page 1", async () => {
    const { emulator } = await signedInEmulator("admin", FEDERATION_FOR_SCREENS);
    const reads = () =>
      emulator.inspect.requests().filter((entry) => entry.path === "/rest/inventory/v1/global-sessions")
        .length;
    const source = new GlobalSessionSource();
    const first = await source.fetchPage(connected(1));
    expect(first.rows.length).toBeGreaterThan(0);
    expect(first.rows.every((row) => row.session_state === "CONNECTED")).toBe(true);
    const afterFirst = reads();
    const second = await source.fetchPage(connected(2));
    expect(second.rows.every((row) => row.session_state === "CONNECTED")).toBe(true);
    expect(second.rows[0]?.id).not.toBe(first.rows[0]?.id);
    expect(reads()).toBe(afterFirst);
    await source.fetchPage(connected(1));
    expect(reads()).toBeGreaterThan(afterFirst);
  });
});
