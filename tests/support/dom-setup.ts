// Matchers such as toBeDisabled() for component tests, and a clean DOM after each test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { CompressionStream, DecompressionStream } from "node:stream/web";
import { afterEach, beforeAll, vi } from "vitest";
import { endSession } from "../../src/core/auth/sign-out";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";

// happy-dom's page carries the DOM's globals but not every web global Node has; the spreadsheet export
// streams through these two.
globalThis.CompressionStream ??= CompressionStream as typeof globalThis.CompressionStream;
globalThis.DecompressionStream ??= DecompressionStream as typeof globalThis.DecompressionStream;

// Every component test talks to an in-process emulator or waits on the shell's sign-in; a loaded
// two-core machine can take longer than the library's default second. A hang guard, not a speed limit.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// Files share a worker's modules and its page (vitest.config.ts): each file starts as a fresh page would,
// signed out, with no roles, empty storage, no address, and nothing another file stubbed (vitest itself
// restores every mock between files).
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  endSession();
  clearAdminRoles();
  // A file may ask for Node's environment instead of the page's.
  if (typeof window === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  document.body.replaceChildren();
});
