import { useSignals } from "@preact/signals-react/runtime";
import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createPaginatedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  type PaginationState,
  type Row as TableRow,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { i18n } from "../../core/i18n/i18n";
import { DEFAULT_GRID_PAGE_SIZE, type GridFilter, type GridState } from "../../core/query/grid-state";
import type { FetchAllOptions } from "../../core/query/query-service";
import { ServerPager, type PageFetcher } from "../../core/query/server-pager";
import { CheckboxFilter } from "../checkbox-filter/checkbox-filter";
import { useDebouncedCallback } from "../hooks/use-debounced-callback";
import { useTranslation } from "../i18n/use-translation";
import { ColumnChooser } from "./column-chooser";
import {
  cellKeys,
  createKeyedSortedRowModel,
  createLeanFilteredRowModel,
  type CellKeys,
} from "./fast-row-models";
import { GridExportButton } from "./grid-export-button";
import { useRowWindow } from "./use-row-window";
import { useWarmSortKeys } from "./use-warm-sort-keys";
import { GridFooter } from "./grid-footer";
import { columnValue, matchesNormalisedText, valueText, type GridColumn } from "./grid-column";
import { LoadFailed } from "../load-failed/load-failed";
import { StringFilter } from "./string-filter";

const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  sortedRowModel: createKeyedSortedRowModel(),
  filteredRowModel: createLeanFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});
type Features = typeof features;

/** Single-select grids enable their actions this long after a row is selected. */
export const ACTION_ENABLE_DELAY_MS = 1000;
/** Column visibility changes are reported once per burst, this long after the last. */
export const HIDDEN_COLUMNS_REPORT_DELAY_MS = 300;
/** Pages with more rows than this render only the rows in view. */
export const VIRTUALIZE_ABOVE_ROWS = 200;
const NO_ROWS: readonly never[] = [];
const ROW_HEIGHT_PX = 36;
const PAGE_JUMP_ROWS = 10;

export type GridSelectionMode = "none" | "single" | "multi";

/** What a grid's toolbar (usually a ButtonBar) needs to enable its actions. */
export interface GridToolbarContext<Row> {
  selectedRows: Row[];
  /** Multi-select grids on a server: every row of every page is meant. */
  isAllPagesSelected: boolean;
  /** A row is selected (and, in single-select grids, has been for a second). */
  isActionReady: boolean;
  refresh: () => void;
}

interface DataGridCommonProps<Row> {
  /** Identifies the grid in saved preferences. */
  gridId: string;
  /** Accessible name of the grid (translated text). */
  label: string;
  columns: readonly GridColumn<Row>[];
  /** Row id; defaults to the row's `id` field. */
  rowId?: (row: Row) => string;
  selection?: GridSelectionMode;
  onSelectionChange?: (rows: Row[], info: { isAllPagesSelected: boolean }) => void;
  /** Rows that cannot be selected and are shown greyed; defaults to the isClrGridRowDisabled flag. */
  isRowDisabled?: (row: Row) => boolean;
  /** Content of a row's expandable details; rows expand only when this is given. */
  renderDetails?: (row: Row) => ReactNode;
  /** Shown while the grid is empty (translated text); a generic text otherwise. */
  placeholderText?: string;
  placeholderSubText?: string;
  hideHeader?: boolean;
  hideFooter?: boolean;
  disablePagination?: boolean;
  pageSize?: number;
  /** Fields hidden from the start (saved preferences); columns' isHidden otherwise. */
  hiddenColumns?: readonly string[];
  /** Called once per burst of column visibility changes with every hidden field. */
  onHiddenColumnsChange?: (gridId: string, hiddenFields: string[]) => void;
  toolbar?: (context: GridToolbarContext<Row>) => ReactNode;
  /** Offers the spreadsheet export of the whole result set. */
  isExportable?: boolean;
}

/** A grid over rows already in memory: sorting, filtering and paging happen in the browser. */
export interface ClientDataGridProps<Row> extends DataGridCommonProps<Row> {
  data: readonly Row[];
  isLoading?: boolean;
  /** A failed load: the grid shows an error with a retry button instead of the placeholder. */
  error?: unknown;
  /** Reloads the data (refresh button and retry). */
  onRefresh?: () => void;
  fetchPage?: never;
}

