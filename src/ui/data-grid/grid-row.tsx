import type { RowData } from "@tanstack/react-table";
import { useRef, type CSSProperties, type ReactNode } from "react";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";
import type { GridColumn } from "./grid-column";
import type { GridTableRow } from "./grid-table";
import type { CellText } from "./use-cell-text";
import type { GridCellProps } from "./use-grid-keyboard";
import type { GridSelection, GridSelectionMode } from "./use-grid-selection";
import { ADMIN_TEXT_ATTRIBUTE } from "../raw-codes/raw-codes";
import { useTopLayer } from "../popover/use-top-layer";

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
  /** The selection's reading and toggling of one row. */
  rowSelection: Pick<GridSelection<Row>, "isRowSelected" | "canSelectRow" | "toggleRow">;
  visibleColumns: readonly GridColumn<Row>[];
  isAllPagesSelected: boolean;
  isRowDisabled: (row: Row) => boolean;
  renderDetails: ((row: Row) => ReactNode) | undefined;
  isExpanded: (rowKey: string) => boolean;
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

/**
 * Whether a cell's content is cut: its text box, or a box inside it (a link, a status's words), is
 * narrower than what it holds.
 */
export function isCellCut(cell: HTMLElement): boolean {
  const text = cell.querySelector<HTMLElement>(".vdc-grid__text");
  if (!text) return false;
  return [text, ...text.querySelectorAll<HTMLElement>("*")].some(
    (box) => box.clientWidth > 0 && box.scrollWidth > box.clientWidth,
  );
}

/** Offers a cell's full text (the column's text, not the markup's) as a tooltip when it is cut. */
function overflowTooltip(
  cell: string,
  element: HTMLElement,
  text: string,
  pageRowIndex: number,
): CellTooltip | null {
  if (text === "" || !isCellCut(element)) return null;
  return { cell, text, placement: pageRowIndex <= LAST_TOP_TOOLTIP_ROW ? "top" : "bottom" };
}

/** A cut cell's full text, in the top layer so the grid's scrolling box does not cut it in turn. */
function CellTooltipText({ id, tooltip }: { id: string; tooltip: CellTooltip }) {
  const ref = useRef<HTMLSpanElement>(null);
  useTopLayer(ref, true, tooltip.placement === "top" ? "above" : "below");
  return (
    <span
      ref={ref}
      popover="manual"
      role="tooltip"
      id={id}
      className="vdc-grid__tooltip"
      data-placement={tooltip.placement}
    >
      {tooltip.text}
    </span>
  );
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
  const isSelected = context.isAllPagesSelected || context.rowSelection.isRowSelected(tableRow.id);
  const isExpanded = context.isExpanded(tableRow.id);
  const detailsId = `${context.gridId}-details-${index}`;
  const tipId = `${context.gridId}-tip`;
  const showTooltip = (cellKey: string, element: HTMLElement, column: GridColumn<Row>) => {
    const next = overflowTooltip(cellKey, element, context.cellText(column, row), index);
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
              disabled={!context.rowSelection.canSelectRow(row)}
              onChange={() =>
                context.rowSelection.toggleRow(tableRow, selection === "single" ? true : !isSelected)
              }
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
                column.disableAutoTooltip
                  ? undefined
                  : (event) => showTooltip(cellKey, event.currentTarget, column)
              }
              onPointerLeave={() => onTooltipChange(null)}
              onFocus={(event) => {
                position.onFocus();
                if (!column.disableAutoTooltip && event.target === event.currentTarget) {
                  showTooltip(cellKey, event.currentTarget, column);
                }
              }}
              onBlur={() => onTooltipChange(null)}
            >
              {/* A cut cell also carries its full text as a title: the browser's own hover text. */}
              <span className="vdc-grid__text" title={tip?.text}>
                {column.cell ? column.cell(row) : context.cellText(column, row)}
              </span>
              {tip && <CellTooltipText id={tipId} tooltip={tip} />}
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
