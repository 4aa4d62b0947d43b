import type { ColumnFiltersState, ColumnVisibilityState, SortingState } from "./grid-table-state";
import { saveGridPreferences } from "../../core/preferences/preferences.service";
import { MAX_RESIZED_WIDTH_PX, MIN_RESIZED_WIDTH_PX } from "./column-resize-handle";
import { valueText } from "./grid-column";
import {
  VIEW_LINK_GRID_PARAM,
  VIEW_LINK_VIEW_PARAM,
  viewsId,
  type GridLayout,
  type GridView,
  type ViewText,
} from "./grid-views";

// Writing views: loaded with the views panel, on first use, so grids that never save one do not carry it.

/** Views per grid: the preferences travel whole in every save, so they stay small. */
export const MAX_VIEWS_PER_GRID = 20;
/** The text of a view, as kept in the preferences and put in links. */
export function viewText(view: GridView): string {
  const text: ViewText = { v: 1, n: view.name };
  if (view.isDefault) text.d = true;
  if (view.sort) text.s = [view.sort.field, view.sort.desc];
  if (Object.keys(view.filters).length > 0)
    text.f = Object.fromEntries(
      Object.entries(view.filters).map(([field, value]) => [
        field,
        typeof value === "string" ? value : [...value],
      ]),
    );
  if (view.hidden.length > 0) text.h = [...view.hidden];
  if (Object.keys(view.widths).length > 0) text.w = { ...view.widths };
  return JSON.stringify(text);
}

/** What the grid's table holds of a layout. */
export interface TableLayout {
  /** Every column's field, in order. */
  fields: readonly string[];
  sorting: SortingState;
  filters: ColumnFiltersState;
  visibility: ColumnVisibilityState;
  widths: Readonly<Record<string, number>>;
}

/** The grid's layout as the table holds it: the first sort, non-empty filters, hidden columns, widths in range. */
export function layoutOf({ fields, sorting, filters, visibility, widths }: TableLayout): GridLayout {
  const [sort] = sorting;
  return {
    ...(sort ? { sort: { field: sort.id, desc: sort.desc } } : {}),
    filters: Object.fromEntries(
      filters.flatMap(({ id, value }) => {
        const kept = Array.isArray(value) ? value.map(valueText) : valueText(value);
        return kept.length > 0 ? [[id, kept]] : [];
      }),
    ),
    hidden: fields.filter((field) => visibility[field] === false),
    widths: Object.fromEntries(
      Object.entries(widths).map(([field, px]) => [
        field,
        Math.min(Math.max(Math.round(px), MIN_RESIZED_WIDTH_PX), MAX_RESIZED_WIDTH_PX),
      ]),
    ),
  };
}

/** Keeps a grid's views in the administrator's preferences (sent like the hidden columns). */
export function saveViews(gridId: string, views: readonly GridView[]): void {
  saveGridPreferences(viewsId(gridId), views.map(viewText));
}

/** The hash route that reopens the grid in the layout: the current route with the view's parameters set. */
export function viewLinkHash(hash: string, gridId: string, layout: GridLayout, name: string): string {
  const [path = "", queryPart = ""] = hash.replace(/^#/, "").split("?", 2);
  const query = new URLSearchParams(queryPart);
  query.set(VIEW_LINK_GRID_PARAM, gridId);
  query.set(VIEW_LINK_VIEW_PARAM, viewText({ ...layout, name, isDefault: false }));
  return `#${path}?${query.toString()}`;
}
