import { defineConfig } from "vitest/config";

// End-to-end flows: the built console, portal demo and emulator served on loopback, driven in Chromium
// through playwright-core. Run after `npm run build`.
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    // The emulators the flows run against hold every exchange against the public API.
    setupFiles: ["tests/support/api-contract.setup.ts"],
    env: { VDC_TEST_LAYER: "e2e" },
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for the page to settle: a hang guard, not a speed limit (vitest's default of one
    // second fails a flow whenever a busy two-core machine takes longer to read a pod).
    expect: { poll: { timeout: 15_000 } },
  },
});
