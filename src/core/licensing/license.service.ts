import { computed, signal, type ReadonlySignal } from "@preact/signals-core";
import { isLoggedIn } from "../session/session.model";
import { getLicense } from "./get-license";
import { FALLBACK_LICENSE, type LicenseInfo } from "./license.model";

const current = signal<LicenseInfo | null>(null);
let pending: Promise<void> | null = null;

/** The loaded licence: null until ready, then the server's data or the fallback. */
export const license: ReadonlySignal<LicenseInfo | null> = current;

/** True once the licence (or its fallback) is known. */
export const isLicenseReady: ReadonlySignal<boolean> = computed(() => current.value !== null);

/** Loads the licence once; later calls share the first load. A failure leaves the fallback, never a rejection. */
export function loadLicense(): Promise<void> {
  pending ??= getLicense().then(
    (info) => {
      current.value = info ?? { ...FALLBACK_LICENSE };
    },
    () => {
      current.value = { ...FALLBACK_LICENSE };
    },
  );
  return pending;
}

/** Forgets the licence (logout, or after the licence key changed) so the next load asks the server again. */
export function resetLicense(): void {
  pending = null;
  current.value = null;
}

/** Forgets the licence and loads it again. */
export function reloadLicense(): Promise<void> {
  resetLicense();
  return loadLicense();
}

// A signed-out console must not keep the previous admin's licence view.
isLoggedIn.subscribe((loggedIn) => {
  if (!loggedIn && current.peek() !== null) resetLicense();
});
