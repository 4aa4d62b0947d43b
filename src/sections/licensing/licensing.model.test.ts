import { describe, expect, it } from "vitest";
import { CEIP_VERTICALS, ceipSettingsFrom, normaliseLicenseKey, usageCountersFrom } from "./licensing.model";

describe("licensing model", () => {
  it("reads every usage counter, camelCase or snake_case, missing ones as null", () => {
    const counters = usageCountersFrom({
      totalConcurrentConnections: { current: 12, highest: 40 },
      named_users: { current: 3, highest: 9 },
    });
    expect(counters).toHaveLength(8);
    expect(counters[0]).toEqual({ name: "totalConcurrentConnections", current: 12, highest: 40 });
    expect(counters[1]).toEqual({ name: "namedUsers", current: 3, highest: 9 });
    expect(counters[7]).toEqual({ name: "totalCollaborators", current: null, highest: null });
  });

  it("lists 21 business verticals", () => {
    expect(CEIP_VERTICALS).toHaveLength(21);
  });

  it("reads CEIP settings, dropping unknown values", () => {
    expect(
      ceipSettingsFrom({
        enabled: true,
        geolocation: "EUROPE",
        company_size: "SIZE_1_100",
        vertical: "MARS",
      }),
    ).toEqual({ enabled: true, geolocation: "EUROPE", companySize: "SIZE_1_100", vertical: "" });
  });

  it("accepts display names for the geography and vertical", () => {
    expect(
      ceipSettingsFrom({ enabled: true, geolocation: "Europe", vertical: "Banking & Finance" }),
    ).toMatchObject({
      geolocation: "EUROPE",
      vertical: "BANKING_FINANCE",
    });
  });

  it("normalises licence keys", () => {
    expect(normaliseLicenseKey(" abcd-12345-efg ")).toBe("ABCD-12345-EFG");
    expect(normaliseLicenseKey("")).toBeNull();
    expect(normaliseLicenseKey("bad key!")).toBeNull();
  });
});
