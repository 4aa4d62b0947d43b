// Matchers such as toBeDisabled() for component tests, and a clean DOM after each test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Every component test talks to an in-process emulator or waits on the shell's sign-in; a loaded
// two-core machine can take longer than the library's default second. A hang guard, not a speed limit.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
