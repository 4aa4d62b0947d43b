// The page the grid benchmark drives in Chromium: a client-side grid over generated rows, or a
// server-driven grid over the pod emulator's machines, in a shadow root as the console renders them.
import { createRoot, type Root } from "react-dom/client";
import type { GridState } from "../../../src/core/query/grid-state";
import type { PageResult } from "../../../src/core/query/query-service";
import { DataGrid } from "../../../src/ui/data-grid/data-grid";
import type { GridColumn } from "../../../src/ui/data-grid/grid-column";
import { VdcRoot } from "../../../src/ui/root/vdc-root";
import { generateRows, type BenchRow } from "./bench-rows";

interface MachineRow {
  id: string;
  name: string;
  state: string;
  dns_name?: string;
}

const clientColumns: GridColumn<BenchRow>[] = [
  {
    field: "name",
    label: "Name",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
  },
  { field: "pool", label: "Pool", disableTranslation: true },
  { field: "state", label: "State", disableTranslation: true },
  { field: "sessions", label: "Sessions" },
];

const serverColumns: GridColumn<MachineRow>[] = [
  { field: "name", label: "Name", disableTranslation: true },
  { field: "state", label: "State", disableTranslation: true },
  { field: "dns_name", label: "DNS name", disableTranslation: true },
];

/** One page of /rest/inventory/v1/machines, with the REST paging of the OpenAPI file. */
async function fetchMachines(state: GridState, signal: AbortSignal): Promise<PageResult<MachineRow>> {
  const token = new URLSearchParams(location.search).get("token") ?? "";
  const query = new URLSearchParams({ page: String(state.page.current), size: String(state.page.size) });
  const response = await fetch(`/rest/inventory/v1/machines?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const rows = (await response.json()) as MachineRow[];
  return { rows, hasMore: response.headers.get("HAS_MORE_RECORDS") === "true" };
}

let root: Root | null = null;

function mount(content: React.ReactNode): void {
  root?.unmount();
  const host = document.getElementById("bench-host");
  if (!host) throw new Error("no #bench-host");
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  root = createRoot(shadow);
  root.render(<VdcRoot>{content}</VdcRoot>);
}

declare global {
  interface Window {
    benchGrid: { client(count: number): void; server(): void; unmount(): void };
  }
}

window.benchGrid = {
  client(count) {
    const rows = generateRows(count);
    mount(
      <DataGrid<BenchRow>
        gridId="bench"
        label="Bench rows"
        columns={clientColumns}
        data={rows}
        disablePagination
      />,
    );
  },
  server() {
    mount(
      <DataGrid<MachineRow>
        gridId="bench-server"
        label="Machines"
        columns={serverColumns}
        fetchPage={fetchMachines}
      />,
    );
  },
  unmount() {
    root?.unmount();
    root = null;
  },
};
