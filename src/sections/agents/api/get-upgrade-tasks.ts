import { restApi } from "../../../core/http/api-clients";
import type { UpgradeTask } from "../agents.types";

/** The agent upgrade tasks with each machine's progress. */
export async function getUpgradeTasks(signal?: AbortSignal): Promise<UpgradeTask[]> {
  const body: unknown = await restApi
    .options(signal ? { signal } : {})
    .get("/inventory/v1/machines/agent-upgrade-tasks")
    .json();
  return Array.isArray(body) ? (body as UpgradeTask[]) : [];
}
