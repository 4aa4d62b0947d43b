import { css } from "../../ui/styles/style-sheet";

/** Layout of the licensing and usage section. */
export const licensingStyles = css`
  .lic-section {
    display: grid;
    gap: var(--_space);
    color: var(--_text);
    font-family: var(--_font);
    font-size: var(--_font-size);
  }
  .vdc-button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .lic-stack {
    display: grid;
    gap: calc(var(--_space) * 2);
  }
  .lic-card {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 2);
    background: var(--_surface);
  }
  .lic-toolbar {
    display: flex;
    gap: var(--_space);
    margin-bottom: var(--_space);
  }
  .lic-details {
    display: grid;
    gap: 0.25rem;
    margin: 0;
  }
  .lic-details__row {
    display: grid;
    grid-template-columns: minmax(12rem, 1fr) 2fr;
    gap: var(--_space);
  }
  .lic-details dt {
    font-weight: 600;
  }
  .lic-details dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .lic-form {
    display: grid;
    gap: var(--_space);
    max-width: 48rem;
  }
  .lic-fieldset {
    display: grid;
    gap: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .lic-textarea {
    min-height: 4rem;
    padding: 0.25rem 0.5rem;
  }
  .lic-form__buttons {
    display: flex;
    justify-content: flex-end;
    gap: var(--_space);
  }
  .lic-row {
    display: flex;
    align-items: end;
    gap: var(--_space);
  }
  .lic-table {
    border-collapse: collapse;
    width: 100%;
  }
  .lic-table caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 0.25rem;
  }
  .lic-table th,
  .lic-table td {
    text-align: start;
    border-bottom: 1px solid var(--_border);
    padding: 0.25rem 0.5rem;
  }
  .lic-state {
    color: var(--_muted);
  }
  .lic-warning {
    border-inline-start: 4px solid var(--_warning);
    padding: 0.25rem 0.5rem;
    background: var(--_surface);
  }
  .lic-features {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;
