import { css } from "../../ui/styles/style-sheet";

/** Layout of the pool list and the pool page; colours come from the theme's --vdc-* tokens. */
export const desktopPoolStyles = css`
  .vdc-pools {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
  }
  .vdc-pools__title {
    margin: 0;
    font-size: 1.25rem;
  }
  .vdc-pools__message {
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .vdc-pools__outcome {
    margin: 0;
    padding: var(--_space);
    border-inline-start: 4px solid var(--_success);
    background: var(--_surface);
  }
  .vdc-pools__outcome[data-tone="error"] {
    border-inline-start-color: var(--_danger);
  }
  .vdc-pools__outcome p,
  .vdc-pools__outcome ul {
    margin: 0;
  }
  .vdc-pools__link {
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
  .vdc-pools__search {
    display: flex;
    align-items: end;
    gap: var(--_space);
    margin-bottom: var(--_space);
  }
  .vdc-pools__search .vdc-field {
    flex: 1;
  }
  .vdc-pools__entitlements {
    display: grid;
    gap: var(--_space);
  }
  .vdc-pool__header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  .vdc-pool__summary {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: calc(var(--_space) / 2) calc(var(--_space) * 2);
    margin: 0;
  }
  .vdc-pool__summary dt {
    color: var(--_muted);
  }
  .vdc-pool__summary dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The stylesheets the pool list and the pool page adopt (the grid's own come with VdcRoot). */
export const DESKTOP_POOL_STYLES = [desktopPoolStyles];
