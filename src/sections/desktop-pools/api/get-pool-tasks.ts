import { apiPath, restApi } from "../../../core/http/api-clients";
import type { PoolTask } from "../pool-tabs.types";

/** A pool's tasks (push image, archive, tagging). */
export function getPoolTasks(poolId: string): Promise<PoolTask[]> {
  return restApi.get(apiPath("/inventory/v1/desktop-pools/{id}/tasks", { id: poolId })).json<PoolTask[]>();
}
