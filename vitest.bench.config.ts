import { defineConfig } from "vitest/config";

// `npm run bench` runs these files; each records figures (tests/bench/support/figures.ts). Not part of npm test.
export default defineConfig({
  test: {
    name: "bench",
    environment: "node",
    include: ["tests/bench/**/*.bench.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
