/** Where the remembered user name and domain live: localStorage, never a token. */
export const REMEMBERED_USER_KEY = "vdc.rememberedUser";

export interface RememberedUser {
  username: string;
  domain: string;
}

function storage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered user name and domain, if any. */
export function readRememberedUser(): RememberedUser | null {
  try {
    const raw = storage()?.getItem(REMEMBERED_USER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { username, domain } = value as Record<string, unknown>;
    return typeof username === "string" && typeof domain === "string" ? { username, domain } : null;
  } catch {
    return null;
  }
}

/**
 * Stores the user name and domain when the admin asked for it and the server allows caching; otherwise
 * forgets them.
 */
export function rememberUser(user: RememberedUser, shouldRemember: boolean, isCachingAllowed: boolean): void {
  const store = storage();
  if (!store) return;
  try {
    if (shouldRemember && isCachingAllowed)
      store.setItem(REMEMBERED_USER_KEY, JSON.stringify({ username: user.username, domain: user.domain }));
    else store.removeItem(REMEMBERED_USER_KEY);
  } catch {
    // Storage full or blocked: the form simply starts empty next time.
  }
}
