import { apiPath, restApi } from "../../../core/http/api-clients";
import type { Machine } from "../machines.types";

/** One machine. */
export function getMachine(id: string): Promise<Machine> {
  return restApi.get(apiPath("/inventory/v4/machines/{id}", { id })).json<Machine>();
}
