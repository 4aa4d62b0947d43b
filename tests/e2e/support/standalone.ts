// The standalone console's own sign-in and what its list screens show, for end-to-end tests.
import type { Locator, Page } from "playwright-core";

/**
 * Signs a demo account in on the login screen and waits for the signed-in shell. The domain is a list when
 * the pod names its domains before sign-in and a text field when it does not (the real-pod profile).
 */
export async function signInStandalone(page: Page, username = "admin"): Promise<void> {
  await page.getByLabel("User name", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill("vdc-demo");
  const domain = page.getByLabel("Domain");
  if ((await domain.evaluate((element) => element.tagName)) === "SELECT")
    await domain.selectOption("EXAMPLE");
  else await domain.fill("EXAMPLE");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();
}

/** Opens a console route by its hash. */
export async function openRoute(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => (window.location.hash = target), hash);
}

/** The rows of a grid that hold data (not its header). */
export function bodyRows(page: Page, grid: string): Locator {
  return page
    .getByRole("grid", { name: grid })
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
}
