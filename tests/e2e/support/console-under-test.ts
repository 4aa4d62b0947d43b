// The built console, portal demo and pod emulator served in process on a free loopback port, so a
// test can configure the emulator (faults, clock, token lifetimes) and inspect it while Chromium drives the page.
import { serve, type ServerType } from "@hono/node-server";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createConsoleServer } from "../../../server/console-server";
import { createEmulator, type Emulator, type EmulatorOptions } from "../../../server/emulator/emulator";

export const DIST_DIR = fileURLToPath(new URL("../../../dist", import.meta.url));

export interface ConsoleUnderTest {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  origin: string;
  emulator: Emulator;
  stop(): Promise<void>;
}

/** Starts the console server with a fresh emulator; the build must exist (npm run build). */
export async function startConsole(options: { emulator?: EmulatorOptions } = {}): Promise<ConsoleUnderTest> {
  if (!existsSync(`${DIST_DIR}/console/index.html`))
    throw new Error("dist/ is missing: run `npm run build` first");
  const emulator = createEmulator(options.emulator);
  const app = createConsoleServer({ distDir: DIST_DIR, api: (request) => emulator.fetch(request) });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    emulator,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets from the browser would hold close() open.
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  };
}
