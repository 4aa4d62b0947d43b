import type { GridColumn } from "./grid-column";

/** Width of the selection and expander columns. */
export const CONTROL_COLUMN_WIDTH = "2.75rem";
/**
 * The narrowest a column is drawn, unless a section gives it a width: small enough that the ten or so
 * default columns of a list fit a 1366 px screen beside the navigation; longer text is cut with a tooltip.
 */
const MIN_COLUMN_WIDTH = "4.5rem";
/** The identifying column is never narrower than this. */
const MIN_IDENTIFYING_WIDTH = "8rem";
/** The identifying column grows with its longest text up to this many characters; beyond, it is cut. */
const MAX_IDENTIFYING_CHARS = 40;
/** Room for the header's sort icon, filter button and resize handle next to the label, in characters. */
const HEADER_CONTROLS_CHARS = 5;
/** Rows looked at for the identifying column's longest text: a page, not a 100,000-row data set. */
export const MEASURED_ROWS = 200;

/** The grid's CSS column template, and the width below which it scrolls sideways instead of squeezing. */
export interface GridColumnLayout {
  template: string;
  minWidth: string;
}

export interface GridColumnLayoutOptions<Row> {
  controlColumns: number;
  visibleColumns: readonly GridColumn<Row>[];
  /** Widths the administrator set by resizing, in px, by field. */
  widths: Readonly<Record<string, number>>;
  /** The label and the first rows' text (up to MEASURED_ROWS) of the first column, to size it from its content. */
  firstColumnTexts: () => { label: string; texts: readonly string[] };
}

/**
 * Average width of a character of UI text, in em. Not `ch`: the header row is bold, and `ch` there would
 * give the first column another width than in the rows, and header and cells would not line up.
 */
const CHARACTER_EM = 0.55;

/** The first column's minimum: wide enough for its longest text of the page (capped). */
function identifyingMinimum(label: string, texts: readonly string[]): string {
  let longest = label.length + HEADER_CONTROLS_CHARS;
  const count = Math.min(texts.length, MEASURED_ROWS);
  for (let index = 0; index < count; index += 1) longest = Math.max(longest, texts[index]?.length ?? 0);
  // The cell's padding on both sides comes on top of the text.
  const em = Math.round(Math.min(longest, MAX_IDENTIFYING_CHARS) * CHARACTER_EM * 100) / 100;
  return `calc(${em}em + 2 * var(--_space, 0.5rem))`;
}

/**
 * Column widths: a resized column keeps its px; a section's width is used as given; other columns share
 * the room, each at least 4.5rem, except the first (identifying) column, which is at least as wide as its
 * longest text on the page, so a name is not cut while other columns can give up room.
 */
export function gridColumnLayout<Row>(options: GridColumnLayoutOptions<Row>): GridColumnLayout {
  const { controlColumns, visibleColumns, widths } = options;
  const tracks: string[] = [];
  const minimums: string[] = [];
  for (let index = 0; index < controlColumns; index += 1) {
    tracks.push(CONTROL_COLUMN_WIDTH);
    minimums.push(CONTROL_COLUMN_WIDTH);
  }
  visibleColumns.forEach((column, index) => {
    const resized = widths[column.field];
    if (resized !== undefined) {
      tracks.push(`${resized}px`);
      minimums.push(`${resized}px`);
    } else if (column.width !== undefined) {
      tracks.push(column.width);
      minimums.push(column.width);
    } else if (index === 0) {
      const { label, texts } = options.firstColumnTexts();
      const minimum = identifyingMinimum(label, texts);
      tracks.push(`minmax(max(${MIN_IDENTIFYING_WIDTH}, ${minimum}), 1fr)`);
      minimums.push(`max(${MIN_IDENTIFYING_WIDTH}, ${minimum})`);
    } else {
      tracks.push(`minmax(${MIN_COLUMN_WIDTH}, 1fr)`);
      minimums.push(MIN_COLUMN_WIDTH);
    }
  });
  return { template: tracks.join(" "), minWidth: minimums.length ? `calc(${minimums.join(" + ")})` : "0px" };
}
