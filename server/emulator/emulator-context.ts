import type { OpenApiContract } from "./contract/openapi-contract";
import type { Caller } from "./auth/caller";
import type { SessionStore } from "./auth/session-store";
import type { InventoryStore } from "./inventory/inventory-store";

export type EmulatorScale = "small" | "large" | "federation";

/** The emulator's notion of now; tests move it forward to expire tokens and sessions without waiting. */
export interface EmulatorClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** A piece of mutable state that --data persists: a JSON-serialisable snapshot and its restore. */
export interface StateSlice {
  snapshot(): unknown;
  restore(data: unknown): void;
}

/** The hono environment of every emulator route: guards put the signed-in caller in `c.var.caller`. */
export interface EmulatorEnv {
  Variables: {
    caller: Caller;
    /** Set for every request by the emulator, so the guards can authenticate. */
    sessions: SessionStore;
    /** The public API the REST guard holds write bodies against, when the emulator was given one. */
    requestContract: OpenApiContract | undefined;
  };
}

/**
 * What the emulator hands to route modules (`registerInventoryRoutes(app, deps)` and the config routes):
 * shared clock, seed data options, persistence hooks and session lifecycle.
 */
export interface EmulatorDeps {
  scale: EmulatorScale;
  /** Seed of the deterministic data (the inventory's own default when absent). */
  seed?: number;
  /** Global sessions of the federation scale, when not the scale's own count. */
  globalSessions?: number;
  clock: EmulatorClock;
  /** Registers state kept in the --data file under `name`. Register before the first request. */
  registerState(name: string, slice: StateSlice): void;
  /** Call after every mutation of registered state, so the data file is rewritten. */
  markChanged(): void;
  /** Called with the session id when a session ends (logout, expiry), e.g. to drop its query cursors. */
  onSessionEnd(listener: (sessionId: string) => void): void;
  /** An injected refusal of one item of a bulk action (tests), if any. */
  itemFault(id: string): string | undefined;
  /** Whether `id` names a local access group (a pool or farm moves only to one). */
  isLocalAccessGroup(id: string): boolean;
  /** Smart-card sign-in of administrators (the emulator's option): what each connection server reports. */
  adminSmartCardMode(): string;
  /** How many inventory records sit on an access group (a group in use cannot be deleted). */
  setAccessGroupUsage(count: (accessGroupId: string) => number): void;
}

/** What the inventory side returns to the emulator, for `inspect`. */
export interface InventoryInspection {
  openQueryCount(sessionId?: string): number;
  /** The inventory, whose event list the audit trail writes. */
  store: InventoryStore;
}
