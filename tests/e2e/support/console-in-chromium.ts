// Chromium and a console server on a fresh pod emulator for the tests of a file or describe block.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import type { EmulatorOptions } from "../../../server/emulator/emulator";
import { launchBrowser } from "./browser";
import { startConsole, type ConsoleUnderTest } from "./console-under-test";

export interface ConsoleInChromium {
  /** Set once the tests start. */
  browser: Browser;
  server: ConsoleUnderTest;
}

/** Starts both before the tests of the enclosing block and stops both after them. */
export function useConsoleInChromium(options: { emulator?: EmulatorOptions } = {}): ConsoleInChromium {
  const running = {} as ConsoleInChromium;
  beforeAll(async () => {
    [running.browser, running.server] = await Promise.all([launchBrowser(), startConsole(options)]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}
