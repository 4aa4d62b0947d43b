import { afterEach, describe, expect, it, vi } from "vitest";
import { TAB_LOCK_PREFIX, webLockTabs } from "./open-tabs";

/** The part of a browser's LockManager the open tabs use: exclusive locks held while a callback runs. */
class FakeLockManager {
  readonly held = new Map<string, string>();
  constructor(private readonly clientId: string) {}
  async request(name: string, callback: () => Promise<void>): Promise<void> {
    this.held.set(name, this.clientId);
    try {
      await callback();
    } finally {
      this.held.delete(name);
    }
  }
  query() {
    return Promise.resolve({
      held: [...this.held].map(([name, clientId]) => ({ name, clientId, mode: "exclusive" })),
      pending: [],
    });
  }
}

function withLocks(locks: unknown) {
  vi.stubGlobal("navigator", { locks });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("webLockTabs", () => {
  it("tells another open tab from this one, and forgets a tab that left", async () => {
    const locks = new FakeLockManager("first");
    withLocks(locks);
    const first = webLockTabs("first");
    const second = webLockTabs("second");
    expect(await second?.hasOthers()).toBe(false);

    const leaveFirst = first?.join();
    await Promise.resolve();
    expect(locks.held.has(`${TAB_LOCK_PREFIX}first`)).toBe(true);
    expect(await first?.hasOthers()).toBe(false);
    expect(await second?.hasOthers()).toBe(true);

    leaveFirst?.();
    await vi.waitFor(() => expect(locks.held.size).toBe(0));
    expect(await second?.hasOthers()).toBe(false);
  });

  it("ignores other locks of the origin", async () => {
    const locks = new FakeLockManager("page");
    withLocks(locks);
    void locks.request("someone-else", () => new Promise(() => undefined));
    expect(await webLockTabs("tab")?.hasOthers()).toBe(false);
  });

  it("says another tab may be open when the browser refuses to list locks", async () => {
    withLocks({
      query: () => Promise.reject(new DOMException("sandboxed", "SecurityError")),
      request: () => Promise.reject(new DOMException("sandboxed", "SecurityError")),
    });
    const tabs = webLockTabs("tab");
    expect(await tabs?.hasOthers()).toBe(true);
    // Joining is refused too, without an unhandled rejection.
    tabs?.join()();
    await Promise.resolve();
  });

  it("is absent where the browser has no Web Locks (an insecure origin)", () => {
    withLocks(undefined);
    expect(webLockTabs("tab")).toBeNull();
  });
});
