import { useId } from "react";

/** One bar: its label (already translated), its count and the colour token it is drawn with. */
export interface BarChartEntry {
  key: string;
  label: string;
  value: number;
  /** Name of the colour: the bar is filled with var(--vdc-chart-<tone>, …). */
  tone: "ok" | "info" | "warn" | "error" | "muted" | "accent";
}

export interface BarChartProps {
  title: string;
  entries: readonly BarChartEntry[];
  /** Formats a count in the console's locale. */
  formatNumber: (value: number) => string;
  /** The sentence read by assistive technology and shown under the chart, e.g. "12 connected, 3 idle". */
  summary: string;
}

const ROW_HEIGHT = 28;
const BAR_HEIGHT = 18;
const LABEL_WIDTH = 130;
const VALUE_WIDTH = 56;
const WIDTH = 420;

/**
 * A horizontal bar chart drawn in SVG. The picture is one image whose accessible name is the summary
 * sentence, which is also printed under it, so the numbers are readable without the bars.
 */
export function BarChart({ title, entries, formatNumber, summary }: BarChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const max = Math.max(1, ...entries.map((entry) => entry.value));
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = entries.length * ROW_HEIGHT;
  return (
    <figure className="vdc-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="vdc-chart-title">
        {title}
      </figcaption>
      <svg
        className="vdc-chart-svg"
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="xMinYMin meet"
        part="chart"
      >
        {entries.map((entry, index) => {
          const y = index * ROW_HEIGHT;
          const width = entry.value === 0 ? 0 : Math.max(2, (entry.value / max) * barSpace);
          return (
            <g key={entry.key} aria-hidden="true">
              <text className="vdc-chart-label" x={LABEL_WIDTH - 8} y={y + ROW_HEIGHT / 2} textAnchor="end">
                {entry.label}
              </text>
              <rect
                className="vdc-chart-track"
                x={LABEL_WIDTH}
                y={y + (ROW_HEIGHT - BAR_HEIGHT) / 2}
                width={barSpace}
                height={BAR_HEIGHT}
                rx={3}
              />
              <rect
                className="vdc-chart-bar"
                data-tone={entry.tone}
                x={LABEL_WIDTH}
                y={y + (ROW_HEIGHT - BAR_HEIGHT) / 2}
                width={width}
                height={BAR_HEIGHT}
                rx={3}
              />
              <text className="vdc-chart-value" x={LABEL_WIDTH + barSpace + 8} y={y + ROW_HEIGHT / 2}>
                {formatNumber(entry.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <p id={summaryId} className="vdc-chart-summary">
        {summary}
      </p>
    </figure>
  );
}
