/**
 * The dark theme a portal could give the vdc elements: the theming guide prints it as CSS to copy, and the
 * dark example story renders widgets under exactly these tokens, so the two cannot differ.
 */
export const PORTAL_DARK_TOKENS: Readonly<Record<`--vdc-${string}`, string>> = {
  "--vdc-color-background": "#14161f",
  "--vdc-color-surface": "#1d2130",
  "--vdc-color-text": "#e8eaf2",
  "--vdc-color-text-muted": "#a7adc2",
  "--vdc-color-border": "#363c52",
  "--vdc-color-accent": "#8fb4ff",
  "--vdc-color-accent-text": "#0d1424",
  "--vdc-color-focus": "#c2d5ff",
  "--vdc-radius": "6px",
};

/** The tokens as a CSS rule on the given selector, two-space indented. */
export function tokensCss(selector: string, tokens: Readonly<Record<string, string>>): string {
  const lines = Object.entries(tokens).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join("\n")}\n}`;
}
