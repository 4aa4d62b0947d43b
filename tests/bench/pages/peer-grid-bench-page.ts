// The peer in the grid bench: AG Grid Community over the same rows as vdc's grid, with the same columns
// (a text filter on the name), in the same Chromium run. Bench only: nothing in src imports it.
import { AllCommunityModule, createGrid, ModuleRegistry, type GridApi } from "ag-grid-community";
import { generateRows, type BenchRow } from "./bench-rows";

ModuleRegistry.registerModules([AllCommunityModule]);

let api: GridApi<BenchRow> | null = null;

declare global {
  interface Window {
    peerGrid: { mount(count: number): void; filterName(text: string): void; unmount(): void };
  }
}

window.peerGrid = {
  mount(count) {
    api?.destroy();
    const host = document.getElementById("peer-host");
    if (!host) throw new Error("no #peer-host");
    // As tall as vdc's grid body in the bench viewport, so both paint about the same number of rows.
    host.style.height = "760px";
    api = createGrid<BenchRow>(host, {
      rowData: generateRows(count),
      columnDefs: [
        { field: "name", filter: "agTextColumnFilter" },
        { field: "pool" },
        { field: "state" },
        { field: "sessions" },
      ],
      getRowId: ({ data }) => data.id,
      animateRows: false,
    });
  },
  filterName(text) {
    api?.setFilterModel({ name: { filterType: "text", type: "contains", filter: text } });
  },
  unmount() {
    api?.destroy();
    api = null;
  },
};
