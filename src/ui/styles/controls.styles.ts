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
  .vdc-button:disabled,
  .vdc-button[aria-disabled="true"] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  /* A control disabled for want of a privilege stays focusable; its reason shows on hover and focus. */
  .vdc-disabled-reason {
    position: relative;
    display: inline-flex;
  }
  /* Its look is the menu reason's (widgets.styles.ts); here, where it stands. */
  .vdc-disabled-reason__tip {
    display: none;
    position: absolute;
    inset-block-start: calc(100% + 0.25rem);
    inset-inline-start: 0;
  }
  .vdc-disabled-reason:hover > .vdc-disabled-reason__tip,
  .vdc-disabled-reason:focus-within > .vdc-disabled-reason__tip {
    display: block;
  }
  /* The required marker: drawn, not text, so labels keep the field's name; aria-required tells AT. */
  [data-required]::after {
    content: " *" / "";
    color: var(--_danger);
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
