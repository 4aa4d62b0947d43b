import { signal } from "@preact/signals-core";

/** Banner levels; a new banner replaces any earlier one. */
export type BannerLevel = "error" | "warning" | "info";

/** A console-wide banner: a translation key (and values) the UI translates. */
export interface Banner {
  level: BannerLevel;
  key: string;
  values?: Record<string, string | number>;
  /** Increases with every banner, so an identical banner shown again is still a change. */
  id: number;
}

/** The current banner, or null. */
export const banner = signal<Banner | null>(null);

/** True after a 500 or an unanswered request, until the next request succeeds. */
export const hasNetworkError = signal<boolean>(false);

let nextBannerId = 1;

/** Shows a banner, replacing the current one. */
export function showBanner(level: BannerLevel, key: string, values?: Record<string, string | number>): void {
  banner.value = { level, key, id: nextBannerId++, ...(values ? { values } : {}) };
}

/** Hides the banner. */
export function dismissBanner(): void {
  banner.value = null;
}

/** Kinds of item whose details page leaves for its list when the item no longer exists. */
export type EntityKind = "desktop" | "application" | "farm" | "machine" | "globalEntitlement";

/** A get of an item answered 400 entity-not-found. */
export interface EntityNotFound {
  kind: EntityKind;
  /** The item's id when the path names one. */
  id?: string;
  path: string;
}

/** Why the session ended without a logout. */
export interface SessionExpiry {
  reason: "unauthorized" | "idle" | "refreshFailed";
}

type Listener<T> = (event: T) => void;

function emitter<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    on: (listener: Listener<T>): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (event: T): void => {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}

const entityNotFoundEvents = emitter<EntityNotFound>();
const sessionExpiredEvents = emitter<SessionExpiry>();

/** Subscribes to entity-not-found answers; the shell decides whether to leave the details page. */
export const onEntityNotFound = entityNotFoundEvents.on;
export const emitEntityNotFound = entityNotFoundEvents.emit;

/** Subscribes to session expiry: the shell goes to login, an element dispatches vdc-session-expired. */
export const onSessionExpired = sessionExpiredEvents.on;
export const emitSessionExpired = sessionExpiredEvents.emit;

const ENTITY_PATTERNS: readonly [EntityKind, RegExp][] = [
  ["globalEntitlement", /global-?entitlements?\/([^/?#]+)|GlobalEntitlement\/get/i],
  ["desktop", /desktop-?pools\/([^/?#]+)|Desktop\/get/i],
  ["application", /application-?pools\/([^/?#]+)|Application\/get/i],
  ["farm", /farms\/([^/?#]+)|Farm\/get/i],
  ["machine", /machines\/([^/?#]+)|Machine\/get/i],
];

/** Which kind of item a get path reads, if it is one of the kinds with a details page. */
export function entityOfPath(path: string): Omit<EntityNotFound, "path"> | undefined {
  const clean = path.split("?")[0] ?? path;
  for (const [kind, pattern] of ENTITY_PATTERNS) {
    const match = pattern.exec(clean);
    if (match) return match[1] ? { kind, id: decodeURIComponent(match[1]) } : { kind };
  }
  return undefined;
}
