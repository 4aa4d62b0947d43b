import {
  multiFilter,
  Query,
  simpleFilter,
  type QueryEntityType,
  type QueryFilter,
  type SimpleFilterType,
} from "./query.model";

/** Grid page sizes offered in the footer, and the default. */
export const GRID_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_GRID_PAGE_SIZE = 20;

/** One column filter: text typed into a string filter, or the values ticked in a checkbox filter. */
export type GridFilter =
  | { field: string; kind: "STRING"; value: string; operator?: SimpleFilterType }
  | { field: string; kind: "CHECKBOX"; values: readonly string[] };

/** What a grid asks its data source for: filters, page (1-based) and sort. */
export interface GridState {
  filters: readonly GridFilter[];
  page: { current: number; size: number };
  sort?: { by: string; reverse: boolean };
}

/** The first page at the default size, unsorted and unfiltered. */
export function initialGridState(size: number = DEFAULT_GRID_PAGE_SIZE): GridState {
  return { filters: [], page: { current: 1, size } };
}

function activeFilters(state: GridState): GridFilter[] {
  return state.filters.filter((filter) =>
    filter.kind === "STRING" ? filter.value.trim() !== "" : filter.values.length > 0,
  );
}

/** The query filter for a grid's column filters (And of each column), or undefined when none is set. */
export function gridFilterToQueryFilter(filters: readonly GridFilter[]): QueryFilter | undefined {
  const parts = activeFilters({ filters, page: { current: 1, size: 1 } }).map((filter): QueryFilter => {
    if (filter.kind === "STRING") return simpleFilter(filter.field, filter.value.trim(), filter.operator);
    const equals = filter.values.map((value) => simpleFilter(filter.field, value, "Equals"));
    return equals.length === 1 && equals[0] ? equals[0] : multiFilter(equals, "Or");
  });
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : multiFilter(parts);
}

/**
 * Turns a grid state into a query-service query for one page: offset, page size, sort and filters;
 * `fixedFilters` (what a column filter means beyond one member, a scope) are And-ed with the columns'.
 */
export function gridStateToQuery(
  entityType: QueryEntityType,
  state: GridState,
  fixedFilters: readonly QueryFilter[] = [],
): Query {
  const columnFilter = gridFilterToQueryFilter(state.filters);
  const parts = [...(columnFilter ? [columnFilter] : []), ...fixedFilters];
  const filter = parts.length > 1 ? multiFilter(parts) : parts[0];
  return new Query({
    entityType,
    ...(filter ? { filter } : {}),
    ...(state.sort ? { sortBy: state.sort.by, sortDescending: state.sort.reverse } : {}),
    startingOffset: Math.max(0, state.page.current - 1) * state.page.size,
    maxPageSize: state.page.size,
  });
}

/** A REST filter as the /rest API takes it in its `filter` query parameter (JSON). */
export type RestFilter =
  | { type: Exclude<SimpleFilterType, "Between">; name: string; value: string }
  | { type: "Between"; name: string; fromValue: string | number; toValue: string | number }
  | { type: "And" | "Or"; filters: RestFilter[] };

const restScalar = (value: unknown): string | number => (typeof value === "number" ? value : String(value));

function toRestFilter(filter: QueryFilter): RestFilter | undefined {
  switch (filter.type) {
    case "And":
    case "Or": {
      const filters = filter.filters.map(toRestFilter).filter((part) => part !== undefined);
      return { type: filter.type, filters };
    }
    case "Not":
      return undefined;
    case "Between":
      return {
        type: "Between",
        name: filter.memberName,
        fromValue: restScalar(filter.fromValue),
        toValue: restScalar(filter.toValue),
      };
    default:
      return { type: filter.type, name: filter.memberName, value: String(filter.value) };
  }
}

/**
 * Turns a grid state into /rest query parameters: page (1-based), size, filter (JSON with `name`
 * members, as the OpenAPI examples show), sort_by and order_by (ASC or DESC). `fixedFilters` (a scope,
 * a time range) are And-ed with the grid's column filters.
 */
export function gridStateToRestParams(
  state: GridState,
  fixedFilters: readonly QueryFilter[] = [],
): Record<string, string> {
  const params: Record<string, string> = {
    page: String(Math.max(1, state.page.current)),
    size: String(state.page.size),
  };
  const columnFilter = gridFilterToQueryFilter(state.filters);
  const parts = [...(columnFilter ? [columnFilter] : []), ...fixedFilters];
  const filter = parts.length > 1 ? multiFilter(parts) : parts[0];
  const rest = filter ? toRestFilter(filter) : undefined;
  if (rest) params.filter = JSON.stringify(rest);
  if (state.sort) {
    params.sort_by = state.sort.by;
    params.order_by = state.sort.reverse ? "DESC" : "ASC";
  }
  return params;
}
