import { defineConfig } from "vitest/config";

// End-to-end flows: the built console, portal demo and emulator served on loopback, driven in Chromium
// through playwright-core. Run after `npm run build`.
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    // The emulators the flows run against hold every exchange against the public API.
    setupFiles: ["tests/support/api-contract.setup.ts", "tests/e2e/support/raw-codes.setup.ts"],
    env: { VDC_TEST_LAYER: "e2e" },
    // Two flow files at a time on a two-core machine: a flow mostly waits on Chromium and the page, so one
    // file alone leaves a core idle. Files running at once share nothing: each starts its own Chromium and
    // its own console server and emulator on a port the system picks (port 0); the API contract's counts go
    // to a file per test file (process id and a random part); downloads are caught in the page; the OpenAPI
    // cache is written by rename; the package flow packs dist/ as built (`--ignore-scripts`: its prepack
    // script would rebuild, deleting dist/ under the flow beside it).
    fileParallelism: true,
    // A worker's files share its modules (playwright-core, the server, the emulator): each file importing
    // them afresh spent about a tenth of the layer's time. Flows keep no module state of their own: each
    // builds its emulator and server, and the per-test checks are registered by the setup files.
    isolate: false,
    // Two, not one per core: more Chromiums at once would only stretch each flow towards its timeouts.
    maxWorkers: 2,
    // Hang guards, not speed limits: with two flows sharing two cores a long flow (the federation's, ~25 s
    // alone) took over 60 s on a machine loaded by other work.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // expect.poll waits for the page to settle: a hang guard, not a speed limit (vitest's default of one
    // second fails a flow whenever a busy two-core machine takes longer to read a pod).
    expect: { poll: { timeout: 15_000 } },
  },
});
