// The portal demo's own sign-in, as its users do it.
import type { WatchedPage } from "./browser";

/** Signs the demo portal's tenant in through the portal's form. */
export async function signInToPortal(watched: WatchedPage): Promise<void> {
  const form = watched.page.locator(".portal-sign-in");
  await form.getByLabel("Portal user").fill("tenant");
  await form.getByLabel("Password").fill("vdc-demo");
  await form.getByRole("button", { name: "Sign in" }).click();
  await watched.page.getByText("Tenant administrator").waitFor();
}
