// The audit events list as the events section uses it: the filters it sends (a time range, severities
// ticked, message text, the source server, a pool, machine or user scope), paging to the end for export,
// and what the list hides.
import { describe, expect, it } from "vitest";
import type { AuditEventRecord } from "../../server/emulator/data/inventory-types";
import { createInventoryTestApp, type InventoryTestApp } from "../../server/emulator/inventory/test-app";

type Listed = Omit<AuditEventRecord, "node">;

async function list(
  emulator: InventoryTestApp,
  filter: object | undefined,
  page = 1,
  size = 1000,
): Promise<{ rows: Listed[]; hasMore: string | null; status: number }> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (filter) query.set("filter", JSON.stringify(filter));
  const response = await emulator.request("GET", `/rest/external/v1/audit-events?${query}`);
  const body: unknown = await response.json();
  return {
    rows: Array.isArray(body) ? (body as Listed[]) : [],
    hasMore: response.headers.get("HAS_MORE_RECORDS"),
    status: response.status,
  };
}

async function listAll(emulator: InventoryTestApp, filter: object | undefined): Promise<Listed[]> {
  const rows: Listed[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(emulator, filter, page);
    rows.push(...answer.rows);
    if (answer.hasMore !== "true") return rows;
  }
}

const equals = (name: string, value: string) => ({ type: "Equals", name, value });

describe("audit events as the events section lists them", () => {
  it("pages newest first to the end, with HAS_MORE_RECORDS on every page but the last", async () => {
    const emulator = createInventoryTestApp();
    const first = await list(emulator, undefined, 1, 1000);
    expect(first.hasMore).toBe("true");
    const all = await listAll(emulator, undefined);
    expect(all).toHaveLength(emulator.store.auditEvents.length);
    expect(new Set(all.map((event) => event.id)).size).toBe(all.length);
    const times = all.map((event) => event.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("ands a time range with an Or of ticked severities", async () => {
    const emulator = createInventoryTestApp();
    const to = emulator.clock.now;
    const from = to - 7 * 86_400_000;
    const rows = await listAll(emulator, {
      type: "And",
      filters: [
        { type: "Or", filters: [equals("severity", "ERROR"), equals("severity", "WARNING")] },
        { type: "Between", name: "time", fromValue: from, toValue: to },
      ],
    });
    const expected = emulator.store.auditEvents.filter(
      (event) =>
        (event.severity === "ERROR" || event.severity === "WARNING") &&
        event.time >= from &&
        event.time <= to,
    );
    expect(rows.map((row) => row.id)).toEqual(expected.map((event) => event.id));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("finds message text anywhere, in any case", async () => {
    const emulator = createInventoryTestApp();
    const rows = await listAll(emulator, { type: "Contains", name: "message", value: "HAS LOGGED IN" });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.message.toLowerCase().includes("has logged in"))).toBe(true);
    expect(rows).toHaveLength(
      emulator.store.auditEvents.filter((event) => event.message.includes("has logged in")).length,
    );
  });

  it("scopes by source server, pool name, machine and user with Equals", async () => {
    const emulator = createInventoryTestApp();
    const machineEvent = emulator.store.auditEvents.find((event) => event.machine_id !== undefined);
    const poolEvent = emulator.store.auditEvents.find((event) => event.desktop_pool_name !== undefined);
    const userEvent = emulator.store.auditEvents.find((event) => event.user_id !== undefined);
    for (const [field, value] of [
      ["machine_dns_name", machineEvent?.machine_dns_name],
      ["machine_id", machineEvent?.machine_id],
      ["desktop_pool_name", poolEvent?.desktop_pool_name],
      ["user_id", userEvent?.user_id],
    ] as const) {
      expect(value, field).toBeDefined();
      const rows = await listAll(emulator, equals(field, value ?? ""));
      expect(rows.length, field).toBeGreaterThan(0);
      expect(
        rows.every((row) => row[field] === value),
        field,
      ).toBe(true);
    }
  });

  it("never shows or filters on the logging node, which is not part of the REST shape", async () => {
    const emulator = createInventoryTestApp();
    const { rows } = await list(emulator, undefined, 1, 20);
    expect(rows.every((row) => !("node" in row))).toBe(true);
    const refused = await list(emulator, equals("node", "cs1.example.com"));
    expect(refused.status).toBe(400);
  });
});
