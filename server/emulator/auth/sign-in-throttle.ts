import { FailureLedger } from "./failure-ledger";

/**
 * Password guessing is throttled per account and per client, as a Connection Server's directory locks an
 * account after repeated failures. Failures within the window: 5 for one account from one client, 20 for
 * one account from any client (a spread guess), 20 from one client over any account (a client trying
 * names). Locked, even the right password is refused until the window has passed, otherwise the answer
 * would still tell a guess right from wrong.
 */
export const SIGN_IN_THROTTLE = {
  accountFromClient: 5,
  account: 20,
  client: 20,
  windowSeconds: 300,
  /**
   * Keys each ledger holds at most. A key is at most 4 KB (the emulator's text limit: longer names are
   * refused before any bookkeeping) plus its times, so three full ledgers stay near 100 MB only in the
   * worst case of 4 KB names; the 256-character cut below keeps them under 10 MB.
   */
  maxKeys: 10_000,
  maxKeyLength: 256 + 64,
} as const;

/** The client's address the console server put on the request; one shared bucket without it. */
export function clientAddressOf(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For");
  return forwarded?.split(",")[0]?.trim().slice(0, 64) || "local";
}

export class SignInThrottle {
  private readonly pair: FailureLedger;
  private readonly account: FailureLedger;
  private readonly client: FailureLedger;

  constructor(now: () => number) {
    const ledger = (limit: number) =>
      new FailureLedger({
        limit,
        windowSeconds: SIGN_IN_THROTTLE.windowSeconds,
        maxKeys: SIGN_IN_THROTTLE.maxKeys,
        maxKeyLength: SIGN_IN_THROTTLE.maxKeyLength,
        now,
      });
    this.pair = ledger(SIGN_IN_THROTTLE.accountFromClient);
    this.account = ledger(SIGN_IN_THROTTLE.account);
    this.client = ledger(SIGN_IN_THROTTLE.client);
  }

  /**
   * Seconds until this account may try again from this client; 0 when it may now. Without an account (a
   * refresh token names none the pod still knows) only the client's failures count.
   */
  retryAfterSeconds(account: string | undefined, client: string): number {
    const clientWait = this.client.retryAfterSeconds(client);
    if (account === undefined) return clientWait;
    return Math.max(
      clientWait,
      this.account.retryAfterSeconds(normalAccount(account)),
      this.pair.retryAfterSeconds(pairKey(account, client)),
    );
  }

  recordFailure(account: string | undefined, client: string): void {
    this.client.record(client);
    if (account === undefined) return;
    this.account.record(normalAccount(account));
    this.pair.record(pairKey(account, client));
  }

  /** A sign-in that succeeded forgets its own account-and-client failures (not the wider ones). */
  recordSuccess(account: string, client: string): void {
    this.pair.clear(pairKey(account, client));
  }

  /** Keys held across the ledgers (tests and the bench bound it). */
  get size(): number {
    return this.pair.size + this.account.size + this.client.size;
  }
}

function normalAccount(account: string): string {
  return account.trim().toLowerCase();
}

/** The client first: a long account name is cut, never the address. */
function pairKey(account: string, client: string): string {
  return `${client}\n${normalAccount(account)}`;
}
