import { css } from "../../ui/styles/style-sheet";

/** Layout of the registered machine lists; colours come from the theme's --vdc-* tokens. */
export const registeredMachineStyles = css`
  .vdc-registered__state {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--_space) / 2);
  }
  .vdc-registered__state[data-problem] {
    font-weight: 600;
  }
`;

export const REGISTERED_MACHINE_STYLES = [registeredMachineStyles];
