import { neutraliseCell } from "../utils/spreadsheet-cell";
import { ZipWriter } from "./zip-writer";

/** The exported file's name, as the spec fixes it. */
export const EXCEL_REPORT_FILE_NAME = "ExcelReport.xlsx";
/** The MIME type of an .xlsx file. */
export const EXCEL_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** How much sheet text is gathered before it is handed to the compressor. */
const TEXT_CHUNK_CHARS = 64 * 1024;

// The fixed parts of a one-sheet workbook (Office Open XML, SpreadsheetML): style 1 is the bold header.
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  "</Types>";
const PACKAGE_RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  "</Relationships>";
const WORKBOOK_RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  "</Relationships>";
const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  "</styleSheet>";
const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = "</sheetData></worksheet>";
const HEADER_STYLE = 1;

function workbook(sheetName: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

// XML's special characters, and those XML 1.0 cannot carry at all (controls other than tab, line feed
// and carriage return), which are dropped.
// eslint-disable-next-line no-control-regex
const NOT_PLAIN_XML = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const NOT_PLAIN_XML_ALL = new RegExp(NOT_PLAIN_XML.source, "g");
const XML_ENTITY: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

// Most cells need no change: one test spares them the replacement's copy.
function xmlText(text: string): string {
  return NOT_PLAIN_XML.test(text)
    ? text.replace(NOT_PLAIN_XML_ALL, (character) => XML_ENTITY[character] ?? "")
    : text;
}

// Whitespace a spreadsheet trims or folds unless the text says to keep it: at either end, doubled, or a
// tab or line break. Other text goes without the attribute: 21 bytes fewer in most text cells.
const WHITESPACE_TO_KEEP = /^\s|\s$|\s\s|[\t\n\r]/;

/** A column's letters: 0 is A, 25 is Z, 26 is AA. */
function columnName(index: number): string {
  let name = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** One cell's XML, or nothing for an empty cell. Text a spreadsheet could run as a formula is neutralised. */
function cellXml(value: unknown, reference: string, style: number): string {
  if (value === null || value === undefined) return "";
  const styled = style === 0 ? "" : ` s="${style}"`;
  if (typeof value === "number" && Number.isFinite(value))
    return `<c r="${reference}"${styled}><v>${value}</v></c>`;
  if (typeof value === "boolean") return `<c r="${reference}"${styled} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = neutraliseCell(typeof value === "string" ? value : JSON.stringify(value));
  const xml = xmlText(String(text));
  const kept = WHITESPACE_TO_KEEP.test(xml) ? ' xml:space="preserve"' : "";
  return `<c r="${reference}"${styled} t="inlineStr"><is><t${kept}>${xml}</t></is></c>`;
}

/** Writes ExcelReport.xlsx row batch by row batch; the sheet never exists whole in memory. */
export interface ExcelReportWriter {
  /** Appends rows after those already added (one value per column). */
  addRows(rows: readonly (readonly unknown[])[]): Promise<void>;
  /** The finished file. */
  finish(): Promise<Blob>;
}

/**
 * Starts the one-sheet spreadsheet of a grid: the header row first (bold), then the rows as they are
 * added, each batch compressed as it arrives into the pieces of the final Blob.
 */
export function excelReportWriter(headers: readonly string[], sheetName = "Report"): ExcelReportWriter {
  const zip = new ZipWriter();
  const fixedParts = (async () => {
    await zip.add("[Content_Types].xml", CONTENT_TYPES);
    await zip.add("_rels/.rels", PACKAGE_RELATIONSHIPS);
    await zip.add("xl/workbook.xml", workbook(sheetName));
    await zip.add("xl/_rels/workbook.xml.rels", WORKBOOK_RELATIONSHIPS);
    await zip.add("xl/styles.xml", STYLES);
  })();
  const columns = headers.map((_, index) => columnName(index));
  const sheet = zip.entry("xl/worksheets/sheet1.xml");
  let rowNumber = 0;
  let pending = SHEET_START;
  // Batches are written one after the other, whatever the caller awaits.
  let writing: Promise<void> = fixedParts;

  const rowXml = (row: readonly unknown[], style: number): string => {
    rowNumber += 1;
    let xml = `<row r="${rowNumber}">`;
    for (let index = 0; index < row.length; index += 1)
      xml += cellXml(row[index], `${columns[index] ?? columnName(index)}${rowNumber}`, style);
    return `${xml}</row>`;
  };
  const flush = (text: string) => {
    writing = writing.then(() => sheet.write(text));
    return writing;
  };
  pending += rowXml(headers, HEADER_STYLE);

  return {
    addRows: async (rows) => {
      for (const row of rows) {
        pending += rowXml(row, 0);
        if (pending.length >= TEXT_CHUNK_CHARS) {
          const text = pending;
          pending = "";
          await flush(text);
        }
      }
    },
    finish: async () => {
      await flush(pending + SHEET_END);
      pending = "";
      await sheet.close();
      return zip.finish(EXCEL_MIME_TYPE);
    },
  };
}

/** Records turned into cells at a time: the cells of a whole result never exist at once. */
const BATCH_ROWS = 2000;

/**
 * The one-sheet spreadsheet of a grid's records: a header row, then one row of cells per record, turned
 * into cells and compressed a batch at a time. Resolves undefined when the signal aborts first.
 */
export async function buildExcelReport<Row>(
  headers: readonly string[],
  rows: readonly Row[],
  cellsOf: (row: Row) => readonly unknown[],
  signal?: AbortSignal,
): Promise<Blob | undefined> {
  const writer = excelReportWriter(headers);
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    if (signal?.aborted) return undefined;
    await writer.addRows(rows.slice(start, start + BATCH_ROWS).map(cellsOf));
  }
  return signal?.aborted ? undefined : writer.finish();
}
