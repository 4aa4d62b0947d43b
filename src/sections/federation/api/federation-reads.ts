import { restApi } from "../../../core/http/api-clients";
import type { CpaTask, Federation, Pod, PodFederationInfo, Site } from "../federation.types";

/** The pod federation's state: the federation, its running task, and its pod count once federated. */
export async function getFederation(): Promise<Federation> {
  const [info, tasks] = await Promise.all([
    restApi.get("/federation/v1/cpa").json<PodFederationInfo>(),
    getCpaTasks(),
  ]);
  const running = tasks.findLast((task) => task.status === "RUNNING" || task.status === "WAITING");
  const isEnabled = info.local_connection_server_status === "ENABLED";
  const federation: Federation = { ...info, isEnabled };
  if (running) federation.runningTaskType = running.type;
  if (isEnabled) federation.podCount = (await getPods()).length;
  return federation;
}

export function getSites(): Promise<Site[]> {
  return restApi.get("/federation/v1/sites").json<Site[]>();
}

export function getPods(): Promise<Pod[]> {
  return restApi.get("/federation/v1/pods").json<Pod[]>();
}

/** The CPA tasks, oldest first. */
export function getCpaTasks(): Promise<CpaTask[]> {
  return restApi.get("/federation/v1/cpa/tasks").json<CpaTask[]>();
}
