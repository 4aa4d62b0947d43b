import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

describe("formatDuration", () => {
  it("writes days, hours and minutes in the locale's units, leaving out empty ones", () => {
    expect(formatDuration((26 * 60 + 5) * 60_000, "en")).toBe("1 day 2 hr 5 min");
    expect(formatDuration(3 * 60 * 60_000, "en")).toBe("3 hr");
    expect(formatDuration(59_000, "en")).toBe("0 min");
    expect(formatDuration(90 * 60_000, "de")).toBe("1 Std., 30 Min.");
  });

  it("shows nothing for a missing or impossible duration", () => {
    expect(formatDuration(undefined, "en")).toBe("");
    expect(formatDuration(-1, "en")).toBe("");
    expect(formatDuration(Number.NaN, "fr")).toBe("");
  });
});
