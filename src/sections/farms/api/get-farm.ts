import { apiPath, restApi } from "../../../core/http/api-clients";
import type { Farm } from "../farms.types";

/** One farm by id. */
export function getFarm(id: string): Promise<Farm> {
  return restApi.get(apiPath("/inventory/v1/farms/{id}", { id })).json<Farm>();
}
