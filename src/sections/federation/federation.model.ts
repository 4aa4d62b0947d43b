import { getPods, getSites } from "./api/federation-reads";
import type { PodRow, SiteRow } from "./federation.types";

/** Sites with their pods' names, and pods with their site's name: one read of each list. */
export async function loadTopology(): Promise<{ sites: SiteRow[]; pods: PodRow[] }> {
  const [sites, pods] = await Promise.all([getSites(), getPods()]);
  const podName = new Map(pods.map((pod) => [pod.id, pod.name]));
  const siteName = new Map(sites.map((site) => [site.id, site.name]));
  return {
    sites: sites.map((site) => ({
      ...site,
      podNames: site.pods.map((id) => podName.get(id) ?? id).join(", "),
    })),
    pods: pods.map((pod) => ({ ...pod, siteName: siteName.get(pod.site_id) ?? pod.site_id })),
  };
}

/** Federation settings are seen and changed with the rights of spec 000 §6 (on the federation root). */
export const FEDERATION_MANAGE = "FEDERATED_LDAP_MANAGE";
export const FEDERATION_VIEW = "FEDERATED_LDAP_MANAGE|ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW";

/** Where the federation's rights are checked: the federation root. */
export const FEDERATION_SCOPE = { root: "federation" as const };