/** A grid whose pages, sort and filters are served: each change asks for one page. */
export interface ServerDataGridProps<Row> extends DataGridCommonProps<Row> {
  fetchPage: PageFetcher<Row>;
  /** Every row for the current filters and sort, for export. */
  fetchAll?: (state: GridState, options: FetchAllOptions) => Promise<Row[]>;
  data?: never;
}

export type DataGridProps<Row> = ClientDataGridProps<Row> | ServerDataGridProps<Row>;

function defaultRowId(row: unknown): string {
  return valueText((row as { id?: unknown }).id);
}

function defaultIsRowDisabled(row: unknown): boolean {
  return (row as { isClrGridRowDisabled?: unknown }).isClrGridRowDisabled === true;
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

function toGridFilters<Row>(
  filters: ColumnFiltersState,
  byField: ReadonlyMap<string, GridColumn<Row>>,
): GridFilter[] {
  return filters.flatMap((filter): GridFilter[] => {
    const column = byField.get(filter.id);
    if (!column?.filter) return [];
    const field = column.filterField ?? column.field;
    if (column.filter.type === "CHECKBOX") {
      return [
        { field, kind: "CHECKBOX", values: Array.isArray(filter.value) ? filter.value.map(valueText) : [] },
      ];
    }
    const gridFilter: GridFilter = { field, kind: "STRING", value: valueText(filter.value) };
    if (column.filter.operator) gridFilter.operator = column.filter.operator;
    return [gridFilter];
  });
}

interface FocusedCell {
  /** -1 is the header row. */
  row: number;
  col: number;
}

interface Tooltip {
  cell: string;
  text: string;
  placement: "top" | "bottom";
}

/**
 * The console's one data grid. Six variants from two choices: where rows come from (`data` in memory,
 * or `fetchPage` from a server) and `selection` (none, single, multi). ARIA grid semantics with
 * arrow-key navigation; pages above a few hundred rows render only the rows in view.
 */
export function DataGrid<Row extends RowData>(props: DataGridProps<Row>) {
  useSignals();
  const t = useTranslation();
  const id = useId();
  const {
    gridId,
    columns,
    selection = "none",
    renderDetails,
    hideHeader = false,
    hideFooter = false,
    disablePagination = false,
  } = props;
  const rowId = props.rowId ?? defaultRowId;
  const isRowDisabled = props.isRowDisabled ?? defaultIsRowDisabled;
  const isServer = props.fetchPage !== undefined;
  const client = props.fetchPage === undefined ? props : undefined;
  const fetchAll = props.fetchPage === undefined ? undefined : props.fetchAll;

  const byField = useMemo(() => new Map(columns.map((column) => [column.field, column])), [columns]);
  const [sorting, setSorting] = useState<SortingState>(() => {
    const sorted = columns.find((column) => column.defaultSortOrder !== undefined);
    return sorted ? [{ id: sorted.field, desc: sorted.defaultSortOrder === "desc" }] : [];
  });
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: props.pageSize ?? DEFAULT_GRID_PAGE_SIZE,
  });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [isAllPagesSelected, setIsAllPagesSelected] = useState(false);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() =>
    initialVisibility(columns, props.hiddenColumns),
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [openFilter, setOpenFilter] = useState<string | null>(null);
  const [focused, setFocused] = useState<FocusedCell>({ row: hideHeader ? 0 : -1, col: 0 });
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const shouldMoveFocus = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Server-driven source: one pager per grid, fed the latest fetchPage.
  const [pager] = useState(() =>
    props.fetchPage
      ? new ServerPager<Row>(props.fetchPage, {
          filters: [],
          page: { current: 1, size: pagination.pageSize },
        })
      : undefined,
  );
  // A host that re-renders with a new fetchPage is served by it from the next load on.
  const fetchPage = props.fetchPage;
  useEffect(() => {
    if (fetchPage) pager?.setFetcher(fetchPage);
  }, [pager, fetchPage]);
  const gridState = useMemo<GridState>(() => {
    const sort = sorting[0];
    const sortColumn = sort ? byField.get(sort.id) : undefined;
    return {
      filters: toGridFilters(columnFilters, byField),
      page: { current: pagination.pageIndex + 1, size: pagination.pageSize },
      ...(sort && sortColumn
        ? { sort: { by: sortColumn.sortField ?? sortColumn.field, reverse: sort.desc } }
        : {}),
    };
  }, [sorting, columnFilters, pagination, byField]);
  const [reloadCount, setReloadCount] = useState(0);
  useEffect(() => {
    if (pager) void pager.load(gridState);
  }, [pager, gridState, reloadCount]);
  useEffect(() => () => pager?.dispose(), [pager]);

  const data = useMemo<Row[]>(
    () => (pager ? pager.rows.value : [...(client?.data ?? [])]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signal's value is the dependency
    [pager, pager?.rows.value, client?.data],
  );
  const isLoading = pager ? pager.isLoading.value : client?.isLoading === true;
  const error: unknown = pager ? pager.error.value : client?.error;
  const serverTotal = pager?.total.value;
  const hasMore = pager?.hasMore.value ?? false;

  const refresh = () => {
    if (pager) setReloadCount((count) => count + 1);
    else client?.onRefresh?.();
  };

  const tableColumns = useMemo<ColumnDef<Features, Row>[]>(
    () =>
      columns.map((column): ColumnDef<Features, Row> => {
        const filter = column.filter;
        const comparator = column.comparator;
        const definition: ColumnDef<Features, Row> = {
          id: column.field,
          accessorFn: (row: Row) => cellKeys(columnValue(column, row)),
          enableSorting: column.sortable !== false,
          enableColumnFilter: filter !== undefined,
          enableHiding: column.isAlwaysVisible !== true,
          filterFn:
            filter?.type === "CHECKBOX"
              ? (row, columnId, values: unknown) =>
                  !Array.isArray(values) ||
                  values.length === 0 ||
                  values.includes(row.getValue<CellKeys>(columnId).raw)
              : Object.assign(
                  (row: TableRow<Features, Row>, columnId: string, wanted: unknown) =>
                    matchesNormalisedText(
                      row.getValue<CellKeys>(columnId).text,
                      String(wanted),
                      filter?.operator,
                    ),
                  { resolveFilterValue: (value: unknown) => valueText(value).trim().toLowerCase() },
                ),
        };
        if (comparator) definition.sortFn = (a, b) => comparator(a.original, b.original);
        return definition;
      }),
    [columns],
  );

  const resetPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId: (row: Row) => rowId(row),
    enableRowSelection: (row: TableRow<Features, Row>) =>
      selection !== "none" && !isRowDisabled(row.original),
    enableMultiRowSelection: selection === "multi",
    enableSortingRemoval: false,
    manualSorting: isServer,
    manualFiltering: isServer,
    manualPagination: isServer,
    rowCount: isServer ? (serverTotal ?? -1) : undefined,
    state: { sorting, columnFilters, pagination, rowSelection, columnVisibility },
    onSortingChange: (updater) => {
      setSorting(updater);
      if (isServer) resetPage();
    },
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      if (isServer) resetPage();
    },
    onPaginationChange: setPagination,
    onRowSelectionChange: (updater) => {
      setIsAllPagesSelected(false);
      setRowSelection(updater);
    },
    onColumnVisibilityChange: setColumnVisibility,
  });

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
  const onSelectionChange = props.onSelectionChange;
  const reportedSelection = useRef<string | null>(null);
  useEffect(() => {
    const key = `${selectionKey}|${isAllPagesSelected}`;
    if (reportedSelection.current === null) {
      reportedSelection.current = key;
      return;
    }
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

  const onHiddenColumnsChange = props.onHiddenColumnsChange;
  const reportHidden = useDebouncedCallback((hidden: string[]) => {
    onHiddenColumnsChange?.(gridId, hidden);
  }, HIDDEN_COLUMNS_REPORT_DELAY_MS);
  const changeVisibility = (next: ColumnVisibilityState) => {
    setColumnVisibility(next);
    reportHidden(columns.filter((column) => next[column.field] === false).map((column) => column.field));
  };

  const rows = table.getRowModel().rows;
  const keyedColumnIds = useMemo(
    () =>
      columns
        .filter((column) => column.sortable !== false && !column.comparator)
        .map((column) => column.field),
    [columns],
  );
  useWarmSortKeys(isServer ? NO_ROWS : table.getCoreRowModel().rows, keyedColumnIds);
  const visibleColumns = table
    .getVisibleLeafColumns()
    .map((column) => byField.get(column.id))
    .filter((column): column is GridColumn<Row> => column !== undefined);
  const hasSelectColumn = selection !== "none";
  const hasExpandColumn = renderDetails !== undefined;
  const leadColumns = (hasSelectColumn ? 1 : 0) + (hasExpandColumn ? 1 : 0);
  const colCount = leadColumns + visibleColumns.length;
  const total = isServer ? serverTotal : table.getPrePaginatedRowModel().rows.length;
  const pageOffset = pagination.pageIndex * pagination.pageSize;
  const anyRowDisabled = useMemo(
    () => selection === "multi" && data.some((row) => isRowDisabled(row)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new predicate each render must not rescan every row
    [data, selection],
  );
  const isAllSelected =
    selection !== "multi"
      ? false
      : isServer
        ? isAllPagesSelected
        : rows.length > 0 && table.getIsAllRowsSelected();

  const isVirtual = rows.length > VIRTUALIZE_ABOVE_ROWS;
  const rowWindow = useRowWindow({
    count: isVirtual ? rows.length : 0,
    scrollRef,
    estimatedRowHeight: ROW_HEIGHT_PX,
    overscan: 8,
    initialViewportHeight: 600,
  });
  const rowFirst = hideHeader ? 0 : -1;
  const focusRow = Math.min(Math.max(focused.row, rowFirst), Math.max(rows.length - 1, rowFirst));
  const focusCol = Math.min(focused.col, Math.max(colCount - 1, 0));

  useLayoutEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${focusRow}:${focusCol}"]`)?.focus();
  });

  const moveFocus = (row: number, col: number) => {
    const nextRow = Math.min(Math.max(row, rowFirst), Math.max(rows.length - 1, rowFirst));
    const nextCol = Math.min(Math.max(col, 0), Math.max(colCount - 1, 0));
    if (isVirtual && nextRow >= 0) rowWindow.scrollToIndex(nextRow);
    shouldMoveFocus.current = true;
    setFocused({ row: nextRow, col: nextCol });
  };

  const toggleExpanded = (key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys typed into a filter or a cell's own control are theirs.
    const position = target.getAttribute("data-cell");
    if (position === null) return;
    const [row = 0, col = 0] = position.split(":").map(Number);
    const handled = (() => {
      switch (event.key) {
        case "ArrowRight":
          moveFocus(row, col + 1);
          return true;
        case "ArrowLeft":
          moveFocus(row, col - 1);
          return true;
        case "ArrowDown":
          if (event.altKey && row === -1) {
            const column = visibleColumns[col - leadColumns];
            if (column?.filter) setOpenFilter(column.field);
            return true;
          }
          moveFocus(row + 1, col);
          return true;
        case "ArrowUp":
          moveFocus(row - 1, col);
          return true;
        case "Home":
          moveFocus(event.ctrlKey ? rowFirst : row, 0);
          return true;
        case "End":
          moveFocus(event.ctrlKey ? rows.length - 1 : row, colCount - 1);
          return true;
        case "PageDown":
          moveFocus(row + PAGE_JUMP_ROWS, col);
          return true;
        case "PageUp":
          moveFocus(Math.max(row - PAGE_JUMP_ROWS, 0), col);
          return true;
        case " ": {
          const tableRow = rows[row];
          if (tableRow?.getCanSelect()) tableRow.toggleSelected();
          else if (row === -1 && selection === "multi" && col === 0) table.toggleAllPageRowsSelected();
          return true;
        }
        case "Enter": {
          if (row === -1) {
            const column = table.getColumn(visibleColumns[col - leadColumns]?.field ?? "");
            if (column?.getCanSort()) column.toggleSorting(column.getIsSorted() === "asc");
            return true;
          }
          const tableRow = rows[row];
          if (tableRow && renderDetails) toggleExpanded(tableRow.id);
          return true;
        }
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  const cellProps = (row: number, col: number) => ({
    "data-cell": `${row}:${col}`,
    tabIndex: row === focusRow && col === focusCol ? 0 : -1,
    "aria-colindex": col + 1,
    onFocus: () => {
      if (focused.row !== row || focused.col !== col) setFocused({ row, col });
    },
  });

  const showTooltip = (cellKey: string, element: HTMLElement, pageRowIndex: number) => {
    const text = element.querySelector<HTMLElement>(".vdc-grid__text");
    if (!text || text.scrollWidth <= text.clientWidth) return;
    setTooltip({
      cell: cellKey,
      text: text.textContent ?? "",
      placement: pageRowIndex <= 2 ? "top" : "bottom",
    });
  };

  const cellText = (column: GridColumn<Row>, row: Row): string => {
    const text = valueText(columnValue(column, row));
    return !column.disableTranslation && text !== "" && i18n.exists(text) ? t(text) : text;
  };

  const templateColumns = [
    ...(hasSelectColumn ? ["2.75rem"] : []),
    ...(hasExpandColumn ? ["2.75rem"] : []),
    ...visibleColumns.map((column) => column.width ?? "minmax(8rem, 1fr)"),
  ].join(" ");

  const renderRow = (tableRow: TableRow<Features, Row>, index: number, style?: CSSProperties) => {
    const row = tableRow.original;
    const isDisabled = isRowDisabled(row);
    const isSelected = isAllPagesSelected || tableRow.getIsSelected();
    const isExpanded = expanded.has(tableRow.id);
    const detailsId = `${id}-details-${index}`;
    let col = 0;
    return (
      <div
        key={tableRow.id}
        className="vdc-grid__row-group"
        style={style}
        data-index={index}
        ref={isVirtual ? rowWindow.measureRow : undefined}
      >
        <div
          role="row"
          className="vdc-grid__row"
          aria-rowindex={pageOffset + index + 2}
          aria-selected={hasSelectColumn ? isSelected : undefined}
          aria-disabled={isDisabled || undefined}
          data-disabled={isDisabled || undefined}
          data-selected={isSelected || undefined}
        >
          {hasSelectColumn && (
            <div
              role="gridcell"
              className="vdc-grid__cell vdc-grid__cell--control"
              {...cellProps(index, col++)}
            >
              <input
                type={selection === "multi" ? "checkbox" : "radio"}
                name={selection === "single" ? `${id}-selection` : undefined}
                tabIndex={-1}
                aria-label={t("grid.selection.selectRow")}
                checked={isSelected}
                disabled={!tableRow.getCanSelect()}
                onChange={() => tableRow.toggleSelected(selection === "single" ? true : !isSelected)}
              />
            </div>
          )}
          {hasExpandColumn && (
            <div
              role="gridcell"
              className="vdc-grid__cell vdc-grid__cell--control"
              {...cellProps(index, col++)}
            >
              <button
                type="button"
                className="vdc-grid__expander"
                tabIndex={-1}
                aria-expanded={isExpanded}
                aria-controls={isExpanded ? detailsId : undefined}
                aria-label={isExpanded ? t("grid.details.hide") : t("grid.details.show")}
                onClick={() => toggleExpanded(tableRow.id)}
              >
                {isExpanded ? "▾" : "▸"}
              </button>
            </div>
          )}
          {visibleColumns.map((column) => {
            const colIndex = col++;
            const cellKey = `${tableRow.id}:${column.field}`;
            const tip = tooltip?.cell === cellKey ? tooltip : null;
            const tipId = `${id}-tip`;
            return (
              <div
                key={column.field}
                role="gridcell"
                className={`vdc-grid__cell ${column.className ?? ""}`}
                aria-describedby={tip ? tipId : undefined}
                {...cellProps(index, colIndex)}
                onPointerEnter={
                  column.disableAutoTooltip
                    ? undefined
                    : (event) => showTooltip(cellKey, event.currentTarget, index)
                }
                onPointerLeave={() => setTooltip(null)}
                onFocus={(event) => {
                  if (focused.row !== index || focused.col !== colIndex)
                    setFocused({ row: index, col: colIndex });
                  if (!column.disableAutoTooltip && event.target === event.currentTarget) {
                    showTooltip(cellKey, event.currentTarget, index);
                  }
                }}
                onBlur={() => setTooltip(null)}
              >
                <span className="vdc-grid__text">
                  {column.cell ? column.cell(row) : cellText(column, row)}
                </span>
                {tip && (
                  <span
                    role="tooltip"
                    id={tipId}
                    className="vdc-grid__tooltip"
                    data-placement={tip.placement}
                  >
                    {tip.text}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        {isExpanded && renderDetails && (
          <div role="row" className="vdc-grid__details-row">
            <div role="gridcell" id={detailsId} className="vdc-grid__details" aria-colspan={colCount}>
              {renderDetails(row)}
            </div>
          </div>
        )}
      </div>
    );
  };

  const renderHeader = () => {
    let col = 0;
    const allPageSelected = table.getIsAllPageRowsSelected();
    const somePageSelected = table.getIsSomePageRowsSelected();
    return (
      <div role="rowgroup" className="vdc-grid__head">
        <div role="row" className="vdc-grid__row vdc-grid__row--header" aria-rowindex={1}>
          {hasSelectColumn && (
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
                  checked={isAllPagesSelected || (rows.length > 0 && allPageSelected)}
                  ref={(element) => {
                    if (element) element.indeterminate = !allPageSelected && somePageSelected;
                  }}
                  disabled={rows.length === 0}
                  onChange={() => table.toggleAllPageRowsSelected()}
                />
              ) : (
                <span className="vdc-visually-hidden">{t("grid.selection.column")}</span>
              )}
            </div>
          )}
          {hasExpandColumn && (
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
            const tableColumn = table.getColumn(column.field);
            const sorted = tableColumn?.getIsSorted() ?? false;
            const canSort = tableColumn?.getCanSort() ?? false;
            const label = t(column.label);
            const isFilterOpen = openFilter === column.field;
            const filterValue = tableColumn?.getFilterValue();
            const isFiltered = filterValue !== undefined && valueText(filterValue) !== "";
            return (
              <div
                key={column.field}
                role="columnheader"
                className={`vdc-grid__cell vdc-grid__header ${column.className ?? ""}`}
                aria-sort={
                  canSort
                    ? sorted === "asc"
                      ? "ascending"
                      : sorted === "desc"
                        ? "descending"
                        : "none"
                    : undefined
                }
                aria-keyshortcuts={column.filter ? "Alt+ArrowDown" : undefined}
                {...cellProps(-1, colIndex)}
              >
                {canSort ? (
                  <button
                    type="button"
                    className="vdc-grid__sort"
                    tabIndex={-1}
                    onClick={() => tableColumn?.toggleSorting(sorted === "asc")}
                  >
                    {label}
                    <span aria-hidden="true" className="vdc-grid__sort-icon">
                      {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                    </span>
                  </button>
                ) : (
                  <span className="vdc-grid__label">{label}</span>
                )}
                {column.filter && (
                  <button
                    type="button"
                    className="vdc-grid__filter-toggle"
                    tabIndex={-1}
                    aria-label={t("grid.filter.byColumn", { column: label })}
                    aria-expanded={isFilterOpen}
                    data-active={isFiltered || undefined}
                    onClick={() => setOpenFilter(isFilterOpen ? null : column.field)}
                  >
                    <span aria-hidden="true">⏷</span>
                  </button>
                )}
                {isFilterOpen && column.filter && (
                  <div
                    className="vdc-grid__panel vdc-grid__filter-panel"
                    role="group"
                    aria-label={t("grid.filter.byColumn", { column: label })}
                    onKeyDown={(event) => {
                      if (event.key === "Escape") {
                        event.stopPropagation();
                        setOpenFilter(null);
                        moveFocus(-1, colIndex);
                      }
                    }}
                  >
                    {column.filter.type === "STRING" ? (
                      <StringFilter
                        label={label}
                        value={valueText(filterValue)}
                        onChange={(value) => tableColumn?.setFilterValue(value === "" ? undefined : value)}
                      />
                    ) : (
                      <CheckboxFilter
                        label={label}
                        options={column.filter.options.map((option) => ({
                          value: option.value,
                          label: column.disableTranslation ? option.label : t(option.label),
                        }))}
                        selected={Array.isArray(filterValue) ? filterValue.map(valueText) : []}
                        onChange={(values) =>
                          tableColumn?.setFilterValue(values.length === 0 ? undefined : values)
                        }
                      />
                    )}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    );
  };

  const showPlaceholder = !isLoading && error === undefined && rows.length === 0;
  const toolbar = props.toolbar?.({ selectedRows, isAllPagesSelected, isActionReady, refresh });

  return (
    <div className="vdc-grid" part="grid" style={{ "--vdc-grid-columns": templateColumns } as CSSProperties}>
      <div className="vdc-grid__toolbar" part="grid-toolbar">
        <div className="vdc-grid__actions">{toolbar}</div>
        <div className="vdc-grid__tools">
          {selection === "multi" && (
            <button
              type="button"
              role="switch"
              className="vdc-grid__switch"
              aria-checked={isAllSelected}
              disabled={data.length === 0 || anyRowDisabled}
              onClick={() => {
                if (isServer) {
                  setRowSelection({});
                  setIsAllPagesSelected(!isAllPagesSelected);
                } else {
                  table.toggleAllRowsSelected(!isAllSelected);
                }
              }}
            >
              {isAllSelected ? t("grid.selection.deselectAllPages") : t("grid.selection.selectAllPages")}
            </button>
          )}
          <button type="button" className="vdc-button" onClick={refresh}>
            {t("grid.toolbar.refresh")}
          </button>
          {props.isExportable && (
            <GridExportButton
              columns={visibleColumns}
              cellText={cellText}
              label={t}
              loadRows={(options) =>
                isServer
                  ? (fetchAll?.(gridState, options) ?? Promise.resolve(data))
                  : Promise.resolve(table.getPrePaginatedRowModel().rows.map((row) => row.original))
              }
            />
          )}
          <ColumnChooser
            columns={columns.map((column) => ({
              field: column.field,
              label: t(column.label),
              isVisible: columnVisibility[column.field] !== false,
              canHide: column.isAlwaysVisible !== true,
            }))}
            onToggle={(field, isVisible) => changeVisibility({ ...columnVisibility, [field]: isVisible })}
            onShowAll={() =>
              changeVisibility(Object.fromEntries(columns.map((column) => [column.field, true])))
            }
          />
        </div>
      </div>
      <div
        ref={gridRef}
        role="grid"
        className="vdc-grid__grid"
        aria-label={props.label}
        aria-rowcount={total === undefined ? -1 : total + 1}
        aria-colcount={colCount}
        aria-busy={isLoading || undefined}
        aria-multiselectable={selection === "multi" || undefined}
        onKeyDown={onGridKeyDown}
      >
        {!hideHeader && renderHeader()}
        <div ref={scrollRef} role="rowgroup" className="vdc-grid__body" data-virtual={isVirtual || undefined}>
          {isVirtual ? (
            <div className="vdc-grid__spacer" style={{ height: rowWindow.totalHeight }}>
              {rowWindow.items.map((item) => {
                const tableRow = rows[item.index];
                return tableRow
                  ? renderRow(tableRow, item.index, { transform: `translateY(${item.start}px)` })
                  : null;
              })}
            </div>
          ) : (
            rows.map((tableRow, index) => renderRow(tableRow, index))
          )}
        </div>
      </div>
      {isLoading && (
        <div role="status" className="vdc-grid__loading">
          <span className="vdc-grid__spinner" aria-hidden="true" />
          {t("grid.loading")}
        </div>
      )}
      {error !== undefined && error !== null && !isLoading && (
        <LoadFailed
          message={t("grid.error.loadFailed")}
          onRetry={refresh}
          className="vdc-grid__message vdc-grid__message--error"
        />
      )}
      {showPlaceholder && (
        <div className="vdc-grid__message">
          <p className="vdc-grid__placeholder">{props.placeholderText ?? t("grid.placeholder.noItems")}</p>
          {props.placeholderSubText && (
            <p className="vdc-grid__placeholder-sub">{props.placeholderSubText}</p>
          )}
        </div>
      )}
      {!hideFooter && (
        <GridFooter
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          rowsOnPage={rows.length}
          total={total}
          hasMore={hasMore}
          isPaginated={!disablePagination}
          onPageIndexChange={(pageIndex) => setPagination((current) => ({ ...current, pageIndex }))}
          onPageSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
        />
      )}
    </div>
  );
}
