import { describe, expect, it } from "vitest";
import type { AuditEventRecord } from "../data/inventory-types";
import { InventoryStore } from "./inventory-store";

describe("the inventory store's audit events", () => {
  it("are seeded newest first and stay so when an event is stamped earlier than the newest", () => {
    const store = InventoryStore.create();
    const newest = store.auditEvents[0];
    if (!newest) throw new Error("the seed has no events");
    const base: Omit<AuditEventRecord, "id" | "time"> = {
      severity: "AUDIT_SUCCESS",
      module: "Admin",
      type: "ADMIN_EDIT",
      message: "m",
      node: "cs1",
    };
    store.recordEvent({ ...base, time: newest.time + 1000 });
    store.recordEvent({ ...base, time: newest.time - 1 });
    const times = store.auditEvents.map((event) => event.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(store.auditEvents[0]?.time).toBe(newest.time + 1000);
    // Numbered after every other event, wherever the time put them.
    const ids = store.auditEvents.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBe(ids.length);
  });
});
