import { queryString, restApi } from "../../../core/http/api-clients";

/** At most this many matches of one kind: the palette finds, the lists browse. */
export const MATCHES_PER_KIND = 5;

/** The first records of a REST list whose field contains the text (any case). */
export function searchByName<Row>(
  path: string,
  field: string,
  text: string,
  signal: AbortSignal,
): Promise<Row[]> {
  const filter = { type: "Contains", name: field, value: text };
  return restApi
    .options({ signal })
    .get(`${path}${queryString({ filter, page: 1, size: MATCHES_PER_KIND, sort_by: field })}`)
    .json<Row[]>();
}
