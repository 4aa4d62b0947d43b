// A console route rendered against a signed-in emulator and left to settle: what the every-screen checks of
// the dom layer (raw-codes*.test.tsx) look at.
import { act, render, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { SectionName } from "../../src/shell/router/routes";
import { SectionOutlet } from "../../src/shell/main/section-outlet";
import { signedInEmulator } from "./signed-in-emulator";
import { FEDERATION_FOR_SCREENS } from "../../server/emulator/testing/seeds";

/** Sections whose lists are empty without a federation: they are checked on the federation seed. */
const FEDERATION_SECTIONS: readonly SectionName[] = ["global_entitlements", "sites", "cpa"];

/** Signs the admin in to a fresh emulator seeded so that `section` has items to show. */
export function signedInEmulatorFor(section: SectionName): ReturnType<typeof signedInEmulator> {
  return signedInEmulator(
    "admin",
    FEDERATION_SECTIONS.includes(section) ? FEDERATION_FOR_SCREENS : undefined,
  );
}

/**
 * Waits until the page has loaded: nothing busy, no loading text, and the text unchanged over three polls
 * (100 ms: the emulator answers in process within milliseconds).
 */
async function settled(container: HTMLElement): Promise<void> {
  let previous: string | undefined;
  let unchangedPolls = 0;
  await waitFor(
    () => {
      const text = container.textContent ?? "";
      unchangedPolls = text === previous ? unchangedPolls + 1 : 0;
      previous = text;
      expect(container.querySelector('[aria-busy="true"]')).toBeNull();
      expect(text).not.toMatch(/Loading/);
      expect(unchangedPolls).toBeGreaterThanOrEqual(2);
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Renders a section's route (its tab or item page in `rest`) and waits until it has loaded. */
export async function renderSettledRoute(
  section: SectionName,
  rest: readonly string[],
): Promise<HTMLElement> {
  let container: HTMLElement | undefined;
  // A section's chunk arrives inside an awaited act().
  await act(async () => {
    container = render(<SectionOutlet section={section} rest={rest} />).container;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const page = container as HTMLElement;
  await settled(page);
  return page;
}
