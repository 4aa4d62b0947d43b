import { css } from "./style-sheet";

/**
 * The section kit's layout: section pages and their states, notices, key-value panels, forms, tables,
 * the bulk action flow and the API call disclosure. Colours come from the theme's --vdc-* tokens.
 */
export const sectionKitStyles = css`
  .vdc-section {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
    color: var(--_text);
    font-family: var(--_font);
    font-size: var(--_font-size);
  }
  .vdc-section__header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  .vdc-section__title {
    margin: 0;
    font-size: 1.25rem;
  }
  .vdc-section__back {
    justify-self: start;
  }
  .vdc-section__state {
    margin: 0;
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_muted);
  }
  .vdc-section__state[role="alert"] {
    color: var(--_text);
    border-color: var(--_danger);
  }
  .vdc-section__state p {
    margin: 0 0 var(--_space);
  }
  .vdc-notice {
    margin: 0;
    padding: var(--_space);
    border-inline-start: 4px solid var(--_success);
    background: var(--_surface);
    white-space: pre-wrap;
  }
  .vdc-notice p,
  .vdc-notice ul {
    margin: 0;
  }
  .vdc-notice[data-tone="error"] {
    border-inline-start-color: var(--_danger);
  }
  .vdc-link {
    font: inherit;
    color: var(--_accent);
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    text-align: start;
  }
  .vdc-link:focus-visible,
  .vdc-button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .vdc-status-badge {
    padding: 0 var(--_space);
    border-radius: var(--_radius);
    border: 1px solid var(--_border);
    color: var(--_muted);
  }
  .vdc-entitlements {
    display: grid;
    gap: var(--_space);
  }
  .vdc-entitlements__search {
    display: flex;
    align-items: end;
    gap: var(--_space);
    margin-bottom: var(--_space);
  }
  .vdc-entitlements__search .vdc-field {
    flex: 1;
  }
  .vdc-stack {
    display: grid;
    gap: calc(var(--_space) * 2);
  }
  .vdc-card {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 2);
    background: var(--_surface);
  }
  .vdc-toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    margin-bottom: var(--_space);
  }
  .vdc-details {
    display: grid;
    gap: 0.25rem;
    margin: 0;
  }
  .vdc-details__row {
    display: grid;
    grid-template-columns: minmax(12rem, 1fr) 2fr;
    gap: var(--_space);
  }
  .vdc-details dt {
    font-weight: 600;
  }
  .vdc-details dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .vdc-directory-find {
    display: flex;
    align-items: end;
    gap: var(--_space);
  }
  .vdc-directory-find .vdc-field {
    flex: 1;
  }
  .vdc-form {
    display: grid;
    gap: var(--_space);
    max-width: 48rem;
  }
  .vdc-form__error {
    margin: 0;
  }
  .vdc-fieldset {
    display: grid;
    gap: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .vdc-textarea {
    min-height: 4rem;
    padding: 0.25rem 0.5rem;
    resize: vertical;
  }
  .vdc-row {
    display: flex;
    align-items: end;
    gap: var(--_space);
  }
  .vdc-checks {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 2);
  }
  .vdc-warning {
    border-inline-start: 4px solid var(--_warning);
    padding: 0.25rem 0.5rem;
    background: var(--_surface);
  }
  .vdc-table {
    border-collapse: collapse;
    width: 100%;
  }
  .vdc-table caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 0.25rem;
  }
  .vdc-table th,
  .vdc-table td {
    text-align: start;
    border-bottom: 1px solid var(--_border);
    padding: 0.25rem 0.5rem;
    overflow-wrap: anywhere;
  }
  .vdc-table tr[data-outcome="failure"] td:last-child {
    color: var(--_danger);
  }
  .vdc-bulk {
    position: relative;
    display: grid;
    gap: var(--_space);
  }
  .vdc-bulk p {
    margin: 0;
  }
  .vdc-bulk__affected {
    margin: 0;
    max-height: 12rem;
    overflow: auto;
    padding-inline-start: 1.25rem;
  }
  .vdc-bulk__progress {
    width: 100%;
  }
  .vdc-api-call summary {
    cursor: pointer;
    color: var(--_accent);
  }
  .vdc-api-call dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: calc(var(--_space) / 2) var(--_space);
    margin: var(--_space) 0;
  }
  .vdc-api-call dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .vdc-api-call pre {
    margin: 0;
    padding: var(--_space);
    max-height: 10rem;
    overflow: auto;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
`;
