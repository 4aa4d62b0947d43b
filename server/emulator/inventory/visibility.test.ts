import { describe, expect, it } from "vitest";
import {
  ENGINEERING_ACCESS_GROUP_ID,
  FINANCE_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  SALES_ACCESS_GROUP_ID,
  SUPPORT_ACCESS_GROUP_ID,
} from "../data/access-groups";
import type { AuditEventRecord } from "../data/inventory-types";
import { FULL_ADMIN, type TestCaller, createInventoryTestApp, testCaller } from "./test-app";
import { eventScope } from "./visibility";

const VIEW_RIGHTS = ["POOL_VIEW", "MACHINE_VIEW"];
/** The view rights on Local Root, which every local access group inherits. */
const VIEWER: TestCaller = {
  username: "viewer",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["GLOBAL_CONFIG_VIEW", ...VIEW_RIGHTS] },
};
/** The view rights on every child of Local Root, not on the root, where some pools and machines are. */
const EVERY_CHILD_GROUP: TestCaller = {
  username: "every-child-group",
  privileges: {
    [LOCAL_ROOT_ACCESS_GROUP_ID]: ["GLOBAL_CONFIG_VIEW"],
    ...Object.fromEntries(
      [
        SALES_ACCESS_GROUP_ID,
        ENGINEERING_ACCESS_GROUP_ID,
        FINANCE_ACCESS_GROUP_ID,
        SUPPORT_ACCESS_GROUP_ID,
      ].map((group) => [group, VIEW_RIGHTS]),
    ),
  },
};
const SALES_ONLY: TestCaller = {
  username: "sales",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: ["GLOBAL_CONFIG_VIEW"], [SALES_ACCESS_GROUP_ID]: VIEW_RIGHTS },
};
const NO_GLOBAL_RIGHT: TestCaller = {
  username: "no-global",
  privileges: { [LOCAL_ROOT_ACCESS_GROUP_ID]: VIEW_RIGHTS },
};

const isTied = (event: AuditEventRecord) =>
  event.machine_id !== undefined ||
  event.desktop_pool_name !== undefined ||
  event.application_pool_name !== undefined;

describe("which events a caller may view", () => {
  it("tests no event when the caller may view them all, and each event otherwise", () => {
    const { store } = createInventoryTestApp();
    expect(eventScope(store, testCaller(FULL_ADMIN))).toBeUndefined();
    expect(eventScope(store, testCaller(VIEWER))).toBeUndefined();
    expect(store.machines.all.some((machine) => machine.access_group_id === LOCAL_ROOT_ACCESS_GROUP_ID)).toBe(
      true,
    );
    expect(eventScope(store, testCaller(EVERY_CHILD_GROUP))).toBeDefined();
    const sales = eventScope(store, testCaller(SALES_ONLY));
    expect(sales).toBeDefined();
    const salesEvents = store.auditEvents.filter((event) => sales?.(event));
    expect(salesEvents.filter(isTied).length).toBeGreaterThan(0);
    expect(salesEvents.length).toBeLessThan(store.auditEvents.length);
    const withoutGlobalRight = eventScope(store, testCaller(NO_GLOBAL_RIGHT));
    expect(store.auditEvents.filter((event) => withoutGlobalRight?.(event) ?? true)).toEqual(
      store.auditEvents.filter(isTied),
    );
  });

  it("tests each event again once a machine names an access group the caller holds nothing on", () => {
    const { store } = createInventoryTestApp();
    const machine = store.machines.all.find((candidate) =>
      store.auditEvents.some((event) => event.machine_id === candidate.id),
    );
    if (!machine) throw new Error("no event names a machine");
    machine.access_group_id = "an-access-group-nobody-holds";
    const visible = eventScope(store, testCaller(VIEWER));
    expect(visible).toBeDefined();
    expect(store.auditEvents.filter((event) => !visible?.(event))).toEqual(
      store.auditEvents.filter((event) => event.machine_id === machine.id),
    );
  });

  it("pages a scoped caller's events in a period as a scan of every event would", async () => {
    const app = createInventoryTestApp();
    const { store } = app;
    const scope = eventScope(store, testCaller(SALES_ONLY));
    const to = app.clock.now;
    const from = to - 3 * 86_400_000;
    const period = { type: "Between", name: "time", fromValue: from, toValue: to };
    const expected = store.auditEvents
      .filter((event) => event.time >= from && event.time <= to && (scope?.(event) ?? true))
      .map((event) => event.id);
    expect(expected.length).toBeGreaterThan(40);
    const pages: number[][] = [];
    for (let page = 1; ; page += 1) {
      const response = await app.request(
        "GET",
        `/rest/external/v1/audit-events?page=${page}&size=20&filter=${encodeURIComponent(JSON.stringify(period))}`,
        { caller: SALES_ONLY },
      );
      pages.push(((await response.json()) as { id: number }[]).map((event) => event.id));
      if (response.headers.get("HAS_MORE_RECORDS") !== "true") break;
    }
    expect(pages.flat()).toEqual(expected);
    expect(pages.slice(0, -1).every((page) => page.length === 20)).toBe(true);
  });
});
