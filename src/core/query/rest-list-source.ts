import { fetchAllPages, hasMoreRecords, queryString, restApi } from "../http/api-clients";
import { gridStateToRestParams, type GridState } from "./grid-state";
import { simpleFilter, type QueryFilter } from "./query.model";
import type { PageResult } from "./query-service";

/** A server-driven grid's rows from one paged REST list (page, size, filter, sort, HAS_MORE_RECORDS). */
export interface RestListSource<Row> {
  fetchPage(state: GridState, signal?: AbortSignal): Promise<PageResult<Row>>;
  /** Every row matching the grid state's filters and sort, page after page. */
  fetchAll(state: GridState): Promise<Row[]>;
}

/**
 * The rows of a REST list as they come, for a list that needs no names resolved: the grid's state becomes
 * the list's query parameters, and "all pages" reads on while the server says more records follow.
 * `scope` (one user's records, one pool's) is And-ed with the grid's filters on every request.
 */
export function restListSource<Row>(path: string, scope: readonly QueryFilter[] = []): RestListSource<Row> {
  return {
    async fetchPage(state, signal) {
      const response = await restApi
        .options(signal ? { signal } : {})
        .get(`${path}${queryString(gridStateToRestParams(state, scope))}`)
        .res();
      const body: unknown = await response.json();
      const rows = Array.isArray(body) ? (body as Row[]) : [];
      return { rows, hasMore: hasMoreRecords(response, rows.length, state.page.size) };
    },
    fetchAll(state) {
      const { page: _page, size: _size, ...params } = gridStateToRestParams(state, scope);
      return fetchAllPages<Row>(path, params);
    },
  };
}

/** Reads one page of an item's rows (a pool's machines, a machine's events) by the item's key. */
export type ItemPageReader<Row> = (
  itemKey: string,
  state: GridState,
  signal?: AbortSignal,
) => Promise<PageResult<Row>>;

/**
 * The pages of a REST list narrowed to one item: `field` Equals the item's key (a pool's id; in audit
 * events, a pool's name).
 */
export function restItemPages<Row>(path: string, field: string): ItemPageReader<Row> {
  return (itemKey, state, signal) =>
    restListSource<Row>(path, [simpleFilter(field, itemKey, "Equals")]).fetchPage(state, signal);
}
