import { fetchAllPages } from "../../../core/http/api-clients";
import type { NamedItem } from "../../../core/query/id-names";

/** Names of desktop pools by id (none asked, none fetched). */
export async function getDesktopPoolNames(ids: readonly string[]): Promise<NamedItem[]> {
  if (ids.length === 0) return [];
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  return fetchAllPages<NamedItem>("/inventory/v6/desktop-pools", { filter });
}
