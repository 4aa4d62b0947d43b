import type { RowData } from "@tanstack/react-table";
import { rowSelectionOf } from "./use-grid-start";
import { useEffect, useMemo, useRef, useState, type SetStateAction } from "react";
import type { RowSelectionState } from "./grid-table-state";

/** Single-select grids enable their actions this long after a row is selected. */
export const ACTION_ENABLE_DELAY_MS = 1000;

export type GridSelectionMode = "none" | "single" | "multi";

/** The selected rows' ids, and the all-pages flag a server-driven multi-select grid adds to them. */
export interface GridSelectionState {
  rowSelection: RowSelectionState;
  setRowSelection: (updater: SetStateAction<RowSelectionState>) => void;
  /** Multi-select grids on a server: every row of every page is meant. */
  isAllPagesSelected: boolean;
  setIsAllPagesSelected: (isAllPagesSelected: boolean) => void;
  /** A selection made by hand: it ends an all-pages selection. */
  onRowSelectionChange: (updater: SetStateAction<RowSelectionState>) => void;
}

/** The grid's selection state, holding the given rows at the start. */
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

/** A row of the grid: its id and the row itself. */
export interface SelectableRow<Row> {
  id: string;
  original: Row;
}

export interface GridSelectionOptions<Row extends RowData> {
  state: GridSelectionState;
  selection: GridSelectionMode;
  /** The rows the grid holds: the whole data set, or the current server page. */
  data: readonly Row[];
  /** The grid's rows by id (client grids: every row). */
  rowsById: Readonly<Record<string, SelectableRow<Row>>>;
  /** The rows the filters keep, every page (client grids). */
  filteredRows: readonly SelectableRow<Row>[];
  /** The rows of the page shown. */
  pageRows: readonly SelectableRow<Row>[];
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
  /** Every selectable row of the page is selected (and one is). */
  isAllPageSelected: boolean;
  /** Some selectable row of the page is selected. */
  isSomePageSelected: boolean;
  isRowSelected: (id: string) => boolean;
  canSelectRow: (row: Row) => boolean;
  /** Selects or deselects a row (toggles it without a value); a single-select grid keeps one row. */
  toggleRow: (row: SelectableRow<Row>, value?: boolean) => void;
  /** Selects the page's selectable rows, or deselects them when all are selected. */
  togglePageRows: () => void;
}

/**
 * Selected rows across pages, reported to the host once per change; the single-select one-second action
 * delay; the multi-select 'select all pages' switch.
 */
export function useGridSelection<Row extends RowData>(
  options: GridSelectionOptions<Row>,
): GridSelection<Row> {
  const { state, selection, data, isServer, rowId, isRowDisabled, onSelectionChange } = options;
  const { rowsById, filteredRows, pageRows } = options;
  const { rowSelection, isAllPagesSelected } = state;
  const isRowSelected = (id: string) => Object.hasOwn(rowSelection, id) && rowSelection[id] === true;
  const canSelectRow = (row: Row) => selection !== "none" && !isRowDisabled(row);

  // Server rows seen so far, so a selection can span pages; client rows are all in the core row model.
  const [seenServerRows] = useState(() => new Map<string, Row>());
  if (isServer) for (const row of data) seenServerRows.set(rowId(row), row);
  const selectedIds = Object.keys(rowSelection).filter((key) => rowSelection[key]);
  const selectionKey = selectedIds.join("\u0000");
  const selectedRows = useMemo(
    () => {
      return selectedIds
        .map((key) => (isServer ? seenServerRows.get(key) : rowsById[key]?.original))
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
  // A selection of every row the filters keep: selectable rows each selected, and at least one row.
  const isAllSelected =
    selection !== "multi"
      ? false
      : isServer
        ? isAllPagesSelected
        : pageRows.length > 0 &&
          filteredRows.length > 0 &&
          selectedIds.length > 0 &&
          !filteredRows.some((row) => !isRowSelected(row.id) && canSelectRow(row.original));
  const toggleAllPages = () => {
    if (isServer) {
      state.setRowSelection({});
      state.setIsAllPagesSelected(!isAllPagesSelected);
      return;
    }
    const select = !isAllSelected;
    state.onRowSelectionChange((current) => {
      const next = { ...current };
      for (const row of filteredRows) {
        if (!canSelectRow(row.original)) continue;
        if (select) next[row.id] = true;
        else delete next[row.id];
      }
      return next;
    });
  };
  // Only the multi-select header checkbox shows these; each reads every row of the page.
  const selectablePageRows =
    selection === "multi" ? pageRows.filter((row) => canSelectRow(row.original)) : [];
  const isAllPageSelected =
    selectablePageRows.length > 0 && selectablePageRows.every((row) => isRowSelected(row.id));
  const isSomePageSelected = selectablePageRows.some((row) => isRowSelected(row.id));
  const toggleRow = (row: SelectableRow<Row>, value = !isRowSelected(row.id)) => {
    state.onRowSelectionChange((current) => {
      // A single-select grid holds one row.
      const next = value && selection !== "multi" ? {} : { ...current };
      if (!value) delete next[row.id];
      else if (canSelectRow(row.original)) next[row.id] = true;
      return next;
    });
  };
  const togglePageRows = () => {
    const select = !isAllPageSelected;
    state.onRowSelectionChange((current) => {
      const next = { ...current };
      for (const row of selectablePageRows) {
        if (select) next[row.id] = true;
        else delete next[row.id];
      }
      return next;
    });
  };
  return {
    selectedRows,
    isActionReady,
    isAllSelected,
    anyRowDisabled,
    toggleAllPages,
    isAllPageSelected,
    isSomePageSelected,
    isRowSelected,
    canSelectRow,
    toggleRow,
    togglePageRows,
  };
}
