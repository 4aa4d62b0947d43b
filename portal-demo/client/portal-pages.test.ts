import { describe, expect, it } from "vitest";
import { hashForNavigation, pageFromHash } from "./portal-pages";

describe("portal pages", () => {
  it("reads the portal's hash routes, with the overview as fallback", () => {
    expect(pageFromHash("#/desktops/pool%2F7")).toEqual({ name: "desktop", poolId: "pool/7" });
    expect(pageFromHash("#/desktops")).toEqual({ name: "desktops" });
    expect(pageFromHash("#/licensing")).toEqual({ name: "licensing" });
    expect(pageFromHash("#/machines")).toEqual({ name: "machines" });
    expect(pageFromHash("#/machines/vm%2F3")).toEqual({ name: "machine", machineId: "vm/3" });
    expect(pageFromHash("")).toEqual({ name: "overview" });
    expect(pageFromHash("#/nowhere")).toEqual({ name: "overview" });
  });

  it("routes an element's navigation request to the portal page showing its target", () => {
    const pool = hashForNavigation({
      section: "desktop-pool",
      tag: "vdc-desktop-pool",
      ids: { "pool-id": "pool/7" },
      route: "/main/desktops/pool%2F7",
    });
    expect(pool).toBe("#/desktops/pool%2F7");
    expect(pageFromHash(pool ?? "")).toEqual({ name: "desktop", poolId: "pool/7" });
    expect(hashForNavigation({ section: "sessions", tag: "vdc-sessions", ids: {}, route: "" })).toBe(
      "#/sessions",
    );
  });

  it("routes the machines list and a machine's page", () => {
    expect(hashForNavigation({ section: "machines", tag: "vdc-machines", ids: {}, route: "" })).toBe(
      "#/machines",
    );
    const machine = hashForNavigation({
      section: "machine",
      tag: "vdc-machine",
      ids: { "machine-id": "vm/3" },
      route: "/main/machines/machine/vm%2F3",
    });
    expect(machine).toBe("#/machines/vm%2F3");
    expect(pageFromHash(machine ?? "")).toEqual({ name: "machine", machineId: "vm/3" });
  });

  it("has no page for sections the portal does not embed", () => {
    expect(hashForNavigation({ section: "farms", tag: null, ids: {}, route: "/main/farms" })).toBeNull();
  });
});
