import { describe, expect, it } from "vitest";
import { buildExcelReport, EXCEL_REPORT_FILE_NAME } from "./excel-report";

async function readBack(bytes: Uint8Array) {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  return workbook;
}

describe("buildExcelReport", () => {
  it("is named ExcelReport.xlsx", () => {
    expect(EXCEL_REPORT_FILE_NAME).toBe("ExcelReport.xlsx");
  });

  it("produces one sheet that opens in exceljs, with headers and rows", async () => {
    const bytes = await buildExcelReport(
      ["Name", "Sessions"],
      [
        ["pool-1", 3],
        ["pool-2", null],
      ],
    );
    const workbook = await readBack(bytes);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Sessions"]);
    expect(sheet.getCell("A2").value).toBe("pool-1");
    expect(sheet.getCell("B2").value).toBe(3);
    expect(sheet.getCell("B3").value).toBeNull();
  });

  it("neutralises cells a spreadsheet could execute, in headers and data", async () => {
    const dangerous = ['=HYPERLINK("x")', "-2+3", "+1", "@SUM(A1)", "|calc", "\tx", "\rx"];
    const bytes = await buildExcelReport(
      ["=cmd"],
      dangerous.map((value) => [value]),
    );
    const sheet = (await readBack(bytes)).worksheets[0]!;
    expect(sheet.getCell("A1").value).toBe("'=cmd");
    dangerous.forEach((value, index) => {
      // XML turns a carriage return into a line feed; the apostrophe in front is what matters.
      expect(sheet.getCell(`A${index + 2}`).value).toBe(`'${value}`.replace("\r", "\n"));
    });
  });

  it("keeps numbers as numbers, negative ones included", async () => {
    const sheet = (await readBack(await buildExcelReport(["n"], [[-5]]))).worksheets[0]!;
    expect(sheet.getCell("A2").value).toBe(-5);
  });
});
