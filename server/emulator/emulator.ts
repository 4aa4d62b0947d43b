import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { registerAuthRoutes } from "./auth/auth-routes";
import { SessionStore, type SessionLimits, type TokenLifetimes } from "./auth/session-store";
import { SignInThrottle } from "./auth/sign-in-throttle";
import { AccessGroupStore } from "./config/access-group-store";
import { registerAdminRoutes } from "./config/admin-routes";
import { registerRoleRoutes } from "./config/role-routes";
import { RoleStore } from "./config/role-store";
import { registerFeatureToggleRoutes } from "./config/feature-toggle-routes";
import { registerDomainRoutes } from "./config/domain-routes";
import { registerLicenseRoutes } from "./config/license-routes";
import { SettingsStore, type LicenseOptions, type SmartCardMode } from "./config/settings-store";
import { registerRestSettingsRoutes } from "./config/rest-settings-routes";
import { registerSettingsRoutes } from "./config/settings-routes";
import type {
  EmulatorDeps,
  EmulatorEnv,
  EmulatorScale,
  InventoryInspection,
  StateSlice,
} from "./emulator-context";
import type { EmulatorServices } from "./emulator-services";
import { apiProfileMiddleware, unmappedAnswer, type ApiProfile } from "./contract/api-profile";
import { installedExchangeChecker, type ExchangeChecker } from "./contract/exchange-checker";
import type { OpenApiContract } from "./contract/openapi-contract";
import { Faults } from "./faults";
import { EmulatorHttpError, errorResponse, renderHttpError } from "./http/errors";
import { registerInventory } from "./inventory-hook";
import { createAuditTrail } from "./audit/audit-trail";
import type { Caller } from "./auth/caller";
import { MAX_BODY_BYTES, requestBodyLimit } from "../http/body-limit";

export type { EmulatorScale } from "./emulator-context";

export { MAX_BODY_BYTES } from "../http/body-limit";

/** Where --data keeps state: load once at start, save shortly after changes. */
export interface EmulatorPersistence {
  /** The stored snapshot, or undefined when there is none yet; throws on a corrupt store. */
  load(): Record<string, unknown> | undefined;
  save(snapshot: Record<string, unknown>): void;
}

/** Changes within this window are written to the data file together. */
export const SAVE_DELAY_MS = 200;

export interface EmulatorOptions {
  /** Size of the seeded inventory. */
  scale?: EmulatorScale;
  /** Seed of the deterministic data and of the fault generator. */
  seed?: number;
  /** Global sessions of the federation scale instead of its 50,000 (benches ask for 250,000). */
  globalSessions?: number;
  /** Access and refresh token lifetimes in seconds (1800 and 28800 by default). */
  tokenLifetimes?: Partial<TokenLifetimes>;
  /** Sessions per user and pending key agreements (docs/emulator.md, "Limits"); tests lower them. */
  sessionLimits?: Partial<SessionLimits>;
  /** Licence state: mode DEFAULT, SUBSCRIPTION or PERPETUAL_ONLY, health GREEN/YELLOW/RED, expired, unlicensed. */
  license?: LicenseOptions;
  /** Smart-card mode for administrators (OFF by default) and an "inserted" card's user. */
  smartCard?: { mode?: SmartCardMode; user?: string };
  /** Behind an identity provider: the pre-login GET login signs this user in directly. */
  identityProviderUser?: string;
  /** Start the clock here instead of the real time (milliseconds since the epoch). */
  now?: number;
  persistence?: EmulatorPersistence;
  /** featureToggle.json flags to turn off (or on); every flag is on by default. */
  featureToggles?: Readonly<Record<string, boolean>>;
  /**
   * Holds every exchange against the public API (tests); by default the checker a test layer installed
   * with `checkEveryEmulatorWith`, `null` for none (contract tests that send refusable requests on purpose).
   */
  exchangeChecker?: ExchangeChecker | null;
  /**
   * The surface served: "full" (default) everything the emulator knows; "2212" exactly a real 2212 pod's
   * REST API and the first-generation calls the specification names, 404 for every other REST path
   * (docs/emulator.md, "Real-pod profile"). It needs `openApiContract`.
   */
  api?: ApiProfile;
  /**
   * The oracle of the profile's API version (the emulator reads no files: Node callers build it). In
   * every profile, every documented REST write's body is held against its schema (400 when refused).
   */
  openApiContract?: OpenApiContract;
}

/** The emulator's clock: real time unless a test sets or advances it. */
export interface EmulatorClockControl {
  now(): number;
  /** Freezes the clock at a time. */
  set(epochMs: number): void;
  /** Moves the clock forward (freezing it at the current time first). */
  advance(ms: number): void;
  /** Back to real time. */
  useRealTime(): void;
}

