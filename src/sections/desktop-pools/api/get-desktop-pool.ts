import { apiPath, restApi } from "../../../core/http/api-clients";
import type { DesktopPool } from "../desktop-pools.types";

/** One desktop pool by id. */
export function getDesktopPool(id: string): Promise<DesktopPool> {
  return restApi.get(apiPath("/inventory/v6/desktop-pools/{id}", { id })).json<DesktopPool>();
}
