// Benchmarks record figures here; `npm run bench` prints them as one table and keeps them as JSON.
import { appendFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface Figure {
  /** What is measured, e.g. "emulator" or "sign-in". */
  group: string;
  metric: string;
  value: number;
  unit: string;
  /** The target, for the reader, e.g. "<= 50". Never asserted in tests. */
  target?: string;
}

const FIGURES_FILE = fileURLToPath(new URL("../../../bench-results/figures.jsonl", import.meta.url));

/** Appends measured figures to bench-results/figures.jsonl. */
export function recordFigures(figures: readonly Figure[]): void {
  mkdirSync(fileURLToPath(new URL("../../../bench-results/", import.meta.url)), { recursive: true });
  appendFileSync(FIGURES_FILE, figures.map((figure) => `${JSON.stringify(figure)}\n`).join(""));
}

/** Median and 95th percentile of a list of samples. */
export function percentiles(samples: readonly number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}
