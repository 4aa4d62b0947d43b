/**
 * Paging, filtering and sorting of REST list endpoints, as the real server does it: page is 1-based,
 * size at most 1000, filter is a JSON expression over the model's field names, and the
 * HAS_MORE_RECORDS header tells whether another page exists.
 */

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 1000;

export type Predicate<T> = (record: T) => boolean;

/** A 400-class problem in the request's paging, filter or sort parameters. */
export class ListParameterError extends Error {
  constructor(
    readonly errorKey: string,
    message: string,
  ) {
    super(message);
  }
}

const SIMPLE_TYPES = new Set(["Equals", "NotEquals", "Contains", "StartsWith", "EndsWith", "Between"]);

/**
 * Reads a dotted path ("client_data.type") from a record. Only own properties count: a request naming
 * "constructor" or "__proto__" must find nothing, not Object.prototype's members.
 */
export function valueAt(record: unknown, path: string): unknown {
  // Most paths name a top-level field; this runs for every record of every filtered or sorted list.
  if (!path.includes(".")) {
    return record !== null && typeof record === "object" && Object.hasOwn(record, path)
      ? (record as Record<string, unknown>)[path]
      : undefined;
  }
  let current: unknown = record;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/** Text of a scalar field value; objects (never filterable in practice) compare as JSON. */
function text(value: unknown): string {
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return typeof value === "string" ? value : String(value);
}

function lower(value: unknown): string {
  return text(value).toLowerCase();
}

function scalarEquals(actual: unknown, expected: string | number | boolean): boolean {
  if (actual === expected) return true;
  if (actual === undefined || actual === null) return false;
  return text(actual) === String(expected);
}

// One collator for every comparison: localeCompare with options builds one per call (25 times slower).
const TEXT_ORDER = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Orders two field values: numbers numerically, text case-insensitively, missing values first. */
export function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return a ? 1 : -1;
  return TEXT_ORDER.compare(text(a), text(b));
}

/** How a filter expression names fields: REST uses `name`, the view API uses `memberName`. */
export interface FilterDialect {
  fieldKey: "name" | "memberName";
  /** Type assumed when a simple filter has none (the view API defaults to StartsWith). */
  defaultSimpleType?: string;
  /** Type assumed when a multi-filter has none (the view API defaults to And). */
  defaultMultiType?: string;
  /** Whether a field name may be used; unknown names are rejected. */
  isKnownField: (field: string) => boolean;
}

/** Compiles a parsed filter expression into a predicate, throwing ListParameterError when invalid. */
export function compileFilter<T>(expression: unknown, dialect: FilterDialect, depth = 0): Predicate<T> {
  if (depth > 20) throw new ListParameterError("invalid.filter", "Filter nesting is too deep");
  if (expression === null || typeof expression !== "object" || Array.isArray(expression)) {
    throw new ListParameterError("invalid.filter", "A filter must be a JSON object");
  }
  const node = expression as Record<string, unknown>;
  const hasChildren = Array.isArray(node.filters);
  const rawType =
    node.type ??
    (hasChildren
      ? dialect.defaultMultiType
      : node[dialect.fieldKey] !== undefined
        ? dialect.defaultSimpleType
        : undefined);
  if (typeof rawType !== "string")
    throw new ListParameterError("invalid.filter", "The filter type is missing");
  const type = rawType;

  if (type === "And" || type === "Or") {
    const children = node.filters;
    if (!Array.isArray(children) || children.length === 0) {
      throw new ListParameterError("invalid.filter", `${type} needs a non-empty filters list`);
    }
    const compiled = children.map((child) => compileFilter<T>(child, dialect, depth + 1));
    const lookup = type === "Or" ? equalsLookup<T>(children, dialect) : undefined;
    if (lookup) return lookup;
    return type === "And"
      ? (record) => compiled.every((predicate) => predicate(record))
      : (record) => compiled.some((predicate) => predicate(record));
  }
  if (type === "Not") {
    const inner = compileFilter<T>(node.filter, dialect, depth + 1);
    return (record) => !inner(record);
  }
  if (!SIMPLE_TYPES.has(type)) throw new ListParameterError("invalid.filter", `Unknown filter type: ${type}`);

  const field = node[dialect.fieldKey];
  if (typeof field !== "string" || field === "") {
    throw new ListParameterError("invalid.filter", `${type} needs a ${dialect.fieldKey}`);
  }
  if (!dialect.isKnownField(field)) {
    throw new ListParameterError("invalid.filter.field", `Filtering on field ${field} is not supported`);
  }

  if (type === "Between") {
    const from = node.fromValue;
    const to = node.toValue;
    if (!isScalar(from) || !isScalar(to)) {
      throw new ListParameterError("invalid.filter", "Between needs fromValue and toValue");
    }
    return (record) => {
      const value = valueAt(record, field);
      return value !== undefined && value !== null && compare(value, from) >= 0 && compare(value, to) <= 0;
    };
  }

  const expected = node.value;
  if (!isScalar(expected)) {
    throw new ListParameterError(
      "invalid.filter",
      `${type} on ${field} needs a string, number or boolean value`,
    );
  }
  const needle = lower(expected);
  const test = (value: unknown): boolean => {
    switch (type) {
      case "Equals":
        return scalarEquals(value, expected);
      case "NotEquals":
        return !scalarEquals(value, expected);
      case "Contains":
        return value !== undefined && value !== null && lower(value).includes(needle);
      case "StartsWith":
        return value !== undefined && value !== null && lower(value).startsWith(needle);
      default:
        return value !== undefined && value !== null && lower(value).endsWith(needle);
    }
  };
  return (record) => {
    const value = valueAt(record, field);
    if (Array.isArray(value)) {
      return type === "NotEquals" ? value.every(test) : value.some(test);
    }
    return test(value);
  };
}

