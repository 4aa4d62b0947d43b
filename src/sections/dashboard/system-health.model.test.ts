import { describe, expect, it } from "vitest";
import {
  adDomainHealth,
  connectionServerHealth,
  eventDatabaseHealth,
  farmHealth,
  gatewayHealth,
  needsSessionTimeoutWarning,
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
        { id: "4", name: "cs4", status: "UNKNOWN", enabled: false },
      ]),
    ).toEqual([
      { id: "1", name: "cs1", level: "OK" },
      { id: "2", name: "cs2", level: "DOWN", detailKey: "dashboard.health.detail.notResponding" },
      { id: "3", name: "cs3", level: "WARN", detailKey: "dashboard.health.detail.restartRequired" },
      { id: "4", name: "cs4", level: "UNKNOWN", detailKey: "dashboard.health.detail.disabled" },
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

  it("warns about gateways older than 21.06 or with no version, dotted or calendar-numbered", () => {
    for (const version of [undefined, "", "Unknown", "3.10", "20.12", "21.05.2", "2012", "2103.1", "16.1"])
      expect(needsSessionTimeoutWarning(version), String(version)).toBe(true);
    for (const version of ["21.06", "21.6", "2106", "2106.1", "22.03", "2312", "23.12.0.1"])
      expect(needsSessionTimeoutWarning(version), version).toBe(false);
  });

  it("raises an outdated gateway to a warning that says why, and leaves a worse status alone", () => {
    const [outdated, current, broken] = gatewayHealth([
      { id: "a", name: "old", status: "OK", details: { version: "2012" } },
      { id: "b", name: "new", status: "OK", details: { version: "2312" } },
      { id: "c", name: "none", status: "PROBLEM" },
    ]);
    expect(outdated).toEqual({
      id: "a",
      name: "old",
      level: "WARN",
      warningKey: "dashboard.health.warning.gatewaySessionTimeout",
    });
    expect(current).toEqual({ id: "b", name: "new", level: "OK" });
    expect(broken).toMatchObject({
      level: "ERROR",
      detailKey: "dashboard.health.detail.problem",
      warningKey: "dashboard.health.warning.gatewaySessionTimeout",
    });
  });

  it("names the applications a farm's hosts lack beside the farm's own level; a disabled farm says so", () => {
    const hosts = [
      { id: "h-a", name: "host-a", enabled: true, state: "AVAILABLE" },
      { id: "h-b", name: "host-b", enabled: true, state: "AVAILABLE" },
    ];
    const notInstalledOn = new Map([["C:\\word.exe", ["h-a"]]]);
    const farm = { hosts, notInstalledOn, appVolumesShortcutIds: undefined };
    const word = { id: "a1", name: "Word", enabled: true, executable_path: "C:\\word.exe" };
    const excel = { id: "a2", name: "Excel", enabled: true, executable_path: "C:\\excel.exe" };
    const [lacking, disabled, healthy] = farmHealth(
      [
        { id: "f1", name: "Sales", status: "WARNING", ...farm },
        { id: "f2", name: "Lab", status: "DISABLED", ...farm },
        { id: "f3", name: "HR", status: "OK", ...farm },
      ],
      [
        { ...word, farm_id: "f1" },
        { ...excel, farm_id: "f1" },
        { ...word, farm_id: "f2" },
        { ...excel, farm_id: "f3" },
      ],
    );
    expect(lacking).toMatchObject({
      level: "WARN",
      warningKey: "dashboard.health.detail.applicationsMissing",
      warningValues: { names: "Word" },
    });
    expect(disabled).toEqual({
      id: "f2",
      name: "Lab",
      level: "UNKNOWN",
      reasons: [{ key: "farmHealth.reason.farmDisabled", values: { hosts: "" } }],
    });
    expect(healthy).toEqual({ id: "f3", name: "HR", level: "OK", reasons: [] });
  });

  it("shows an enabled farm with no RDS host as an error with its reason, whatever the monitor says", () => {
    const empty = { hosts: [], notInstalledOn: new Map(), appVolumesShortcutIds: undefined };
    const [farm] = farmHealth([{ id: "f9", name: "New", status: "OK", ...empty }], []);
    expect(farm).toEqual({
      id: "f9",
      name: "New",
      level: "ERROR",
      reasons: [{ key: "farmHealth.reason.noRdsHosts", values: { hosts: "" } }],
    });
  });
});
