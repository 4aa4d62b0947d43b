import type { ColumnFiltersState } from "./grid-table-state";
import { hiddenColumnsOf } from "../../core/preferences/preferences.service";
import { MAX_RESIZED_WIDTH_PX, MIN_RESIZED_WIDTH_PX } from "./column-resize-handle";
import type { GridColumn } from "./grid-column";

/** What a view restores: sort, column filters, hidden columns and widths (decision record 0012). */
export interface GridLayout {
  sort?: { field: string; desc: boolean };
  /** Filter value by column field: the text of a text filter, the ticked values of a checkbox filter. */
  filters: Readonly<Record<string, string | readonly string[]>>;
  hidden: readonly string[];
  widths: Readonly<Record<string, number>>;
}

/** A named layout the administrator saved; at most one per grid is the default, applied when it opens. */
export interface GridView extends GridLayout {
  name: string;
  isDefault: boolean;
}

export const MAX_VIEW_NAME_LENGTH = 64;
const MAX_VIEW_TEXT_LENGTH = 4096;
const MAX_FILTER_TEXT_LENGTH = 256;

/** The hash route query parameters of a view link: which grid, and the view's text. */
export const VIEW_LINK_GRID_PARAM = "grid";
export const VIEW_LINK_VIEW_PARAM = "view";

/** A layout's filters as the table's column filters. */
export function layoutColumnFilters(layout: GridLayout): ColumnFiltersState {
  return Object.entries(layout.filters).map(([id, value]) => ({
    id,
    value: typeof value === "string" ? value : [...value],
  }));
}

/** The view as stored and linked: compact JSON whose keys are one letter, version first. */
export interface ViewText {
  v: 1;
  n: string;
  d?: true;
  s?: [string, boolean];
  f?: Record<string, string | string[]>;
  h?: string[];
  w?: Record<string, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * Reads a view's text against the grid's columns. Anything that is not exactly what viewText writes for
 * these columns (unknown keys or columns, a column that cannot be sorted, filtered or hidden, an option the
 * filter does not offer, a width out of range, every column hidden) gives undefined: a tampered link and a
 * link from before the columns changed are refused alike.
 */
export function parseView<Row>(text: string, columns: readonly GridColumn<Row>[]): GridView | undefined {
  if (text.length > MAX_VIEW_TEXT_LENGTH) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(raw) || raw.v !== 1) return undefined;
  if (Object.keys(raw).some((key) => !["v", "n", "d", "s", "f", "h", "w"].includes(key))) return undefined;
  const byField = new Map(columns.map((column) => [column.field, column]));
  const { n: name, d: isDefault, s: sort, f: filters = {}, h: hidden = [], w: widths = {} } = raw;

  if (typeof name !== "string" || name.trim() === "" || name.length > MAX_VIEW_NAME_LENGTH) return undefined;
  if (isDefault !== undefined && isDefault !== true) return undefined;
  let viewSort: GridLayout["sort"];
  if (sort !== undefined) {
    if (!Array.isArray(sort) || sort.length !== 2) return undefined;
    const [field, desc] = sort as unknown[];
    const column = typeof field === "string" ? byField.get(field) : undefined;
    if (!column || column.sortable === false || typeof desc !== "boolean") return undefined;
    viewSort = { field: column.field, desc };
  }
  if (
    !isRecord(filters) ||
    !Object.entries(filters).every(([field, value]) => isFilterValid(byField.get(field), value))
  )
    return undefined;
  if (!isStringList(hidden) || new Set(hidden).size !== hidden.length) return undefined;
  if (!hidden.every((field) => byField.has(field) && byField.get(field)?.isAlwaysVisible !== true))
    return undefined;
  if (hidden.length >= columns.length) return undefined;
  if (
    !isRecord(widths) ||
    !Object.entries(widths).every(
      ([field, px]) =>
        byField.has(field) &&
        typeof px === "number" &&
        Number.isInteger(px) &&
        px >= MIN_RESIZED_WIDTH_PX &&
        px <= MAX_RESIZED_WIDTH_PX,
    )
  )
    return undefined;
  return {
    name,
    isDefault: isDefault === true,
    ...(viewSort ? { sort: viewSort } : {}),
    filters: filters as Record<string, string | string[]>,
    hidden,
    widths: widths as Record<string, number>,
  };
}

function isFilterValid<Row>(column: GridColumn<Row> | undefined, value: unknown): boolean {
  const filter = column?.filter;
  if (!filter) return false;
  if (filter.type === "STRING") return typeof value === "string" && value.length <= MAX_FILTER_TEXT_LENGTH;
  return (
    isStringList(value) &&
    new Set(value).size === value.length &&
    value.every((item) => filter.options.some((option) => option.value === item))
  );
}

/** The preferences entry that holds a grid's views, beside its hidden columns and widths (decision 0012). */
export function viewsId(gridId: string): string {
  return `${gridId}.views`;
}

/** The administrator's saved views of a grid; views that no longer fit its columns are left out. */
export function savedViewsOf<Row>(gridId: string, columns: readonly GridColumn<Row>[]): GridView[] {
  return (hiddenColumnsOf(viewsId(gridId)) ?? []).flatMap((text) => parseView(text, columns) ?? []);
}

/** What a hash route's query says about a grid: nothing, a view to open it in, or a link that was refused. */
export type LinkedView = { kind: "none" } | { kind: "view"; view: GridView } | { kind: "refused" };

/** The view a hash route ("/main/sessions_list?grid=sessions&view=…") links for the grid, checked. */
export function linkedView<Row>(
  hash: string,
  gridId: string,
  columns: readonly GridColumn<Row>[],
): LinkedView {
  const query = new URLSearchParams(hash.split("?", 2)[1] ?? "");
  const text = query.get(VIEW_LINK_VIEW_PARAM);
  if (query.get(VIEW_LINK_GRID_PARAM) !== gridId || text === null) return { kind: "none" };
  const view = parseView(text, columns);
  return view ? { kind: "view", view } : { kind: "refused" };
}
