import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FetchAllOptions } from "../../core/query/query-service";
import { captureDownloads, worksheetsOf, type SavedDownload } from "../../../tests/support/saved-downloads";
import { DataGrid } from "./data-grid";
import type { GridColumn } from "./grid-column";

interface Item {
  id: string;
  name: string;
  count: number;
}

const columns: GridColumn<Item>[] = [
  { field: "name", label: "Name", disableTranslation: true },
  { field: "count", label: "Count" },
];
const items: Item[] = [
  { id: "1", name: "=cmd()", count: 3 },
  { id: "2", name: "plain", count: -1 },
];

let saved: SavedDownload[];

beforeEach(() => {
  saved = captureDownloads();
});

afterEach(() => vi.restoreAllMocks());

describe("grid export", { timeout: 20_000 }, () => {
  it("saves ExcelReport.xlsx with the visible columns of every filtered row, neutralised", async () => {
    render(<DataGrid gridId="items" label="Items" columns={columns} data={items} isExportable />);
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]?.name).toBe("ExcelReport.xlsx");
    const sheets = await worksheetsOf(saved[0]!.blob);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.getRow(1).values).toEqual([undefined, "Name", "Count"]);
    expect(sheets[0]!.getCell("A2").value).toBe("'=cmd()");
    expect(sheets[0]!.getCell("B3").value).toBe(-1);
  });

  it("fetches every page of a server-driven grid with progress, and can be cancelled", async () => {
    let progress: FetchAllOptions["onProgress"];
    let signal: AbortSignal | undefined;
    let finish: (rows: Item[]) => void = () => {};
    const fetchAll = vi.fn(
      (_state: unknown, options: FetchAllOptions) =>
        new Promise<Item[]>((resolve) => {
          progress = options.onProgress;
          signal = options.signal;
          finish = resolve;
        }),
    );
    render(
      <DataGrid<Item>
        gridId="items"
        label="Items"
        columns={columns}
        fetchPage={async () => ({ rows: items, total: 2 })}
        fetchAll={fetchAll}
        isExportable
      />,
    );
    await screen.findByText("1-2 of 2");
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(screen.getByRole("button", { name: "Export" })).toBeDisabled();
    act(() => progress?.(1, 2));
    expect(screen.getByText("1 of 2")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole("progressbar")).toBeNull();
    await act(async () => finish(items));
    expect(saved).toHaveLength(0);
    expect(fetchAll).toHaveBeenCalledWith({ filters: [], page: { current: 1, size: 20 } }, expect.anything());
  });

  it("says when the export fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(
      <DataGrid<Item>
        gridId="items"
        label="Items"
        columns={columns}
        fetchPage={async () => ({ rows: items, total: 2 })}
        fetchAll={() => Promise.reject(new Error("offline"))}
        isExportable
      />,
    );
    await screen.findByText("1-2 of 2");
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText("The export failed.")).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it("saves nothing and says why when the rows cannot be made complete", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const incomplete = Object.assign(new Error("names missing"), {
      displayMessage: { text: "Export stopped: 3 names could not be looked up." },
    });
    render(
      <DataGrid<Item>
        gridId="items"
        label="Items"
        columns={columns}
        fetchPage={() => Promise.resolve({ rows: items, total: 2, hasMore: false })}
        fetchAll={() => Promise.reject(incomplete)}
        isExportable
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Export" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Export stopped: 3 names could not be looked up.",
    );
    expect(saved).toHaveLength(0);
  });
});
