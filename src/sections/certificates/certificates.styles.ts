import { css } from "../../ui/styles/style-sheet";

/** Layout of the certificate list and the renewal dialog; colours come from the theme's --vdc-* tokens. */
export const certificateStyles = css`
  .vdc-certificates__state {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--_space) / 2);
  }
  .vdc-certificates__pem {
    font-family: ui-monospace, "SFMono-Regular", Consolas, monospace;
    white-space: pre;
  }
`;

export const CERTIFICATE_STYLES = [certificateStyles];
