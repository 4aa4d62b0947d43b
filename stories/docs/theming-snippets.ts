// The code the theming guide shows. Kept here rather than in the MDX, whose JSX expressions lose the
// indentation of multi-line strings, and so the dark example story renders exactly the tokens shown.

/** The dark theme a portal could give the vdc elements. */
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

/** The dark theme on two host elements, with a structural part styled from outside. */
export const DARK_THEME_CSS = `${tokensCss("vdc-sessions,\nvdc-desktop-pools", PORTAL_DARK_TOKENS)}

/* A structural part, styled from outside the shadow root. */
vdc-sessions::part(root),
vdc-desktop-pools::part(root) {
  border: 1px solid var(--vdc-color-border);
}`;

/** An element given dark defaults in markup. */
export const THEME_ATTRIBUTE_HTML = `<vdc-sessions theme="dark" access-token="…" refresh-token="…"
  proxy-base="/portal/console-api"></vdc-sessions>`;

/** Elements switched to dark defaults from script. */
export const THEME_PROPERTY_SCRIPT = `for (const element of document.querySelectorAll("vdc-sessions, vdc-desktop-pools")) {
  element.theme = "dark"; // or element.setAttribute("theme", "dark")
}`;
