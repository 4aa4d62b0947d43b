import { useSignals } from "@preact/signals-react/runtime";
import { useTable, type RowData } from "@tanstack/react-table";
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { useStyleSheets } from "../styles/use-style-sheets";
import { dataGridStyles } from "./data-grid.styles";
import { DEFAULT_GRID_PAGE_SIZE, type GridFilter, type GridState } from "../../core/query/grid-state";
import type { FetchAllOptions } from "../../core/query/query-service";
import type { PageFetcher } from "../../core/query/server-pager";
import { useTranslation } from "../i18n/use-translation";
import { LoadFailed } from "../load-failed/load-failed";
import { isNotOfferedByPod } from "../../core/http/not-offered";
import type { GridColumn } from "./grid-column";
import { GridBody } from "./grid-body";
import { GridFooter } from "./grid-footer";
import { GridHeader } from "./grid-header";
import {
  defaultIsRowDisabled,
  defaultRowId,
  gridFeatures,
  keyedColumnsOf,
  tableColumnsOf,
  toColumnFilters,
  toGridFilters,
} from "./grid-table";
import {
  withFilterValue,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
} from "./grid-table-state";
import { GridToolbar } from "./grid-toolbar";
import { layoutColumnFilters, type GridLayout, type GridView } from "./grid-views";
import { GridViewsMenu } from "./grid-views-menu";
import { canvasWordMeasure, gridColumnLayout, MEASURED_ROWS } from "./grid-widths";
import { useCellText } from "./use-cell-text";
import { useColumnPreferences } from "./use-column-preferences";
import { useGridKeyboard } from "./use-grid-keyboard";
import { useGridSelection, useGridSelectionState, type GridSelectionMode } from "./use-grid-selection";
import { useGridViews } from "./use-grid-views";
import { useGridHostConfig } from "./grid-host-config";
import { pageToShow, useHostSelection, useStartPage } from "./use-grid-start";
import { useClientRows } from "./use-client-rows";
import { useRowWindow } from "./use-row-window";
import { useServerSource } from "./use-server-source";
import { useWarmSortKeys } from "./use-warm-sort-keys";

// The grid's public constants and types live with the piece that uses them; callers import them from here.

const GRID_STYLES = [dataGridStyles];
export { ACTION_ENABLE_DELAY_MS, type GridSelectionMode } from "./use-grid-selection";
export { HIDDEN_COLUMNS_REPORT_DELAY_MS } from "./use-column-preferences";
export { REFRESH_DEBOUNCE_MS } from "./use-server-source";

/** Pages with more rows than this render only the rows in view. */
export const VIRTUALIZE_ABOVE_ROWS = 200;
const NO_ROWS: readonly never[] = [];
/** The controls a cell's content may hold, which Enter on the cell activates. */
const CELL_CONTROLS = "a[href], button:not([disabled]), input:not([disabled]), select, textarea";
/** What would take focus of its own inside a cell. */
const FOCUSABLE_IN_CELL = `${CELL_CONTROLS}, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]`;
/** A row's link (an item's name that opens its page), which Enter anywhere in the row activates. */
const ROW_LINK = "a[href], .vdc-link";

/**
 * Takes the controls inside the rows' cells (item links, a cell's buttons) out of the tab order, so the
 * grid stays one tab stop: the arrows reach their cells and Enter activates them. A row's details are
 * a region of their own and keep their tab order.
 */
function keepCellControlsOutOfTabOrder(grid: HTMLElement): void {
  for (const control of grid.querySelectorAll<HTMLElement>(
    `.vdc-grid__row > [role="gridcell"] :is(${FOCUSABLE_IN_CELL})`,
  )) {
    if (control.tabIndex !== -1) control.tabIndex = -1;
  }
}

