import { describe, expect, it } from "vitest";
import { isTimePeriod, periodStart, TIME_PERIODS } from "./time-period";

const at = (text: string) => new Date(text).getTime();

describe("periodStart", () => {
  it("reaches back whole weeks", () => {
    expect(periodStart("1w", at("2026-03-15T10:00:00"))).toBe(at("2026-03-08T10:00:00"));
    expect(periodStart("3w", at("2026-03-15T10:00:00"))).toBe(at("2026-02-22T10:00:00"));
  });

  it("reaches back calendar months, to the last day of a shorter month", () => {
    expect(periodStart("1m", at("2026-03-15T10:00:00"))).toBe(at("2026-02-15T10:00:00"));
    expect(periodStart("1m", at("2026-03-31T10:00:00"))).toBe(at("2026-02-28T10:00:00"));
    expect(periodStart("6m", at("2026-03-15T10:00:00"))).toBe(at("2025-09-15T10:00:00"));
  });

  it("knows the spec's seven presets and nothing else", () => {
    expect(TIME_PERIODS).toHaveLength(7);
    expect(isTimePeriod("2m")).toBe(true);
    expect(isTimePeriod("1y")).toBe(false);
    expect(isTimePeriod(undefined)).toBe(false);
  });
});
