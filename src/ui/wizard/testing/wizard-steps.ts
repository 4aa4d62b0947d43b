// Steps through a wizard in component tests. Next is never grey (decision 0031): a step still reading what
// it offers refuses the press and says why, so "wait for an enabled Next" no longer says the step is ready.
import { fireEvent, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";

/** The title of the step the wizard shows: its current entry in the step list. */
export function shownStep(root: HTMLElement = document.body): string {
  return root.querySelector('nav [aria-current="step"]')?.textContent ?? "";
}

/**
 * Presses Next until the wizard leaves the step shown: a step whose data is still loading refuses the
 * first presses; a step that stays invalid fails the test once the wait runs out.
 */
export async function pressNext(root: HTMLElement = document.body): Promise<void> {
  const from = shownStep(root);
  await waitFor(() => {
    if (shownStep(root) === from) {
      const next = within(root).getByRole("button", { name: "Next" });
      // Disabled only while the step asks the server (a name check): its answer moves the wizard on.
      if (!next.hasAttribute("disabled")) fireEvent.click(next);
    }
    expect(shownStep(root), `Next stays on the step "${from}"`).not.toBe(from);
  });
}

/** Presses Next until the step of this title shows; its heading. */
export async function toStep(title: string, root: HTMLElement = document.body): Promise<HTMLElement> {
  for (let steps = 0; steps < 20 && shownStep(root) !== title; steps += 1) await pressNext(root);
  return within(root).findByRole("heading", { name: title });
}

/**
 * Presses Next on a step that must refuse it: the wizard stays on the step and shows why (at the fields,
 * or in the step's problem line).
 */
export function expectNextRefused(root: HTMLElement = document.body): void {
  const from = shownStep(root);
  fireEvent.click(within(root).getByRole("button", { name: "Next" }));
  expect(shownStep(root)).toBe(from);
}
