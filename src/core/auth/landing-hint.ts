// Where the last administrator to sign in on this browser landed, so the next sign-in of the same account
// can start its landing page's reads together with the session's (decision 0033). Only a route is kept
// (never a token or data), in localStorage beside the remembered user name.

/** Where the hint lives. */
export const LANDING_HINT_KEY = "vdc.landingHint";

export interface LandingAccount {
  username: string;
  domain: string;
}

interface StoredHint {
  account: string;
  route: string;
}

function accountKey({ username, domain }: LandingAccount): string {
  return `${domain}\\${username}`.toLowerCase();
}

function storage(): Pick<Storage, "getItem" | "setItem"> | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The route this account landed on at its last sign-in here, or null (another account, or never). */
export function readLandingHint(account: LandingAccount): string | null {
  try {
    const raw = storage()?.getItem(LANDING_HINT_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredHint> | null;
    return stored?.account === accountKey(account) && typeof stored.route === "string" ? stored.route : null;
  } catch {
    return null;
  }
}

/** Keeps where this account lands; one account's hint replaces another's. */
export function keepLandingHint(account: LandingAccount, route: string): void {
  try {
    const hint: StoredHint = { account: accountKey(account), route };
    storage()?.setItem(LANDING_HINT_KEY, JSON.stringify(hint));
  } catch {
    // Storage full or blocked: the next sign-in reads its landing page after the session, as without a hint.
  }
}

const prefetches = new Map<string, () => void>();

/**
 * A landing page offers to start its reads before it mounts (the console offers the dashboard's once its
 * chunk is loaded); the page then takes the started reads instead of asking again.
 */
export function offerLandingPrefetch(route: string, start: () => void): void {
  prefetches.set(route, start);
}

/** Starts the reads of the page at a route, if it offered them; returns whether it did. */
export function startLandingPrefetch(route: string): boolean {
  const start = prefetches.get(route);
  start?.();
  return start !== undefined;
}
