import { css } from "../../ui/styles/style-sheet";

/** Layout of the application pool list and page; colours come from the theme's --vdc-* tokens. */
export const applicationPoolStyles = css`
  .vdc-apppools__icon {
    display: flex;
    align-items: center;
    gap: var(--_space);
  }
  .vdc-apppools__icon img {
    border: 1px solid var(--_border);
  }
`;

/** The stylesheets the application pool list and page adopt. */
export const APPLICATION_POOL_STYLES = [applicationPoolStyles];
