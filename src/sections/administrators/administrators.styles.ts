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
  .vdc-administrators__search {
    display: flex;
    align-items: end;
    gap: var(--_space);
  }
  .vdc-administrators__search .vdc-field {
    flex: 1;
  }
`;

export const ADMINISTRATORS_STYLES = [administratorsStyles];
