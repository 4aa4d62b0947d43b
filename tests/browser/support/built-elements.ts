/// <reference types="mocha" />
// Browser tests exercise what portals get: the built bundles in dist/elements, served by the test runner.
// The path is computed so type-checking does not depend on a build being present.

/** Imports one built element module (e.g. "vdc-login" or "register-all"). */
export async function importBuiltElements(entry: string): Promise<void> {
  await import(/* @vite-ignore */ `/dist/elements/${entry}.js`);
}

/**
 * Resolves once `check` returns a truthy value, polling every 20 ms; rejects after 5 s. Timers, not animation
 * frames: the runner's pages run side by side and a page in the background gets no frames.
 */
export async function until<T>(check: () => T | null | undefined | false, what: string): Promise<T> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Adds markup to the page and returns its first element. */
export function mount(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}
