import type { TFunction } from "i18next";
import { useRef, useState } from "react";
import { displayText, hasDisplayMessage } from "../../core/i18n/display-message";
import type { FetchAllOptions } from "../../core/query/query-service";
import { Icon } from "../icons/icon";
import { ProgressMask } from "../progress-mask/progress-mask";
import { columnValue, type GridColumn } from "./grid-column";

export interface GridExportButtonProps<Row> {
  columns: readonly GridColumn<Row>[];
  cellText: (column: GridColumn<Row>, row: Row) => string;
  label: TFunction;
  /** Every row of the result set (all pages), reporting progress and honouring cancel. */
  loadRows: (options: FetchAllOptions) => Promise<Row[]>;
}

function exportValue<Row>(
  column: GridColumn<Row>,
  row: Row,
  cellText: GridExportButtonProps<Row>["cellText"],
) {
  const value = columnValue(column, row);
  return typeof value === "number" || typeof value === "boolean" ? value : cellText(column, row);
}

// The spreadsheet writer is not needed to show a list: it loads with the first export (decision 0037).
const loadExcelWriter = () =>
  Promise.all([import("../../core/export/excel-report"), import("../../core/export/save-file")]);

/** The grid's export: fetches the whole result set with progress and cancel, then saves ExcelReport.xlsx. */
export function GridExportButton<Row>({ columns, cellText, label: t, loadRows }: GridExportButtonProps<Row>) {
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setFailure(null);
    setProgress({ loaded: 0, total: 0 });
    // Fetched while the rows load; a failure is awaited (and reported) below, never left unhandled.
    const writer = loadExcelWriter().then(
      (modules) => ({ modules }),
      (error: unknown) => ({ error }),
    );
    try {
      const rows = await loadRows({
        signal: controller.signal,
        onProgress: (loaded, total) => setProgress({ loaded, total }),
      });
      if (controller.signal.aborted) return;
      const loaded = await writer;
      if ("error" in loaded) throw loaded.error;
      const [{ buildExcelReport, EXCEL_REPORT_FILE_NAME }, { saveFile }] = loaded.modules;
      const file = await buildExcelReport(
        columns.map((column) => t(column.label)),
        rows,
        (row) => columns.map((column) => exportValue(column, row, cellText)),
        controller.signal,
      );
      if (file && !controller.signal.aborted) saveFile(file, EXCEL_REPORT_FILE_NAME);
    } catch (error) {
      if (!controller.signal.aborted) {
        console.warn("Export failed", error);
        // An export that cannot be complete says why (names not resolved) instead of writing a wrong file.
        setFailure(
          hasDisplayMessage(error)
            ? displayText(error.displayMessage, (key, values) => t(key, values))
            : t("grid.export.failed"),
        );
      }
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setProgress(null);
      }
    }
  };

  return (
    <>
      <button type="button" className="vdc-button" disabled={progress !== null} onClick={() => void run()}>
        <Icon name="download" />
        {t("grid.export.button")}
      </button>
      {failure !== null && (
        <span role="alert" className="vdc-error-text">
          {failure}
        </span>
      )}
      {progress && (
        <ProgressMask
          label={t("grid.export.inProgress")}
          value={progress.total > 0 ? progress.loaded : undefined}
          max={progress.total > 0 ? progress.total : undefined}
          onCancel={() => {
            controllerRef.current?.abort();
            controllerRef.current = null;
            setProgress(null);
          }}
        />
      )}
    </>
  );
}