/** What Enter on a body cell activates: the cell's own control, else its row's link. */
function enterTarget(cell: Element | null | undefined): HTMLElement | null {
  return (
    cell?.querySelector<HTMLElement>(CELL_CONTROLS) ??
    cell?.closest('[role="row"]')?.querySelector<HTMLElement>(ROW_LINK) ??
    null
  );
}
const ROW_HEIGHT_PX = 36;

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
  /** The columns in order: field, label key, filter, sort and width rules. */
  columns: readonly GridColumn<Row>[];
  /** Row id; defaults to the row's `id` field. */
  rowId?: (row: Row) => string;
  /** none (default), single (radio buttons) or multi (checkboxes and 'select all pages'). */
  selection?: GridSelectionMode;
  /** Called with the selected rows whenever the selection changes. */
  onSelectionChange?: (rows: Row[], info: { isAllPagesSelected: boolean }) => void;
  /** Rows that cannot be selected and are shown greyed; defaults to the isClrGridRowDisabled flag. */
  isRowDisabled?: (row: Row) => boolean;
  /** Content of a row's expandable details; rows expand only when this is given. */
  renderDetails?: (row: Row) => ReactNode;
  /** Shown while the grid is empty (translated text); a generic text otherwise. */
  placeholderText?: string;
  /** Shown instead of a failure when the pod has no call for the rows (an older API version). */
  notOfferedText?: string;
  /** A second line under the placeholder (translated text). */
  placeholderSubText?: string;
  /** Leaves out the column headers (and with them sorting and filtering). */
  hideHeader?: boolean;
  /** Leaves out the footer with the counts and paging. */
  hideFooter?: boolean;
  /** Shows every row on one page. */
  disablePagination?: boolean;
  /** Rows per page at the start; the administrator can change it in the footer. */
  pageSize?: number;
  /** The page shown at the start, 1-based (past the last page: the last); a new value moves the grid there. */
  currentPageNumber?: number;
  /** Ids of the rows selected at the start; a new list replaces the selection. */
  selectedRowIds?: readonly string[];
  /** Rows start with their details shown; each can still be collapsed. */
  showExpanded?: boolean;
  /** The footer's range text with {first}, {last} and {total}, already translated; the grid's own by default. */
  paginationText?: string;
  /**
   * Fields hidden from the start, for a host that keeps them itself; by default the grid restores the
   * administrator's saved preferences (columns' isHidden when none are saved).
   */
  hiddenColumns?: readonly string[];
  /**
   * For a host that keeps the hidden columns itself: called once per burst of column visibility changes
   * with every hidden field. Without it the grid saves them in the administrator's preferences.
   */
  onHiddenColumnsChange?: (gridId: string, hiddenFields: string[]) => void;
  /** The host's actions at the start of the toolbar, given the selection and a refresh function. */
  toolbar?: (context: GridToolbarContext<Row>) => ReactNode;
  /** Offers the spreadsheet export of the whole result set. */
  isExportable?: boolean;
  /**
   * Column filters set when the grid mounts (a link that lands pre-filtered); the user can change or
   * clear them like any other. Matched to columns by their filter field.
   */
  initialFilters?: readonly GridFilter[];
}

/** A grid over rows already in memory: sorting, filtering and paging happen in the browser. */
export interface ClientDataGridProps<Row> extends DataGridCommonProps<Row> {
  /** Every row, in memory: the grid sorts, filters and pages them itself. */
  data: readonly Row[];
  /** Shows the loading state in place of the rows. */
  isLoading?: boolean;
  /** A failed load: the grid shows an error with a retry button instead of the placeholder. */
  error?: unknown;
  /** Reloads the data (refresh button and retry). */
  onRefresh?: () => void;
  fetchPage?: never;
}

