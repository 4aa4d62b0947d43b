import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";

const PAGE_JUMP_ROWS = 10;

/** What the keys do beyond moving: the grid decides, by position (row -1 is the header row). */
export interface GridKeyActions {
  /** Space: select a row, or the page from the header's selection cell. */
  onSpace: (row: number, col: number) => void;
  /** Enter: sort by a header, or expand a row's details. */
  onEnter: (row: number, col: number) => void;
  /** Alt+ArrowDown on a header: open its filter. */
  onOpenFilter: (col: number) => void;
}

export interface GridKeyboardOptions extends GridKeyActions {
  gridRef: RefObject<HTMLElement | null>;
  hasHeader: boolean;
  rowCount: number;
  colCount: number;
  /** Brings a row of a windowed page into view before it is focused. */
  scrollToRow?: (row: number) => void;
}

/** Props of a focusable cell at a position. */
export interface GridCellProps {
  "data-cell": string;
  tabIndex: 0 | -1;
  "aria-colindex": number;
  onFocus: () => void;
}

export interface GridKeyboard {
  /** The one cell that is the grid's tab stop. */
  focusRow: number;
  focusCol: number;
  cellProps: (row: number, col: number) => GridCellProps;
  moveFocus: (row: number, col: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * ARIA grid navigation with one tab stop: arrows, Home/End (Ctrl for the corners), PageUp/PageDown.
 * Only keys pressed on a cell itself are the grid's: a filter's input, a cell's own control or a
 * column's resize handle keep theirs.
 */
export function useGridKeyboard(options: GridKeyboardOptions): GridKeyboard {
  const { gridRef, hasHeader, rowCount, colCount } = options;
  const rowFirst = hasHeader ? -1 : 0;
  const [focused, setFocused] = useState({ row: rowFirst, col: 0 });
  const shouldMoveFocus = useRef(false);
  const focusRow = Math.min(Math.max(focused.row, rowFirst), Math.max(rowCount - 1, rowFirst));
  const focusCol = Math.min(focused.col, Math.max(colCount - 1, 0));

  useLayoutEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${focusRow}:${focusCol}"]`)?.focus();
  });

  const moveFocus = (row: number, col: number) => {
    const nextRow = Math.min(Math.max(row, rowFirst), Math.max(rowCount - 1, rowFirst));
    const nextCol = Math.min(Math.max(col, 0), Math.max(colCount - 1, 0));
    if (nextRow >= 0) options.scrollToRow?.(nextRow);
    shouldMoveFocus.current = true;
    setFocused({ row: nextRow, col: nextCol });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const position = (event.target as HTMLElement).getAttribute("data-cell");
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
            options.onOpenFilter(col);
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
          moveFocus(event.ctrlKey ? rowCount - 1 : row, colCount - 1);
          return true;
        case "PageDown":
          moveFocus(row + PAGE_JUMP_ROWS, col);
          return true;
        case "PageUp":
          moveFocus(Math.max(row - PAGE_JUMP_ROWS, 0), col);
          return true;
        case " ":
          options.onSpace(row, col);
          return true;
        case "Enter":
          options.onEnter(row, col);
          return true;
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  const cellProps = (row: number, col: number): GridCellProps => ({
    "data-cell": `${row}:${col}`,
    tabIndex: row === focusRow && col === focusCol ? 0 : -1,
    "aria-colindex": col + 1,
    onFocus: () => {
      if (focused.row !== row || focused.col !== col) setFocused({ row, col });
    },
  });

  return { focusRow, focusCol, cellProps, moveFocus, onKeyDown };
}
