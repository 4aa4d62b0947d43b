import { css } from "./style-sheet";

const darkTokens = css`
  --_bg: var(--vdc-color-background, #161b20);
  --_surface: var(--vdc-color-surface, #1f262d);
  --_text: var(--vdc-color-text, #e6eaee);
  --_muted: var(--vdc-color-text-muted, #a5b0ba);
  --_border: var(--vdc-color-border, #3b4650);
  --_accent: var(--vdc-color-accent, #5aa9f0);
  --_accent-text: var(--vdc-color-accent-text, #0b1620);
  --_danger: var(--vdc-color-danger, #f2867c);
  --_warning: var(--vdc-color-warning, #f0c060);
  --_success: var(--vdc-color-success, #7bd08f);
  --_info: var(--vdc-color-info, #5aa9f0);
  --_focus: var(--vdc-color-focus, #8ab4f8);
  color-scheme: dark;
`;

/**
 * Design tokens. Every public knob is a --vdc-* custom property read with a fallback, so a portal can
 * theme every element from :root; the host's theme attribute (light, dark, auto) picks the defaults.
 */
export const themeStyles = css`
  :host,
  .vdc-root {
    --_bg: var(--vdc-color-background, #ffffff);
    --_surface: var(--vdc-color-surface, #f4f6f8);
    --_text: var(--vdc-color-text, #1b2126);
    --_muted: var(--vdc-color-text-muted, #56616b);
    --_border: var(--vdc-color-border, #c9d1d8);
    --_accent: var(--vdc-color-accent, #0b63b6);
    --_accent-text: var(--vdc-color-accent-text, #ffffff);
    --_danger: var(--vdc-color-danger, #b3261e);
    --_warning: var(--vdc-color-warning, #8a5a00);
    --_success: var(--vdc-color-success, #1e7b34);
    --_info: var(--vdc-color-info, #0b63b6);
    --_focus: var(--vdc-color-focus, #1a73e8);
    --_radius: var(--vdc-radius, 4px);
    --_font: var(--vdc-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif);
    --_font-size: var(--vdc-font-size, 0.875rem);
    --_row-height: var(--vdc-row-height, 2.25rem);
    --_space: var(--vdc-space, 0.5rem);
    color-scheme: light;
  }
  :host([theme="dark"]),
  .vdc-root[data-theme="dark"] {
    ${darkTokens}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme="auto"]),
    .vdc-root[data-theme="auto"] {
      ${darkTokens}
    }
  }
  :host {
    display: block;
  }
  .vdc-root {
    font-family: var(--_font);
    font-size: var(--_font-size);
    color: var(--_text);
    background: var(--_bg);
    line-height: 1.4;
  }
  .vdc-root *,
  .vdc-root *::before,
  .vdc-root *::after {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .vdc-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
