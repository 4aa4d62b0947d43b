import type { GridState } from "../../src/core/query/grid-state";
import { QueryService } from "../../src/core/query/query-service";
import { FakeQueryServer } from "../../src/core/query/testing/fake-query-server";
import type { GridColumn } from "../../src/ui/data-grid/grid-column";

/** A desktop pool row as the stories show it. */
export interface PoolRow {
  id: string;
  name: string;
  type: "AUTOMATED" | "MANUAL" | "RDS";
  status: string;
  sessions: number;
  description: string;
  isClrGridRowDisabled?: boolean;
}

const TYPES = ["AUTOMATED", "MANUAL", "RDS"] as const;

/** Deterministic pool rows; every seventh is disabled when asked. */
export function poolRows(count: number, withDisabled = false): PoolRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `pool-${index}`,
    name: `Pool ${String(index + 1).padStart(3, "0")}`,
    type: TYPES[index % 3] ?? "MANUAL",
    status: index % 11 === 0 ? "DISABLED" : "ENABLED",
    sessions: (index * 37) % 101,
    description:
      index % 4 === 0
        ? "A long description that does not fit in its column, so the grid offers it as a tooltip on hover"
        : `Pool for team ${index % 9}`,
    ...(withDisabled && index % 7 === 3 ? { isClrGridRowDisabled: true } : {}),
  }));
}

/** The columns every grid story uses. */
export const poolColumns: GridColumn<PoolRow>[] = [
  {
    field: "name",
    label: "grid.column.name",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
    width: "12rem",
  },
  {
    field: "type",
    label: "grid.column.type",
    filter: {
      type: "CHECKBOX",
      options: TYPES.map((type) => ({ value: type, label: `desktopPools.type.${type}` })),
    },
    // The console shows every enum value as a translated text, the kit's stories too.
    value: (row) => `desktopPools.type.${row.type}`,
    width: "10rem",
  },
  { field: "sessions", label: "grid.column.sessions", width: "8rem" },
  { field: "description", label: "grid.column.description", disableTranslation: true, width: "14rem" },
  {
    field: "status",
    label: "grid.column.status",
    isHidden: true,
    value: (row) => (row.status === "ENABLED" ? "desktopPools.value.enabled" : "desktopPools.value.disabled"),
  },
];

/**
 * A server-driven data source over an in-memory implementation of the query service's cursor protocol
 * (the pod emulator's query service can replace it through setApiFetch).
 */
export function fakePoolSource(count: number, withDisabled = false) {
  const server = new FakeQueryServer();
  server.data.set("DesktopSummaryView", poolRows(count, withDisabled));
  const service = new QueryService(server);
  return {
    server,
    service,
    fetchPage: (state: GridState) => service.fetchPage<PoolRow>("DesktopSummaryView", state),
    fetchAll: (state: GridState) => service.fetchAll<PoolRow>("DesktopSummaryView", state),
  };
}
