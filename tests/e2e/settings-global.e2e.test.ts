// Global settings through the standalone console against the pod emulator: who may edit, a change that
// survives a reload, a refused save that keeps the dialog, and the helpdesk administrator kept out.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openWatchedPage } from "./support/browser";
import { startConsole, type ConsoleUnderTest } from "./support/console-under-test";
import { signInStandalone } from "./support/standalone";

let browser: Browser;
let server: ConsoleUnderTest;
let contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startConsole();
});

afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function signedIn(username: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const { page } = await openWatchedPage(context, `${server.origin}/`);
  await signInStandalone(page, username);
  return page;
}

async function openGlobalSettings(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = "#/main/global_settings";
  });
  await page.getByRole("heading", { name: "Global Settings" }).waitFor();
}

describe("global settings", () => {
  it("shows a read-only administrator disabled controls, and the pod refuses the change too", async () => {
    const page = await signedIn("readonly");
    await openGlobalSettings(page);
    const edit = page.getByRole("button", { name: "Edit" });
    await page.getByText("Console session timeout").waitFor();
    expect(await edit.isDisabled()).toBe(true);
    const status = await page.evaluate(async () => {
      const token = JSON.parse(sessionStorage.getItem("vdc.accessToken") ?? "null") as string | null;
      const response = await fetch("/rest/config/v1/settings/agent-restriction-settings", {
        method: "PUT",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token ?? ""}` },
        body: JSON.stringify({ restricted_agent_message: "changed by a read-only admin" }),
      });
      return response.status;
    });
    expect(status).toBe(403);
  });

  it("lets a full administrator change a setting that is kept after a reload", async () => {
    const page = await signedIn("admin");
    await openGlobalSettings(page);
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit general settings" });
    await dialog.getByLabel("Forced logoff message").fill("Save your work: maintenance at 18:00.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Save your work: maintenance at 18:00.").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByRole("heading", { name: "Global Settings" }).waitFor();
    await page.getByText("Save your work: maintenance at 18:00.").waitFor();
  });

  it("keeps the dialog and what was typed when the save fails", async () => {
    server.emulator.faults.failWith({ method: "POST", path: /globalsettings\/update$/ }, 400, {
      body: { errors: [{ error_key: "x", error_message: "Refused {# INSUFFICIENT_PERMISSION #}" }] },
      times: 1,
    });
    const page = await signedIn("admin");
    await openGlobalSettings(page);
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit general settings" });
    await dialog.getByLabel("Banner message").fill("Typed before the failure");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByRole("alert").waitFor();
    expect(await dialog.getByRole("alert").textContent()).toContain("The changes were not saved");
    expect(await dialog.getByLabel("Banner message").inputValue()).toBe("Typed before the failure");
  });

  it("keeps a helpdesk administrator out", async () => {
    const page = await signedIn("helpdesk");
    await openGlobalSettings(page);
    await page.getByText("You do not have permission to view this.").waitFor();
    expect(await page.getByRole("button", { name: "Edit" }).count()).toBe(0);
  });

  it("sends the data recovery password hashed and encrypted, never in clear", async () => {
    const page = await signedIn("admin");
    const bodies: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("globalsettings/update")) bodies.push(request.postData() ?? "");
    });
    await openGlobalSettings(page);
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("button", { name: "Change data recovery password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change data recovery password" });
    await dialog.getByLabel("Recovery password", { exact: true }).fill("Recover-Me-42");
    await dialog.getByLabel("Confirm recovery password").fill("Recover-Me-42");
    await dialog.getByLabel("Password reminder").fill("the usual");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("the usual").waitFor();
    expect(bodies).toHaveLength(1);
    const sent = (
      JSON.parse(bodies[0] ?? "{}") as { dataRecoveryPasswordData?: { recoveryPassword?: string } }
    ).dataRecoveryPasswordData?.recoveryPassword;
    expect(sent).toBeTruthy();
    expect(sent).not.toContain("Recover-Me-42");
    // Not the bare SHA-256 hex: the hash was encrypted with the key agreement's session cipher.
    expect(sent).not.toMatch(/^[0-9a-f]{64}$/i);
    expect(await page.getByText("Set", { exact: true }).count()).toBe(1);
  });
});
