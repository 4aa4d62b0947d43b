// The standalone console in German from the built bundles (decision 0036): the shell's texts and each
// section's come as text sets in the browser's locale, the whole bundles never, and no key shows.
import { expect, it } from "vitest";
import { openWatchedPage } from "./support/browser";
import { useConsoleInChromium } from "./support/console-in-chromium";
import { openRoute } from "./support/standalone";

const running = useConsoleInChromium();

it("signs in and opens sections in German, each with its own texts, never a whole bundle", async () => {
  const context = await running.browser.newContext({ locale: "de-DE" });
  const textRequests: string[] = [];
  context.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes("/locales/")) textRequests.push(path.replace(/^.*\/locales\//, ""));
  });
  const { page, problems } = await openWatchedPage(context, `${running.server.origin}/`);

  await page.getByLabel("Benutzername", { exact: true }).fill("admin");
  await page.getByLabel("Kennwort", { exact: true }).fill("vdc-demo");
  await page.getByLabel("Domäne").selectOption("EXAMPLE");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.getByRole("button", { name: "Abmelden" }).waitFor();
  // The dashboard shows once its texts are there: German at its first paint.
  await page.getByText("Systemzustand").waitFor();

  await openRoute(page, "#/main/machines");
  await page.getByRole("tab", { name: "vCenter-VMs" }).waitFor();

  expect(textRequests).toContain("console/bundle_de.json");
  expect(textRequests).toContain("dashboard/bundle_de.json");
  expect(textRequests).toContain("machines/bundle_de.json");
  expect(textRequests.filter((path) => path.startsWith("bundle_"))).toEqual([]);
  expect(textRequests.filter((path) => path.endsWith("bundle_en.json"))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
