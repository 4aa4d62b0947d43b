import { fetchAllPages } from "../http/api-clients";

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

/** Every pod of the federation (the local pod only when it is not federated). */
export function getPods(): Promise<Pod[]> {
  return fetchAllPages<Pod>("/federation/v1/pods");
}

/** Every site of the federation. */
export function getSites(): Promise<Site[]> {
  return fetchAllPages<Site>("/federation/v1/sites");
}
