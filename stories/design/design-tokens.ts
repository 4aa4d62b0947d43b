/// <reference types="vite/client" />
import { themeStyles } from "../../src/ui/styles/theme.styles";

/** A public `--vdc-*` custom property, with its default in each theme, read from the stylesheets. */
export interface DesignToken {
  name: string;
  light: string;
  dark: string;
  /** The stylesheet files that read it. */
  files: string[];
}

// The stylesheets' own sources, so the page lists what the code reads, never a copied list.
const SOURCES = import.meta.glob<string>(["../../src/**/*.styles.ts", "../../elements/**/*.styles.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Every `var(--vdc-name, fallback)` in a text, the fallback taken with its nested parentheses. */
function tokenReads(text: string): { name: string; fallback: string }[] {
  const reads: { name: string; fallback: string }[] = [];
  for (const match of text.matchAll(/var\((--vdc-[a-z0-9-]+)\s*(,|\))/g)) {
    const name = match[1] ?? "";
    if (match[2] === ")") {
      reads.push({ name, fallback: "" });
      continue;
    }
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < text.length && depth > 0) {
      if (text[end] === "(") depth += 1;
      else if (text[end] === ")") depth -= 1;
      end += 1;
    }
    reads.push({ name, fallback: text.slice(match.index + match[0].length, end - 1).trim() });
  }
  return reads;
}

/** The block of the first rule whose selector contains the text. */
function ruleBody(css: string, selector: string): string {
  const start = css.indexOf("{", css.indexOf(selector));
  return css.slice(start + 1, css.indexOf("}", start));
}

/** The theme's private properties (`--_accent`) with their public token and default, for one theme. */
function themeValues(body: string): Map<string, { token: string; value: string }> {
  const values = new Map<string, { token: string; value: string }>();
  for (const declaration of body.split(";")) {
    const [property, value = ""] = declaration.split(/:(.*)/s).map((part) => part.trim());
    const [read] = tokenReads(value);
    if (property?.startsWith("--_") && read) values.set(property, { token: read.name, value: read.fallback });
  }
  return values;
}

const LIGHT = themeValues(ruleBody(themeStyles, ".vdc-root {"));
const DARK = themeValues(ruleBody(themeStyles, '.vdc-root[data-theme="dark"]'));

/** A fallback with the theme's private properties replaced by their defaults in that theme. */
function resolved(fallback: string, theme: Map<string, { value: string }>): string {
  return fallback.replace(
    /var\((--_[a-z-]+)\)/g,
    (whole, property: string) => theme.get(property)?.value ?? whole,
  );
}

/** Every public token the stylesheets read, theme tokens first, with their light and dark defaults. */
export function designTokens(): DesignToken[] {
  const tokens = new Map<string, DesignToken>();
  for (const [property, { token, value }] of LIGHT) {
    tokens.set(token, { name: token, light: value, dark: DARK.get(property)?.value ?? value, files: [] });
  }
  for (const [path, source] of Object.entries(SOURCES)) {
    const file = path.replace(/^(\.\.\/)+/, "");
    for (const { name, fallback } of tokenReads(source)) {
      const token = tokens.get(name) ?? {
        name,
        light: resolved(fallback, LIGHT),
        dark: resolved(fallback, DARK),
        files: [],
      };
      if (!token.files.includes(file)) token.files.push(file);
      tokens.set(name, token);
    }
  }
  return [...tokens.values()];
}

/** Whether a value paints something a swatch can show (a colour or a gradient). */
export function isPaint(value: string): boolean {
  return /^(#|rgb|hsl|oklch|color-mix|linear-gradient|radial-gradient)/.test(value);
}
