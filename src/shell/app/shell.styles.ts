import { css } from "../../ui/styles/style-sheet";

/** The signed-in frame: header, navigation and content. */
export const shellStyles = css`
  .vdc-root {
    min-height: 100vh;
  }
  .shell {
    min-height: 100vh;
    display: grid;
    grid-template-rows: auto 1fr;
  }
  .shell-header {
    display: flex;
    align-items: center;
    gap: 1rem;
    padding: 0.5rem 1rem;
    border-bottom: 1px solid var(--_border);
    background: var(--_surface);
  }
  .shell-brand {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    color: var(--_text);
    font-weight: 700;
    text-decoration: none;
  }
  .shell-search {
    flex: 0 1 28rem;
    margin-left: auto;
  }
  .shell-user {
    color: var(--_muted);
  }
  .shell-body {
    display: grid;
    grid-template-columns: minmax(12rem, 15rem) 1fr;
    min-height: 0;
  }
  .shell-nav {
    border-right: 1px solid var(--_border);
    padding: 0.75rem 0;
    overflow-y: auto;
  }
  .shell-nav ul {
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
  }
  .shell-nav__heading {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--_muted);
    margin: 0.5rem 1rem 0.25rem;
  }
  .shell-nav__link {
    display: block;
    padding: 0.375rem 1rem;
    color: var(--_text);
    text-decoration: none;
  }
  .shell-nav__link:hover {
    background: var(--_surface);
  }
  .shell-nav__link[aria-current="page"] {
    color: var(--_accent);
    font-weight: 600;
    box-shadow: inset 3px 0 0 var(--_accent);
  }
  /* Out of sight until focused, then over the header's corner. */
  .shell-skip-link {
    position: absolute;
    inset-inline-start: 0.5rem;
    top: 0.5rem;
    z-index: 10;
    padding: 0.5rem 1rem;
    border: 2px solid var(--_accent);
    border-radius: 4px;
    background: var(--_surface);
    color: var(--_text);
    transform: translateY(-200%);
  }
  .shell-skip-link:focus {
    transform: none;
  }
  .shell-content:focus {
    outline: none;
  }
  .shell-content {
    padding: 1rem 1.5rem;
    min-width: 0;
    overflow: auto;
  }
  .shell-placeholder h1 {
    font-size: 1.375rem;
    margin: 0 0 0.5rem;
  }
  .shell-placeholder p {
    color: var(--_muted);
  }
  .shell-section-state {
    padding: 1rem 0;
    color: var(--_muted);
  }
`;
