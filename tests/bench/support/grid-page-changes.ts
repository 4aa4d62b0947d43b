// What the grid benches share: signing in to the built console, and timing Next page clicks.
import type { Page } from "playwright-core";

/** Signs in to the standalone console as a demo account (password vdc-demo, domain EXAMPLE). */
export async function signIn(page: Page, origin: string, username: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel("User name", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill("vdc-demo");
  const domain = page.getByLabel("Domain");
  if ((await domain.evaluate((element) => element.tagName)) === "SELECT")
    await domain.selectOption("EXAMPLE");
  else await domain.fill("EXAMPLE");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();
}

/** Milliseconds from a Next page click to the next frame after the first row changed, per click. */
export function gridPageChanges(page: Page, gridLabel: string, samples: number): Promise<number[]> {
  return page.evaluate(
    async ({ count, label }) => {
      // The console renders in a shadow root; the grid is found by its accessible name.
      const find = (root: Document | ShadowRoot, selector: string): Element | null => {
        const direct = root.querySelector(selector);
        if (direct) return direct;
        for (const element of root.querySelectorAll("*")) {
          const found = element.shadowRoot ? find(element.shadowRoot, selector) : null;
          if (found) return found;
        }
        return null;
      };
      const grid = () => find(document, `[role=grid][aria-label="${label}"]`);
      // The first column is the selection checkbox (no text): the first body row's text tells pages apart.
      const firstCell = () => grid()?.querySelector("[role=row]:has([role=gridcell])")?.textContent ?? "";
      const nextFrame = () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      const area = () => grid()?.closest("[part]") ?? document;
      while (firstCell() === "") await nextFrame();
      // Left alone a moment after it appears, as an administrator reads the first page before paging
      // (the grid bench does the same): the first page's own name lookups are not part of a page change.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const times: number[] = [];
      for (let sample = 0; sample < count; sample += 1) {
        const before = firstCell();
        const next = (area() as ParentNode).querySelector<HTMLButtonElement>(
          'button[aria-label="Next page"]',
        );
        if (!next) throw new Error("no Next page button");
        await nextFrame();
        const started = performance.now();
        next.click();
        while (firstCell() === before || firstCell() === "") await nextFrame();
        times.push((await nextFrame()) - started);
      }
      return times;
    },
    { count: samples, label: gridLabel },
  );
}
