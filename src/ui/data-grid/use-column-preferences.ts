import type { ColumnVisibilityState } from "./grid-table-state";
import { useRef, useState } from "react";
import {
  columnWidthsOf,
  hiddenColumnsOf,
  saveColumnWidths,
  saveGridPreferences,
} from "../../core/preferences/preferences.service";
import { useDebouncedCallback } from "../hooks/use-debounced-callback";
import type { GridColumn } from "./grid-column";

/** Column visibility changes are reported to a host's onHiddenColumnsChange once per burst, this long after the last. */
export const HIDDEN_COLUMNS_REPORT_DELAY_MS = 300;

export interface ColumnPreferencesOptions<Row> {
  gridId: string;
  columns: readonly GridColumn<Row>[];
  /** A host's own hidden columns; the saved preferences otherwise. */
  hiddenColumns: readonly string[] | undefined;
  /** A host that keeps the hidden columns itself; the preferences keep them otherwise. */
  onHiddenColumnsChange: ((gridId: string, hiddenFields: string[]) => void) | undefined;
  /** A view the grid opens in (saved views, decision 0012): its hidden columns and widths come first. */
  initialLayout?: { hidden: readonly string[]; widths: Readonly<Record<string, number>> } | undefined;
}

/** The columns shown and their widths, as the administrator last left them. */
export interface ColumnPreferences {
  columnVisibility: ColumnVisibilityState;
  /** Shows and hides columns, and keeps the choice. */
  changeVisibility: (next: ColumnVisibilityState) => void;
  /** Widths set by resizing, px by field. */
  columnWidths: Readonly<Record<string, number>>;
  /** Draws a column at a width while it is being resized. */
  resizeColumn: (field: string, px: number) => void;
  /** Keeps the widths once a resize ends. */
  saveWidths: () => void;
  /** Shows every column but the hidden ones, draws the widths, and keeps both (a view applied). */
  applyColumns: (hidden: readonly string[], widths: Readonly<Record<string, number>>) => void;
}

function initialVisibility<Row>(
  columns: readonly GridColumn<Row>[],
  hidden: readonly string[] | undefined,
): ColumnVisibilityState {
  return Object.fromEntries(
    columns.map((column) => [
      column.field,
      column.isAlwaysVisible === true || !(hidden ? hidden.includes(column.field) : column.isHidden === true),
    ]),
  );
}

/**
 * Hidden columns and column widths, restored on mount from the administrator's preferences (or a host's
 * hiddenColumns) and saved there whenever they change: the preferences service sends them one second
 * after the last change, when the admin-preferences feature is on (spec 001 section 7).
 */
export function useColumnPreferences<Row>(options: ColumnPreferencesOptions<Row>): ColumnPreferences {
  const { gridId, columns, onHiddenColumnsChange, initialLayout } = options;
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() =>
    initialVisibility(columns, options.hiddenColumns ?? initialLayout?.hidden ?? hiddenColumnsOf(gridId)),
  );
  const [columnWidths, setColumnWidths] = useState<Readonly<Record<string, number>>>(
    () => initialLayout?.widths ?? columnWidthsOf(gridId),
  );
  const reportHidden = useDebouncedCallback((hidden: string[]) => {
    onHiddenColumnsChange?.(gridId, hidden);
  }, HIDDEN_COLUMNS_REPORT_DELAY_MS);

  const changeVisibility = (next: ColumnVisibilityState) => {
    setColumnVisibility(next);
    const hidden = columns.filter((column) => next[column.field] === false).map((column) => column.field);
    if (onHiddenColumnsChange) reportHidden(hidden);
    else saveGridPreferences(gridId, hidden);
  };
  // The latest widths, so a save in the same event as a resize keeps that resize.
  const latestWidths = useRef(columnWidths);
  const resizeColumn = (field: string, px: number) => {
    if (latestWidths.current[field] === px) return;
    latestWidths.current = { ...latestWidths.current, [field]: px };
    setColumnWidths(latestWidths.current);
  };
  const saveWidths = () => saveColumnWidths(gridId, latestWidths.current);
  const applyColumns = (hidden: readonly string[], widths: Readonly<Record<string, number>>) => {
    changeVisibility(initialVisibility(columns, hidden));
    latestWidths.current = widths;
    setColumnWidths(widths);
    saveWidths();
  };
  return { columnVisibility, changeVisibility, columnWidths, resizeColumn, saveWidths, applyColumns };
}
