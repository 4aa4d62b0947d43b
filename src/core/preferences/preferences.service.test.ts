import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiFetch } from "../http/api-clients";
import { banner, dismissBanner } from "../http/http-status.model";
import { features } from "../features/feature-flags";
import {
  columnWidthsOf,
  hiddenColumnsOf,
  loadPreferences,
  preferences,
  saveColumnWidths,
  saveGridPreferences,
} from "./preferences.service";

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[] = [];
let putStatus = 204;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  putStatus = 204;
  setApiFetch(async (input, init) => {
    const method = init?.method ?? "GET";
    calls.push({
      method,
      url: urlOf(input),
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    });
    if (method === "PUT") return new Response(null, { status: putStatus });
    return new Response(
      JSON.stringify({ admin_timeout_in_minutes: 45, grid_preferences: { desktops: ["Type"] } }),
      { status: 200, headers: { "Content-Type": "application/json" } },
    );
  });
});

afterEach(() => {
  vi.useRealTimers();
  features.value = {};
  preferences.value = { adminTimeoutInMinutes: null, gridPreferences: {} };
  dismissBanner();
});

describe("preferences", () => {
  it("loads admin_timeout_in_minutes and grid_preferences", async () => {
    await loadPreferences();
    expect(calls[0]?.url).toBe("/rest/config/v2/admin-users-or-groups/preferences");
    expect(preferences.value).toEqual({ adminTimeoutInMinutes: 45, gridPreferences: { desktops: ["Type"] } });
    expect(hiddenColumnsOf("desktops")).toEqual(["Type"]);
  });

  it("sends grid preferences once, one second after the last change", async () => {
    saveGridPreferences("machines", ["dns"]);
    await vi.advanceTimersByTimeAsync(600);
    saveGridPreferences("machines", ["dns", "state"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      {
        method: "PUT",
        url: "/rest/config/v2/admin-users-or-groups/preferences",
        body: { grid_preferences: { machines: ["dns", "state"] } },
      },
    ]);
  });

  it("sends nothing when the adminPreferences feature is off, but keeps the columns for this session", async () => {
    features.value = { adminPreferences: false };
    saveGridPreferences("machines", ["dns"]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
    expect(hiddenColumnsOf("machines")).toEqual(["dns"]);
  });

  it("shows UPDATE_PREFERENCES_FAILED when the update fails", async () => {
    putStatus = 403;
    saveGridPreferences("machines", ["dns"]);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() =>
      expect(banner.value).toMatchObject({ level: "error", key: "UPDATE_PREFERENCES_FAILED" }),
    );
  });

  it("has no hidden columns for a grid nothing was saved for, so its own defaults apply", () => {
    expect(hiddenColumnsOf("never-saved")).toBeUndefined();
    saveGridPreferences("machines", []);
    expect(hiddenColumnsOf("machines")).toEqual([]);
  });

  it("keeps column widths as 'field=px' under the grid's widths id, in the same one PUT", async () => {
    saveGridPreferences("machines", ["dns"]);
    saveColumnWidths("machines", { name: 240.4, "agent.version": 96 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([
      {
        method: "PUT",
        url: "/rest/config/v2/admin-users-or-groups/preferences",
        body: {
          grid_preferences: { machines: ["dns"], "machines.widths": ["name=240", "agent.version=96"] },
        },
      },
    ]);
    expect(columnWidthsOf("machines")).toEqual({ name: 240, "agent.version": 96 });
    expect(hiddenColumnsOf("machines")).toEqual(["dns"]);
  });

  it("ignores width entries that do not parse", () => {
    preferences.value = {
      adminTimeoutInMinutes: null,
      gridPreferences: { "pools.widths": ["name=200", "=40", "type=wide", "status=-3", "sessions"] },
    };
    expect(columnWidthsOf("pools")).toEqual({ name: 200 });
  });
});
