import type { GridColumn, GridColumnKind } from "./grid-column";

/** Width of the selection and expander columns. */
export const CONTROL_COLUMN_WIDTH = "2.75rem";
/** Rows looked at for a column's longest text: a page, not a 100,000-row data set. */
export const MEASURED_ROWS = 200;

/**
 * How a kind of column is sized. `floorEm`: never narrower. `contentChars`: grows with its longest text
 * on the page up to this many characters (0: free text is cut rather than widening the grid). `share`:
 * its part of the room left once every column has its minimum.
 */
export interface ColumnKindSizing {
  floorEm: number;
  contentChars: number;
  share: number;
}

/**
 * Names are what an administrator reads a row by, so they take their own width (up to 40 characters)
 * and most of the spare room; states, dates, counts and yes/no values are short and bounded, so they
 * take what their longest value needs and little more; free text (descriptions, addresses) is cut with
 * an ellipsis and its full text on hover and focus.
 */
export const COLUMN_KIND_SIZING: Readonly<Record<GridColumnKind, ColumnKindSizing>> = {
  name: { floorEm: 8, contentChars: 40, share: 3 },
  text: { floorEm: 6, contentChars: 0, share: 2 },
  status: { floorEm: 5, contentChars: 22, share: 1 },
  date: { floorEm: 6, contentChars: 20, share: 1 },
  count: { floorEm: 3, contentChars: 10, share: 0.5 },
  boolean: { floorEm: 3.5, contentChars: 12, share: 0.5 },
};

/**
 * Average width of a character of UI text, in em. Not `ch`: the header row is bold, and `ch` there would
 * give a column another width than in the rows, and header and cells would not line up.
 */
const CHARACTER_EM = 0.55;
/** The cell's padding on both sides, and the header's resize handle, in em. */
const CELL_PADDING_EM = 1.25;
/**
 * Room for a header's sort icon, or for its filter button, in em: a 0.875em icon, the button's padding and
 * the gap before it are given in rem (about 0.43em at the grid's 0.875rem text), so 1.25 fell a pixel or two
 * short and cut a header whose column had no room to spare (Publisher at 1440 px).
 */
const HEADER_BUTTON_EM = 1.375;

/** A column's kind: as declared, else the first column is the row's name and the others free text. */
export function columnKind<Row>(column: GridColumn<Row>, index: number): GridColumnKind {
  return column.kind ?? (index === 0 ? "name" : "text");
}

/** What a header needs: its longest word (labels wrap between words, never inside one) and its buttons. */
export interface HeaderMeasure {
  label: string;
  isSortable: boolean;
  isFilterable: boolean;
  /**
   * The drawn width of a word in em, where the browser can measure text: an average character width
   * cuts headers in a wide font (DejaVu Sans, bold) and in Japanese or Chinese, whose characters are a
   * full em each.
   */
  wordEm?: (word: string) => number | undefined;
}

/** A character a full em wide: CJK ideographs, kana, hangul and full-width forms. */
const WIDE_CHARACTER =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** A word's width in em from its characters, where no measure is at hand. */
function estimatedWordEm(word: string): number {
  let em = 0;
  for (const character of word) em += WIDE_CHARACTER.test(character) ? 1 : CHARACTER_EM;
  return em;
}

let measuringContext: CanvasRenderingContext2D | null | undefined;

/**
 * Measures words in a font (a computed style's font properties) on a canvas, in em of that font's size;
 * undefined where there is no canvas (a test DOM), so the estimate is used.
 */
export function canvasWordMeasure(style: {
  fontStyle: string;
  fontWeight: string;
  fontSize: string;
  fontFamily: string;
}): (word: string) => number | undefined {
  const sizePx = Number.parseFloat(style.fontSize);
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return (word) => {
    if (measuringContext === undefined) {
      try {
        measuringContext = document.createElement("canvas").getContext("2d");
      } catch {
        measuringContext = null;
      }
    }
    if (!measuringContext || !(sizePx > 0)) return undefined;
    measuringContext.font = font;
    return measuringContext.measureText(word).width / sizePx;
  };
}

/** A column's minimum width in em and its share of the spare room. */
export interface ColumnSizing {
  minEm: number;
  share: number;
}

const round = (em: number) => Math.round(em * 100) / 100;

/** The sizing of one column of a kind, from its header and the texts of its first rows. */
export function columnSizing(
  kind: GridColumnKind,
  header: HeaderMeasure,
  texts: readonly string[],
): ColumnSizing {
  const rule = COLUMN_KIND_SIZING[kind];
  const wordEm = (word: string) => header.wordEm?.(word) ?? estimatedWordEm(word);
  const longestWordEm = Math.max(0, ...header.label.split(/\s+/).map(wordEm));
  const buttons = (header.isSortable ? 1 : 0) + (header.isFilterable ? 1 : 0);
  const headerEm = longestWordEm + buttons * HEADER_BUTTON_EM;
  let longest = 0;
  if (rule.contentChars > 0) {
    const count = Math.min(texts.length, MEASURED_ROWS);
    for (let index = 0; index < count; index += 1) longest = Math.max(longest, texts[index]?.length ?? 0);
  }
  const contentEm = Math.min(longest, rule.contentChars) * CHARACTER_EM;
  return {
    minEm: round(Math.max(rule.floorEm, headerEm + CELL_PADDING_EM, contentEm + CELL_PADDING_EM)),
    share: rule.share,
  };
}

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
  /** A column's header, as shown. */
  header: (column: GridColumn<Row>) => HeaderMeasure;
  /** The first rows' texts of a column (up to MEASURED_ROWS), asked only for kinds sized by content. */
  texts: (column: GridColumn<Row>) => readonly string[];
}

/**
 * Column widths: a resized column keeps its px; a section's width is used as given; every other column
 * is sized by its kind: at least its header's longest word and (names, states, dates, counts) its
 * longest text on the page, with the spare room shared by kind, so names widen while a status does not.
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
    } else {
      const kind = columnKind(column, index);
      const texts = COLUMN_KIND_SIZING[kind].contentChars > 0 ? options.texts(column) : [];
      const { minEm, share } = columnSizing(kind, options.header(column), texts);
      tracks.push(`minmax(${minEm}em, ${share}fr)`);
      minimums.push(`${minEm}em`);
    }
  });
  return { template: tracks.join(" "), minWidth: minimums.length ? `calc(${minimums.join(" + ")})` : "0px" };
}
