// Matchers such as toBeDisabled() for component tests, and a clean DOM after each test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { CompressionStream, DecompressionStream } from "node:stream/web";
import { afterEach } from "vitest";

// Component tests run in a VM context per file (vitest.config.ts), which carries the DOM's globals but
// not every web global Node has; the spreadsheet export streams through these two.
globalThis.CompressionStream ??= CompressionStream as typeof globalThis.CompressionStream;
globalThis.DecompressionStream ??= DecompressionStream as typeof globalThis.DecompressionStream;

// Every component test talks to an in-process emulator or waits on the shell's sign-in; a loaded
// two-core machine can take longer than the library's default second. A hang guard, not a speed limit.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