/**
 * An Or of Equals on one field (how clients ask for "these ids") as one set lookup, so a filter naming a
 * thousand ids costs one probe per record instead of a thousand comparisons.
 */
function equalsLookup<T>(children: unknown[], dialect: FilterDialect): Predicate<T> | undefined {
  let field: string | undefined;
  const values = new Set<string>();
  for (const child of children) {
    const node = child as Record<string, unknown>;
    const name = node[dialect.fieldKey];
    if (node.type !== "Equals" || typeof name !== "string" || !isScalar(node.value)) return undefined;
    if (field !== undefined && field !== name) return undefined;
    field = name;
    values.add(String(node.value));
  }
  if (field === undefined) return undefined;
  const path = field;
  return (record) => {
    const value = valueAt(record, path);
    if (Array.isArray(value))
      return value.some((item) => item !== undefined && item !== null && values.has(text(item)));
    return value !== undefined && value !== null && values.has(text(value));
  };
}

/** Parses the `filter` query parameter (JSON) into a predicate. */
export function parseRestFilter<T>(raw: string, knownFields: ReadonlySet<string>): Predicate<T> {
  return compileRestFilter<T>(readFilterJson(raw), knownFields);
}

/** The `filter` query parameter's JSON; a 400 invalid.filter when it is not JSON. */
function readFilterJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ListParameterError("invalid.filter", "The filter is not valid JSON");
  }
}

function compileRestFilter<T>(parsed: unknown, knownFields: ReadonlySet<string>): Predicate<T> {
  return compileFilter<T>(parsed, { fieldKey: "name", isKnownField: (field) => knownFields.has(field) });
}

export interface ListRequest {
  page: number;
  size: number;
  filter: string | null;
  sortBy: string | null;
  descending: boolean;
}

function positiveInteger(raw: string | null, name: string): number | null {
  if (raw === null || raw === "") return null;
  if (!/^-?\d+$/.test(raw.trim())) {
    throw new ListParameterError("invalid.parameter", `${name}, if passed should be > 0.`);
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new ListParameterError("invalid.parameter", `${name}, if passed should be > 0.`);
  }
  return value;
}

/** Reads page, size, filter, sort_by and order_by from the query string. */
export function readListRequest(url: URL): ListRequest {
  const page = positiveInteger(url.searchParams.get("page"), "page") ?? 1;
  const size = Math.min(
    positiveInteger(url.searchParams.get("size"), "size") ?? DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
  );
  const order = url.searchParams.get("order_by");
  if (order !== null && !/^(asc|desc)$/i.test(order)) {
    throw new ListParameterError("invalid.parameter", "order_by must be ASC or DESC");
  }
  return {
    page,
    size,
    filter: url.searchParams.get("filter"),
    sortBy: url.searchParams.get("sort_by"),
    descending: order !== null && order.toLowerCase() === "desc",
  };
}

export interface ListPage<T> {
  items: T[];
  hasMore: boolean;
}

/**
 * The order a store keeps its records in (by `compare` on the field), as a database's index would: a page
 * in it needs no sort, and a Between on the field is a range of positions found by binary search.
 */
export interface StoredOrder {
  field: string;
  descending: boolean;
}

/** The first position from `low` at which `isPast` holds, given it holds for every position after one where it does. */
function firstPosition(low: number, high: number, isPast: (position: number) => boolean): number {
  let first = low;
  let last = high;
  while (first < last) {
    const middle = (first + last) >>> 1;
    if (isPast(middle)) last = middle;
    else first = middle + 1;
  }
  return first;
}

