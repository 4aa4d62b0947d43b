import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, farmSpecOf, timeoutErrorKey, type FarmDraft } from "./farm-wizard.model";

const automated: FarmDraft = {
  ...EMPTY_DRAFT,
  name: "rds-farm",
  accessGroupId: "root",
  vcenter: { id: "vc-1", label: "vc1" },
  baseVm: { id: "vm-1", label: "gold", datacenterId: "dc-1" },
  snapshot: { id: "snap-1", label: "snap" },
  datastores: [{ id: "ds-1", label: "ds-1" }],
  namingPattern: "rds-{n}",
};

// Spec 001 §9 (3D renderer "GRID vGPU"): for farms the 2212 create spec has grid_vgpus_enabled only.
describe("NVIDIA GRID vGPUs of a new farm (spec 001 §9)", () => {
  it("asks for vGPUs in the display protocol settings only when chosen", () => {
    expect(farmSpecOf({ ...automated, gridVgpus: true }).display_protocol_settings).toEqual({
      grid_vgpus_enabled: true,
    });
    expect(farmSpecOf(automated)).not.toHaveProperty("display_protocol_settings");
  });
});

describe("session timeouts", () => {
  it("names the lowest number of minutes the policy takes", () => {
    expect(timeoutErrorKey("NEVER", "")).toBeUndefined();
    expect(timeoutErrorKey("AFTER", "0")).toBe("farms.wizard.sessions.minutesAtLeastOne");
    expect(timeoutErrorKey("AFTER", "9", 10)).toBe("farms.wizard.sessions.minutesAtLeastTen");
    expect(timeoutErrorKey("AFTER", "10", 10)).toBeUndefined();
  });
});
