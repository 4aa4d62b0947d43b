/** One pod's page of a list: its rows, and whether the pod has more. */
export interface PodPage<Row> {
  rows: Row[];
  hasMore: boolean;
}

/** Fetches page `page` (1-based) of `size` rows of one pod. */
export type PodPageFetcher<Row> = (podId: string, page: number, size: number) => Promise<PodPage<Row>>;

/**
 * Pages through a list kept per pod (the federation's global sessions: the API answers one pod at a time)
 * as one list: page n is a page of one pod, the pods in order, a pod's last page possibly short. Page
 * counts learnt on the way are kept, so Next is one request; a jump past pods not yet counted finds
 * their page count by bisection. Counts belong to one query: make a new pager when the filters change.
 */
export class PodPager<Row> {
  readonly #fetch: PodPageFetcher<Row>;
  readonly #pageCounts = new Map<string, number>();

  constructor(fetch: PodPageFetcher<Row>) {
    this.#fetch = fetch;
  }

  /** Page `page` (1-based) of `size` rows over the pods in the given order. */
  async page(podIds: readonly string[], page: number, size: number): Promise<PodPage<Row>> {
    let remaining = page;
    for (const [index, podId] of podIds.entries()) {
      const isLastPod = index === podIds.length - 1;
      const known = this.#pageCounts.get(podId);
      if (known !== undefined && remaining > known) {
        remaining -= known;
        continue;
      }
      const answer = await this.#fetch(podId, remaining, size);
      if (answer.rows.length > 0) {
        if (!answer.hasMore) this.#pageCounts.set(podId, remaining);
        return { rows: answer.rows, hasMore: answer.hasMore || !isLastPod };
      }
      const count = remaining === 1 ? 0 : await this.#countPages(podId, remaining - 1, size);
      this.#pageCounts.set(podId, count);
      remaining -= count;
    }
    return { rows: [], hasMore: false };
  }

  /** The number of non-empty pages of a pod, knowing it has fewer than `below + 1`. */
  async #countPages(podId: string, below: number, size: number): Promise<number> {
    let low = 0;
    let high = below;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const answer = await this.#fetch(podId, middle, size);
      if (answer.rows.length > 0) {
        if (!answer.hasMore) return middle;
        low = middle;
      } else high = middle - 1;
    }
    return low;
  }
}
