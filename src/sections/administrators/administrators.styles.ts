import { css } from "../../ui/styles/style-sheet";

/** Layout of the administrators section's dialogs; colours come from the theme's --vdc-* tokens. */
const administratorsStyles = css`
  .vdc-administrators__note {
    color: var(--_muted);
  }
  .vdc-administrators__choices {
    display: grid;
    gap: calc(var(--_space) / 2);
    max-height: 16rem;
    overflow: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space);
  }
`;

export const ADMINISTRATORS_STYLES = [administratorsStyles];
