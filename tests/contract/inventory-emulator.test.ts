import { poolUpdateBody } from "../support/desktop-pool-update-body";
import { describe, expect, it } from "vitest";
import { SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

interface Pool {
  id: string;
  name: string;
  enabled: boolean;
  access_group_id: string;
}

// The inventory routes behind the emulator's real sign-in, guards and demo roles.
describe("inventory through the emulator", () => {
  it("scopes the inventory administrator to the Sales access group", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token: admin } = await client.restLogin("admin");
    const { access_token: inventory } = await client.restLogin("inventory");
    const all = (await (
      await client.rest("GET", "/rest/inventory/v6/desktop-pools", admin)
    ).json()) as Pool[];
    const scoped = (await (
      await client.rest("GET", "/rest/inventory/v6/desktop-pools", inventory)
    ).json()) as Pool[];
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.length).toBeLessThan(all.length);
    expect(scoped.every((pool) => pool.access_group_id === SALES_ACCESS_GROUP_ID)).toBe(true);
    const outside = all.find((pool) => pool.access_group_id !== SALES_ACCESS_GROUP_ID);
    expect(
      (await client.rest("GET", `/rest/inventory/v6/desktop-pools/${outside?.id}`, inventory)).status,
    ).toBe(403);
    expect((await client.rest("GET", "/rest/inventory/v6/desktop-pools", undefined)).status).toBe(401);
  });

  it("lets the administrator disable a pool and refuses the read-only administrator", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token: admin } = await client.restLogin("admin");
    const { access_token: readonly } = await client.restLogin("readonly");
    const pools = (await (
      await client.rest("GET", "/rest/inventory/v6/desktop-pools?size=1", admin)
    ).json()) as Pool[];
    const pool = pools[0];
    const path = `/rest/inventory/v1/desktop-pools/${pool?.id}`;
    if (!pool) throw new Error("the seed has no pool");
    const body = poolUpdateBody(pool, { enabled: false });
    expect((await client.rest("PUT", path, readonly, { body })).status).toBe(403);
    expect((await client.rest("PUT", path, admin, { body })).status).toBe(204);
    const after = (await (
      await client.rest("GET", `/rest/inventory/v6/desktop-pools/${pool?.id}`, admin)
    ).json()) as Pool;
    expect(after.enabled).toBe(false);
  });

  it("lets the help desk disconnect sessions", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token: helpdesk } = await client.restLogin("helpdesk");
    const filter = encodeURIComponent(
      JSON.stringify({ type: "Equals", name: "session_state", value: "CONNECTED" }),
    );
    const sessions = (await (
      await client.rest("GET", `/rest/inventory/v1/sessions?size=2&filter=${filter}`, helpdesk)
    ).json()) as { id: string }[];
    const response = await client.rest("POST", "/rest/inventory/v1/sessions/action/disconnect", helpdesk, {
      body: sessions.map((session) => session.id),
    });
    expect(((await response.json()) as { status_code: number }[]).map((r) => r.status_code)).toEqual([
      200, 200,
    ]);
  });

  it("keeps query cursors per view session and drops them at logout", async () => {
    const emulator = createEmulator();
    const client = new EmulatorClient(emulator);
    const session = await client.viewLogin("admin");
    const created = await client.view("POST", "queryservice/create", session, {
      body: { queryEntityType: "DesktopSummaryView", maxPageSize: 5 },
    });
    expect(created.status).toBe(200);
    const page = (await created.json()) as { id: string; remainingCount: number };
    expect(page.remainingCount).toBeGreaterThan(0);
    expect(emulator.inspect.openQueryCount()).toBe(1);
    expect((await client.view("POST", `queryservice/getnext?id=${page.id}`, session)).status).toBe(200);
    expect(
      (
        await client.view(
          "POST",
          "queryservice/create",
          { ...session, csrf: "wrong" },
          { body: { queryEntityType: "DesktopSummaryView" } },
        )
      ).status,
    ).toBe(401);
    await client.view("POST", "logout", session);
    expect(emulator.inspect.openQueryCount()).toBe(0);
  });
});
