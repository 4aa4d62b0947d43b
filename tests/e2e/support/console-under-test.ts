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
  /** Every API request the server answered, in order of answer: what the server saw, not the page. */
  apiLog: readonly ApiExchange[];
  /**
   * Holds the next `count` API requests whose path `matches` until all of them have arrived, then lets
   * them reach the emulator together, so a test of concurrent answers does not depend on the page's
   * timing. After `timeoutMs` the ones held so far go on anyway, and the test's assertions say why.
   */
  holdApiRequests(count: number, matches: (path: string) => boolean, timeoutMs?: number): void;
  stop(): Promise<void>;
}

export interface ApiExchange {
  method: string;
  path: string;
  status: number;
}

interface RequestGate {
  count: number;
  matches: (path: string) => boolean;
  held: Array<() => void>;
  timer: ReturnType<typeof setTimeout>;
}

/** Starts the console server with a fresh emulator; the build must exist (npm run build). */
export async function startConsole(options: { emulator?: EmulatorOptions } = {}): Promise<ConsoleUnderTest> {
  if (!existsSync(`${DIST_DIR}/console/index.html`))
    throw new Error("dist/ is missing: run `npm run build` first");
  const emulator = createEmulator(options.emulator);
  const apiLog: ApiExchange[] = [];
  let gate: RequestGate | undefined;
  const openGate = (opened: RequestGate) => {
    clearTimeout(opened.timer);
    if (gate === opened) gate = undefined;
    for (const release of opened.held) release();
  };
  const api = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const waiting = gate;
    if (waiting?.matches(path)) {
      await new Promise<void>((release) => {
        waiting.held.push(release);
        if (waiting.held.length >= waiting.count) openGate(waiting);
      });
    }
    const response = await emulator.fetch(request);
    apiLog.push({ method: request.method, path, status: response.status });
    return response;
  };
  const app = createConsoleServer({ distDir: DIST_DIR, api });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    emulator,
    apiLog,
    holdApiRequests(count, matches, timeoutMs = 10_000) {
      const next: RequestGate = {
        count,
        matches,
        held: [],
        timer: setTimeout(() => openGate(next), timeoutMs),
      };
      gate = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (gate) openGate(gate);
        server.close(() => resolve());
        // Idle keep-alive sockets from the browser would hold close() open.
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  };
}
