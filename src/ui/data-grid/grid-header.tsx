import type { RowData } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Icon } from "../icons/icon";
import { LazyModule, preloadModule } from "../lazy/lazy-module";
import { ColumnResizeHandle } from "./column-resize-handle";
import { valueText, type GridColumn } from "./grid-column";
import type { ColumnSort } from "./grid-table-state";
import { cellPartProps, type GridKeyboard } from "./use-grid-keyboard";
import type { GridSelection, GridSelectionMode } from "./use-grid-selection";

// The filter panels are not needed to paint a grid: their chunk is fetched once a grid with filters has
// painted, so opening one usually finds it loaded (decision 0037).
const loadColumnFilter = () => import("./column-filter-panel");

export interface GridHeaderProps<Row extends RowData> {
  /** Called with the header row when it is drawn (the grid sizes columns in its font). */
  onRowDrawn?: (row: HTMLDivElement | null) => void;
  visibleColumns: readonly GridColumn<Row>[];
  /** The sorted column, if any. */
  sort: ColumnSort | undefined;
  onSort: (field: string, desc: boolean) => void;
  /** A column's filter value (undefined when it has none). */
  filterValue: (field: string) => unknown;
  onFilterChange: (field: string, value: unknown) => void;
  /** Rows on the page shown. */
  pageRowCount: number;
  pageSelection: Pick<GridSelection<Row>, "isAllPageSelected" | "isSomePageSelected" | "togglePageRows">;
  selection: GridSelectionMode;
  hasExpandColumn: boolean;
  isAllPagesSelected: boolean;
  /** The field whose filter panel is open. */
  openFilter: string | null;
  onOpenFilterChange: (field: string | null) => void;
  keyboard: GridKeyboard;
  columnWidths: Readonly<Record<string, number>>;
  onResize: (field: string, px: number) => void;
  onResizeEnd: () => void;
}

function ariaSort(canSort: boolean, sorted: false | "asc" | "desc") {
  if (!canSort) return undefined;
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
}

/**
 * The header row: the page's select-all checkbox, sort buttons with their state icon, filter toggles and
 * their panels, and each column's resize handle.
 */
export function GridHeader<Row extends RowData>(props: GridHeaderProps<Row>) {
  const { visibleColumns, selection, keyboard, openFilter, onRowDrawn, sort, pageRowCount } = props;
  const t = useTranslation();
  // A header's resize handle joins the tab order only while focus is on that header, so the grid
  // stays one tab stop and Tab from a header reaches its handle.
  const [activeHeader, setActiveHeader] = useState<number | null>(null);
  const { cellProps } = keyboard;
  const hasFilters = visibleColumns.some((column) => column.filter !== undefined);
  useEffect(() => {
    if (hasFilters) void preloadModule(loadColumnFilter);
  }, [hasFilters]);
  const allPageSelected = props.pageSelection.isAllPageSelected;
  const somePageSelected = props.pageSelection.isSomePageSelected;
  let col = 0;
  return (
    <div role="rowgroup" className="vdc-grid__head">
      <div ref={onRowDrawn} role="row" className="vdc-grid__row vdc-grid__row--header" aria-rowindex={1}>
        {selection !== "none" && (
          <div
            role="columnheader"
            className="vdc-grid__cell vdc-grid__cell--control"
            {...cellProps(-1, col++)}
          >
            {selection === "multi" ? (
              <input
                type="checkbox"
                tabIndex={-1}
                aria-label={t("grid.selection.selectPage")}
                checked={props.isAllPagesSelected || (pageRowCount > 0 && allPageSelected)}
                ref={(element) => {
                  if (element) element.indeterminate = !allPageSelected && somePageSelected;
                }}
                disabled={pageRowCount === 0}
                onChange={props.pageSelection.togglePageRows}
              />
            ) : (
              <span className="vdc-visually-hidden">{t("grid.selection.column")}</span>
            )}
          </div>
        )}
        {props.hasExpandColumn && (
          <div
            role="columnheader"
            className="vdc-grid__cell vdc-grid__cell--control"
            {...cellProps(-1, col++)}
          >
            <span className="vdc-visually-hidden">{t("grid.details.column")}</span>
          </div>
        )}
        {visibleColumns.map((column) => {
          const colIndex = col++;
          const position = cellProps(-1, colIndex);
          const sorted = sort?.id === column.field ? (sort.desc ? "desc" : "asc") : false;
          const canSort = column.sortable !== false;
          const label = t(column.label);
          const isFilterOpen = openFilter === column.field;
          const filterValue = props.filterValue(column.field);
          const isFiltered = filterValue !== undefined && valueText(filterValue) !== "";
          const filter = column.filter;
          return (
            <div
              key={column.field}
              role="columnheader"
              className={`vdc-grid__cell vdc-grid__header ${column.className ?? ""}`}
              aria-sort={ariaSort(canSort, sorted)}
              aria-keyshortcuts={column.filter ? "Alt+ArrowDown" : undefined}
              {...position}
              onFocus={() => {
                position.onFocus();
                setActiveHeader(colIndex);
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setActiveHeader(null);
              }}
            >
              {canSort ? (
                <button
                  type="button"
                  className="vdc-grid__sort"
                  tabIndex={-1}
                  onClick={() => props.onSort(column.field, sorted === "asc")}
                >
                  <span className="vdc-grid__label" title={label}>
                    {label}
                  </span>
                  <Icon
                    name={
                      sorted === "asc"
                        ? "sort-ascending"
                        : sorted === "desc"
                          ? "sort-descending"
                          : "sort-unsorted"
                    }
                    className="vdc-grid__sort-icon"
                  />
                </button>
              ) : (
                <span className="vdc-grid__label" title={label}>
                  {label}
                </span>
              )}
              {column.filter && (
                <button
                  type="button"
                  className="vdc-grid__filter-toggle"
                  tabIndex={-1}
                  {...cellPartProps(-1, colIndex)}
                  aria-label={t("grid.filter.byColumn", { column: label })}
                  aria-expanded={isFilterOpen}
                  data-active={isFiltered || undefined}
                  onClick={() => props.onOpenFilterChange(isFilterOpen ? null : column.field)}
                >
                  <Icon name="filter" />
                </button>
              )}
              <ColumnResizeHandle
                label={t("grid.columns.resize", { column: label })}
                width={props.columnWidths[column.field]}
                onResize={(px) => props.onResize(column.field, px)}
                onResizeEnd={props.onResizeEnd}
                tabIndex={activeHeader === colIndex ? 0 : -1}
              />
              {isFilterOpen && filter && (
                <LazyModule
                  load={loadColumnFilter}
                  className="vdc-grid__panel vdc-grid__filter-panel"
                  render={({ ColumnFilterPanel }) => (
                    <ColumnFilterPanel
                      column={column}
                      filter={filter}
                      label={label}
                      value={filterValue}
                      onChange={(value) => props.onFilterChange(column.field, value)}
                      onClose={() => {
                        props.onOpenFilterChange(null);
                        keyboard.moveFocus(-1, colIndex);
                      }}
                    />
                  )}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
