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
  // The library's own bundle: its Node entry reaches a package that a component test's VM context cannot
  // load (async-function's .mjs from CommonJS).
  const { default: ExcelJS } = await import("exceljs/dist/exceljs.min.js");
  const workbook = new ExcelJS.Workbook();
  // Copied into this context's own ArrayBuffer: the library checks the type of what it reads, and the
  // DOM library's Blob answers with one made by Node's.
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  await workbook.xlsx.load(buffer);
  return workbook.worksheets;
}
