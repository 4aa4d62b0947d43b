import { css } from "../../ui/styles/style-sheet";

/** Layout of the global settings and its tabs. */
export const globalSettingsStyles = css`
  .gs-section {
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
  .gs-stack {
    display: grid;
    gap: calc(var(--_space) * 2);
  }
  .gs-card {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 2);
    background: var(--_surface);
  }
  .gs-toolbar {
    display: flex;
    gap: var(--_space);
    margin-bottom: var(--_space);
  }
  .gs-details {
    display: grid;
    gap: 0.25rem;
    margin: 0;
  }
  .gs-details__row {
    display: grid;
    grid-template-columns: minmax(12rem, 1fr) 2fr;
    gap: var(--_space);
  }
  .gs-details dt {
    font-weight: 600;
  }
  .gs-details dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .gs-form {
    display: grid;
    gap: var(--_space);
    max-width: 48rem;
  }
  .gs-fieldset {
    display: grid;
    gap: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .gs-textarea {
    min-height: 4rem;
    padding: 0.25rem 0.5rem;
  }
  .gs-form__buttons {
    display: flex;
    justify-content: flex-end;
    gap: var(--_space);
  }
  .gs-row {
    display: flex;
    align-items: end;
    gap: var(--_space);
  }
  .gs-table {
    border-collapse: collapse;
    width: 100%;
  }
  .gs-table caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 0.25rem;
  }
  .gs-table th,
  .gs-table td {
    text-align: start;
    border-bottom: 1px solid var(--_border);
    padding: 0.25rem 0.5rem;
  }
  .gs-checks {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 2);
  }
  .gs-state {
    color: var(--_muted);
  }
`;
