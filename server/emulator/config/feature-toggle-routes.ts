import type { Hono } from "hono";
import { FEATURE_KEYS } from "../../../src/core/features/feature-keys";
import type { EmulatorEnv } from "../emulator-context";

/**
 * The console's feature flags as a Connection Server ships them beside the admin console
 * (spec 000 section 9). Every flag is on unless the emulator is started with some turned off.
 */
export const DEFAULT_FEATURE_TOGGLES: Readonly<Record<string, boolean>> = Object.fromEntries(
  Object.values(FEATURE_KEYS).map((key) => [key, true]),
);

/**
 * Paths the file answers on: the admin console's own, and the root (next to a standalone console page,
 * and where a portal's proxy path maps to).
 */
export const FEATURE_TOGGLE_PATHS = ["/featureToggle.json", "/admin/featureToggle.json"] as const;

/** GET featureToggle.json: a static file, so no session is needed and the version suffix is ignored. */
export function registerFeatureToggleRoutes(
  app: Hono<EmulatorEnv>,
  overrides: Readonly<Record<string, boolean>> = {},
): void {
  const features = { ...DEFAULT_FEATURE_TOGGLES, ...overrides };
  for (const path of FEATURE_TOGGLE_PATHS) {
    app.get(path, (c) => c.json({ features }, 200, { "Cache-Control": "no-cache" }));
  }
}
