// Search sessions across the pods of the federation in the standalone console, as admin at federation
// scale: the pod filter narrows the pods asked, and one bulk action sends a message to 40 sessions hosted
// by two pods, with a result per session. As helpdesk: the help desk home, a user found by DOMAIN\name,
// one of their sessions logged off, and maintenance mode (a privilege the role lacks) refused.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openWatchedPage, type WatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { signInStandalone } from "./support/standalone";

const running = useConsoleInChromium({ emulator: { scale: "federation" } });

// At the default seed, the connected sessions on machines gvm-00xx of Cluster-NEWYORK-POD2 fill exactly
// four pages of 20: page 4 is that pod's last, page 5 the first of Cluster-SINGAPORE-POD2.
const PODS = ["Cluster-NEWYORK-POD2", "Cluster-SINGAPORE-POD2"];

async function nextPage(page: Page): Promise<void> {
  const grid = page.getByRole("grid", { name: "Sessions of the federation" });
  const first = await grid.getByRole("row").nth(1).textContent();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect.poll(() => grid.getByRole("row").nth(1).textContent()).not.toBe(first);
}

/** The pod column of every row on the page. */
async function podsShown(page: Page): Promise<Set<string>> {
  const grid = page.getByRole("grid", { name: "Sessions of the federation" });
  const rows = grid.getByRole("row").filter({ has: page.getByRole("gridcell") });
  const names = await rows.evaluateAll((elements) =>
    elements.map((row) => row.querySelectorAll("[role=gridcell]")[2]?.textContent ?? ""),
  );
  return new Set(names);
}

async function signedIn(username: string): Promise<WatchedPage> {
  const watched = await openWatchedPage(running.browser, `${running.server.origin}/`);
  const { page } = watched;
  await signInStandalone(page, username);
  return watched;
}

