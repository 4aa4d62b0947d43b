// Leading characters a spreadsheet may treat as a formula or control sequence.
const FORMULA_START = /^[=\-|+@\t\r\0]/;

/** Prefixes an apostrophe to text a spreadsheet could execute as a formula; other values pass unchanged. */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value === "string" && FORMULA_START.test(value)) return `'${value}`;
  return value;
}