/**
 * The positions of `records` (kept in `order`) that the filter's Betweens on the order's field leave: a
 * Between alone or And-ed with other tests narrows where a scan must look. `complete` says the filter is
 * nothing but those Betweens (or absent), so every record in the range passes it.
 */
function storedRange(
  records: readonly unknown[],
  filter: unknown,
  order: StoredOrder,
): { start: number; end: number; complete: boolean } {
  const range = { start: 0, end: records.length, complete: true };
  if (filter === undefined) return range;
  const node = filter as { type?: unknown; filters?: unknown };
  const tests: unknown[] = node.type === "And" && Array.isArray(node.filters) ? node.filters : [node];
  for (const test of tests as { type?: unknown; name?: unknown; fromValue?: unknown; toValue?: unknown }[]) {
    const { fromValue: from, toValue: to } = test;
    if (test.type !== "Between" || test.name !== order.field || !isScalar(from) || !isScalar(to)) {
      range.complete = false;
      continue;
    }
    // Between lets through a value v with compare(v, from) >= 0 and compare(v, to) <= 0; missing values
    // order first, so in either direction the passing records are one run of positions.
    const [low, high] = order.descending ? [to, from] : [from, to];
    const valueAtPosition = (position: number) => valueAt(records[position], order.field);
    const direction = order.descending ? -1 : 1;
    const isPastStart = (position: number) => direction * compare(valueAtPosition(position), low) >= 0;
    const isPastEnd = (position: number) => direction * compare(valueAtPosition(position), high) > 0;
    range.start = firstPosition(range.start, range.end, isPastStart);
    range.end = Math.max(range.start, firstPosition(range.start, range.end, isPastEnd));
  }
  return range;
}

/** The ids a filter asks for when it is only `id` Equals, or an Or of them (how a client asks for names). */
function requestedIds(filter: unknown): readonly string[] | undefined {
  if (filter === null || typeof filter !== "object") return undefined;
  const root = filter as { type?: unknown; filters?: unknown };
  const nodes: unknown[] = root.type === "Or" && Array.isArray(root.filters) ? root.filters : [root];
  const ids: string[] = [];
  for (const node of nodes as ({ type?: unknown; name?: unknown; value?: unknown } | null)[]) {
    if (node?.type !== "Equals" || node.name !== "id" || typeof node.value !== "string") return undefined;
    ids.push(node.value);
  }
  return ids;
}

/** Where each id stands in a list, kept per list like a database's primary key index. */
const idPositions = new WeakMap<readonly unknown[], Map<string, number[]>>();

