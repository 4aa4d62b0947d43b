import { restApi } from "../http/api-clients";

/** A pod of the federation (PodInfo), with the fields the console reads. */
export interface Pod {
  id: string;
  name: string;
  site_id?: string;
  local_pod?: boolean;
}

/** A site of the federation (SiteInfo). */
export interface Site {
  id: string;
  name: string;
}

/** Every pod of the federation (the local pod only when it is not federated): the list is not paged. */
export function getPods(): Promise<Pod[]> {
  return restApi.get("/federation/v1/pods").json<Pod[]>();
}

/** Every site of the federation: the list is not paged. */
export function getSites(): Promise<Site[]> {
  return restApi.get("/federation/v1/sites").json<Site[]>();
}

/**
 * The pods and sites a list of the federation names its rows by: sites need FEDERATED_LDAP_VIEW besides
 * the session rights, so without it the list shows site ids rather than failing.
 */
export async function getPodsAndSites(): Promise<{ pods: Pod[]; sites: Site[] }> {
  const [pods, sites] = await Promise.all([getPods(), getSites().catch(() => [])]);
  return { pods, sites };
}
