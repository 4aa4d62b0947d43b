import { restApi } from "../../../core/http/api-clients";

/** A vCenter Server as its configuration names it. */
export interface VirtualCenter {
  id: string;
  server_name?: string;
  display_name?: string;
}

/**
 * One vCenter Server's configuration (GLOBAL_CONFIG_VIEW or VC_CONFIG_VIEW). 2212 reads vCenter Servers
 * only as a list (GET /config/v2/virtual-centers, not paged): the one asked for is found in it.
 */
export async function getVirtualCenter(id: string): Promise<VirtualCenter | undefined> {
  const all = await restApi.get("/config/v2/virtual-centers").json<VirtualCenter[]>();
  return all.find((vcenter) => vcenter.id === id);
}
