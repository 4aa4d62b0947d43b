import { describe, expect, it } from "vitest";
import { farmHealthReasonText, summariseFarmHealth } from "./farm-health-summary";

const host = (name: string, state: string, extra: Record<string, unknown> = {}) => ({
  id: `id-${name}`,
  name,
  enabled: true,
  state,
  ...extra,
});

// Spec 001 §4 (farm applications follow the farm's hosts): a farm's health and the reason shown with it.
describe("farm health with its reasons (spec 001 §4)", () => {
  it("says a disabled farm is disabled, whatever its hosts do", () => {
    expect(summariseFarmHealth("DISABLED", [])).toEqual({
      status: "DISABLED",
      reasons: [{ key: "farmDisabled" }],
    });
  });

  it("makes an enabled farm with no RDS hosts an error that says why", () => {
    expect(summariseFarmHealth("OK", [])).toEqual({ status: "ERROR", reasons: [{ key: "noRdsHosts" }] });
  });

  it("makes a farm none of whose hosts can take sessions an error, naming the hosts", () => {
    const hosts = [host("rds-1", "PROVISIONING"), host("rds-2", "AGENT_UNREACHABLE")];
    expect(summariseFarmHealth("WARNING", hosts)).toEqual({
      status: "ERROR",
      reasons: [{ key: "noHostAvailable" }, { key: "hostsNotAvailable", hosts: ["rds-1", "rds-2"] }],
    });
  });

  it("keeps the monitor's warning and names the hosts that take no sessions, not the disabled ones", () => {
    const hosts = [
      host("rds-1", "AVAILABLE"),
      host("rds-2", "AGENT_UNREACHABLE"),
      host("rds-3", "AVAILABLE", { enabled: false }),
    ];
    expect(summariseFarmHealth("WARNING", hosts)).toEqual({
      status: "WARNING",
      reasons: [{ key: "hostsNotAvailable", hosts: ["rds-2"] }],
    });
  });

  it("names mixed known and unknown load preferences, the monitor's other warning", () => {
    const hosts = [
      host("rds-1", "AVAILABLE", { load_preference: "NORMAL" }),
      host("rds-2", "AVAILABLE", { load_preference: "UNKNOWN" }),
    ];
    expect(summariseFarmHealth("WARNING", hosts).reasons).toEqual([{ key: "mixedLoadPreferences" }]);
  });

  it("gives the monitor's own meaning when the hosts say nothing more, or could not be read", () => {
    const working = [host("rds-1", "AVAILABLE")];
    expect(summariseFarmHealth("ERROR", working).reasons).toEqual([{ key: "reportedError" }]);
    expect(summariseFarmHealth("WARNING", undefined).reasons).toEqual([{ key: "reportedWarning" }]);
    expect(summariseFarmHealth("OK", working)).toEqual({ status: "OK", reasons: [] });
  });

  it("words each reason through a translation key with the hosts named", () => {
    expect(farmHealthReasonText({ key: "hostsNotAvailable", hosts: ["a", "b"] })).toEqual({
      key: "farmHealth.reason.hostsNotAvailable",
      values: { hosts: "a, b" },
    });
  });
});
