import { apiPath, restApi } from "../../../core/http/api-clients";
import type { Farm } from "../farms.types";

/** One farm by id, as FarmInfoV4 gives it (the first version with every setting the farm's page shows). */
export function getFarm(id: string): Promise<Farm> {
  return restApi.get(apiPath("/inventory/v4/farms/{id}", { id })).json<Farm>();
}
