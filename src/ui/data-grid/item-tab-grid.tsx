import type { RowData } from "@tanstack/react-table";
import { useCallback } from "react";
import type { GridState } from "../../core/query/grid-state";
import type { ItemPageReader } from "../../core/query/rest-list-source";
import { DataGrid } from "./data-grid";
import type { GridColumn } from "./grid-column";

/** Events and tasks open newest first until the administrator sorts. */
export const NEWEST_FIRST: NonNullable<GridState["sort"]> = { by: "time", reverse: true };

export interface ItemTabGridProps<Row> {
  gridId: string;
  /** The grid's accessible name, translated (usually with the item's name). */
  label: string;
  /** What the grid says when the item has no rows, translated. */
  emptyText: string;
  columns: readonly GridColumn<Row>[];
  /** The item whose rows are shown: another item reads its pages afresh. */
  itemKey: string;
  /** A module-level reader, so the grid asks again only when the item changes. */
  readPage: ItemPageReader<Row>;
  /** The sort the server applies until the administrator chooses one. */
  defaultSort?: GridState["sort"];
  isExportable?: boolean;
}

/** One of an item's lists on a tab of its page, served page by page, with the grid's own states. */
export function ItemTabGrid<Row extends RowData>({
  gridId,
  label,
  emptyText,
  columns,
  itemKey,
  readPage,
  defaultSort,
  isExportable,
}: ItemTabGridProps<Row>) {
  const fetchPage = useCallback(
    (state: GridState, signal?: AbortSignal) =>
      readPage(itemKey, state.sort || !defaultSort ? state : { ...state, sort: defaultSort }, signal),
    [readPage, itemKey, defaultSort],
  );
  return (
    <DataGrid<Row>
      gridId={gridId}
      label={label}
      columns={columns}
      fetchPage={fetchPage}
      placeholderText={emptyText}
      {...(isExportable ? { isExportable } : {})}
    />
  );
}
