const sheetCache = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every shadow root that adopts it. */
export function styleSheet(cssText: string): CSSStyleSheet {
  let sheet = sheetCache.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetCache.set(cssText, sheet);
  }
  return sheet;
}

/** Adds stylesheets to a document or shadow root once each, keeping the order and what was there. */
export function adoptStyleSheets(root: Document | ShadowRoot, sheets: readonly CSSStyleSheet[]): void {
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/** Tagged template that only marks a string as CSS for editors and formatters. */
export function css(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce(
    (text, part, index) => text + part + (index < values.length ? String(values[index]) : ""),
    "",
  );
}
