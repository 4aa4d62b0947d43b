import { signal, type Signal } from "@preact/signals-core";
import { webLockTabs, type OpenTabs } from "./open-tabs";

/** Every key the console writes to sessionStorage starts with this, so a host page's keys are untouched. */
export const SESSION_KEY_PREFIX = "vdc.";

/** The channel name tabs of one console origin share the session on. */
export const SESSION_CHANNEL_NAME = "vdc-session";

/** The subset of the Web Storage interface the session needs. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A BroadcastChannel-like port, so tests can hand in their own. */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** Messages tabs exchange. */
export type SessionMessage =
  | { type: "request"; from: string }
  | { type: "snapshot"; from: string; to: string; values: Record<string, unknown> }
  | { type: "set"; from: string; key: string; value: unknown }
  | { type: "clear"; from: string };

export interface SessionValueOptions {
  /** Shared with other tabs of the console (default true). */
  shared?: boolean;
  /** Kept when the session is cleared (default false). */
  survivesClear?: boolean;
}

interface Entry {
  signal: Signal<unknown>;
  initial: unknown;
  shared: boolean;
  survivesClear: boolean;
}

const entries = new Map<string, Entry>();
const tabId = Math.random().toString(36).slice(2) + Date.now().toString(36);
let storage: KeyValueStorage | null = defaultStorage();
let channel: SessionChannel | null = null;
let applyingRemote = false;
const snapshotListeners = new Set<() => void>();

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // A sandboxed frame throws on access to storage.
    return null;
  }
}

function read(key: string, fallback: unknown): unknown {
  if (!storage) return fallback;
  try {
    const stored = storage.getItem(SESSION_KEY_PREFIX + key);
    return stored === null ? fallback : (JSON.parse(stored) as unknown);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown, initial: unknown): void {
  if (!storage) return;
  try {
    if (value === initial || value === undefined) storage.removeItem(SESSION_KEY_PREFIX + key);
    else storage.setItem(SESSION_KEY_PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the in-memory signal still holds the value for this page.
  }
}

function post(message: SessionMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel: other tabs simply do not hear about it.
  }
}

/**
 * A signal persisted in sessionStorage under the console's key prefix and shared with the console's
 * other tabs; `clearSessionValues()` (called by the session model's clearSession) resets it.
 */
export function sessionValue<T>(key: string, initial: T, options: SessionValueOptions = {}): Signal<T> {
  const existing = entries.get(key);
  if (existing) return existing.signal as Signal<T>;
  const value = signal<T>(read(key, initial) as T);
  const entry: Entry = {
    signal: value,
    initial,
    shared: options.shared ?? true,
    survivesClear: options.survivesClear ?? false,
  };
  entries.set(key, entry);
  let isFirst = true;
  value.subscribe((next) => {
    if (isFirst) {
      isFirst = false;
      return;
    }
    write(key, next, initial);
    if (entry.shared && !applyingRemote) post({ type: "set", from: tabId, key, value: next });
  });
  return value;
}

function resetAll(keep: (key: string, entry: Entry) => boolean): void {
  for (const [key, entry] of entries) {
    if (keep(key, entry)) continue;
    entry.signal.value = entry.initial;
    write(key, entry.initial, entry.initial);
  }
}

/** Resets every session value except those that survive a clear; other tabs do the same. */
export function clearSessionValues(): void {
  resetAll((_key, entry) => entry.survivesClear);
  post({ type: "clear", from: tabId });
}

/** Resets every session value in this tab only (a first load that is not a reload). */
export function clearLocalSessionValues(): void {
  resetAll((_key, entry) => entry.survivesClear);
}

function snapshot(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, entry] of entries) {
    if (entry.shared && entry.signal.peek() !== entry.initial) values[key] = entry.signal.peek();
  }
  return values;
}

function applyRemote(update: () => void): void {
  applyingRemote = true;
  try {
    update();
  } finally {
    applyingRemote = false;
  }
}

function onMessage(event: MessageEvent): void {
  const message = event.data as SessionMessage | null;
  if (!message || typeof message !== "object" || message.from === tabId) return;
  switch (message.type) {
    case "request": {
      const values = snapshot();
      if (Object.keys(values).length > 0) post({ type: "snapshot", from: tabId, to: message.from, values });
      break;
    }
    case "snapshot":
      if (message.to !== tabId) return;
      applyRemote(() => {
        for (const [key, value] of Object.entries(message.values)) {
          const entry = entries.get(key);
          if (entry?.shared) entry.signal.value = value;
        }
      });
      for (const listener of snapshotListeners) listener();
      break;
    case "set": {
      const entry = entries.get(message.key);
      if (entry?.shared) applyRemote(() => (entry.signal.value = message.value));
      break;
    }
    case "clear":
      applyRemote(() => resetAll((_key, entry) => entry.survivesClear || !entry.shared));
      break;
  }
}

function defaultChannel(): SessionChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL_NAME);
}

export interface SessionSharingOptions {
  /** True when this page load is a reload: stored values are kept. Otherwise they are cleared first. */
  isReload: boolean;
  /** Start-up wait for another tab's answer: 500 ms, or 1000 ms on a local host (spec 000 section 4). */
  waitMs: number;
  storage?: KeyValueStorage | null;
  channel?: SessionChannel | null;
  /** The console's open tabs (default: the Web Locks API's); null when they cannot be told. */
  tabs?: OpenTabs | null;
}

/**
 * Joins the console's tabs: clears this tab's values unless it is a reload, asks the other tabs for their
 * session and resolves once one answers or the start-up wait is over. With no other tab open there is no
 * answer to wait for, and it resolves at once. Returns a function that leaves.
 */
export async function startSessionSharing(options: SessionSharingOptions): Promise<() => void> {
  if (options.storage !== undefined) storage = options.storage;
  channel?.removeEventListener("message", onMessage);
  channel = options.channel === undefined ? defaultChannel() : options.channel;
  for (const [key, entry] of entries) {
    applyRemote(() => (entry.signal.value = read(key, entry.initial)));
  }
  if (!options.isReload) applyRemote(() => clearLocalSessionValues());
  const joined = channel;
  if (!joined) return () => undefined;
  joined.addEventListener("message", onMessage);
  const tabs = options.tabs === undefined ? webLockTabs(tabId) : options.tabs;
  // Asked before this tab joins, so the answer is about the others.
  const mayAnswer = options.waitMs > 0 && (tabs ? await tabs.hasOthers() : true);
  const leaveTabs = tabs?.join();
  const leave = () => {
    leaveTabs?.();
    joined.removeEventListener("message", onMessage);
    joined.close();
    if (channel === joined) channel = null;
  };
  if (!mayAnswer) {
    post({ type: "request", from: tabId });
    return leave;
  }
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      snapshotListeners.delete(done);
      resolve();
    };
    const timer = setTimeout(done, options.waitMs);
    snapshotListeners.add(done);
    post({ type: "request", from: tabId });
  });
  return leave;
}

/** The spec's start-up delay: 1000 ms on a local host, else 500 ms. */
export function startupWaitMs(hostname: string): number {
  return /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/i.test(hostname) ? 1000 : 500;
}
