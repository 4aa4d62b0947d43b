import { restApi } from "../../../core/http/api-clients";
import type { CpaTask, Federation, Pod, Site } from "../federation.types";

/** The pod federation's state. */
export function getFederation(): Promise<Federation> {
  return restApi.get("/federation/v1/cpa").json<Federation>();
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
