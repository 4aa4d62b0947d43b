import { crc32, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { worksheetsOf } from "../../../tests/support/saved-downloads";
import { buildExcelReport, EXCEL_MIME_TYPE, EXCEL_REPORT_FILE_NAME, excelReportWriter } from "./excel-report";

// exceljs, a spreadsheet library the console does not ship, reads the file back as a spreadsheet would.
async function readBack(file: Blob | undefined) {
  if (!file) throw new Error("the export made no file");
  return worksheetsOf(file);
}

const cellsAsGiven = (row: readonly unknown[]) => row;

/**
 * The entries of a zip as its local headers describe them, each inflated and held to the CRC-32 and size
 * its header gives (what a spreadsheet application checks before it opens a file).
 */
async function zipEntries(file: Blob): Promise<Map<string, string>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const view = new DataView(bytes.buffer);
  const entries = new Map<string, string>();
  for (let offset = 0; view.getUint32(offset, true) === 0x04034b50;) {
    const crc = view.getUint32(offset + 14, true);
    const compressedSize = view.getUint32(offset + 18, true);
    const size = view.getUint32(offset + 22, true);
    const nameLength = view.getUint16(offset + 26, true);
    const dataStart = offset + 30 + nameLength;
    const name = new TextDecoder().decode(bytes.subarray(offset + 30, dataStart));
    const data = inflateRawSync(bytes.subarray(dataStart, dataStart + compressedSize));
    expect(data.length, name).toBe(size);
    expect(crc32(data), name).toBe(crc);
    entries.set(name, data.toString("utf8"));
    offset = dataStart + compressedSize;
  }
  return entries;
}

describe("buildExcelReport", () => {
  it("is named ExcelReport.xlsx", () => {
    expect(EXCEL_REPORT_FILE_NAME).toBe("ExcelReport.xlsx");
  });

  it("produces one sheet that opens in exceljs, with headers and rows", async () => {
    const file = await buildExcelReport(
      ["Name", "Sessions"],
      [
        ["pool-1", 3],
        ["pool-2", null],
      ],
      cellsAsGiven,
    );
    const worksheets = await readBack(file);
    expect(worksheets).toHaveLength(1);
    const sheet = worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Sessions"]);
    expect(sheet.getCell("A2").value).toBe("pool-1");
    expect(sheet.getCell("B2").value).toBe(3);
    expect(sheet.getCell("B3").value).toBeNull();
    expect(sheet.getCell("A1").font?.bold).toBe(true);
    expect(sheet.getCell("A2").font?.bold).toBeFalsy();
  });

  it("makes no file when the export is cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await buildExcelReport(["n"], [[1]], cellsAsGiven, controller.signal)).toBeUndefined();
  });

  it("neutralises cells a spreadsheet could execute, in headers and data", async () => {
    const dangerous = ['=HYPERLINK("x")', "-2+3", "+1", "@SUM(A1)", "|calc", "\tx", "\rx"];
    const file = await buildExcelReport(
      ["=cmd"],
      dangerous.map((value) => [value]),
      cellsAsGiven,
    );
    const sheet = (await readBack(file))[0]!;
    expect(sheet.getCell("A1").value).toBe("'=cmd");
    dangerous.forEach((value, index) => {
      // XML turns a carriage return into a line feed; the apostrophe in front is what matters.
      expect(sheet.getCell(`A${index + 2}`).value).toBe(`'${value}`.replace("\r", "\n"));
    });
  });

  it("writes rows added in batches in order, with XML's special characters and booleans intact", async () => {
    const writer = excelReportWriter(["Name", "On"]);
    const names = Array.from({ length: 3000 }, (_, index) => `<pool & "${index}">`);
    await writer.addRows(names.slice(0, 1000).map((name, index) => [name, index % 2 === 0]));
    await writer.addRows(names.slice(1000).map((name, index) => [name, index % 2 === 0]));
    const file = await writer.finish();
    expect(file.type).toBe(EXCEL_MIME_TYPE);
    const sheet = (await readBack(file))[0]!;
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getCell("A2").value).toBe('<pool & "0">');
    expect(sheet.getCell("B2").value).toBe(true);
    expect(sheet.getCell("B3").value).toBe(false);
    expect(sheet.getCell("A3001").value).toBe('<pool & "2999">');
  });

  it("drops characters XML cannot carry and names columns past Z", async () => {
    const headers = Array.from({ length: 28 }, (_, index) => `h${index}`);
    const sheet = (await readBack(await buildExcelReport(headers, [["a\u0001b"]], cellsAsGiven)))[0]!;
    expect(sheet.getCell("AB1").value).toBe("h27");
    expect(sheet.getCell("A2").value).toBe("ab");
  });

  it("keeps whitespace at either end, doubled, tabs and line breaks, and marks only that text to keep it", async () => {
    const kept = [" leading", "trailing ", "two  spaces", "line\nbreak", "a\ttab", "crlf\r\nend"];
    const plain = ["one space", "x", '&<>"'];
    const file = await buildExcelReport(
      ["Text"],
      [...kept, ...plain].map((value) => [value]),
      cellsAsGiven,
    );
    const sheet = (await readBack(file))[0]!;
    [...kept, ...plain].forEach((value, index) => {
      expect(sheet.getCell(`A${index + 2}`).value).toBe(value.replace("\r\n", "\n"));
    });
    const sheetXml = (await zipEntries(file!)).get("xl/worksheets/sheet1.xml") ?? "";
    const texts = [...sheetXml.matchAll(/<t( xml:space="preserve")?>/g)].map(
      (match) => match[1] !== undefined,
    );
    expect(texts).toEqual([false, ...kept.map(() => true), ...plain.map(() => false)]);
  });

  it("writes every part with the CRC-32 and size its zip headers give", async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => [`event ${index} ünïcödé`, index]);
    const entries = await zipEntries((await buildExcelReport(["Message", "N"], rows, cellsAsGiven))!);
    expect([...entries.keys()]).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    expect(entries.get("xl/worksheets/sheet1.xml")).toContain("event 4999 ünïcödé");
  });

  it("keeps numbers as numbers, negative ones included", async () => {
    const sheet = (await readBack(await buildExcelReport(["n"], [[-5]], cellsAsGiven)))[0]!;
    expect(sheet.getCell("A2").value).toBe(-5);
  });
});
