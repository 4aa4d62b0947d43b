import { neutraliseCell } from "../utils/spreadsheet-cell";

/** The exported file's name, as the spec fixes it. */
export const EXCEL_REPORT_FILE_NAME = "ExcelReport.xlsx";
/** The MIME type of an .xlsx file. */
export const EXCEL_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type CellValue = string | number | boolean | Date | null;

function toCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "boolean" || value instanceof Date) return value;
  return neutraliseCell(typeof value === "string" ? value : JSON.stringify(value));
}

/**
 * Builds the one-sheet spreadsheet of a grid: a header row, then one row per record. Text that a
 * spreadsheet could run as a formula is neutralised. exceljs is loaded only now, on first export.
 */
export async function buildExcelReport(
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  sheetName = "Report",
): Promise<Uint8Array> {
  const exceljs = await import("exceljs");
  // The CommonJS build arrives as a default export under Node and bundlers alike.
  const { Workbook } = (exceljs as unknown as { default: typeof exceljs }).default ?? exceljs;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers.map(toCell));
  for (const row of rows) sheet.addRow(row.map(toCell));
  sheet.getRow(1).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
