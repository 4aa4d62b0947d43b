import { css } from "../../ui/styles/style-sheet";

/** Layout of the machine lists and the machine page; colours come from the theme's --vdc-* tokens. */
export const machineStyles = css`
  .vdc-machines__state {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--_space) / 2);
  }
  .vdc-machines__state[data-problem] {
    font-weight: 600;
  }
  .vdc-machines__matches {
    display: grid;
    gap: calc(var(--_space) / 2);
    max-height: 16rem;
    overflow: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space);
  }
  .vdc-machines__state-line {
    display: flex;
    align-items: center;
    gap: var(--_space);
    margin-bottom: var(--_space);
  }
`;

/** The stylesheets the machine lists and the machine page adopt (the grid's own come with VdcRoot). */
export const MACHINE_STYLES = [machineStyles];
