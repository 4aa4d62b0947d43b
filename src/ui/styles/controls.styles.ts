import { css } from "./style-sheet";

/** Buttons, fields and form layout shared by every section. */
export const controlStyles = css`
  .vdc-button {
    font: inherit;
    min-height: 2rem;
    padding: 0 1rem;
    border-radius: var(--_radius);
    border: 1px solid var(--_accent);
    background: var(--_bg);
    color: var(--_accent);
    cursor: pointer;
    font-weight: 600;
  }
  .vdc-button[data-variant="primary"] {
    background: var(--_accent);
    color: var(--_accent-text);
  }
  .vdc-button[data-variant="danger"] {
    border-color: var(--_danger);
    color: var(--_danger);
  }
  .vdc-button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .vdc-field {
    display: grid;
    gap: 0.25rem;
  }
  .vdc-field > label {
    font-weight: 600;
    color: var(--_text);
  }
  .vdc-input,
  .vdc-select {
    font: inherit;
    min-height: 2rem;
    padding: 0 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
    width: 100%;
  }
  .vdc-input[aria-invalid="true"] {
    border-color: var(--_danger);
  }
  .vdc-checkbox {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
  .vdc-error-text {
    color: var(--_danger);
  }
`;
