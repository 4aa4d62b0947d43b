// The REST filter of the OpenAPI (And, Or, Not, Equals, NotEquals, Contains, StartsWith, EndsWith,
// Between), applied in the browser to rows of a list that the pod does not filter (2212's global sessions
// take a pod, a user or a brokering pod, and no filter). Text compares case-insensitively, as the pod does.

type Row = Record<string, unknown>;

function text(value: unknown): string {
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return typeof value === "string" ? value : String(value);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return text(a).localeCompare(text(b), "en", { sensitivity: "base", numeric: true });
}

function simpleMatch(type: string, value: unknown, filter: Row): boolean {
  if (type === "Between")
    return (
      value !== undefined &&
      value !== null &&
      compare(value, filter.from_value) >= 0 &&
      compare(value, filter.to_value) <= 0
    );
  const expected = filter.value;
  const isSame =
    value !== undefined && value !== null && (value === expected || text(value) === text(expected));
  if (type === "Equals") return isSame;
  if (type === "NotEquals") return !isSame;
  if (value === undefined || value === null) return false;
  const actual = text(value).toLowerCase();
  const needle = text(expected).toLowerCase();
  if (type === "Contains") return actual.includes(needle);
  if (type === "StartsWith") return actual.startsWith(needle);
  if (type === "EndsWith") return actual.endsWith(needle);
  return false;
}

/** Whether a row passes a REST filter (the object `filter` carries as JSON); an unknown type passes nothing. */
export function matchesRestFilter(row: object, filter: unknown): boolean {
  if (filter === null || typeof filter !== "object") return true;
  const node = filter as Row;
  const children = Array.isArray(node.filters) ? node.filters : [];
  if (node.type === "And") return children.every((child) => matchesRestFilter(row, child));
  if (node.type === "Or") return children.some((child) => matchesRestFilter(row, child));
  if (node.type === "Not") return !matchesRestFilter(row, node.filter);
  const type = String(node.type);
  const value = (row as Row)[String(node.name)];
  // A list field matches when one of its values does (NotEquals: when none does).
  if (Array.isArray(value))
    return type === "NotEquals"
      ? value.every((item) => simpleMatch(type, item, node))
      : value.some((item) => simpleMatch(type, item, node));
  return simpleMatch(type, value, node);
}
