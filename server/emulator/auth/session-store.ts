import type { SessionCipher } from "../../../src/core/crypto/key-agreement";
import { DEMO_USER_SIDS, demoGroupSids } from "../data/seed-directory";
import { DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD } from "../demo-accounts";
import type { AccessGroupStore } from "../config/access-group-store";
import type { RoleStore } from "../config/role-store";
import type { EmulatorClock } from "../emulator-context";
import type { Caller } from "./caller";
import { createSigningKey, signToken, verifyToken, type TokenClaims } from "./jwt";
import { permissionsFor } from "./roles";

/** Access and refresh token lifetimes in seconds (defaults 1800 and 28800, as the spec's constants). */
export interface TokenLifetimes {
  accessSeconds: number;
  refreshSeconds: number;
}

export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = { accessSeconds: 1800, refreshSeconds: 28800 };

/**
 * What one caller can make the emulator hold. A real Connection Server bounds these too; the emulator's
 * numbers are generous for people and tests, and small enough that a script logging in in a loop
 * cannot grow the process. At a bound the least recently used session is ended (as a server that caps
 * sessions per user does), so a forgotten login never locks the user out.
 */
export interface SessionLimits {
  /** View API sessions (JSESSIONID) per user; the least recently used one ends at the next sign-in. */
  viewSessionsPerUser: number;
  /** REST token families (refresh tokens) per user; the least recently used one ends at the next sign-in. */
  restSessionsPerUser: number;
  /** Key agreements not yet used by a sign-in, across all callers; the oldest is forgotten at the next one. */
  pendingKeyAgreements: number;
  /** Seconds a key agreement stays usable before a sign-in uses it. */
  keyAgreementSeconds: number;
}

/**
 * Decision 0016: a view session costs about 2.5 KB (measured in tests/contract/abuse-limits), so 4,096 per
 * user and kind is about 10 MB an account and kind (the six demo accounts' two kinds about 125 MB at the
 * very worst, and sessions still expire when idle), while every portal user
 * (who share one console account) and 50 administrators signing in as one account keep their sessions:
 * only the session idle longest ends, and only when a user already holds 4,096.
 */
export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  viewSessionsPerUser: 4096,
  restSessionsPerUser: 4096,
  pendingKeyAgreements: 1000,
  keyAgreementSeconds: 120,
};

interface SessionRecord {
  id: string;
  username: string;
  domain: string;
  via: "rest" | "view";
  /** View sessions only. */
  csrfToken?: string;
  /** The key agreement the sign-in used, for later encrypted fields (the recovery password). */
  cipher?: SessionCipher;
  /** View sessions: idle expiry, pushed forward on every call. REST: the refresh token's expiry. */
  expiresAt: number;
  /** Last sign-in, call or refresh: the least recently used session is the one ended at a bound. */
  lastUsed: number;
}

export type BearerResult = { caller: Caller } | { failure: "missing" | "invalid" | "expired" };
export type ViewResult = { caller: Caller } | { failure: "missing" | "expired" | "csrf" };

/** The key of a user's sessions of one kind. */
function userKey(user: { username: string; domain: string }, via: SessionRecord["via"]): string {
  return `${via}\u0000${user.domain}\u0000${user.username}`;
}

function randomId(): string {
  return crypto.randomUUID();
}

/** Sign-in state: key agreements, REST token families and view sessions, all on the emulator's clock. */
export class SessionStore {
  readonly lifetimes: TokenLifetimes;
  readonly limits: SessionLimits;
  private readonly clock: EmulatorClock;
  private readonly groups: AccessGroupStore;
  private readonly roles: RoleStore;
  private readonly keyPromise = createSigningKey();
  private readonly ciphers = new Map<string, { cipher: SessionCipher; expiresAt: number }>();
  private readonly sessions = new Map<string, SessionRecord>();
  /** Each user's session ids of one kind, least recently used first (see makeRoom). */
  private readonly byUser = new Map<string, Map<string, true>>();
  private readonly endListeners: ((sessionId: string) => void)[] = [];

  constructor(
    clock: EmulatorClock,
    groups: AccessGroupStore,
    roles: RoleStore,
    lifetimes: Partial<TokenLifetimes> = {},
    limits: Partial<SessionLimits> = {},
  ) {
    this.clock = clock;
    this.groups = groups;
    this.roles = roles;
    this.lifetimes = { ...DEFAULT_TOKEN_LIFETIMES, ...lifetimes };
    this.limits = { ...DEFAULT_SESSION_LIMITS, ...limits };
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }

  onSessionEnd(listener: (sessionId: string) => void): void {
    this.endListeners.push(listener);
  }

