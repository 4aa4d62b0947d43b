// The sessions list as <vdc-sessions> in the portal demo against the pod emulator: several sessions
// disconnected at once, with a result per session when some of them cannot be, and the API call shown
// as the portal's proxy path receives it, without the token.
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
    expect(await confirm.getByRole("list", { name: "Affected items" }).getByRole("listitem").count()).toBe(2);
    // Embedded, the API call goes through the portal's proxy path; the curl line carries a placeholder.
    await confirm.getByText("Show API call").click();
    await confirm
      .getByText("POST /portal/console-api/rest/inventory/v1/sessions/action/disconnect", { exact: true })
      .waitFor();
    const curl = (await confirm.getByLabel("curl command").textContent()) ?? "";
    expect(curl).toContain("/portal/console-api/rest/inventory/v1/sessions/action/disconnect");
    expect(curl).toContain("$VDC_TOKEN");
    const token = await sessions.getAttribute("access-token");
    expect(token).toBeTruthy();
    const shownText = await sessions.evaluate((element) => element.shadowRoot?.textContent ?? "");
    expect(shownText).not.toContain(token);
    expect(await watched.page.evaluate(() => document.body.innerText)).not.toContain(token);
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
