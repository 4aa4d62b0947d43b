import { apiPath, restApi } from "../../../core/http/api-clients";
import type { ApplicationPool } from "../application-pools.types";

/** One application pool. */
export function getApplicationPool(id: string): Promise<ApplicationPool> {
  return restApi.get(apiPath("/inventory/v4/application-pools/{id}", { id })).json<ApplicationPool>();
}
