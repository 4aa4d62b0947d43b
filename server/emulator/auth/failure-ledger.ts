/**
 * Failed sign-ins, counted per key (an account, a client address, or both) within a sliding window, for
 * throttling. Everything a stranger can make it hold is bounded: keys are cut to `maxKeyLength` characters
 * before they are kept (a 5 MB user name costs what a 256-character one costs), each key keeps at most
 * `limit` times (older ones cannot change the answer), and at `maxKeys` the oldest key is forgotten (Map
 * order is insertion order; a key is re-inserted at each failure). Expired entries leave as they are met.
 */
export interface FailureLedgerOptions {
  /** Failures within the window at which `isLocked` answers true. */
  limit: number;
  windowSeconds: number;
  /** Keys kept at most; the one failed longest ago is forgotten first. */
  maxKeys: number;
  /** Characters of a key kept (longer keys are cut: they share a bucket, which only makes throttling stricter). */
  maxKeyLength: number;
  now: () => number;
}

export class FailureLedger {
  private readonly failures = new Map<string, number[]>();
  private readonly options: FailureLedgerOptions;

  constructor(options: FailureLedgerOptions) {
    this.options = options;
  }

  private keyOf(key: string): string {
    if (key.length <= this.options.maxKeyLength) return key;
    // A slice of a long string is a view that keeps the whole string alive in V8: copy the kept part.
    return copyOfString(key.slice(0, this.options.maxKeyLength));
  }

  /** Failures of a key still within the window, oldest first; forgets the key once none is. */
  private recent(key: string): number[] {
    const times = this.failures.get(key);
    if (!times) return [];
    const since = this.options.now() - this.options.windowSeconds * 1000;
    const recent = times.filter((time) => time > since);
    if (recent.length === 0) this.failures.delete(key);
    else if (recent.length !== times.length) this.failures.set(key, recent);
    return recent;
  }

  /** Seconds until the key may try again, or 0 when it is not locked. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(this.keyOf(key));
    if (recent.length < this.options.limit) return 0;
    const oldest = recent[recent.length - this.options.limit] ?? this.options.now();
    return Math.max(1, Math.ceil((oldest + this.options.windowSeconds * 1000 - this.options.now()) / 1000));
  }

  record(key: string): void {
    const kept = this.keyOf(key);
    const times = [...this.recent(kept), this.options.now()].slice(-this.options.limit);
    this.failures.delete(kept);
    this.failures.set(kept, times);
    this.evict();
  }

  clear(key: string): void {
    this.failures.delete(this.keyOf(key));
  }

  /** Keys held (tests and the bench bound it). */
  get size(): number {
    return this.failures.size;
  }

  private evict(): void {
    // Expired keys at the old end go first; then, at the bound, the oldest key whatever its age.
    for (const key of this.failures.keys()) {
      if (this.failures.size <= this.options.maxKeys && this.recent(key).length > 0) break;
      if (this.failures.has(key)) this.failures.delete(key);
    }
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A string with storage of its own (not a slice or concatenation sharing a longer one's). */
function copyOfString(text: string): string {
  return decoder.decode(encoder.encode(text));
}