  /** The demo account for a name, domain and password; undefined when they do not match. */
  verifyPassword(
    username: string,
    domain: string,
    password: string,
  ): { username: string; domain: string } | undefined {
    const name = username.trim().toLowerCase();
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === name);
    const domainOk =
      domain.trim().toUpperCase() === DEMO_DOMAIN || domain.trim().toLowerCase() === "example.com";
    if (!account || !domainOk || password !== DEMO_PASSWORD) return undefined;
    return { username: account.username, domain: DEMO_DOMAIN };
  }

  /** Whether a user exists (smart-card sign-in maps a certificate to a user). */
  isKnownUser(username: string): boolean {
    return DEMO_ACCOUNTS.some((account) => account.username === username.toLowerCase());
  }

  /**
   * Keeps a key agreement's cipher for logins that name its client_reference_id, for a short while; at
   * the bound of pending agreements the oldest is forgotten (Map order is insertion order).
   */
  storeCipher(clientReferenceId: string, cipher: SessionCipher): void {
    this.sweep();
    while (this.ciphers.size >= Math.max(1, this.limits.pendingKeyAgreements)) {
      const oldest = this.ciphers.keys().next().value;
      if (oldest === undefined) break;
      this.ciphers.delete(oldest);
    }
    this.ciphers.set(clientReferenceId, {
      cipher,
      expiresAt: this.clock.now() + this.limits.keyAgreementSeconds * 1000,
    });
  }

  /** A sign-in used the key agreement: it now belongs to the session and is no longer pending. */
  private consumeCipher(clientReferenceId: string, sessionId: string): void {
    const entry = this.ciphers.get(clientReferenceId);
    if (!entry) return;
    this.ciphers.delete(clientReferenceId);
    this.bindCipher(sessionId, entry.cipher);
  }

  /** Key agreements waiting for a sign-in (for tests and inspection). */
  pendingKeyAgreementCount(): number {
    this.sweep();
    return this.ciphers.size;
  }

  /** The cipher of a client_reference_id that is known and not expired. */
  cipherFor(clientReferenceId: string): SessionCipher | undefined {
    const entry = this.ciphers.get(clientReferenceId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now()) {
      this.ciphers.delete(clientReferenceId);
      return undefined;
    }
    return entry.cipher;
  }

  private callerOf(record: SessionRecord): Caller {
    const sid = DEMO_USER_SIDS[record.username] ?? `S-1-5-21-0-0-0-${record.username}`;
    // Read on every call: a change of role or permission applies to the administrator's next request.
    const permissions = permissionsFor(
      [sid, ...demoGroupSids(record.username)],
      this.groups,
      this.roles.roles(),
      this.roles.permissions(),
    );
    return {
      username: record.username,
      domain: record.domain,
      sid,
      sessionId: record.id,
      via: record.via,
      permissions,
      hasPrivilege: (name, accessGroupId) => permissions.has(name, accessGroupId),
    };
  }

  private async token(record: SessionRecord, typ: TokenClaims["typ"]): Promise<string> {
    const iat = this.nowSeconds();
    const lifetime = typ === "access" ? this.lifetimes.accessSeconds : this.lifetimes.refreshSeconds;
    return signToken(await this.keyPromise, {
      sub: record.username,
      domain: record.domain,
      sid: record.id,
      typ,
      iat,
      exp: iat + lifetime,
    });
  }

  /** Forgets expired key agreements and ends expired sessions, so a long-running emulator does not grow. */
  private sweep(): void {
    const now = this.clock.now();
    for (const [id, entry] of this.ciphers) if (entry.expiresAt <= now) this.ciphers.delete(id);
    for (const record of [...this.sessions.values()]) if (record.expiresAt <= now) this.end(record.id);
  }

  /**
   * Ends the user's sessions of one kind idle longest until a new one fits under the bound. Each user and
   * kind has its own map in last-use order (a use moves the session to the end), so this costs the evicted
   * sessions only, never a walk over every session.
   */
  private makeRoom(user: { username: string; domain: string }, via: SessionRecord["via"]): void {
    const limit = Math.max(
      1,
      via === "view" ? this.limits.viewSessionsPerUser : this.limits.restSessionsPerUser,
    );
    const own = this.byUser.get(userKey(user, via));
    if (!own) return;
    for (const id of own.keys()) {
      if (own.size < limit) break;
      this.end(id);
    }
  }

  /** Keeps a session's place in its user's last-use order (the end is the most recently used). */
  private touch(record: SessionRecord): void {
    record.lastUsed = this.clock.now();
    const key = userKey(record, record.via);
    const own = this.byUser.get(key) ?? new Map<string, true>();
    own.delete(record.id);
    own.set(record.id, true);
    this.byUser.set(key, own);
  }

  /**
   * A REST sign-in: a new token family (the user's least recently used one ends at the bound). A
   * key agreement the sign-in used (its client_reference_id) is no longer pending.
   */
  async issueTokens(
    user: { username: string; domain: string },
    clientReferenceId?: string,
  ): Promise<{ access_token: string; refresh_token: string }> {
    this.sweep();
    this.makeRoom(user, "rest");
    const record: SessionRecord = {
      id: randomId(),
      username: user.username,
      domain: user.domain,
      via: "rest",
      expiresAt: this.clock.now() + this.lifetimes.refreshSeconds * 1000,
      lastUsed: this.clock.now(),
    };
    this.sessions.set(record.id, record);
    this.touch(record);
    // Used, so no longer pending; not bound to the token family, whose secrets come in clear or per request.
    if (clientReferenceId !== undefined) this.ciphers.delete(clientReferenceId);
    return {
      access_token: await this.token(record, "access"),
      refresh_token: await this.token(record, "refresh"),
    };
  }

  private async liveClaims(
    token: string,
    typ: TokenClaims["typ"],
  ): Promise<TokenClaims | "invalid" | "expired"> {
    const claims = await verifyToken(await this.keyPromise, token);
    if (!claims || claims.typ !== typ) return "invalid";
    const record = this.sessions.get(claims.sid);
    if (!record) return "expired";
    if (claims.exp <= this.nowSeconds() || record.expiresAt <= this.clock.now()) {
      if (record.expiresAt <= this.clock.now()) this.end(record.id);
      return "expired";
    }
    return claims;
  }

  /** A new access token for a live refresh token; undefined when it is forged, expired or logged out. */
  async refresh(refreshToken: string): Promise<string | undefined> {
    const claims = await this.liveClaims(refreshToken, "refresh");
    if (typeof claims === "string") return undefined;
    const record = this.sessions.get(claims.sid);
    if (!record) return undefined;
    this.touch(record);
    return this.token(record, "access");
  }

  /** Ends the token family of a refresh token; false when the token is not a live one. */
  async logoutRefreshToken(refreshToken: string): Promise<boolean> {
    const claims = await this.liveClaims(refreshToken, "refresh");
    if (typeof claims === "string") return false;
    this.end(claims.sid);
    return true;
  }

  /** The caller of an Authorization header value ("Bearer <jwt>"). */
  async authenticateBearer(header: string | undefined): Promise<BearerResult> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
    if (!match?.[1]) return { failure: "missing" };
    const claims = await this.liveClaims(match[1], "access");
    if (claims === "invalid" || claims === "expired") return { failure: claims };
    const record = this.sessions.get(claims.sid);
    if (!record) return { failure: "expired" };
    this.touch(record);
    return { caller: this.callerOf(record) };
  }

  /** A view API sign-in: a session cookie value and its CSRF token; a used key agreement moves to the session. */
  createViewSession(
    user: { username: string; domain: string },
    clientReferenceId?: string,
  ): { sessionId: string; csrfToken: string } {
    this.sweep();
    this.makeRoom(user, "view");
    const record: SessionRecord = {
      id: randomId(),
      username: user.username,
      domain: user.domain,
      via: "view",
      csrfToken: randomId(),
      expiresAt: this.clock.now() + this.lifetimes.accessSeconds * 1000,
      lastUsed: this.clock.now(),
    };
    this.sessions.set(record.id, record);
    this.touch(record);
    if (clientReferenceId !== undefined) this.consumeCipher(clientReferenceId, record.id);
    return { sessionId: record.id, csrfToken: record.csrfToken ?? "" };
  }

  /** The caller of a view session cookie; with `csrf` given, it must match the session's token. */
  authenticateView(
    sessionId: string | undefined,
    csrf: string | undefined | null,
    checkCsrf: boolean,
  ): ViewResult {
    if (!sessionId) return { failure: "missing" };
    const record = this.sessions.get(sessionId);
    if (!record || record.via !== "view") return { failure: "missing" };
    if (record.expiresAt <= this.clock.now()) {
      this.end(record.id);
      return { failure: "expired" };
    }
    if (checkCsrf && (!csrf || csrf !== record.csrfToken)) return { failure: "csrf" };
    record.expiresAt = this.clock.now() + this.lifetimes.accessSeconds * 1000;
    this.touch(record);
    return { caller: this.callerOf(record) };
  }

  /** The CSRF token of a live view session. */
  csrfTokenOf(sessionId: string): string | undefined {
    return this.sessions.get(sessionId)?.csrfToken;
  }

  /** Remembers the key agreement a sign-in used. */
  bindCipher(sessionId: string, cipher: SessionCipher): void {
    const record = this.sessions.get(sessionId);
    if (record) record.cipher = cipher;
  }

  /** The key agreement of a session's sign-in, if it used one. */
  cipherOfSession(sessionId: string): SessionCipher | undefined {
    return this.sessions.get(sessionId)?.cipher;
  }

  /** Every key agreement that has not expired. */
  liveCiphers(): SessionCipher[] {
    const now = this.clock.now();
    return [...this.ciphers.values()].filter((entry) => entry.expiresAt > now).map((entry) => entry.cipher);
  }

  /** Ends a session (logout or expiry) and tells listeners. */
  end(sessionId: string): void {
    const record = this.sessions.get(sessionId);
    if (!record) return;
    this.sessions.delete(sessionId);
    const key = userKey(record, record.via);
    const own = this.byUser.get(key);
    own?.delete(sessionId);
    if (own?.size === 0) this.byUser.delete(key);
    for (const listener of this.endListeners) listener(sessionId);
  }

  /** Live sessions, for inspection. */
  sessionCount(): number {
    this.sweep();
    return this.sessions.size;
  }
}
