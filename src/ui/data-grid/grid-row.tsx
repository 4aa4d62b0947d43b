import type { RowData } from "@tanstack/react-table";
import type { CSSProperties, ReactNode } from "react";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";
import type { GridColumn } from "./grid-column";
import type { GridTableRow } from "./grid-table";
import type { CellText } from "./use-cell-text";
import type { GridCellProps } from "./use-grid-keyboard";
import type { GridSelectionMode } from "./use-grid-selection";
import { ADMIN_TEXT_ATTRIBUTE } from "../raw-codes/raw-codes";

/** An overflowing cell's full text, shown above or below it. */
export interface CellTooltip {
  cell: string;
  text: string;
  placement: "top" | "bottom";
}

/** Rows with this index or lower within a page show their tooltips on top (spec 001 section 2). */
const LAST_TOP_TOOLTIP_ROW = 2;

/** What every row of a grid shares. */
export interface GridRowContext<Row> {
  /** The grid's id, for the ids of details and tooltips. */
  gridId: string;
  selection: GridSelectionMode;
  visibleColumns: readonly GridColumn<Row>[];
  isAllPagesSelected: boolean;
  isRowDisabled: (row: Row) => boolean;
  renderDetails: ((row: Row) => ReactNode) | undefined;
  expanded: ReadonlySet<string>;
  onToggleExpanded: (rowKey: string) => void;
  colCount: number;
  /** Rows before this page, for aria-rowindex. */
  pageOffset: number;
  cellProps: (row: number, col: number) => GridCellProps;
  cellText: CellText<Row>;
  tooltip: CellTooltip | null;
  onTooltipChange: (tooltip: CellTooltip | null) => void;
}

export interface GridRowProps<Row extends RowData> {
  context: GridRowContext<Row>;
  tableRow: GridTableRow<Row>;
  /** Index within the page. */
  index: number;
  style?: CSSProperties;
  /** Measures rows of a windowed page. */
  measureRow?: (element: HTMLElement | null) => void;
}

/** Offers a cell's full text as a tooltip when it does not fit. */
function overflowTooltip(cell: string, element: HTMLElement, pageRowIndex: number): CellTooltip | null {
  const text = element.querySelector<HTMLElement>(".vdc-grid__text");
  if (!text || text.scrollWidth <= text.clientWidth) return null;
  return {
    cell,
    text: text.textContent ?? "",
    placement: pageRowIndex <= LAST_TOP_TOOLTIP_ROW ? "top" : "bottom",
  };
}

/** One row: its selection control, details expander, cells with overflow tooltips, and its details. */
export function GridRow<Row extends RowData>({
  context,
  tableRow,
  index,
  style,
  measureRow,
}: GridRowProps<Row>) {
  const t = useTranslation();
  const { selection, cellProps, tooltip, onTooltipChange } = context;
  const row = tableRow.original;
  const isDisabled = context.isRowDisabled(row);
  const isSelected = context.isAllPagesSelected || tableRow.getIsSelected();
  const isExpanded = context.expanded.has(tableRow.id);
  const detailsId = `${context.gridId}-details-${index}`;
  const tipId = `${context.gridId}-tip`;
  const showTooltip = (cellKey: string, element: HTMLElement) => {
    const next = overflowTooltip(cellKey, element, index);
    if (next) onTooltipChange(next);
  };
  let col = 0;
  return (
    <div className="vdc-grid__row-group" style={style} data-index={index} ref={measureRow}>
      <div
        role="row"
        className="vdc-grid__row"
        aria-rowindex={context.pageOffset + index + 2}
        aria-selected={selection !== "none" ? isSelected : undefined}
        aria-disabled={isDisabled || undefined}
        data-disabled={isDisabled || undefined}
        data-selected={isSelected || undefined}
      >
        {selection !== "none" && (
          <div
            role="gridcell"
            className="vdc-grid__cell vdc-grid__cell--control"
            {...cellProps(index, col++)}
          >
            <input
              type={selection === "multi" ? "checkbox" : "radio"}
              name={selection === "single" ? `${context.gridId}-selection` : undefined}
              tabIndex={-1}
              aria-label={t("grid.selection.selectRow")}
              checked={isSelected}
              disabled={!tableRow.getCanSelect()}
              onChange={() => tableRow.toggleSelected(selection === "single" ? true : !isSelected)}
            />
          </div>
        )}
        {context.renderDetails && (
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
              onClick={() => context.onToggleExpanded(tableRow.id)}
            >
              <Icon name={isExpanded ? "chevron-down" : "chevron-right"} />
            </button>
          </div>
        )}
        {context.visibleColumns.map((column) => {
          const position = cellProps(index, col++);
          const cellKey = `${tableRow.id}:${column.field}`;
          const tip = tooltip?.cell === cellKey ? tooltip : null;
          return (
            <div
              key={column.field}
              role="gridcell"
              className={`vdc-grid__cell ${column.className ?? ""}`}
              aria-describedby={tip ? tipId : undefined}
              {...(column.isAdminText ? { [ADMIN_TEXT_ATTRIBUTE]: "" } : {})}
              {...position}
              onPointerEnter={
                column.disableAutoTooltip ? undefined : (event) => showTooltip(cellKey, event.currentTarget)
              }
              onPointerLeave={() => onTooltipChange(null)}
              onFocus={(event) => {
                position.onFocus();
                if (!column.disableAutoTooltip && event.target === event.currentTarget) {
                  showTooltip(cellKey, event.currentTarget);
                }
              }}
              onBlur={() => onTooltipChange(null)}
            >
              <span className="vdc-grid__text">
                {column.cell ? column.cell(row) : context.cellText(column, row)}
              </span>
              {tip && (
                <span role="tooltip" id={tipId} className="vdc-grid__tooltip" data-placement={tip.placement}>
                  {tip.text}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {isExpanded && context.renderDetails && (
        <div role="row" className="vdc-grid__details-row">
          <div role="gridcell" id={detailsId} className="vdc-grid__details" aria-colspan={context.colCount}>
            {context.renderDetails(row)}
          </div>
        </div>
      )}
    </div>
  );
}
