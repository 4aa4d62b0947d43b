import { css } from "../../ui/styles/style-sheet";

/** Layout of the domain lists; colours come from the theme's --vdc-* tokens. */
export const domainStyles = css`
  .vdc-domains__status {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--_space) / 2);
  }
`;

export const DOMAIN_STYLES = [domainStyles];
