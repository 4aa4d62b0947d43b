import { css } from "../../ui/styles/style-sheet";

/** What the section kit does not cover: the licence's list of enabled features. */
export const licensingStyles = css`
  .lic-features {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;