/** One request as the emulator answered it, for tests. */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number | "dropped";
}

/** A Connection Server stand-in: a web-standard request handler for both API generations. */
export interface Emulator {
  fetch: (request: Request) => Promise<Response>;
  faults: Faults;
  clock: EmulatorClockControl;
  /** Writes pending changes to the data file now (on shutdown; tests). */
  flush(): void;
  /** Changes token lifetimes for tokens issued from now on. */
  setTokenLifetimes(lifetimes: Partial<TokenLifetimes>): void;
  inspect: {
    /** Open query cursors, of one session or all. */
    openQueryCount(sessionId?: string): number;
    /** Live sign-in sessions (REST token families and view sessions). */
    sessionCount(): number;
    /** Keys the failed-sign-in bookkeeping holds (bounded whatever strangers send). */
    signInFailureKeys(): number;
    /** The last requests answered (at most 500), oldest first. */
    requests(): readonly RequestLogEntry[];
    /** Every registered endpoint, once per method and path (middleware left out). */
    routes(): readonly { method: string; path: string }[];
  };
  /** Pre-logon banner, smart-card mode and licence can change at run time in tests. */
  configure(changes: {
    smartCardMode?: SmartCardMode;
    smartCardUser?: string | null;
    identityProviderUser?: string | null;
    license?: LicenseOptions;
  }): void;
}

const EXPOSED_HEADERS = [
  "Authorization",
  "CSRFToken",
  "X-VDM-ApiSessionTimeout",
  "X-VDM-ConsoleSessionTimeout",
  "X-VDM-SmartCardSupportForAdmin",
  "has_more_records",
  "HAS_MORE_RECORDS",
  "Location",
].join(", ");

function createClock(start: number | undefined): EmulatorClockControl {
  let frozen: number | undefined = start;
  return {
    now: () => frozen ?? Date.now(),
    set(epochMs) {
      frozen = epochMs;
    },
    advance(ms) {
      frozen = (frozen ?? Date.now()) + ms;
    },
    useRealTime() {
      frozen = undefined;
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(ms, 2 ** 31 - 1)));
}

