import { css } from "../../ui/styles/style-sheet";

/** Layout of the sessions list and its action dialogs; colours come from the --vdc-* tokens. */
export const sessionStyles = css`
  .vdc-sessions {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
  }
  .vdc-sessions__title {
    margin: 0;
    font-size: 1.25rem;
  }
  .vdc-sessions__message,
  .vdc-sessions__failure {
    margin: 0;
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .vdc-sessions__failure {
    border-color: var(--_danger);
    color: var(--_danger);
  }
  .vdc-sessions__grid,
  .vdc-sessions__confirm {
    position: relative;
    display: grid;
    gap: var(--_space);
  }
  .vdc-sessions__confirm p {
    margin: 0;
  }
  .vdc-sessions__affected {
    margin: 0;
    max-height: 12rem;
    overflow: auto;
    padding-inline-start: 1.25rem;
  }
  .vdc-sessions__textarea {
    min-height: 5rem;
    padding: var(--_space);
    resize: vertical;
  }
  .vdc-sessions__results {
    width: 100%;
    border-collapse: collapse;
  }
  .vdc-sessions__results th,
  .vdc-sessions__results td {
    text-align: start;
    padding: calc(var(--_space) / 2);
    border-bottom: 1px solid var(--_border);
    overflow-wrap: anywhere;
  }
  .vdc-sessions__results tr[data-outcome="failure"] td:last-child {
    color: var(--_danger);
  }
`;
