import { css } from "../../ui/styles/style-sheet";

/** The hints under the event configuration's fields; colours come from the theme's --vdc-* tokens. */
export const eventConfigurationStyles = css`
  .vdc-evconf__hint {
    color: var(--_muted);
    font-size: 0.9em;
  }
`;

/** The stylesheets the event configuration adopts. */
export const EVENT_CONFIGURATION_STYLES = [eventConfigurationStyles];
