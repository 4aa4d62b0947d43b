// Steps through the console's wizards in end-to-end flows.
import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** Goes on to the wizard step of this title, once Next is enabled (the step's data is read). */
export async function nextStep(wizard: Locator, title: string): Promise<void> {
  const next = wizard.getByRole("button", { name: "Next" });
  await expect.poll(() => next.isEnabled()).toBe(true);
  await next.click();
  await wizard.getByRole("heading", { name: title }).waitFor();
}

/** Picks the first item a vCenter picker offers that can be chosen. */
export async function pickFirst(
  wizard: Locator,
  group: string | RegExp,
  role: "radio" | "checkbox" = "radio",
): Promise<void> {
  await wizard.getByRole("group", { name: group }).getByRole(role, { disabled: false }).first().check();
}