/** Builds an emulator with its own in-memory state. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const clock = createClock(options.now);
  const groups = new AccessGroupStore();
  const settings = new SettingsStore(options.license);
  const roles = new RoleStore();
  const sessions = new SessionStore(clock, groups, roles, options.tokenLifetimes, options.sessionLimits);
  const faults = new Faults(options.seed ?? 1);
  const slices = new Map<string, StateSlice>();
  let loaded = false;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (saveTimer !== undefined) clearTimeout(saveTimer);
    saveTimer = undefined;
    if (!options.persistence || !loaded) return;
    const snapshot: Record<string, unknown> = {};
    for (const [name, slice] of slices) snapshot[name] = slice.snapshot();
    options.persistence.save(snapshot);
  };
  // Large inventories make a snapshot expensive: a burst of changes is written once.
  const save = () => {
    if (!options.persistence || !loaded || saveTimer !== undefined) return;
    saveTimer = setTimeout(() => {
      try {
        flush();
      } catch (error) {
        console.error("emulator: could not write the data file", error);
      }
    }, SAVE_DELAY_MS);
  };

  const services: EmulatorServices = {
    clock,
    sessions,
    signInThrottle: new SignInThrottle(() => clock.now()),
    groups,
    roles,
    settings,
    auth: {
      smartCardMode: options.smartCard?.mode ?? "OFF",
      smartCardUser: options.smartCard?.user,
      identityProviderUser: options.identityProviderUser,
    },
    markChanged: save,
    accessGroupUsage: (id) => countAccessGroupUsage(id),
  };
  // The inventory registers how it counts records on an access group (none before it does).
  let countAccessGroupUsage = (_id: string): number => 0;

  const deps: EmulatorDeps = {
    scale: options.scale ?? "small",
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.globalSessions === undefined ? {} : { globalSessions: options.globalSessions }),
    clock,
    registerState: (name, slice) => {
      slices.set(name, slice);
    },
    markChanged: save,
    onSessionEnd: (listener) => sessions.onSessionEnd(listener),
    itemFault: (id) => faults.takeItemFailure(id),
    isLocalAccessGroup: (id) => groups.isLocal(id),
    adminSmartCardMode: () => services.auth.smartCardMode,
    setAccessGroupUsage: (count) => {
      countAccessGroupUsage = count;
    },
  };
  deps.registerState("accessGroups", groups);
  deps.registerState("settings", settings);
  deps.registerState("roles", roles);

  const app = new Hono<EmulatorEnv>();
  app.use("*", async (c, next) => {
    c.set("sessions", sessions);
    c.set("requestContract", options.openApiContract);
    if (faults.takeCrash(c.req.method, c.req.path)) throw new Error("injected crash (emulator fault)");
    await next();
    c.res.headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS);
  });
  const profile = options.api ?? "full";
  if (profile !== "full") {
    const contract = options.openApiContract;
    if (!contract) throw new Error(`the ${profile} API profile needs the OpenAPI ${profile} contract`);
    if (contract.version !== profile)
      throw new Error(`the ${profile} API profile was given the OpenAPI ${contract.version} document`);
    app.use(
      "*",
      apiProfileMiddleware(contract, () => clock.now()),
    );
  }
  app.use(
    "*",
    requestBodyLimit((c) =>
      errorResponse(
        c.req.path,
        413,
        "request.body.too_large",
        `Request bodies are limited to ${MAX_BODY_BYTES} bytes`,
      ),
    ),
  );

  // The audit trail wraps every route that changes something, so it goes in before the first of them.
  const audit = createAuditTrail({
    now: () => clock.now(),
    roles,
    callerOf: (c) => c.get("caller") as Caller | undefined,
  });
  app.use("*", audit.middleware);

  registerAuthRoutes(app, services);
  registerAdminRoutes(app, services);
  registerRoleRoutes(app, services);
  registerSettingsRoutes(app, services);
  registerRestSettingsRoutes(app, services);
  registerLicenseRoutes(app, services);
  registerDomainRoutes(app);
  registerFeatureToggleRoutes(app, options.featureToggles);
  const inventory: InventoryInspection = registerInventory(app, deps);
  audit.attach(inventory.store);

  // An unmapped path gets the servlet's answer in every profile: no error key, as on a real pod.
  app.notFound((c) => unmappedAnswer(404, c.req.path, clock.now()));
  app.onError((error, c) => {
    if (error instanceof EmulatorHttpError) return renderHttpError(c.req.path, error);
    if (error instanceof HTTPException) {
      const status = error.status;
      return errorResponse(c.req.path, status, "request.invalid", error.message || "Invalid request");
    }
    console.error("emulator: unexpected error", error);
    return errorResponse(c.req.path, 500, "internal.error", "Unexpected server error");
  });

  if (options.persistence) {
    const stored = options.persistence.load();
    if (stored) {
      for (const [name, slice] of slices) {
        if (!(name in stored)) continue;
        try {
          slice.restore(stored[name]);
        } catch (error) {
          throw new Error(`data file: section "${name}" is not valid: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
    }
  }
  loaded = true;

  const checker =
    options.exchangeChecker === undefined ? installedExchangeChecker() : options.exchangeChecker;
  const log: RequestLogEntry[] = [];
  const record = (entry: RequestLogEntry) => {
    log.push(entry);
    if (log.length > 500) log.shift();
  };

  return {
    fetch: async (request) => {
      const url = new URL(request.url);
      if (faults.latencyMs > 0) await delay(faults.latencyMs);
      const fault = faults.take(request.method, url.pathname);
      const sent = checker ? request.clone() : undefined;
      const serve = async () => app.fetch(request);
      try {
        const response = fault ? await Faults.apply(fault, url.pathname, serve) : await serve();
        // An injected fault is not the pod's answer: only real answers are held against the API.
        if (checker && sent && !fault) await checker.observe(sent, response.clone());
        record({ method: request.method, path: url.pathname, status: response.status });
        return response;
      } catch (error) {
        record({ method: request.method, path: url.pathname, status: "dropped" });
        throw error;
      }
    },
    faults,
    clock,
    flush,
    setTokenLifetimes(lifetimes) {
      Object.assign(sessions.lifetimes, lifetimes);
    },
    inspect: {
      openQueryCount: (sessionId) => inventory.openQueryCount(sessionId),
      sessionCount: () => sessions.sessionCount(),
      signInFailureKeys: () => services.signInThrottle.size,
      requests: () => log,
      routes: () => {
        const seen = new Map<string, { method: string; path: string }>();
        for (const { method, path } of app.routes)
          if (method !== "ALL") seen.set(`${method} ${path}`, { method, path });
        return [...seen.values()];
      },
    },
    configure(changes) {
      if (changes.smartCardMode !== undefined) services.auth.smartCardMode = changes.smartCardMode;
      if (changes.smartCardUser !== undefined)
        services.auth.smartCardUser = changes.smartCardUser ?? undefined;
      if (changes.identityProviderUser !== undefined)
        services.auth.identityProviderUser = changes.identityProviderUser ?? undefined;
      if (changes.license) {
        const current = settings.state.license;
        settings.state.license = {
          key: changes.license.unlicensed ? null : (current.key ?? "VDC4X-DEMO0-LICEN-SE000-00001"),
          mode: changes.license.mode ?? current.mode,
          health: changes.license.health ?? current.health,
          expired: changes.license.expired ?? current.expired,
        };
      }
    },
  };
}
