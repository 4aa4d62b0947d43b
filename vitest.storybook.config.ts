import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import type { BrowserCommandContext } from "vitest/node";
import { readOpenApiDocument } from "./server/openapi-document";

const OPENAPI_MODULE = "virtual:vdc-openapi-2212";

/**
 * The public OpenAPI document for the in-browser emulator's API contract (tests/support/api-contract.
 * browser-setup.ts), read from ../shared at test time: only the story tests see it, never a Storybook build.
 */
const openApiForStoryTests = {
  name: "vdc-openapi-2212",
  resolveId: (id: string) => (id === OPENAPI_MODULE ? `\0${OPENAPI_MODULE}` : undefined),
  load(id: string) {
    if (id !== `\0${OPENAPI_MODULE}`) return undefined;
    const document = readOpenApiDocument();
    if (!document) throw new Error("The API contract needs ../shared/reference/horizon-rest-openapi.yaml");
    return [
      `export const document = ${JSON.stringify(document)};`,
      `export const enforce = ${JSON.stringify(process.env.VDC_API_CONTRACT !== "report")};`,
    ].join("\n");
  },
};

/**
 * Test files of the story layer that are not stories (tests/screens: every screen in eight locales). The
 * Storybook plugin replaces `test.include` with the stories, so the files are added after it.
 */
const screenTests = {
  name: "vdc-screen-tests",
  config: () => ({ test: { include: ["tests/screens/**/*.test.tsx"] } }),
};

// Every story is a test: rendered in Debian's Chromium, its play function run, axe-core checked.
export default defineConfig({
  plugins: [storybookTest({ configDir: ".storybook" }), screenTests, openApiForStoryTests],
  test: {
    name: "stories",
    // Two story files at a time on a two-core machine (vitest's default leaves one core idle).
    maxWorkers: Math.max(2, availableParallelism()),
    // Story files share one page per worker, as Storybook's own preview renders every story in one page:
    // each file in a fresh page re-imported React, the emulator and the API contract, a third of the layer's
    // time. Stories must not lean on module state an earlier story left (each signs in as its own user).
    isolate: false,
    // A hang guard, not a speed limit: a story's play function on a busy machine may take longer than
    // the browser mode's 15 s default.
    testTimeout: 30_000,
    setupFiles: [".storybook/vitest.setup.ts", "tests/support/api-contract.browser-setup.ts"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
      instances: [{ browser: "chromium" }],
      commands: {
        /** The API contract's counts of one story file, written where `npm test` sums them. */
        saveApiContractCounts: (_context, counts: string) => {
          mkdirSync("test-results/api-contract", { recursive: true });
          const name = `stories-${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
          writeFileSync(`test-results/api-contract/${name}`, counts);
        },
        /** A picture of the page under test, as test-results/screens/NAME.png. */
        saveScreenshot: async (context: BrowserCommandContext, name: string) => {
          // The runner's page as large as the page under test, so the picture is not cut at its edge.
          await context.page.setViewportSize({ width: 1480, height: 940 });
          await context.iframe.locator("body").screenshot({ path: `test-results/screens/${name}.png` });
        },
      },
    },
  },
});
