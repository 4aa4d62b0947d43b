import { queryString, restApi } from "../../../core/http/api-clients";

/** At most this many matches of one kind: the palette finds, the lists browse. */
export const MATCHES_PER_KIND = 5;

/**
 * The first records of a paged REST list whose field contains the text (any case), in the field's order.
 * The API has no sort parameter: the page comes in the server's order and is sorted here.
 */
export async function searchByName<Row extends object>(
  path: string,
  field: keyof Row & string,
  text: string,
  signal: AbortSignal,
): Promise<Row[]> {
  const filter = { type: "Contains", name: field, value: text };
  const rows = await restApi
    .options({ signal })
    .get(`${path}${queryString({ filter, page: 1, size: MATCHES_PER_KIND })}`)
    .json<Row[]>();
  const textOf = (row: Row) => String(row[field] ?? "");
  return [...rows].sort((a, b) => textOf(a).localeCompare(textOf(b), undefined, { sensitivity: "base" }));
}
