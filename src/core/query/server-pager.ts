import { batch, signal, type ReadonlySignal, type Signal } from "@preact/signals-core";
import type { GridState } from "./grid-state";
import type { PageResult } from "./query-service";

/** Fetches one page; the signal tells the fetcher its answer is no longer wanted. */
export type PageFetcher<Row> = (state: GridState, signal: AbortSignal) => Promise<PageResult<Row>>;

/**
 * Drives a server-side grid: each load supersedes the previous one (its answer is dropped), errors are
 * kept for a retry, and dispose() abandons whatever is in flight. Cursor clean-up belongs to the
 * fetcher, which must close its cursor even when aborted (QueryService.fetchPage does).
 */
export class ServerPager<Row> {
  #fetchPage: PageFetcher<Row>;
  readonly #rows = signal<Row[]>([]);
  readonly #total = signal<number | undefined>(undefined);
  readonly #hasMore = signal(false);
  readonly #isLoading = signal(false);
  readonly #error = signal<unknown>(undefined);
  readonly #state: Signal<GridState>;
  #controller: AbortController | undefined;

  constructor(fetchPage: PageFetcher<Row>, initialState: GridState) {
    this.#fetchPage = fetchPage;
    this.#state = signal<GridState>(initialState);
  }

  /** Later loads use this fetcher (the host re-rendered with a new function); a load in flight keeps its own. */
  setFetcher(fetchPage: PageFetcher<Row>): void {
    this.#fetchPage = fetchPage;
  }

  get rows(): ReadonlySignal<Row[]> {
    return this.#rows;
  }
  get total(): ReadonlySignal<number | undefined> {
    return this.#total;
  }
  get hasMore(): ReadonlySignal<boolean> {
    return this.#hasMore;
  }
  get isLoading(): ReadonlySignal<boolean> {
    return this.#isLoading;
  }
  get error(): ReadonlySignal<unknown> {
    return this.#error;
  }
  get state(): ReadonlySignal<GridState> {
    return this.#state;
  }

  /** Loads the page for a state, abandoning any load still in flight. */
  async load(state: GridState): Promise<void> {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    batch(() => {
      this.#state.value = state;
      this.#isLoading.value = true;
      this.#error.value = undefined;
    });
    try {
      const result = await this.#fetchPage(state, controller.signal);
      if (controller.signal.aborted) return;
      batch(() => {
        this.#rows.value = result.rows;
        this.#total.value = result.total;
        this.#hasMore.value = result.hasMore ?? false;
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      batch(() => {
        this.#rows.value = [];
        this.#total.value = 0;
        this.#error.value = error;
      });
    } finally {
      if (this.#controller === controller) {
        this.#isLoading.value = false;
        this.#controller = undefined;
      }
    }
  }

  /** Loads the current state again. */
  refresh(): Promise<void> {
    return this.load(this.#state.value);
  }

  /** Abandons the load in flight (on unmount); a later load starts afresh. */
  dispose(): void {
    this.#controller?.abort();
    this.#controller = undefined;
  }
}
