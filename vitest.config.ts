import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit, component and emulator contract tests. Browser, end-to-end and story tests have their own configs.
export default defineConfig({
  test: {
    reporters: ["default"],
    // A hang guard, not a speed limit: a whole sign-in through the shell takes a few seconds on a busy
    // two-core machine, and the suite must not fail because the machine is busy.
    testTimeout: 30_000,
    // One worker per core: vitest's default keeps one core for itself, which on a two-core machine runs
    // the files one at a time while the orchestrator mostly waits.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // Files share a worker's modules: every file builds its own emulators and its own contract
          // checker, and a fresh process per file spent more time importing the emulator than testing it.
          isolate: false,
          setupFiles: ["tests/support/worker-local-broadcast.ts"],
          include: [
            "server/**/*.test.ts",
            "portal-demo/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/contract/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          // The console's core against the emulator: every exchange held against the public API.
          name: "core",
          environment: "node",
          // Isolated, unlike the node project: the console's core keeps module state (session, banner,
          // timers), and a file's leftover timers answered in the next file's tests.
          setupFiles: ["tests/support/worker-local-broadcast.ts", "tests/support/api-contract.setup.ts"],
          include: ["src/core/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "happy-dom",
          // Files share a worker's page and modules, as the node project's do: a VM context per file ran
          // the tests about a third slower, and a fresh worker per file set happy-dom up again each time
          // (the project took 195 s in VM contexts and 110-125 s shared, on two cores). dom-setup.ts starts
          // each file as a fresh page would: signed out, no roles, empty storage, nothing stubbed.
          pool: "threads",
          isolate: false,
          setupFiles: [
            "tests/support/worker-local-broadcast.ts",
            "tests/support/dom-setup.ts",
            "tests/support/api-contract.setup.ts",
          ],
          include: [
            "src/{ui,shell,sections}/**/*.test.{ts,tsx}",
            "elements/**/*.test.{ts,tsx}",
            "tests/locales/**/*.test.ts",
          ],
        },
      },
    ],
  },
});
