import { describe, expect, it } from "vitest";
import { displayText, markerKey, serverMessage } from "./display-message";
import { formatDate, formatDateTime, formatNumber, formatTime } from "./formats";

// 2026-03-05 14:07 UTC and 09:04 UTC
const AFTERNOON = Date.UTC(2026, 2, 5, 14, 7);
const MORNING = Date.UTC(2026, 2, 5, 9, 4);
const UTC = { timeZone: "UTC" };

describe("per-locale formats", () => {
  it("writes English dates MM/dd/yyyy and times h:mm a", () => {
    expect(formatDate(AFTERNOON, "en", UTC)).toBe("03/05/2026");
    expect(formatTime(AFTERNOON, "en", UTC)).toBe("2:07 PM");
    expect(formatDateTime(MORNING, "en", UTC)).toBe("03/05/2026, 9:04 AM");
  });

  it("writes Spanish dd/MM/yyyy H:mm and German dd.MM.yyyy H:mm", () => {
    expect(formatDate(AFTERNOON, "es", UTC)).toBe("05/03/2026");
    expect(formatTime(MORNING, "es", UTC)).toBe("9:04");
    expect(formatDateTime(AFTERNOON, "de", UTC)).toBe("05.03.2026 14:07");
  });

  it("writes Korean yyyy-MM-dd a h:mm", () => {
    expect(formatDateTime(AFTERNOON, "ko", UTC)).toBe("2026-03-05 오후 2:07");
    expect(formatTime(MORNING, "ko", UTC)).toBe("오전 9:04");
  });

  it("falls back to Intl for the other locales and ignores invalid dates", () => {
    expect(formatDate(AFTERNOON, "ja", UTC)).toBe("2026/03/05");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("shows numbers with 0 to 2 decimals", () => {
    expect(formatNumber(1234.5678, "en")).toBe("1,234.57");
    expect(formatNumber(3, "de")).toBe("3");
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
    expect(formatNumber(Number.NaN, "en")).toBe("");
  });
});

describe("the {# key #} marker rule", () => {
  it("shows a marked server message as the key's translation, other text as is", () => {
    expect(markerKey("Failed: {# UNABLE_TO_ACCESS_DOMAIN #}")).toBe("UNABLE_TO_ACCESS_DOMAIN");
    expect(markerKey("no marker")).toBeUndefined();
    expect(serverMessage("{#ACCESS_GROUP_NAME_ALREADY_USED#}")).toEqual({
      key: "ACCESS_GROUP_NAME_ALREADY_USED",
    });
    expect(serverMessage("<b>x</b>")).toEqual({ text: "<b>x</b>" });
    const translate = (key: string) => `T:${key}`;
    expect(displayText({ key: "A" }, translate)).toBe("T:A");
    expect(displayText({ text: "raw" }, translate)).toBe("raw");
  });
});
