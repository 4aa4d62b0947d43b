import { fetchAllPages } from "../../../core/http/api-clients";
import type { NamedItem } from "../../../core/query/id-names";

/** Names of farms by id (none asked, none fetched); v2 is the first farm list 2212 filters and pages. */
export async function getFarmNames(ids: readonly string[]): Promise<NamedItem[]> {
  if (ids.length === 0) return [];
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  return fetchAllPages<NamedItem>("/inventory/v2/farms", { filter });
}
