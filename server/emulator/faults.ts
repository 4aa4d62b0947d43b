import { Prng } from "./data/prng";

/** Which requests a fault applies to: a method ("*" for any) and an exact path or a pattern. */
export interface FaultMatch {
  method?: string;
  path: string | RegExp;
}

type FaultAction =
  | { kind: "crash" }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "html"; status: number }
  | { kind: "drop"; mode: "reject" | "abort-stream" };

interface FaultRule extends FaultMatch {
  action: FaultAction;
  /** How many more requests the rule hits; Infinity for all. */
  remaining: number;
}

const HTML_ERROR_PAGE = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><h1>Bad Gateway</h1><p>The proxy server received an invalid response from an upstream server.</p></body></html>`;

/** Fault injection for tests: latency, a seeded error rate, fixed statuses, dropped connections, HTML pages. */
export class Faults {
  /** Delay before every API answer, in milliseconds. */
  latencyMs = 0;
  /** Share of API requests (0..1) answered 500, drawn from a seeded generator so runs repeat. */
  errorRate = 0;
  private rng: Prng;
  private rules: FaultRule[] = [];
  /** Items a bulk action refuses, with how many more times and the message it gives. */
  private itemFailures = new Map<string, { remaining: number; message: string }>();

  constructor(seed = 1) {
    this.rng = new Prng(seed);
  }

  /** Restarts the error-rate generator from a seed. */
  seed(seed: number): void {
    this.rng = new Prng(seed);
  }

  /** Answers matching requests with a status (and optional JSON body); `times` limits how often. */
  failWith(match: FaultMatch, status: number, options: { body?: unknown; times?: number } = {}): void {
    this.add(
      match,
      { kind: "status", status, ...(options.body === undefined ? {} : { body: options.body }) },
      options.times,
    );
  }

  /** Answers matching requests with a proxy's HTML error page (default 502). */
  htmlErrorPage(match: FaultMatch, status = 502, options: { times?: number } = {}): void {
    this.add(match, { kind: "html", status }, options.times);
  }

  /** Drops the connection: the fetch rejects, or (abort-stream) the body breaks off after the headers. */
  drop(match: FaultMatch, options: { mode?: "reject" | "abort-stream"; times?: number } = {}): void {
    this.add(match, { kind: "drop", mode: options.mode ?? "reject" }, options.times);
  }

  /** Makes the handler throw, as a server bug would: the answer is the emulator's 500 error body. */
  crash(match: FaultMatch, options: { times?: number } = {}): void {
    this.add(match, { kind: "crash" }, options.times);
  }

  /**
   * Makes bulk actions refuse these items (each item's own result fails, the others go through), as a
   * busy or locked machine would; `times` limits how often each is refused.
   */
  failItems(ids: readonly string[], options: { message?: string; times?: number } = {}): void {
    const message = options.message ?? "The item is busy with another operation; try again later";
    for (const id of ids) this.itemFailures.set(id, { remaining: options.times ?? Infinity, message });
  }

  /** The injected refusal of an item by a bulk action (consuming one use), if any. */
  takeItemFailure(id: string): string | undefined {
    const failure = this.itemFailures.get(id);
    if (!failure || failure.remaining <= 0) return undefined;
    failure.remaining -= 1;
    return failure.message;
  }

  /** Removes every fault and resets latency and error rate. */
  clear(): void {
    this.rules = [];
    this.itemFailures.clear();
    this.latencyMs = 0;
    this.errorRate = 0;
  }

  private add(match: FaultMatch, action: FaultAction, times = Infinity): void {
    this.rules.push({ ...match, action, remaining: times });
  }

  /** Whether a crash rule matches the request (consuming one use of it). */
  takeCrash(method: string, path: string): boolean {
    return this.match(method, path, true) !== undefined;
  }

  /** The transport-level fault for a request, consuming one use of its rule; undefined to serve it normally. */
  take(method: string, path: string): Exclude<FaultAction, { kind: "crash" }> | undefined {
    const action = this.match(method, path, false);
    if (action && action.kind !== "crash") return action;
    if (this.errorRate > 0 && this.rng.next() < this.errorRate) return { kind: "status", status: 500 };
    return undefined;
  }

  private match(method: string, path: string, crash: boolean): FaultAction | undefined {
    for (const rule of this.rules) {
      if (rule.remaining <= 0 || (rule.action.kind === "crash") !== crash) continue;
      if (rule.method && rule.method !== "*" && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (typeof rule.path === "string" ? rule.path !== path : !rule.path.test(path)) continue;
      rule.remaining--;
      return rule.action;
    }
    return undefined;
  }

  /** Applies a fault: a response, or a rejection for a dropped connection. */
  static async apply(
    action: Exclude<FaultAction, { kind: "crash" }>,
    path: string,
    serve: () => Promise<Response>,
  ): Promise<Response> {
    switch (action.kind) {
      case "status": {
        const body = action.body ?? {
          status: action.status,
          timestamp: Date.now(),
          error: "Injected fault",
          path,
          errors: [{ error_key: "emulator.injected.fault", error_message: `Injected ${action.status}` }],
        };
        return Response.json(body, { status: action.status });
      }
      case "html":
        return new Response(HTML_ERROR_PAGE, {
          status: action.status,
          headers: { "Content-Type": "text/html" },
        });
      case "drop": {
        if (action.mode === "reject")
          throw new TypeError("fetch failed: connection dropped (emulator fault)");
        const response = await serve();
        const text = await response.text();
        const half = new TextEncoder().encode(text.slice(0, Math.floor(text.length / 2)));
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(half);
            controller.error(new TypeError("connection dropped (emulator fault)"));
          },
        });
        return new Response(body, { status: response.status, headers: response.headers });
      }
    }
  }
}