/** A grid whose pages, sort and filters are served: each change asks for one page. */
export interface ServerDataGridProps<Row> extends DataGridCommonProps<Row> {
  /** Loads one page for the grid's filters, sort and paging (one server query per change). */
  fetchPage: PageFetcher<Row>;
  /**
   * Names what the rows depend on besides the grid's own state (e.g. a time period chosen outside the
   * columns): when it changes, the grid goes back to its first page and loads again.
   */
  queryKey?: string;
  /** Every row for the current filters and sort, for export. */
  fetchAll?: (state: GridState, options: FetchAllOptions) => Promise<Row[]>;
  /**
   * How many rows the query has, for a host that knows where the source gives no count: the footer then
   * shows the total and a last page.
   */
  totalItemsCount?: number;
  data?: never;
}

export type DataGridProps<Row> = ClientDataGridProps<Row> | ServerDataGridProps<Row>;

/**
 * The console's one data grid. Six variants from two choices: where rows come from (`data` in memory,
 * or `fetchPage` from a server) and `selection` (none, single, multi). ARIA grid semantics with
 * arrow-key navigation; resizable columns; hidden columns and widths kept in the administrator's
 * preferences; pages above a few hundred rows render only the rows in view.
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
  const config = useGridHostConfig({
    pageSize: props.pageSize,
    currentPageNumber: props.currentPageNumber,
    selectedRowIds: props.selectedRowIds,
    showExpanded: props.showExpanded,
    paginationText: props.paginationText,
  });
  const rowId = props.rowId ?? defaultRowId;
  const isRowDisabled = props.isRowDisabled ?? defaultIsRowDisabled;
  const isServer = props.fetchPage !== undefined;
  const client = props.fetchPage === undefined ? props : undefined;
  const fetchAll = props.fetchPage === undefined ? undefined : props.fetchAll;
  const cellText = useCellText<Row>();

  const byField = useMemo(() => new Map(columns.map((column) => [column.field, column])), [columns]);
  const gridViews = useGridViews(gridId, columns);
  const start = gridViews.initial;
  const sortingOf = (layout: GridLayout | undefined): SortingState => {
    if (layout?.sort) return [{ id: layout.sort.field, desc: layout.sort.desc }];
    const sorted = columns.find((column) => column.defaultSortOrder !== undefined);
    return sorted ? [{ id: sorted.field, desc: sorted.defaultSortOrder === "desc" }] : [];
  };
  const [sorting, setSorting] = useState<SortingState>(() => sortingOf(start));
  // A link's own filters (props.initialFilters) outrank the default view's; a linked view outranks both.
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>(() =>
    start && (gridViews.isLinked || !props.initialFilters?.length)
      ? layoutColumnFilters(start)
      : toColumnFilters(props.initialFilters ?? [], columns),
  );
  const startPageIndex = Math.max(0, Math.trunc(config.currentPageNumber ?? 1) - 1);
  // A served grid asks for its start page; rows in memory arrive later, and their arrival resets the page.
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: isServer ? startPageIndex : 0,
    pageSize: config.pageSize ?? DEFAULT_GRID_PAGE_SIZE,
  });
  const selectionState = useGridSelectionState(
    selection === "single" ? config.selectedRowIds?.slice(0, 1) : config.selectedRowIds,
  );
  const preferences = useColumnPreferences({
    gridId,
    columns,
    hiddenColumns: props.hiddenColumns,
    onHiddenColumnsChange: props.onHiddenColumnsChange,
    initialLayout: start,
  });
  const { columnVisibility, changeVisibility } = preferences;
  // The rows toggled away from the start state (collapsed ones where rows start expanded).
  const [toggledRows, setToggledRows] = useState<ReadonlySet<string>>(() => new Set());
  const showExpanded = config.showExpanded === true;
  const [openFilter, setOpenFilter] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The grid brings its own stylesheet, so pages without a grid (and their chunk) never carry it.
  useStyleSheets(rootRef, GRID_STYLES);
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const queryKey = props.fetchPage === undefined ? undefined : props.queryKey;
  const [loadedQueryKey, setLoadedQueryKey] = useState(queryKey);
  if (queryKey !== loadedQueryKey) {
    setLoadedQueryKey(queryKey);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

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
    // A new query key makes a new state, so the served grid loads even when it was on the first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadedQueryKey is that trigger
  }, [sorting, columnFilters, pagination, byField, loadedQueryKey]);
  const server = useServerSource(props.fetchPage, gridState);
  const pager = server?.pager;

  const data = useMemo<Row[]>(
    () => (pager ? pager.rows.value : [...(client?.data ?? [])]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signal's value is the dependency
    [pager, pager?.rows.value, client?.data],
  );
  const isLoading = pager ? pager.isLoading.value : client?.isLoading === true;
  const error: unknown = pager ? pager.error.value : client?.error;
  const serverTotal = pager?.total.value ?? (isServer ? props.totalItemsCount : undefined);
  const hasMore = pager?.hasMore.value ?? false;

  const refresh = () => {
    if (server) server.refresh();
    else client?.onRefresh?.();
  };

  const keyedColumns = useMemo(() => keyedColumnsOf(columns), [columns]);
  const tableColumns = useMemo(() => tableColumnsOf<Row>(keyedColumns), [keyedColumns]);
  const resetPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const startPage = useStartPage(startPageIndex, isServer);
  // TanStack Table's core gives the rows (ids, originals, positions); sorting, filtering, paging and
  // selection are the grid's own (decision 0038).
  const table = useTable({
    features: gridFeatures,
    columns: tableColumns,
    data,
    getRowId: (row: Row) => rowId(row),
  });
  const coreRowModel = table.getCoreRowModel();
  const coreRows = coreRowModel.rows;
  const { filteredRows, sortedRows, rows } = useClientRows({
    coreRows,
    columns: keyedColumns,
    sorting,
    columnFilters,
    pagination,
    isServer,
    // Rows in memory shown all on one page are not paged at all (a windowed body renders those in view).
    isPaged: !isServer && !disablePagination,
    // While the host's start page waits for its rows, their arrival must not send the grid to page 1.
    keepsPage: startPage.pending !== null,
    onPageReset: resetPage,
  });
  const sortBy = (field: string, desc: boolean) => {
    setSorting([{ id: field, desc }]);
    if (isServer) resetPage();
  };
  const filterBy = (field: string, value: unknown) => {
    setColumnFilters((current) => withFilterValue(current, field, value));
    if (isServer) resetPage();
  };

  const gridSelection = useGridSelection({
    state: selectionState,
    selection,
    data,
    rowsById: coreRowModel.rowsById,
    filteredRows,
    pageRows: rows,
    isServer,
    rowId,
    isRowDisabled,
    onSelectionChange: props.onSelectionChange,
  });
  const { isAllPagesSelected } = selectionState;

  const sortableKeyedColumns = useMemo(
    () =>
      keyedColumns.filter((_, index) => columns[index]?.sortable !== false && !columns[index]?.comparator),
    [columns, keyedColumns],
  );
  useWarmSortKeys(isServer ? NO_ROWS : coreRows, sortableKeyedColumns);
  const visibleColumns = columns.filter((column) => columnVisibility[column.field] !== false);
  const hasSelectColumn = selection !== "none";
  const hasExpandColumn = renderDetails !== undefined;
  const leadColumns = (hasSelectColumn ? 1 : 0) + (hasExpandColumn ? 1 : 0);
  const colCount = leadColumns + visibleColumns.length;
  const total = isServer ? serverTotal : filteredRows.length;
  const pageOffset = pagination.pageIndex * pagination.pageSize;
  if (startPage.pending !== null) {
    const shownPage = pageToShow(startPage.pending, {
      isServer,
      isLoading,
      rowCount: total ?? 0,
      pageSize: pagination.pageSize,
    });
    if (shownPage !== null) {
      startPage.shown();
      setPagination((current) => ({ ...current, pageIndex: shownPage }));
    }
  }
  useHostSelection(config.selectedRowIds, selection, selectionState.setRowSelection);

  const isVirtual = rows.length > VIRTUALIZE_ABOVE_ROWS;
  const rowWindow = useRowWindow({
    count: isVirtual ? rows.length : 0,
    scrollRef,
    estimatedRowHeight: ROW_HEIGHT_PX,
    overscan: 8,
    initialViewportHeight: 600,
  });

  const toggleExpanded = (key: string) => {
    setToggledRows((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const keyboard = useGridKeyboard({
    gridRef,
    hasHeader: !hideHeader,
    rowCount: rows.length,
    colCount,
    scrollToRow: isVirtual ? rowWindow.scrollToIndex : undefined,
    onOpenFilter: (col) => {
      const column = visibleColumns[col - leadColumns];
      if (column?.filter) setOpenFilter(column.field);
    },
    onSpace: (row, col) => {
      const tableRow = rows[row];
      if (tableRow && gridSelection.canSelectRow(tableRow.original)) gridSelection.toggleRow(tableRow);
      else if (row === -1 && selection === "multi" && col === 0) gridSelection.togglePageRows();
    },
    onEnter: (row, col) => {
      if (row === -1) {
        const column = visibleColumns[col - leadColumns];
        if (column && column.sortable !== false) {
          const sort = sorting[0];
          sortBy(column.field, sort?.id === column.field && !sort.desc);
        }
        return;
      }
      const target = enterTarget(gridRef.current?.querySelector(`[data-cell="${row}:${col}"]`));
      if (target) {
        target.click();
        return;
      }
      const tableRow = rows[row];
      if (tableRow && renderDetails) toggleExpanded(tableRow.id);
    },
  });
  // Every render: rows and their cells come and go with pages, sorting and the window of a long page.
  useLayoutEffect(() => {
    if (gridRef.current) keepCellControlsOutOfTabOrder(gridRef.current);
  });

  // The header row's font, read when the row is drawn (a loading grid may draw it later than the grid),
  // so headers are sized by their drawn words.
  const [headerFont, setHeaderFont] = useState<CSSStyleDeclaration | null>(null);
  const readHeaderFont = useCallback((headerRow: HTMLDivElement | null) => {
    if (headerRow) setHeaderFont(getComputedStyle(headerRow));
  }, []);
  const headerWordEm = useMemo(() => (headerFont ? canvasWordMeasure(headerFont) : undefined), [headerFont]);
  const layout = gridColumnLayout({
    controlColumns: leadColumns,
    visibleColumns,
    widths: preferences.columnWidths,
    header: (column) => ({
      label: t(column.label),
      isSortable: column.sortable !== false,
      isFilterable: column.filter !== undefined,
      wordEm: headerWordEm,
    }),
    texts: (column) => rows.slice(0, MEASURED_ROWS).map((row) => cellText(column, row.original)),
  });

  const applyView = (view: GridView) => {
    setSorting(sortingOf(view));
    setColumnFilters(layoutColumnFilters(view));
    resetPage();
    preferences.applyColumns(view.hidden, view.widths);
  };

  const showPlaceholder = !isLoading && error === undefined && rows.length === 0;
  const toolbar = props.toolbar?.({
    selectedRows: gridSelection.selectedRows,
    isAllPagesSelected,
    isActionReady: gridSelection.isActionReady,
    refresh,
  });

  return (
    <div
      ref={rootRef}
      className="vdc-grid"
      part="grid"
      style={
        { "--vdc-grid-columns": layout.template, "--vdc-grid-min-width": layout.minWidth } as CSSProperties
      }
    >
      <GridToolbar
        actions={toolbar}
        hasAllPagesSwitch={selection === "multi"}
        selection={gridSelection}
        isAllPagesSwitchDisabled={data.length === 0 || gridSelection.anyRowDisabled}
        onRefresh={refresh}
        exportRows={
          props.isExportable
            ? (options) =>
                isServer
                  ? (fetchAll?.(gridState, options) ?? Promise.resolve(data))
                  : Promise.resolve(sortedRows.map((row) => row.original))
            : undefined
        }
        visibleColumns={visibleColumns}
        cellText={cellText}
        columnChoices={columns.map((column) => ({
          field: column.field,
          label: t(column.label),
          isVisible: columnVisibility[column.field] !== false,
          canHide: column.isAlwaysVisible !== true,
        }))}
        onColumnToggle={(field, isVisible) => changeVisibility({ ...columnVisibility, [field]: isVisible })}
        onShowAllColumns={() =>
          changeVisibility(Object.fromEntries(columns.map((column) => [column.field, true])))
        }
        viewsMenu={
          <GridViewsMenu
            gridId={gridId}
            views={gridViews.views}
            setViews={gridViews.setViews}
            activeName={gridViews.activeName}
            setActiveName={gridViews.setActiveName}
            onApply={applyView}
            tableLayout={() => ({
              fields: columns.map((column) => column.field),
              sorting,
              filters: columnFilters,
              visibility: columnVisibility,
              widths: preferences.columnWidths,
            })}
          />
        }
      />
      {gridViews.isLinkRefused && (
        <div role="alert" className="vdc-grid__message vdc-grid__message--error">
          <p>{t("gridViews.link.refused")}</p>
          <button type="button" className="vdc-button" onClick={gridViews.dismissRefusal}>
            {t("gridViews.link.dismiss")}
          </button>
        </div>
      )}
      <div
        ref={gridRef}
        role="grid"
        className="vdc-grid__grid"
        aria-label={props.label}
        aria-rowcount={total === undefined ? -1 : total + 1}
        aria-colcount={colCount}
        aria-busy={isLoading || undefined}
        aria-multiselectable={selection === "multi" || undefined}
        onKeyDown={keyboard.onKeyDown}
      >
        {!hideHeader && (
          <GridHeader
            onRowDrawn={readHeaderFont}
            visibleColumns={visibleColumns}
            sort={sorting[0]}
            onSort={sortBy}
            filterValue={(field) => columnFilters.find((filter) => filter.id === field)?.value}
            onFilterChange={filterBy}
            pageRowCount={rows.length}
            pageSelection={gridSelection}
            selection={selection}
            hasExpandColumn={hasExpandColumn}
            isAllPagesSelected={isAllPagesSelected}
            openFilter={openFilter}
            onOpenFilterChange={setOpenFilter}
            keyboard={keyboard}
            columnWidths={preferences.columnWidths}
            onResize={preferences.resizeColumn}
            onResizeEnd={preferences.saveWidths}
          />
        )}
        <GridBody
          rows={rows}
          isVirtual={isVirtual}
          rowWindow={rowWindow}
          scrollRef={scrollRef}
          context={{
            gridId: id,
            selection,
            visibleColumns,
            isAllPagesSelected,
            rowSelection: gridSelection,
            isRowDisabled,
            renderDetails,
            isExpanded: (key) => showExpanded !== toggledRows.has(key),
            onToggleExpanded: toggleExpanded,
            colCount,
            pageOffset,
            cellProps: keyboard.cellProps,
            cellText,
          }}
        />
      </div>
      {isLoading && (
        <div role="status" className="vdc-grid__loading">
          <span className="vdc-grid__spinner" aria-hidden="true" />
          {t("grid.loading")}
        </div>
      )}
      {error !== undefined && error !== null && !isLoading && isNotOfferedByPod(error) && (
        <div className="vdc-grid__message" role="status" data-state="not-offered">
          <p className="vdc-grid__placeholder">{props.notOfferedText ?? t("ui.state.notOffered")}</p>
        </div>
      )}
      {error !== undefined && error !== null && !isLoading && !isNotOfferedByPod(error) && (
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
          rangeTemplate={config.paginationText}
          isPaginated={!disablePagination}
          onPageIndexChange={(pageIndex) => setPagination((current) => ({ ...current, pageIndex }))}
          onPageSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
        />
      )}
    </div>
  );
}
