import { describe, expect, it } from "vitest";
import {
  applicationHealthLevel,
  applicationHealthText,
  applicationsMissingOnFarm,
  deriveDesktopApplicationHealth,
  deriveFarmApplicationHealth,
  type FarmHealthInfo,
} from "./application-health";

const word = { id: "app-word", name: "Word", enabled: true };
const avApp = { id: "app-av", name: "Packaged", enabled: true, avm_shortcut_id: "7" };

function farm(overrides: Partial<FarmHealthInfo> = {}): FarmHealthInfo {
  return {
    id: "farm-1",
    name: "Sales-RDS",
    status: "OK",
    rds_server_health: [
      { name: "host-a", missing_applications: [] },
      { name: "host-b", missing_applications: [] },
      { name: "host-c", missing_applications: [] },
    ],
    ...overrides,
  };
}

describe("farm application health (spec 001 §4)", () => {
  it("is UNAVAILABLE with 'no RDS hosts assigned' when there is no host health information", () => {
    const expected = { status: "UNAVAILABLE", details: "NO_RDS_HOSTS_ASSIGNED" };
    expect(deriveFarmApplicationHealth(word, farm({ rds_server_health: [] }))).toEqual(expected);
    const { rds_server_health: _hosts, ...withoutHosts } = farm();
    expect(deriveFarmApplicationHealth(word, withoutHosts)).toEqual(expected);
    expect(deriveFarmApplicationHealth(word, undefined)).toEqual(expected);
  });

  it("is UNAVAILABLE with 'missing on RDS hosts' when missing on every host", () => {
    const hosts = ["host-a", "host-b"].map((name) => ({ name, missing_applications: ["Word", "Excel"] }));
    expect(deriveFarmApplicationHealth(word, farm({ rds_server_health: hosts }))).toEqual({
      status: "UNAVAILABLE",
      details: "APP_MISSING_ON_RDS_HOSTS",
    });
  });

  it("is MISSING_ON_REQUIRED_HOST naming the hosts when missing on some of them", () => {
    const health = farm({
      rds_server_health: [
        { name: "host-a", missing_applications: ["Word"] },
        { name: "host-b", missing_applications: ["Excel"] },
        { name: "host-c", missing_applications: ["Word"] },
      ],
    });
    expect(deriveFarmApplicationHealth(word, health)).toEqual({
      status: "MISSING_ON_REQUIRED_HOST",
      details: "APP_MISSING_ON_FOLLOWING_RDS_HOSTS",
      hosts: ["host-a", "host-c"],
    });
  });

  it("is UNAVAILABLE when the farm lists it as missing by id", () => {
    expect(deriveFarmApplicationHealth(word, farm({ missing_application_ids: ["app-word"] }))).toEqual({
      status: "UNAVAILABLE",
      details: "APP_UNAVAILABLE",
    });
    expect(deriveFarmApplicationHealth(word, farm({ missing_application_ids: ["other"] }))).toEqual({
      status: "AVAILABLE",
    });
  });

  it("is AVAILABLE otherwise", () => {
    expect(deriveFarmApplicationHealth(word, farm())).toEqual({ status: "AVAILABLE" });
  });

  it("follows its farm: FARM_DISABLED with the 'farm disabled' details; DISABLED when itself disabled", () => {
    expect(deriveFarmApplicationHealth(word, farm({ status: "DISABLED" }))).toEqual({
      status: "FARM_DISABLED",
      details: "APP_FARM_DISABLED",
    });
    expect(deriveFarmApplicationHealth({ ...word, enabled: false }, farm())).toEqual({ status: "DISABLED" });
  });

  it("reads application volumes applications from the volumes manager, not the hosts", () => {
    const noHosts = { rds_server_health: [] };
    expect(
      deriveFarmApplicationHealth(avApp, farm({ ...noHosts, app_volumes_manager_accessible: false })),
    ).toEqual({ status: "UNKNOWN" });
    expect(
      deriveFarmApplicationHealth(avApp, farm({ missing_app_volumes_application_ids: ["app-av"] })),
    ).toEqual({
      status: "UNAVAILABLE",
      details: "APP_UNAVAILABLE",
    });
    expect(
      deriveFarmApplicationHealth(avApp, farm({ ...noHosts, app_volumes_manager_accessible: true })),
    ).toEqual({
      status: "AVAILABLE",
    });
  });
});

describe("desktop application health (spec 001 §4)", () => {
  it("takes the status from the desktop's list, DELETING-like values reading UNAVAILABLE", () => {
    expect(deriveDesktopApplicationHealth("AVAILABLE")).toEqual({ status: "AVAILABLE" });
    expect(deriveDesktopApplicationHealth("DELETING")).toEqual({
      status: "UNAVAILABLE",
      details: "APP_UNAVAILABLE",
    });
    expect(deriveDesktopApplicationHealth(undefined)).toEqual({ status: "UNKNOWN" });
    expect(deriveDesktopApplicationHealth("SOMETHING_NEW")).toEqual({ status: "UNKNOWN" });
  });

  it("warns 'unavailable' for unavailable or disabled, 'missing' for missing", () => {
    for (const status of ["UNAVAILABLE", "DISABLED", "DESKTOP_DISABLED"]) {
      expect(deriveDesktopApplicationHealth(status)).toEqual({ status, details: "APP_UNAVAILABLE" });
    }
    expect(deriveDesktopApplicationHealth("MISSING")).toEqual({
      status: "MISSING",
      details: "APP_MISSING_ON_RDS_HOSTS",
    });
  });
});

describe("application health texts and levels", () => {
  it("gives one details text per case, listing the host names where it is missing", () => {
    expect(applicationHealthText({ status: "AVAILABLE" })).toBeUndefined();
    expect(
      applicationHealthText({
        status: "MISSING_ON_REQUIRED_HOST",
        details: "APP_MISSING_ON_FOLLOWING_RDS_HOSTS",
        hosts: ["host-a", "host-c"],
      }),
    ).toEqual({
      key: "applicationHealth.details.APP_MISSING_ON_FOLLOWING_RDS_HOSTS",
      values: { hosts: "host-a, host-c" },
    });
    for (const details of [
      "APP_FARM_DISABLED",
      "APP_MISSING_ON_RDS_HOSTS",
      "APP_UNAVAILABLE",
      "NO_RDS_HOSTS_ASSIGNED",
    ] as const) {
      expect(applicationHealthText({ status: "UNAVAILABLE", details })?.key).toBe(
        `applicationHealth.details.${details}`,
      );
    }
  });

  it("maps statuses to the status icon levels", () => {
    expect(applicationHealthLevel("AVAILABLE")).toBe("OK");
    expect(applicationHealthLevel("MISSING_ON_REQUIRED_HOST")).toBe("WARN");
    expect(applicationHealthLevel("UNAVAILABLE")).toBe("ERROR");
    expect(applicationHealthLevel("FARM_DISABLED")).toBe("ERROR");
    expect(applicationHealthLevel("UNKNOWN")).toBe("UNKNOWN");
  });

  it("lists a farm's applications missing on any host once, by name", () => {
    const health = farm({
      rds_server_health: [
        { name: "host-a", missing_applications: ["Word", "Excel"] },
        { name: "host-b", missing_applications: ["Word"] },
      ],
    });
    expect(applicationsMissingOnFarm(health)).toEqual(["Excel", "Word"]);
    expect(applicationsMissingOnFarm(farm())).toEqual([]);
  });
});
