// The rows both client grids of the bench sort, filter and scroll: vdc's grid and its peer get the same.

export interface BenchRow {
  id: string;
  name: string;
  pool: string;
  state: string;
  sessions: number;
}

const STATES = ["AVAILABLE", "CONNECTED", "DISCONNECTED", "MAINTENANCE", "PROVISIONING_ERROR"];

/** Rows with realistic spread: names that sort differently from their order, repeated pools and states. */
export function generateRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `row-${index}`,
    name: `machine-${(index * 7919) % count}`,
    pool: `pool-${index % 37}`,
    state: STATES[index % STATES.length] ?? "AVAILABLE",
    sessions: (index * 31) % 1000,
  }));
}
