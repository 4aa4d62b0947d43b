import { css } from "../styles/style-sheet";

/** The data grid, its toolbar, filters, footer and overlays. */
export const dataGridStyles = css`
  .vdc-grid {
    position: relative;
    display: grid;
    gap: var(--_space);
    color: var(--_text);
  }
  .vdc-grid__toolbar {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--_space);
  }
  .vdc-grid__tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  .vdc-grid__column-chooser {
    position: relative;
  }
  .vdc-grid__panel {
    position: absolute;
    z-index: 3;
    top: 100%;
    right: 0;
    display: grid;
    gap: 0.375rem;
    min-width: 12rem;
    padding: var(--_space);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: 0 4px 12px rgb(0 0 0 / 18%);
  }
  /* In the top layer (a manual popover), placed against its header in viewport coordinates. */
  .vdc-grid__filter-panel {
    position: fixed;
    inset: auto;
    margin: 0;
    color: var(--_text);
    font-weight: normal;
  }
  .vdc-grid__grid {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    /* Columns wider than the grid (resized, or many) scroll sideways, header and rows together. */
    overflow-x: auto;
  }
  .vdc-grid__head,
  .vdc-grid__body {
    min-width: var(--vdc-grid-min-width, 0);
  }
  .vdc-grid__row {
    display: grid;
    grid-template-columns: var(--vdc-grid-columns);
    min-height: var(--_row-height);
    border-bottom: 1px solid var(--_border);
  }
  .vdc-grid__row--header {
    background: var(--_surface);
    font-weight: 600;
  }
  .vdc-grid__row[data-selected] {
    background: color-mix(in srgb, var(--_accent) 12%, var(--_bg));
  }
  .vdc-grid__row[data-disabled] {
    color: var(--_muted);
    opacity: 0.6;
  }
  .vdc-grid__body {
    max-height: var(--vdc-grid-max-height, none);
    overflow: auto;
  }
  .vdc-grid__body[data-virtual] {
    max-height: var(--vdc-grid-max-height, 36rem);
  }
  .vdc-grid__spacer {
    position: relative;
  }
  .vdc-grid__spacer > .vdc-grid__row-group {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
  }
  .vdc-grid__cell {
    position: relative;
    display: flex;
    align-items: center;
    gap: 0.25rem;
    min-width: 0;
    padding: 0 var(--_space);
  }
  .vdc-grid__cell:focus-visible {
    outline-offset: -2px;
  }
  .vdc-grid__cell--control {
    justify-content: center;
  }
  .vdc-grid__text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /*
   * A cell's own markup is cut like plain text, with an ellipsis: a link to the item, and the words of an
   * icon-and-words status (a flex box, whose words would otherwise be clipped mid-letter, so
   * "Provisioning error" read "Provisioning"). :where keeps these below any section's own rules.
   */
  :where(.vdc-grid__text) > :where(button, a) {
    display: inline-block;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: middle;
  }
  :where(.vdc-grid__text) > :where(span) {
    max-width: 100%;
    vertical-align: middle;
  }
  :where(.vdc-grid__text) > :where(span) > :where(span:not(.vdc-status)) {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .vdc-grid__sort,
  .vdc-grid__filter-toggle,
  .vdc-grid__expander {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0.125rem;
    cursor: pointer;
  }
  .vdc-grid__label {
    min-width: 0;
    /*
     * A header wraps between words rather than being cut: columns are never narrower than a header's
     * longest word (grid-widths.ts). Only a column resized narrower cuts it (full text on hover, and in
     * the accessible name).
     */
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: normal;
    overflow-wrap: normal;
  }
  .vdc-grid__sort {
    display: inline-flex;
    align-items: center;
    gap: 0.125rem;
    font-weight: 600;
    min-width: 0;
  }
  .vdc-grid__sort-icon {
    flex: none;
    color: var(--_muted);
  }
  .vdc-icon {
    flex: none;
    vertical-align: -0.125em;
    width: var(--vdc-icon-size, 1em);
    height: var(--vdc-icon-size, 1em);
  }
  .vdc-grid__toolbar .vdc-button,
  .vdc-grid__page-button,
  .vdc-grid__filter-toggle,
  .vdc-grid__expander {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
  .vdc-grid__header {
    gap: 0.125rem;
    padding-right: 0.5rem;
  }
  .vdc-grid__header .vdc-icon {
    --vdc-icon-size: 0.875em;
  }
  .vdc-grid__resize {
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    width: 0.5rem;
    cursor: col-resize;
    touch-action: none;
  }
  .vdc-grid__resize::after {
    content: "";
    position: absolute;
    top: 25%;
    bottom: 25%;
    right: 0;
    width: 2px;
    background: var(--_border);
  }
  .vdc-grid__resize:hover::after,
  .vdc-grid__resize:focus-visible::after {
    top: 0;
    bottom: 0;
    background: var(--_accent);
  }
  .vdc-grid__resize:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: -2px;
  }
  .vdc-grid__filter-toggle[data-active] {
    color: var(--_accent);
  }
  /* In the top layer (a manual popover), placed above or below its cell in viewport coordinates. */
  .vdc-grid__tooltip {
    position: fixed;
    inset: auto;
    margin: 0;
    border: 0;
    max-width: 24rem;
    padding: 0.25rem 0.5rem;
    background: var(--_text);
    color: var(--_bg);
    border-radius: var(--_radius);
    white-space: normal;
    pointer-events: none;
  }
  .vdc-grid__details {
    padding: var(--_space) calc(var(--_space) * 2);
    background: var(--_surface);
    border-bottom: 1px solid var(--_border);
  }
  .vdc-grid__message {
    padding: calc(var(--_space) * 3);
    text-align: center;
    color: var(--_muted);
  }
  .vdc-grid__message--error {
    color: var(--_danger);
  }
  .vdc-grid__placeholder {
    font-size: 1.1em;
    margin: 0;
  }
  .vdc-grid__loading {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--_space);
    padding: var(--_space);
    color: var(--_muted);
  }
  .vdc-grid__spinner,
  .vdc-progress-mask__spinner {
    width: 1rem;
    height: 1rem;
    border: 2px solid var(--_border);
    border-top-color: var(--_accent);
    border-radius: 50%;
    animation: vdc-spin 0.8s linear infinite;
  }
  @keyframes vdc-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .vdc-grid__spinner,
    .vdc-progress-mask__spinner {
      animation: none;
    }
  }
  .vdc-grid__switch {
    font: inherit;
    min-height: 2rem;
    padding: 0 0.75rem;
    border: 1px solid var(--_border);
    border-radius: 1rem;
    background: var(--_bg);
    color: var(--_text);
    cursor: pointer;
  }
  .vdc-grid__switch[aria-checked="true"] {
    background: var(--_accent);
    color: var(--_accent-text);
    border-color: var(--_accent);
  }
  .vdc-grid__switch:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .vdc-grid__footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: calc(var(--_space) * 2);
    color: var(--_muted);
  }
  .vdc-grid__page-size,
  .vdc-grid__pager {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
  .vdc-grid__page-size .vdc-select {
    width: auto;
  }
  .vdc-grid__page-button {
    padding: 0 0.5rem;
  }
  .vdc-checkbox-filter {
    display: grid;
    gap: 0.375rem;
    border: 0;
    margin: 0;
    padding: 0;
  }
`;
