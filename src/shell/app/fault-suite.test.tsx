// The shared HTTP handling table (spec 000 section 8) and malformed answers, driven through the standalone
// shell against the in-process pod emulator: what the administrator sees for each, and nothing unhandled.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../../server/emulator/emulator";
import {
  closeConsole,
  openConsole,
  resetConsole,
  serveEmulator,
  signInThroughForm,
  stopAfterTest,
  type AnswerOverride,
} from "../../../tests/support/standalone-console";
import { targetAddress } from "../../core/session/session.model";
import { preloadModule } from "../../ui/lazy/lazy-module";
import { loadDashboard, loadDesktopPool, loadDesktopPools } from "../main/section-outlet";
import { currentHash, navigate } from "../router/hash-location";

const POOL_LIST = /^\/rest\/inventory\/v\d+\/desktop-pools$/;
const ONE_POOL = /^\/rest\/inventory\/v\d+\/desktop-pools\/[^/]+$/;
const SERVER_ERROR = "A server error occurred. Please try again.";
const NO_CONNECTION = "An error occurred. Try again.";

let emulator: Emulator;
/** Replaces the pod's answer for matching requests (malformed bodies the emulator never sends). */
let override: AnswerOverride | undefined;
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

// The sections' chunks are loaded up front: this suite is about HTTP answers, not chunk loading.
beforeAll(() => Promise.all([loadDashboard, loadDesktopPools, loadDesktopPool].map(preloadModule)));

beforeEach(() => {
  resetConsole();
  override = undefined;
  unhandled.length = 0;
  process.on("unhandledRejection", recordUnhandled);
  emulator = createEmulator();
  serveEmulator(emulator, (request) => override?.(request));
});

afterEach(() => {
  closeConsole();
  process.off("unhandledRejection", recordUnhandled);
});

async function signInOn(route: string) {
  openConsole("/login");
  const user = await signInThroughForm();
  await screen.findByRole("button", { name: "Sign out" });
  act(() => navigate(route));
  return user;
}

async function poolsGrid() {
  return screen.findByRole("grid", { name: "Desktop pools" });
}

/** Nothing escaped: no unhandled rejection, and the page still answers. */
async function expectNothingUnhandled() {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(unhandled).toEqual([]);
}

describe("the HTTP handling table through the shell", () => {
  it("leaves a pool's page for the list when the pod says the pool does not exist (400 entity not found)", async () => {
    const user = await signInOn("/main/desktops");
    const grid = await poolsGrid();
    const link = await within(grid).findByRole("button", { name: "Sales-Win11-01" });
    emulator.faults.failWith({ method: "GET", path: ONE_POOL }, 400, {
      body: {
        status: "BAD_REQUEST",
        errors: [{ error_key: "entity.not.found", error_message: "No desktop pool with this id" }],
      },
    });
    const visited: string[] = [];
    stopAfterTest(currentHash.subscribe((hash) => visited.push(hash)));
    await user.click(link);
    // The pool's page opened, its GET answered 400, and the shell went back to the list.
    await waitFor(() =>
      expect(visited.slice(-2)).toEqual([expect.stringMatching(/^\/main\/desktops\/.+/), "/main/desktops"]),
    );
    expect(await poolsGrid()).toBeVisible();
    await expectNothingUnhandled();
  });

  it("returns to login with the timeout message on a 401 mid-work, keeping the page as target", async () => {
    await signInOn("/main/dashboard");
    await screen.findByRole("list", { name: "Summary" });
    // Every answer is 401, the token refresh's retry included.
    emulator.faults.failWith({ method: "GET", path: POOL_LIST }, 401, { times: 10 });
    act(() => navigate("/main/desktops"));
    expect(await screen.findByText("Your session timed out. Please sign in again.")).toBeVisible();
    expect(currentHash.value).toBe("/login?sessionTimeout=true");
    expect(targetAddress.value).toBe("/main/desktops");
    await expectNothingUnhandled();
  });

  it.each([403, 404])("passes a %i to the section, which says so, without a banner", async (status) => {
    emulator.faults.failWith({ method: "GET", path: POOL_LIST }, status, { times: 10 });
    await signInOn("/main/desktops");
    const grid = await poolsGrid();
    expect(await screen.findByText("The list could not be loaded.")).toBeVisible();
    expect(grid).toBeVisible();
    expect(screen.queryByText(SERVER_ERROR)).toBeNull();
    expect(screen.queryByText(NO_CONNECTION)).toBeNull();
    await expectNothingUnhandled();
  });

  it("shows the server-error banner on a 500, and a lost connection's banner replaces it", async () => {
    const user = await signInOn("/main/desktops");
    await poolsGrid();
    emulator.faults.failWith({ method: "GET", path: POOL_LIST }, 500, { times: 1 });
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText(SERVER_ERROR)).toBeVisible();
    emulator.faults.drop({ method: "GET", path: POOL_LIST }, { times: 1 });
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText(NO_CONNECTION)).toBeVisible();
    expect(screen.queryByText(SERVER_ERROR)).toBeNull();
    await expectNothingUnhandled();
  });
});

describe("malformed answers through the shell", () => {
  it("treats an HTML error page from a proxy as a failed load, with a way to retry", async () => {
    const user = await signInOn("/main/desktops");
    await poolsGrid();
    emulator.faults.htmlErrorPage({ method: "GET", path: POOL_LIST }, 502, { times: 1 });
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("The list could not be loaded.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await within(await poolsGrid()).findByRole("button", { name: "Sales-Win11-01" })).toBeVisible();
    await expectNothingUnhandled();
  });

  it("treats an HTML page with status 200 and a truncated JSON body as failed loads", async () => {
    const user = await signInOn("/main/desktops");
    await poolsGrid();
    const bodies = [
      "<!doctype html><title>Maintenance</title><p>Back soon</p>",
      '[{"id":"pool-1","name":"Sal',
    ];
    for (const body of bodies) {
      override = (request) =>
        POOL_LIST.test(new URL(request.url).pathname)
          ? new Response(body, {
              status: 200,
              headers: { "Content-Type": body.startsWith("<") ? "text/html" : "application/json" },
            })
          : undefined;
      await user.click(screen.getByRole("button", { name: "Refresh" }));
      expect(await screen.findByText("The list could not be loaded.")).toBeVisible();
      override = undefined;
      await user.click(screen.getByRole("button", { name: "Retry" }));
      await within(await poolsGrid()).findByRole("button", { name: "Sales-Win11-01" });
    }
    await expectNothingUnhandled();
  });
});
