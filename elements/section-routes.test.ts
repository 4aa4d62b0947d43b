import { describe, expect, it } from "vitest";
import { navigationDetail, navigationTarget } from "./section-routes";

describe("navigationTarget", () => {
  it("maps a pool's details route to <vdc-desktop-pool> with its pool-id", () => {
    expect(navigationTarget("#/main/desktops/pool%2F1")).toEqual({
      section: "desktop-pool",
      tag: "vdc-desktop-pool",
      ids: { "pool-id": "pool/1" },
      route: "/main/desktops/pool%2F1",
    });
  });

  it("maps list routes to their elements and ignores query strings", () => {
    expect(navigationTarget("#/main/desktops?filter=x")?.tag).toBe("vdc-desktop-pools");
    expect(navigationTarget("/main/sessions_list")?.section).toBe("sessions");
    expect(navigationTarget("#/main/product_licensing_usage")?.tag).toBe("vdc-licensing");
  });

  it("keeps routes without an element as their first segment", () => {
    expect(navigationTarget("#/main/servers/vc-1")).toEqual({
      section: "servers",
      tag: null,
      ids: {},
      route: "/main/servers/vc-1",
    });
  });

  it("gives null for what is not a console route", () => {
    expect(navigationTarget("https://example.com/")).toBeNull();
    expect(navigationTarget("#/login")).toBeNull();
    expect(navigationTarget("#section-anchor")).toBeNull();
  });
});

describe("navigationDetail", () => {
  it("gives a pool link the desktop-pool element and its pool-id", () => {
    expect(navigationDetail({ section: "desktop-pool", id: "pool 1" })).toEqual({
      section: "desktop-pool",
      tag: "vdc-desktop-pool",
      ids: { "pool-id": "pool 1" },
      route: "/main/desktops/pool%201",
    });
  });

  it("keeps the filter a list link carries", () => {
    expect(navigationDetail({ section: "sessions", filter: { state: "DISCONNECTED" } })).toEqual({
      section: "sessions",
      tag: "vdc-sessions",
      ids: {},
      route: "/main/sessions_list",
      filter: { state: "DISCONNECTED" },
    });
  });

  it("leads a dashboard count's link to <vdc-events> with its severity filter", () => {
    expect(navigationDetail({ section: "events", filter: { severity: "ERROR" } })).toEqual({
      section: "events",
      tag: "vdc-events",
      ids: {},
      route: "/main/events",
      filter: { severity: "ERROR" },
    });
  });

  it("names the console route of sections without an element", () => {
    expect(navigationDetail({ section: "sites", filter: { state: "problem" } })).toEqual({
      section: "sites",
      tag: null,
      ids: {},
      route: "/main/sites",
      filter: { state: "problem" },
    });
    expect(navigationDetail({ section: "sites", id: "site-1" }).route).toBe("/main/sites/site-1");
    // The dashboard's health links land on <vdc-servers>, the tab in the filter.
    expect(navigationDetail({ section: "servers", filter: { tab: "gateways" } })).toMatchObject({
      tag: "vdc-servers",
      route: "/main/servers",
    });
  });

  it("hands a dashboard link into the machines to <vdc-machines> with its filter, a machine to <vdc-machine>", () => {
    expect(navigationDetail({ section: "machines", filter: { tab: "rds", state: "problem" } })).toEqual({
      section: "machines",
      tag: "vdc-machines",
      ids: {},
      route: "/main/machines",
      filter: { tab: "rds", state: "problem" },
    });
    expect(navigationDetail({ section: "machine", id: "m 1" })).toEqual({
      section: "machine",
      tag: "vdc-machine",
      ids: { "machine-id": "m 1" },
      route: "/main/machines/m%201",
    });
    expect(navigationTarget("#/main/machines/rds")).toMatchObject({ tag: "vdc-machines", ids: {} });
    expect(navigationTarget("#/main/machines/m-1/events")).toMatchObject({ section: "machines", tag: null });
    expect(navigationTarget("#/main/machines/m-1")).toMatchObject({
      tag: "vdc-machine",
      ids: { "machine-id": "m-1" },
    });
  });
});
