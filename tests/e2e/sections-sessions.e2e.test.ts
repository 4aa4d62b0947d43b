// The sessions list as <vdc-sessions> in the portal demo against the pod emulator: several sessions
// disconnected at once, with a result per session when some of them cannot be.
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openWatchedPage, type WatchedPage } from "./support/browser";
import { startConsole, type ConsoleUnderTest } from "./support/console-under-test";

let browser: Browser;
let consoleServer: ConsoleUnderTest;

beforeAll(async () => {
  [browser, consoleServer] = await Promise.all([launchBrowser(), startConsole()]);
});

afterAll(async () => {
  await browser?.close();
  await consoleServer?.stop();
});

async function signInToPortal(watched: WatchedPage): Promise<void> {
  const form = watched.page.locator(".portal-sign-in");
  await form.getByLabel("Portal user").fill("tenant");
  await form.getByLabel("Password").fill("vdc-demo");
  await form.getByRole("button", { name: "Sign in" }).click();
  await watched.page.getByText("Tenant administrator").waitFor();
}

function rowInState(grid: Locator, state: string): Locator {
  return grid
    .getByRole("row")
    .filter({ has: grid.page().getByRole("gridcell", { name: state, exact: true }) })
    .first();
}

describe("sessions in the portal", () => {
  it("disconnects a connected and a disconnected session, reporting each one", async () => {
    const watched = await openWatchedPage(browser, `${consoleServer.origin}/portal/#/sessions`);
    await signInToPortal(watched);
    const sessions = watched.page.locator("vdc-sessions");
    const grid = sessions.getByRole("grid", { name: "Sessions" });
    const connected = rowInState(grid, "Connected");
    const disconnected = rowInState(grid, "Disconnected");
    await connected.waitFor();
    await disconnected.waitFor();
    await connected.getByRole("checkbox", { name: "Select row" }).check();
    await disconnected.getByRole("checkbox", { name: "Select row" }).check();
    await sessions
      .getByRole("group", { name: "Session actions" })
      .getByRole("button", { name: "Disconnect" })
      .click();

    const confirm = sessions.getByRole("dialog", { name: "Disconnect sessions" });
    await confirm.getByText("Disconnect these sessions (2)?").waitFor();
    expect(await confirm.getByRole("list", { name: "Affected sessions" }).getByRole("listitem").count()).toBe(
      2,
    );
    await confirm.getByRole("button", { name: "Disconnect" }).click();

    const results = sessions.getByRole("dialog", { name: "Disconnect: results" });
    await results.getByText("Succeeded: 1. Failed: 1.").waitFor();
    expect(
      await results.getByText(/^Failed: Cannot disconnect a session in state DISCONNECTED/).count(),
    ).toBe(1);
    expect(await results.getByText("Done", { exact: true }).count()).toBe(1);
    expect(watched.problems).toEqual([]);
  });
});
