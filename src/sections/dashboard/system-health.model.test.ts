import { describe, expect, it } from "vitest";
import {
  adDomainHealth,
  connectionServerHealth,
  eventDatabaseHealth,
  gatewayHealth,
  samlAuthenticatorHealth,
  sortHealthItems,
  virtualCenterHealth,
  worstLevel,
} from "./system-health.model";

describe("system health", () => {
  it("ranks ERROR and DOWN worst, then WARN, UNKNOWN and OK", () => {
    expect(worstLevel([])).toBe("OK");
    expect(worstLevel(["OK", "UNKNOWN"])).toBe("UNKNOWN");
    expect(worstLevel(["UNKNOWN", "WARN", "OK"])).toBe("WARN");
    expect(worstLevel(["WARN", "DOWN"])).toBe("DOWN");
    expect(worstLevel(["WARN", "ERROR"])).toBe("ERROR");
  });

  it("maps connection server and gateway statuses with the reason when the level alone is not enough", () => {
    expect(
      connectionServerHealth([
        { id: "1", name: "cs1", status: "OK" },
        { id: "2", name: "cs2", status: "NOT_RESPONDING" },
        { id: "3", name: "cs3", status: "RESTART_REQUIRED" },
      ]),
    ).toEqual([
      { id: "1", name: "cs1", level: "OK" },
      { id: "2", name: "cs2", level: "DOWN", detailKey: "dashboard.health.detail.notResponding" },
      { id: "3", name: "cs3", level: "WARN", detailKey: "dashboard.health.detail.restartRequired" },
    ]);
    expect(gatewayHealth([{ id: "g", name: "uag", status: "PROBLEM" }])[0]?.level).toBe("ERROR");
    expect(gatewayHealth([{ id: "g", name: "uag", status: "STALE" }])[0]?.level).toBe("WARN");
  });

  it("takes the worst connection of components that every connection server monitors", () => {
    const [vc] = virtualCenterHealth([
      {
        id: "vc",
        name: "vc1",
        connection_servers: [{ status: "OK" }, { status: "INVALID_CREDENTIALS" }, { status: "RECONNECTING" }],
      },
    ]);
    expect(vc).toEqual({
      id: "vc",
      name: "vc1",
      level: "ERROR",
      detailKey: "dashboard.health.detail.invalidCredentials",
    });
    expect(
      adDomainHealth([{ dns_name: "example.com", netbios_name: "EXAMPLE", connection_servers: [] }])[0],
    ).toMatchObject({ name: "example.com (EXAMPLE)", level: "UNKNOWN" });
    expect(
      samlAuthenticatorHealth([
        { id: "s", details: { label: "idp" }, connection_servers: [{ status: "WARN" }] },
      ])[0],
    ).toMatchObject({ name: "idp", level: "WARN" });
  });

  it("names the event database by database and server, and flags an unconfigured one", () => {
    expect(
      eventDatabaseHealth({ status: "CONNECTED", details: { server_name: "db", database_name: "events" } }),
    ).toEqual([{ id: "event-database", name: "events @ db", level: "OK" }]);
    expect(eventDatabaseHealth({ status: "NOT_CONFIGURED" })[0]).toMatchObject({
      level: "WARN",
      detailKey: "dashboard.health.detail.notConfigured",
    });
  });

  it("lists problems first, then by name", () => {
    const sorted = sortHealthItems([
      { id: "a", name: "b", level: "OK" },
      { id: "b", name: "a", level: "OK" },
      { id: "c", name: "z", level: "ERROR" },
    ]);
    expect(sorted.map((item) => item.name)).toEqual(["z", "a", "b"]);
  });
});
