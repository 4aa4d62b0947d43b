import { describe, expect, it } from "vitest";
import {
  applicationHealthLevel,
  applicationHealthText,
  applicationsMissingOnFarm,
  deriveDesktopApplicationHealth,
  deriveFarmApplicationHealth,
  type FarmHealthInfo,
} from "./application-health";

const WORD = "C:\\Program Files\\Office\\WINWORD.EXE";
const EXCEL = "C:\\Program Files\\Office\\EXCEL.EXE";
const word = { id: "app-word", name: "Word", enabled: true, executable_path: WORD };
const avApp = { id: "app-av", name: "Packaged", enabled: true, executable_path: "", avm_shortcut_id: "7" };
const hostA = { id: "host-a-id", name: "host-a", enabled: true, state: "AVAILABLE" };
const hostB = { id: "host-b-id", name: "host-b", enabled: true, state: "CONNECTED" };
const hostC = { id: "host-c-id", name: "host-c", enabled: true, state: "AVAILABLE" };

function farm(overrides: Partial<FarmHealthInfo> = {}): FarmHealthInfo {
  return {
    id: "farm-1",
    name: "Sales-RDS",
    status: "OK",
    hosts: [hostA, hostB, hostC],
    notInstalledOn: new Map(),
    appVolumesShortcutIds: new Set(["7"]),
    ...overrides,
  };
}

describe("farm application health (spec 001 §4)", () => {
  it("is UNAVAILABLE with 'no RDS hosts assigned' when the farm has no hosts or no health", () => {
    const expected = { status: "UNAVAILABLE", details: "NO_RDS_HOSTS_ASSIGNED" };
    expect(deriveFarmApplicationHealth(word, farm({ hosts: [] }))).toEqual(expected);
    expect(deriveFarmApplicationHealth(word, undefined)).toEqual(expected);
  });

  it("is UNAVAILABLE when the executable is missing on every host", () => {
    const missing = new Map([[WORD, [hostA.id, hostB.id, hostC.id]]]);
    expect(deriveFarmApplicationHealth(word, farm({ notInstalledOn: missing }))).toEqual({
      status: "UNAVAILABLE",
      details: "APP_MISSING_ON_RDS_HOSTS",
    });
  });

  it("is MISSING_ON_REQUIRED_HOST with the host names when missing on some hosts", () => {
    const missing = new Map([[WORD, [hostC.id, hostA.id]]]);
    expect(deriveFarmApplicationHealth(word, farm({ notInstalledOn: missing }))).toEqual({
      status: "MISSING_ON_REQUIRED_HOST",
      details: "APP_MISSING_ON_FOLLOWING_RDS_HOSTS",
      hosts: ["host-a", "host-c"],
    });
  });

  it("ignores another executable's missing hosts and hosts that left the farm", () => {
    const missing = new Map([
      [EXCEL, [hostA.id]],
      [WORD, ["gone-host"]],
    ]);
    expect(deriveFarmApplicationHealth(word, farm({ notInstalledOn: missing }))).toEqual({
      status: "AVAILABLE",
    });
  });

  it("is UNAVAILABLE when installed but no host can serve it (all disabled or failing)", () => {
    const hosts = [
      { ...hostA, enabled: false },
      { ...hostB, state: "AGENT_UNREACHABLE" },
    ];
    expect(deriveFarmApplicationHealth(word, farm({ hosts }))).toEqual({
      status: "UNAVAILABLE",
      details: "APP_UNAVAILABLE",
    });
    expect(deriveFarmApplicationHealth(word, farm({ hosts: [...hosts, hostC] }))).toEqual({
      status: "AVAILABLE",
    });
  });

  it("reads FARM_DISABLED before anything else, and DISABLED for a disabled application", () => {
    expect(deriveFarmApplicationHealth(word, farm({ status: "DISABLED", hosts: [] }))).toEqual({
      status: "FARM_DISABLED",
      details: "APP_FARM_DISABLED",
    });
    expect(deriveFarmApplicationHealth({ ...word, enabled: false }, farm())).toEqual({ status: "DISABLED" });
  });

  it("derives application volumes applications from the shortcuts the farm offers", () => {
    const noHosts = { hosts: [] };
    expect(
      deriveFarmApplicationHealth(avApp, farm({ ...noHosts, appVolumesShortcutIds: undefined })),
    ).toEqual({ status: "UNKNOWN" });
    expect(deriveFarmApplicationHealth(avApp, farm({ appVolumesShortcutIds: new Set(["8"]) }))).toEqual({
      status: "UNAVAILABLE",
      details: "APP_UNAVAILABLE",
    });
    expect(deriveFarmApplicationHealth(avApp, farm(noHosts))).toEqual({ status: "AVAILABLE" });
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
      details: "APP_MISSING_ON_MACHINES",
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
      "APP_MISSING_ON_MACHINES",
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
      notInstalledOn: new Map([
        [WORD, [hostA.id, hostB.id]],
        [EXCEL, [hostA.id]],
      ]),
    });
    const excel = { name: "Excel", executable_path: EXCEL };
    const paint = { name: "Paint", executable_path: "C:\\Windows\\mspaint.exe" };
    expect(applicationsMissingOnFarm(health, [word, excel, paint, word])).toEqual(["Excel", "Word"]);
    expect(applicationsMissingOnFarm(farm(), [word, excel])).toEqual([]);
  });
});
