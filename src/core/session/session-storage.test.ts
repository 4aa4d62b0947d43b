import { afterEach, describe, expect, it, vi } from "vitest";
import type * as SessionStorageModule from "./session-storage";
import type { OpenTabs } from "./open-tabs";
import type { KeyValueStorage, SessionChannel } from "./session-storage";

type StorageModule = typeof SessionStorageModule;

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A synchronous in-memory BroadcastChannel network, one port per tab. */
class ChannelHub {
  private readonly ports = new Set<FakePort>();
  port(): FakePort {
    const port = new FakePort(this.ports);
    this.ports.add(port);
    return port;
  }
}

class FakePort implements SessionChannel {
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  constructor(private readonly ports: Set<FakePort>) {}
  postMessage(message: unknown) {
    for (const port of this.ports) {
      if (port === this) continue;
      const data = structuredClone(message);
      for (const listener of port.listeners) listener(new MessageEvent("message", { data }));
    }
  }
  addEventListener(_type: "message", listener: (event: MessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "message", listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener);
  }
  close() {
    this.ports.delete(this);
  }
}

/** The other tabs a new tab sees as open, and whether it joined them (and left again). */
function openTabs(othersOpen: boolean) {
  const state = { joined: false, left: false };
  const tabs: OpenTabs = {
    hasOthers: () => Promise.resolve(othersOpen),
    join: () => {
      state.joined = true;
      return () => (state.left = true);
    },
  };
  return { tabs, state };
}

/** Loads a fresh copy of the module: one browser tab. */
async function openTab(): Promise<StorageModule> {
  vi.resetModules();
  return import("./session-storage");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("sessionValue", () => {
  it("persists under the console's prefix and reads the stored value on a reload", async () => {
    const storage = new MemoryStorage();
    const tab = await openTab();
    await tab.startSessionSharing({ isReload: true, waitMs: 0, storage, channel: null });
    const token = tab.sessionValue<string | null>("accessToken", null);
    token.value = "abc";
    expect(storage.items.get("vdc.accessToken")).toBe('"abc"');

    const reloaded = await openTab();
    await reloaded.startSessionSharing({ isReload: true, waitMs: 0, storage, channel: null });
    expect(reloaded.sessionValue<string | null>("accessToken", null).value).toBe("abc");
  });

  it("clears stored values on a first load that is not a reload", async () => {
    const storage = new MemoryStorage();
    storage.setItem("vdc.accessToken", '"stale"');
    const tab = await openTab();
    const token = tab.sessionValue<string | null>("accessToken", null);
    await tab.startSessionSharing({ isReload: false, waitMs: 0, storage, channel: null });
    expect(token.value).toBeNull();
    expect(storage.items.has("vdc.accessToken")).toBe(false);
  });

  it("resets everything on clear except values that survive it", async () => {
    const tab = await openTab();
    await tab.startSessionSharing({ isReload: true, waitMs: 0, storage: new MemoryStorage(), channel: null });
    const token = tab.sessionValue<string | null>("accessToken", null);
    const smartCard = tab.sessionValue<boolean | null>("smartCardLogout", null, { survivesClear: true });
    token.value = "abc";
    smartCard.value = true;
    tab.clearSessionValues();
    expect(token.value).toBeNull();
    expect(smartCard.value).toBe(true);
  });
});

describe("sharing between tabs", () => {
  async function twoTabs() {
    vi.useFakeTimers();
    const hub = new ChannelHub();
    const first = await openTab();
    const firstToken = first.sessionValue<string | null>("accessToken", null);
    const firstRoute = first.sessionValue<string | null>("lastActiveRoute", null, { shared: false });
    await first.startSessionSharing({
      isReload: true,
      waitMs: 0,
      storage: new MemoryStorage(),
      channel: hub.port(),
    });
    firstToken.value = "token-1";
    firstRoute.value = "/main/farms";

    const second = await openTab();
    const secondToken = second.sessionValue<string | null>("accessToken", null);
    const secondRoute = second.sessionValue<string | null>("lastActiveRoute", null, { shared: false });
    let joined = false;
    const joining = second
      .startSessionSharing({
        isReload: false,
        waitMs: 500,
        storage: new MemoryStorage(),
        channel: hub.port(),
        tabs: openTabs(true).tabs,
      })
      .then(() => (joined = true));
    return { first, firstToken, second, secondToken, secondRoute, joining, isJoined: () => joined };
  }

  it("gives a new tab the session and ends the start-up wait as soon as a tab answers", async () => {
    const tabs = await twoTabs();
    await vi.advanceTimersByTimeAsync(0);
    expect(tabs.isJoined()).toBe(true);
    expect(tabs.secondToken.value).toBe("token-1");
    expect(tabs.secondRoute.value).toBeNull();
    await tabs.joining;
  });

  it.each([
    { when: "another tab is open but none answers", waitMs: 1000, tabs: openTabs(true).tabs },
    { when: "it cannot tell which tabs are open", waitMs: 500, tabs: null },
  ])("waits the whole start-up delay when $when", async ({ waitMs, tabs }) => {
    vi.useFakeTimers();
    const tab = await openTab();
    let joined = false;
    const joining = tab
      .startSessionSharing({
        isReload: false,
        waitMs,
        storage: new MemoryStorage(),
        channel: new ChannelHub().port(),
        tabs,
      })
      .then(() => (joined = true));
    await vi.advanceTimersByTimeAsync(waitMs - 1);
    expect(joined).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(joined).toBe(true);
    await joining;
  });

  it("does not wait when no other tab is open, still asks, and stays listed until it leaves", async () => {
    vi.useFakeTimers();
    const hub = new ChannelHub();
    const listener = hub.port();
    const heard: unknown[] = [];
    listener.addEventListener("message", (event) => heard.push(event.data));
    const tab = await openTab();
    const { tabs, state } = openTabs(false);
    let joined = false;
    const joining = tab
      .startSessionSharing({
        isReload: false,
        waitMs: 1000,
        storage: new MemoryStorage(),
        channel: hub.port(),
        tabs,
      })
      .then((leave) => {
        joined = true;
        return leave;
      });
    await vi.advanceTimersByTimeAsync(0);
    expect(joined).toBe(true);
    expect(heard).toEqual([expect.objectContaining({ type: "request" })]);
    expect(state).toEqual({ joined: true, left: false });
    (await joining)();
    expect(state.left).toBe(true);
  });

  it("passes later changes and a clear on to the other tab", async () => {
    const tabs = await twoTabs();
    await vi.advanceTimersByTimeAsync(0);
    tabs.secondToken.value = "token-2";
    expect(tabs.firstToken.value).toBe("token-2");
    tabs.first.clearSessionValues();
    expect(tabs.secondToken.value).toBeNull();
  });
});

describe("startupWaitMs", () => {
  it("waits 1000 ms on a local host and 500 ms elsewhere", async () => {
    const { startupWaitMs } = await openTab();
    expect(startupWaitMs("localhost")).toBe(1000);
    expect(startupWaitMs("127.0.0.1")).toBe(1000);
    expect(startupWaitMs("console.example.com")).toBe(500);
  });
});
