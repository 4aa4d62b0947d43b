// Emulator seeds for tests and stories of screens, named once so that every screen checks the same data.
import type { EmulatorOptions } from "../emulator";

/**
 * The federation seed with 600 global sessions: sites, pods, global entitlements and sessions in every state
 * for a screen to show. Tests count on it: 100 sessions a pod over 6 pods (5 pages of 20 each), and
 * EXAMPLE\lsingh3 with one of them, one assigned machine, one direct desktop entitlement and audit events.
 * The profile's 50,000 are for scale, where the contract tests, the e2e flows at federation scale and the
 * benches ask for them: seeding them takes about 0.25 s for each emulator.
 */
export const FEDERATION_FOR_SCREENS = {
  scale: "federation",
  globalSessions: 600,
} as const satisfies EmulatorOptions;
