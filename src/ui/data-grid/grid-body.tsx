import type { RowData } from "@tanstack/react-table";
import { useState, type RefObject } from "react";
import type { GridTableRow } from "./grid-table";
import { GridRow, type CellTooltip, type GridRowContext } from "./grid-row";
import type { RowWindow } from "./use-row-window";

export interface GridBodyProps<Row extends RowData> {
  rows: readonly GridTableRow<Row>[];
  /** The page renders only the rows in view. */
  isVirtual: boolean;
  rowWindow: RowWindow;
  scrollRef: RefObject<HTMLDivElement | null>;
  context: Omit<GridRowContext<Row>, "tooltip" | "onTooltipChange">;
}

/** The body rowgroup: every row of the page, or, on a large page, only those in view. */
export function GridBody<Row extends RowData>({
  rows,
  isVirtual,
  rowWindow,
  scrollRef,
  context,
}: GridBodyProps<Row>) {
  const [tooltip, setTooltip] = useState<CellTooltip | null>(null);
  const rowContext: GridRowContext<Row> = {
    ...context,
    tooltip,
    onTooltipChange: setTooltip,
  };
  return (
    <div ref={scrollRef} role="rowgroup" className="vdc-grid__body" data-virtual={isVirtual || undefined}>
      {isVirtual ? (
        <div className="vdc-grid__spacer" style={{ height: rowWindow.totalHeight }}>
          {rowWindow.items.map((item) => {
            const tableRow = rows[item.index];
            return tableRow ? (
              <GridRow
                // Keyed by position: after a sort or a filter the window shows other rows, which then
                // update the rendered rows' cells instead of replacing every row's elements.
                key={item.index}
                context={rowContext}
                tableRow={tableRow}
                index={item.index}
                measureRow={rowWindow.measureRow}
                style={{ transform: `translateY(${item.start}px)` }}
              />
            ) : null;
          })}
        </div>
      ) : (
        rows.map((tableRow, index) => (
          <GridRow key={tableRow.id} context={rowContext} tableRow={tableRow} index={index} />
        ))
      )}
    </div>
  );
}