function indexIds(records: readonly unknown[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  records.forEach((record, position) => {
    const id = valueAt(record, "id");
    if (id === undefined || id === null) return;
    const key = text(id);
    const list = positions.get(key);
    if (list) list.push(position);
    else positions.set(key, [position]);
  });
  idPositions.set(records, positions);
  return positions;
}

/**
 * The records among `records` whose id is one of `ids`, in the list's order: what the id filter would let
 * through, found without reading every record. A list changed since it was indexed (an id missing or
 * moved) is indexed again.
 */
function recordsWithIds<T>(records: readonly T[], ids: readonly string[]): readonly T[] {
  const lookUp = (positions: Map<string, number[]>): number[] | undefined => {
    const found: number[] = [];
    for (const id of ids) {
      const at = positions.get(id);
      if (!at) return undefined;
      for (const position of at) {
        const recordId = valueAt(records[position], "id");
        if (recordId === undefined || recordId === null || text(recordId) !== id) return undefined;
        found.push(position);
      }
    }
    return found;
  };
  const cached = idPositions.get(records);
  let found = cached ? lookUp(cached) : undefined;
  if (!found) {
    const fresh = indexIds(records);
    // Ids the list does not hold are simply not found.
    found = [...new Set(ids)].flatMap((id) => fresh.get(id) ?? []);
  }
  return [...new Set(found)].sort((a, b) => a - b).map((position) => records[position] as T);
}

/**
 * One page of `records` that pass `scope` and the request's filter, sorted when asked. Unsorted
 * requests stream through the records once and stop as soon as they know whether more exist.
 */
export function pageOf<T>(
  records: readonly T[],
  request: ListRequest,
  knownFields: ReadonlySet<string>,
  scope?: Predicate<T>,
  storedOrder?: StoredOrder,
): ListPage<T> {
  const filterJson = request.filter ? readFilterJson(request.filter) : undefined;
  const filter = filterJson === undefined ? undefined : compileRestFilter<T>(filterJson, knownFields);
  const sortBy = request.sortBy;
  // Sorting takes any field of the model, not only the filterable ones; a field no record has is an error.
  if (
    sortBy !== null &&
    !knownFields.has(sortBy) &&
    !records.slice(0, 50).some((record) => valueAt(record, sortBy) !== undefined)
  ) {
    throw new ListParameterError("invalid.sort", `Sorting on field ${request.sortBy} is not supported`);
  }
  // The filter first: it is usually the narrower test and the cheaper (a set of ids), while the scope looks
  // up each record's access group.
  const accept = (record: T) => (!filter || filter(record)) && (!scope || scope(record));
  const start = (request.page - 1) * request.size;
  const end = start + request.size;
  // A request for records by id (names for an export's ids, a hundred at a time) reads only those records.
  const ids = requestedIds(filterJson);
  const candidates = ids ? recordsWithIds(records, ids) : records;
  let scanFrom = 0;
  let scanTo = candidates.length;

  const isInStoredOrder =
    storedOrder !== undefined &&
    request.sortBy === storedOrder.field &&
    request.descending === storedOrder.descending;
  // Unsorted, the records come in the store's order too. A range of that order is read like a database
  // reads an index: an export paging through 50,000 events must not read every earlier page again.
  if (storedOrder !== undefined && !ids && (request.sortBy === null || isInStoredOrder)) {
    const range = storedRange(records, filterJson, storedOrder);
    if (range.complete && !scope) {
      const first = range.start + start;
      return {
        items: records.slice(first, Math.min(first + request.size, range.end)),
        hasMore: first + request.size < range.end,
      };
    }
    scanFrom = range.start;
    scanTo = range.end;
  }
  // Records already in the asked order stream like unsorted ones: reading 50,000 audit events page by page
  // took seconds when every page filtered and sorted the whole store again.
  if (request.sortBy !== null && !isInStoredOrder) {
    const field = request.sortBy;
    const matches = candidates.filter(accept);
    const direction = request.descending ? -1 : 1;
    matches.sort((a, b) => direction * compare(valueAt(a, field), valueAt(b, field)));
    return { items: matches.slice(start, end), hasMore: matches.length > end };
  }
  const items: T[] = [];
  let seen = 0;
  for (let position = scanFrom; position < scanTo; position += 1) {
    const record = candidates[position] as T;
    if (!accept(record)) continue;
    if (seen >= end) return { items, hasMore: true };
    if (seen >= start) items.push(record);
    seen += 1;
  }
  return { items, hasMore: false };
}

/**
 * The filters one REST model documents: the simple types each field takes ("Supported Filters" in its
 * description), and what an Or may nest when the model limits it.
 */
export interface DocumentedFilters {
  fields: Readonly<Record<string, readonly string[]>>;
  /** Whether an Or may nest this simple filter; absent, an Or nests any documented filter. */
  orMayNest?: (type: string, field: string) => boolean;
}

/**
 * Refuses (400 invalid.filter) a filter outside what the model documents: a field it does not list, a
 * type the field does not take, a multi-filter other than And and Or, an Or nesting what the model forbids.
 * A third-party script then meets the real server's rules here, not looser ones.
 */
export function checkDocumentedFilter(raw: string | null, documented: DocumentedFilters): void {
  if (raw === null || raw === "") return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ListParameterError("invalid.filter", "The filter is not valid JSON");
  }
  const visit = (node: unknown, insideOr: boolean): void => {
    if (node === null || typeof node !== "object" || Array.isArray(node)) {
      throw new ListParameterError("invalid.filter", "A filter must be a JSON object");
    }
    const { type, name, filters } = node as Record<string, unknown>;
    if (type === "And" || type === "Or") {
      if (!Array.isArray(filters) || filters.length === 0) {
        throw new ListParameterError("invalid.filter", `${type} needs a non-empty filters list`);
      }
      for (const child of filters) visit(child, insideOr || type === "Or");
      return;
    }
    if (typeof type !== "string" || typeof name !== "string") {
      throw new ListParameterError("invalid.filter", "A filter needs a type and a name");
    }
    const types = Object.hasOwn(documented.fields, name) ? documented.fields[name] : undefined;
    if (!types) {
      throw new ListParameterError("invalid.filter.field", `Filtering on field ${name} is not supported`);
    }
    if (!types.includes(type)) {
      throw new ListParameterError("invalid.filter", `Filter type ${type} is not supported on field ${name}`);
    }
    if (insideOr && documented.orMayNest && !documented.orMayNest(type, name)) {
      throw new ListParameterError("invalid.filter", `An Or filter may not nest ${type} on ${name}`);
    }
  };
  visit(parsed, false);
}
