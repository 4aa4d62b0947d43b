import { apiPath, restApi } from "../../../core/http/api-clients";
import type { Farm } from "../farms.types";

/**
 * One farm as FarmInfoV4 gives it: the first version whose answer has everything FarmUpdateSpecV3 requires
 * (the load index and connecting session thresholds, the session timeout policy).
 */
export function getFarmForEdit(id: string): Promise<Farm> {
  return restApi.get(apiPath("/inventory/v4/farms/{id}", { id })).json<Farm>();
}