describe("search sessions across pods", () => {
  it("filters by pod and sends a message to 40 sessions on two pods in one bulk action", async () => {
    const { page, problems } = await signedIn("admin");
    await page.evaluate(() => {
      window.location.hash = "#/main/search_sessions";
    });
    const grid = page.getByRole("grid", { name: "Sessions of the federation" });
    await grid.getByRole("checkbox", { name: "Select row" }).first().waitFor();

    // The pod filter lists the federation's pods by name; the server is asked for those two only.
    await grid.getByRole("button", { name: "Filter Pod" }).click();
    for (const pod of PODS) await grid.getByRole("checkbox", { name: pod, exact: true }).check();
    await page.keyboard.press("Escape");
    await expect.poll(async () => [...(await podsShown(page))]).toEqual([PODS[0]]);
    await grid.getByRole("button", { name: "Filter State" }).click();
    await grid.getByRole("checkbox", { name: "Connected", exact: true }).check();
    await page.keyboard.press("Escape");
    await grid.getByRole("button", { name: "Filter Machine" }).click();
    await grid.getByRole("searchbox", { name: "Filter Machine" }).fill("gvm-00");
    await expect
      .poll(() => grid.getByRole("gridcell", { name: "Disconnected", exact: true }).count())
      .toBe(0);
    await expect
      .poll(
        async () =>
          (await grid.getByRole("row").evaluateAll((rows) => rows.map((row) => row.textContent ?? ""))).every(
            (text) => !/\.example\.com/.test(text) || /gvm-00/.test(text),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await grid.getByRole("button", { name: "Filter Machine" }).click();

    // Page 4 is the first pod's last, page 5 the second pod's first: 40 sessions on two pods.
    for (let index = 1; index < 4; index += 1) await nextPage(page);
    await grid.getByRole("checkbox", { name: "Select all rows on this page" }).check();
    expect([...(await podsShown(page))]).toEqual([PODS[0]]);
    await nextPage(page);
    expect([...(await podsShown(page))]).toEqual([PODS[1]]);
    await grid.getByRole("checkbox", { name: "Select all rows on this page" }).check();

    await page
      .getByRole("group", { name: "Session actions" })
      .getByRole("button", { name: "Send message" })
      .click();
    const confirm = page.getByRole("dialog", { name: "Send a message" });
    await confirm.getByText("Send a message to the users of these sessions (40).").waitFor();
    await confirm.getByLabel("Message", { exact: true }).fill("Maintenance tonight at 22:00");
    // One call for each batch of 20, each naming its sessions per pod.
    await confirm.getByRole("button", { name: "Send message" }).click();
    const results = page.getByRole("dialog", { name: "Send message: results" });
    await results.getByText("Succeeded: 40. Failed: 0.").waitFor();
    expect(await results.getByText("Done", { exact: true }).count()).toBe(40);
    const calls = running.server.emulator.inspect
      .requests()
      .filter((entry) => entry.path === "/rest/inventory/v1/global-sessions/action/send-message");
    expect(calls).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  it("as helpdesk: lands on the help desk home, finds a user, logs off a session, and is refused maintenance mode", async () => {
    const { page, problems } = await signedIn("helpdesk");
    await page.getByRole("heading", { name: "Help Desk", exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe("#/main/helpdesk_home");

    // DOMAIN\name: the directory lookup splits the domain off and searches the name.
    await page.getByRole("button", { name: "Find a user" }).click();
    const find = page.getByRole("dialog", { name: "Find a user" });
    await find.getByLabel("Name contains").fill("EXAMPLE\\Lars Singh");
    await find.getByRole("button", { name: "Find", exact: true }).click();
    await find
      .getByRole("row")
      .filter({ hasText: /lsingh3\b/ })
      .getByRole("radio", { name: "Select row" })
      .check();
    await find.getByRole("button", { name: "Show user" }).click();
    await page.getByRole("heading", { name: "example.com\\lsingh3" }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/main\/helpdesk_home\/S-1-5-21-/);

    // Log off one of the user's sessions: the help desk activity records it.
    const sessions = page.getByRole("grid", { name: "Sessions of the user" });
    await sessions.getByRole("checkbox", { name: "Select row" }).first().check();
    await page
      .getByRole("group", { name: "Session actions" })
      .getByRole("button", { name: "Log off" })
      .click();
    await page
      .getByRole("dialog", { name: "Log off sessions" })
      .getByRole("button", { name: "Log off" })
      .click();
    await page
      .getByRole("status")
      .filter({ hasText: /^Log off: example\.com\\lsingh3 \(.+\) done\.$/ })
      .waitFor();
    const activity = page.getByRole("grid", { name: "Help desk activity" });
    await activity
      .getByRole("row")
      .filter({ hasText: "example.com\\lsingh3" })
      .filter({ hasText: "Log off" })
      .waitFor();

    // Maintenance mode needs MACHINE_MAINTENANCE, which the role lacks: offered disabled with the spec's
    // message, and refused by the pod (403 with a JSON error) when sent anyway.
    const machines = page.getByRole("grid", { name: "Machines of the user" });
    await machines.getByRole("checkbox", { name: "Select row" }).first().check();
    const maintenance = page
      .getByRole("group", { name: "Machine actions" })
      .getByRole("button", { name: "Enter maintenance mode" });
    expect(await maintenance.isDisabled()).toBe(true);
    await page
      .getByText("Enter maintenance mode: You do not have sufficient permission for this operation.")
      .waitFor();
    const refused = await page.evaluate(async () => {
      const token = JSON.parse(sessionStorage.getItem("vdc.accessToken") ?? "null") as string | null;
      const headers = { "Content-Type": "application/json", Authorization: `Bearer ${token ?? ""}` };
      const filter = JSON.stringify({ type: "Equals", name: "name", value: "sales-w11-1-011" });
      const list = await fetch(`/rest/inventory/v1/machines?filter=${encodeURIComponent(filter)}`, {
        headers,
      });
      const [machine] = (await list.json()) as { id: string }[];
      const response = await fetch("/rest/inventory/v1/machines/action/enter-maintenance", {
        method: "POST",
        headers,
        body: JSON.stringify([machine?.id]),
      });
      return {
        status: response.status,
        body: (await response.json()) as { errors?: { error_key?: string }[] },
      };
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.error_key).toBe("insufficient.privilege");
    await machines.getByText("Available", { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
