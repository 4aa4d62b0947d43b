// What a test's page "downloads": the console saves a file by an object URL and a click on an anchor,
// which these spies catch instead of writing a file.
import { vi } from "vitest";

export interface SavedDownload {
  name: string;
  blob: Blob;
}

/** Captures every download from now on into the returned list; vi.restoreAllMocks() ends it. */
export function captureDownloads(): SavedDownload[] {
  const saved: SavedDownload[] = [];
  let lastBlob: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return "blob:report";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  return saved;
}

/** The worksheets of a saved spreadsheet. */
export async function worksheetsOf(blob: Blob) {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook.worksheets;
}
