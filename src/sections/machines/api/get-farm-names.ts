import { restApi } from "../../../core/http/api-clients";
import type { NamedItem } from "../../../core/query/id-names";

/** The name of every farm the administrator may see (2212 does not page the v1 farm list: it is read whole). */
export function getFarmNames(): Promise<NamedItem[]> {
  return restApi.get("/inventory/v1/farms").json<NamedItem[]>();
}
