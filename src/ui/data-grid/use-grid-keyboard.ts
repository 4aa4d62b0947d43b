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

/** Marks a control inside a cell that the arrows reach after the cell itself (a header's filter toggle). */
export const CELL_PART_ATTRIBUTE = "data-cell-part";

/** Props of such a control, at its cell's position. */
export function cellPartProps(row: number, col: number): Record<typeof CELL_PART_ATTRIBUTE, string> {
  return { [CELL_PART_ATTRIBUTE]: `${row}:${col}` };
}

function positionOf(value: string): [number, number] {
  const [row = 0, col = 0] = value.split(":").map(Number);
  return [row, col];
}

/**
 * ARIA grid navigation with one tab stop: arrows, Home/End (Ctrl for the corners), PageUp/PageDown.
 * Only keys pressed on a cell itself, or on a part of it the arrows reach, are the grid's: a filter's
 * input, a cell's own control or a column's resize handle keep theirs.
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

  /** The keys that move the same from a cell and from one of its parts (ArrowRight differs). */
  const move = (event: KeyboardEvent<HTMLElement>, row: number, col: number): boolean => {
    switch (event.key) {
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
      default:
        return false;
    }
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>, row: number, col: number): boolean => {
    switch (event.key) {
      case "ArrowRight": {
        // A cell's parts (a header's filter toggle) come between it and the next cell.
        const part = (event.target as HTMLElement).querySelector<HTMLElement>(`[${CELL_PART_ATTRIBUTE}]`);
        if (part) part.focus();
        else moveFocus(row, col + 1);
        return true;
      }
      case " ":
        options.onSpace(row, col);
        return true;
      case "Enter":
        options.onEnter(row, col);
        return true;
      default:
        return move(event, row, col);
    }
  };

  const onPartKeyDown = (event: KeyboardEvent<HTMLElement>, row: number, col: number): boolean => {
    // Enter and Space are the control's own (a button's click).
    if (event.key === "ArrowRight") {
      moveFocus(row, col + 1);
      return true;
    }
    if (event.key === "ArrowLeft") {
      moveFocus(row, col);
      return true;
    }
    return move(event, row, col);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.getAttribute("data-cell");
    const part = target.getAttribute(CELL_PART_ATTRIBUTE);
    const handled =
      cell !== null
        ? onCellKeyDown(event, ...positionOf(cell))
        : part !== null
          ? onPartKeyDown(event, ...positionOf(part))
          : false;
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
