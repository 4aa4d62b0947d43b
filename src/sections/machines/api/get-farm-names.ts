import { fetchAllPages } from "../../../core/http/api-clients";
import type { NamedItem } from "../../../core/query/id-names";

/** The name of every farm the administrator may see. */
export function getFarmNames(): Promise<NamedItem[]> {
  return fetchAllPages<NamedItem>("/inventory/v1/farms");
}
