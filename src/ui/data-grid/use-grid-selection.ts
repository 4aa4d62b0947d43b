import type { RowData, RowSelectionState, Updater } from "@tanstack/react-table";
import { rowSelectionOf } from "./use-grid-start";
import { useEffect, useMemo, useRef, useState } from "react";
import type { GridTable } from "./grid-table";

/** Single-select grids enable their actions this long after a row is selected. */
export const ACTION_ENABLE_DELAY_MS = 1000;

export type GridSelectionMode = "none" | "single" | "multi";

/** The table's selection state, and the all-pages flag a server-driven multi-select grid adds to it. */
export interface GridSelectionState {
  rowSelection: RowSelectionState;
  setRowSelection: (updater: Updater<RowSelectionState>) => void;
  /** Multi-select grids on a server: every row of every page is meant. */
  isAllPagesSelected: boolean;
  setIsAllPagesSelected: (isAllPagesSelected: boolean) => void;
  /** The table's onRowSelectionChange: a row picked by hand ends an all-pages selection. */
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
}

/** The selection state the table is created with. */
export function useGridSelectionState(initialIds?: readonly string[]): GridSelectionState {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(() => rowSelectionOf(initialIds));
  const [isAllPagesSelected, setIsAllPagesSelected] = useState(false);
  return {
    rowSelection,
    setRowSelection,
    isAllPagesSelected,
    setIsAllPagesSelected,
    onRowSelectionChange: (updater) => {
      setIsAllPagesSelected(false);
      setRowSelection(updater);
    },
  };
}

export interface GridSelectionOptions<Row extends RowData> {
  state: GridSelectionState;
  table: GridTable<Row>;
  selection: GridSelectionMode;
  /** The rows the grid holds: the whole data set, or the current server page. */
  data: readonly Row[];
  isServer: boolean;
  rowId: (row: Row) => string;
  isRowDisabled: (row: Row) => boolean;
  onSelectionChange: ((rows: Row[], info: { isAllPagesSelected: boolean }) => void) | undefined;
}

/** What the grid shows and tells its host about the selection. */
export interface GridSelection<Row> {
  selectedRows: Row[];
  /** A row is selected (and, in single-select grids, has been for a second). */
  isActionReady: boolean;
  /** The 'select all pages' switch is on. */
  isAllSelected: boolean;
  /** A disabled row among the data turns 'select all pages' off. */
  anyRowDisabled: boolean;
  /** The 'select all pages' / 'deselect all pages' switch. */
  toggleAllPages: () => void;
}

/**
 * Selected rows across pages, reported to the host once per change; the single-select one-second action
 * delay; the multi-select 'select all pages' switch.
 */
export function useGridSelection<Row extends RowData>(
  options: GridSelectionOptions<Row>,
): GridSelection<Row> {
  const { state, table, selection, data, isServer, rowId, isRowDisabled, onSelectionChange } = options;
  const { rowSelection, isAllPagesSelected } = state;

  // Server rows seen so far, so a selection can span pages; client rows are all in the core row model.
  const [seenServerRows] = useState(() => new Map<string, Row>());
  if (isServer) for (const row of data) seenServerRows.set(rowId(row), row);
  const selectedIds = Object.keys(rowSelection).filter((key) => rowSelection[key]);
  const selectionKey = selectedIds.join("\u0000");
  const selectedRows = useMemo(
    () => {
      const rowsById = isServer ? undefined : table.getCoreRowModel().rowsById;
      return selectedIds
        .map((key) => (rowsById ? rowsById[key]?.original : seenServerRows.get(key)))
        .filter((row): row is Row => row !== undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selectionKey stands for selectedIds
    [selectionKey, data, isServer],
  );
  // Nothing selected is where every grid starts, so it is not reported; a start selection the host gave
  // is, once its rows have arrived.
  const reportedSelection = useRef("|false|0");
  useEffect(() => {
    if (selectionKey !== "" && selectedRows.length === 0) return;
    const key = `${selectionKey}|${isAllPagesSelected}|${selectedRows.length}`;
    if (reportedSelection.current === key) return;
    reportedSelection.current = key;
    onSelectionChange?.(selectedRows, { isAllPagesSelected });
  }, [selectionKey, isAllPagesSelected, selectedRows, onSelectionChange]);

  // Single-select actions come alive a second after the selection, against double-click accidents.
  const [settledSelection, setSettledSelection] = useState("");
  useEffect(() => {
    if (selection !== "single" || selectionKey === "") return;
    const timer = setTimeout(() => setSettledSelection(selectionKey), ACTION_ENABLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selection, selectionKey]);
  const isActionReady =
    selection === "single"
      ? selectionKey !== "" && settledSelection === selectionKey
      : selectedIds.length > 0 || isAllPagesSelected;

  const anyRowDisabled = useMemo(
    () => selection === "multi" && data.some((row) => isRowDisabled(row)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new predicate each render must not rescan every row
    [data, selection],
  );
  const pageRowCount = table.getRowModel().rows.length;
  const isAllSelected =
    selection !== "multi"
      ? false
      : isServer
        ? isAllPagesSelected
        : pageRowCount > 0 && table.getIsAllRowsSelected();
  const toggleAllPages = () => {
    if (isServer) {
      state.setRowSelection({});
      state.setIsAllPagesSelected(!isAllPagesSelected);
    } else {
      table.toggleAllRowsSelected(!isAllSelected);
    }
  };
  return { selectedRows, isActionReady, isAllSelected, anyRowDisabled, toggleAllPages };
}
