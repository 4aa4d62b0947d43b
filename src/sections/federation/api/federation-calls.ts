import type { ApiCall } from "../../../core/http/api-call";
import { apiPath, restApi } from "../../../core/http/api-clients";

/** Creates a site. */
export function createSiteCall(name: string, description: string): ApiCall {
  return { api: "rest", method: "POST", path: "/federation/v1/sites", body: { name, description } };
}

/** Renames a site (and sets its description). */
export function updateSiteCall(id: string, name: string, description: string): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/federation/v1/sites/{id}", { id }),
    body: { name, description },
  };
}

/** Deletes a site; refused while it has pods. */
export function deleteSiteCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath("/federation/v1/sites/{id}", { id }) };
}

/** Moves a pod to another site (PodUpdateSpec needs the name too). */
export function movePodCall(pod: { id: string; name: string }, siteId: string): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/federation/v1/pods/{id}", { id: pod.id }),
    body: { name: pod.name, site_id: siteId },
  };
}

/** Removes a remote pod that is down from the federation. */
export function ejectPodCall(podId: string): ApiCall {
  return { api: "rest", method: "POST", path: "/federation/v1/cpa/action/eject", body: { pod_id: podId } };
}

export type CpaAction = "initialize" | "uninitialize" | "unjoin";

/** Starts a CPA task and answers its id. */
export async function startCpaAction(action: CpaAction): Promise<string> {
  const { task_id: taskId } = await restApi
    .post(undefined, `/federation/v1/cpa/action/${action}`)
    .json<{ task_id: string }>();
  return taskId;
}

/** Joins the federation of a remote pod; the password is sent once and never read back. */
export async function joinFederation(address: string, username: string, password: string): Promise<string> {
  const { task_id: taskId } = await restApi
    .post({ remote_pod_address: address, username, password: [password] }, "/federation/v1/cpa/action/join")
    .json<{ task_id: string }>();
  return taskId;
}
