// The sessions list as <vdc-sessions> in the portal demo against the pod emulator: several sessions
// disconnected at once, with a result per session when some of them cannot be.
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInToPortal } from "./support/portal";

const running = useConsoleInChromium();

function rowInState(grid: Locator, state: string): Locator {
  return grid
    .getByRole("row")
    .filter({ has: grid.page().getByRole("gridcell", { name: state, exact: true }) })
    .first();
}

describe("sessions in the portal", () => {
  it("disconnects a connected and a disconnected session, reporting each one", async () => {
    const watched = await openWatchedPage(running.browser, `${running.server.origin}/portal/#/sessions`);
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
