import { apiPath, restApi } from "../../../core/http/api-clients";
import type { Farm } from "../farms.types";

/** One farm as FarmInfoV3 gives it: the shape the whole-farm update (FarmUpdateSpecV3) is built from. */
export function getFarmForEdit(id: string): Promise<Farm> {
  return restApi.get(apiPath("/inventory/v3/farms/{id}", { id })).json<Farm>();
}
