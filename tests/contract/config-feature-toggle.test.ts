import { describe, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { FEATURE_KEYS } from "../../src/core/features/feature-keys";

async function featureToggle(path: string, toggles?: Record<string, boolean>): Promise<Response> {
  const emulator = createEmulator(toggles ? { featureToggles: toggles } : {});
  return emulator.fetch(new Request(`http://pod.test${path}`));
}

describe("featureToggle.json", () => {
  it("answers without a session, under /admin and at the root, every console feature on", async () => {
    for (const path of ["/admin/featureToggle.json?v=0.1.0", "/featureToggle.json"]) {
      const response = await featureToggle(path);
      expect(response.status).toBe(200);
      const { features } = (await response.json()) as { features: Record<string, boolean> };
      for (const key of Object.values(FEATURE_KEYS)) expect(features[key], key).toBe(true);
    }
  });

  it("turns off the features the emulator is started without", async () => {
    const response = await featureToggle("/admin/featureToggle.json", { dashboard: false });
    const { features } = (await response.json()) as { features: Record<string, boolean> };
    expect(features.dashboard).toBe(false);
    expect(features.helpdesk).toBe(true);
  });
});
