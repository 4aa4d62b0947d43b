// Steps through the console's wizards in end-to-end flows.
import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** The title of the step the wizard shows: its current entry in the step list. */
const shownStep = (wizard: Locator) =>
  wizard.getByRole("navigation", { name: "Steps" }).locator('[aria-current="step"]').textContent();

/**
 * Presses Next until the wizard leaves the step shown. Next is never grey (decision 0031): a step still
 * reading what it offers refuses a press and says why, so the press is repeated until the step's data lets
 * the wizard go on; a step that stays invalid fails the flow when the wait runs out.
 */
export async function pressNext(wizard: Locator): Promise<void> {
  const from = await shownStep(wizard);
  const next = wizard.getByRole("button", { name: "Next" });
  await expect
    .poll(
      async () => {
        if ((await shownStep(wizard)) !== from) return true;
        // Disabled only while the step asks the server (a name check): its answer moves the wizard on. A
        // press that finds it disabled after all is tried again on the next round, not waited for (by
        // then it could be the next step's Next).
        if (await next.isEnabled()) await next.click({ timeout: 1_000 }).catch(() => undefined);
        return (await shownStep(wizard)) !== from;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

/** Goes on to the wizard step of this title (pressing Next until the step's data lets it go on). */
export async function nextStep(wizard: Locator, title: string): Promise<void> {
  await pressNext(wizard);
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
