import { defineConfig } from "vitest/config";

// End-to-end flows: the built console, portal demo and emulator served on loopback, driven in Chromium
// through playwright-core. Run after `npm run build`.
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
