import { css } from "../../ui/styles/style-sheet";

/** Dashboard layout and chart colours; every colour is a --vdc-* token with a theme fallback. */
export const dashboardStyles = css`
  .vdc-dashboard__subtitle {
    margin: 0 0 var(--_space);
    font-size: 1rem;
  }
  .vdc-dashboard__counts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    gap: var(--_space);
  }
  .vdc-dashboard__tile,
  .vdc-dashboard__panel,
  .vdc-dashboard__health-group {
    display: grid;
    align-content: start;
    gap: calc(var(--_space) / 2);
    padding: var(--_space) calc(var(--_space) * 1.5);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--vdc-dashboard-tile-background, var(--_surface));
  }
  .vdc-dashboard__tile-label {
    color: var(--_muted);
  }
  .vdc-dashboard__count {
    font: inherit;
    font-size: 1.75rem;
    font-weight: 600;
    color: var(--_text);
    text-align: start;
    padding: 0;
    border: 0;
    background: none;
  }
  /* A count that opens its list: the kit's .vdc-link, at the count's size. */
  .vdc-dashboard__count--link {
    color: var(--_accent);
    font-size: 1.75rem;
    font-weight: 600;
  }
  .vdc-dashboard__count[data-tone="error"] {
    color: var(--_danger);
  }
  .vdc-dashboard__count[data-tone="warn"] {
    color: var(--_warning);
  }
  .vdc-dashboard__note {
    color: var(--_muted);
  }
  .vdc-dashboard__charts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
    gap: var(--_space);
  }
  .vdc-dashboard__health-groups {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    gap: var(--_space);
  }
  .vdc-dashboard__health-title {
    display: flex;
    align-items: center;
    gap: calc(var(--_space) / 2);
    margin: 0;
    font-size: 0.95rem;
  }
  .vdc-dashboard__health-items {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .vdc-dashboard__health-item {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_space) / 2);
  }
  .vdc-dashboard__health-name {
    overflow-wrap: anywhere;
  }
  .vdc-dashboard__warning {
    flex-basis: 100%;
    color: var(--_warning);
  }
  .vdc-chart {
    margin: 0;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  .vdc-chart-title {
    margin: 0;
    font-weight: 600;
    font-size: 0.95rem;
  }
  .vdc-chart-svg {
    width: 100%;
    max-width: 36rem;
    height: auto;
    overflow: visible;
  }
  .vdc-chart-label,
  .vdc-chart-value {
    fill: var(--_text);
    font-size: 12px;
    dominant-baseline: central;
  }
  .vdc-chart-track {
    fill: var(--vdc-chart-track, var(--_surface));
    stroke: var(--_border);
    stroke-width: 0.5;
  }
  .vdc-chart-bar[data-tone="ok"] {
    fill: var(--vdc-chart-ok, var(--_success));
  }
  .vdc-chart-bar[data-tone="info"] {
    fill: var(--vdc-chart-info, var(--_info));
  }
  .vdc-chart-bar[data-tone="accent"] {
    fill: var(--vdc-chart-accent, var(--_accent));
  }
  .vdc-chart-bar[data-tone="warn"] {
    fill: var(--vdc-chart-warn, var(--_warning));
  }
  .vdc-chart-bar[data-tone="error"] {
    fill: var(--vdc-chart-error, var(--_danger));
  }
  .vdc-chart-bar[data-tone="muted"] {
    fill: var(--vdc-chart-muted, var(--_muted));
  }
  .vdc-chart-summary {
    margin: 0;
    color: var(--_muted);
  }
`;
