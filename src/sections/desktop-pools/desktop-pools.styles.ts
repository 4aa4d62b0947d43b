import { css } from "../../ui/styles/style-sheet";

/** Layout of the pool list and the pool page; colours come from the theme's --vdc-* tokens. */
export const desktopPoolStyles = css`
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
`;

/** The stylesheets the pool list and the pool page adopt (the grid's own come with VdcRoot). */
export const DESKTOP_POOL_STYLES = [desktopPoolStyles];
