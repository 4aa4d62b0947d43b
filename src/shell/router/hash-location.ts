import { signal } from "@preact/signals-core";

function readHash(): string {
  const hash = window.location.hash.replace(/^#/, "");
  return hash === "" ? "/" : hash;
}

/** The current hash route ("/main/desktops?x=1"), without the #. */
export const currentHash = signal<string>(typeof window === "undefined" ? "/" : readHash());

/** Goes to a hash route; `replace` keeps the current entry out of the history. */
export function navigate(route: string, options: { replace?: boolean } = {}): void {
  const url = `#${route}`;
  if (options.replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
  currentHash.value = route;
}

/** Follows the address bar: back, forward and typed hashes. Returns a function that stops. */
export function followHashChanges(): () => void {
  const update = () => {
    currentHash.value = readHash();
  };
  update();
  window.addEventListener("hashchange", update);
  window.addEventListener("popstate", update);
  return () => {
    window.removeEventListener("hashchange", update);
    window.removeEventListener("popstate", update);
  };
}
