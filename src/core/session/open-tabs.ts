/**
 * Which of the console's tabs are open, so that a new tab waits for another tab's session only when
 * another tab can give it (decision 0040).
 */
export interface OpenTabs {
  /** True when another tab of the console's origin is open, or when that cannot be told. */
  hasOthers(): Promise<boolean>;
  /** Marks this tab open until the returned function is called. */
  join(): () => void;
}

/** Every open tab holds a lock named this, followed by its tab id. */
export const TAB_LOCK_PREFIX = "vdc-session-tab:";

/**
 * Open tabs through the Web Locks API: a tab holds a lock of its own while it is open, and the browser
 * lists the locks every tab of the origin holds. Null where the API is missing (an insecure origin).
 */
export function webLockTabs(tabId: string): OpenTabs | null {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return null;
  const own = TAB_LOCK_PREFIX + tabId;
  return {
    async hasOthers() {
      try {
        const { held = [] } = await locks.query();
        return held.some(({ name }) => name !== own && name?.startsWith(TAB_LOCK_PREFIX) === true);
      } catch {
        // A sandboxed frame may not list locks: another tab may be open, so the caller waits.
        return true;
      }
    },
    join() {
      let release = () => {};
      const open = new Promise<void>((resolve) => (release = resolve));
      // Held until released; a refusal (a sandboxed frame) leaves this tab unlisted, which only costs a
      // later tab its wait.
      locks.request(own, () => open).catch(() => undefined);
      return release;
    },
  };
}
