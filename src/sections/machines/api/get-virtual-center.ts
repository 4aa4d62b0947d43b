import { apiPath, restApi } from "../../../core/http/api-clients";

/** A vCenter Server as its configuration names it. */
export interface VirtualCenter {
  id: string;
  server_name?: string;
  display_name?: string;
}

/** One vCenter Server's configuration (GLOBAL_CONFIG_VIEW or VC_CONFIG_VIEW). */
export function getVirtualCenter(id: string): Promise<VirtualCenter> {
  return restApi.get(apiPath("/config/v2/virtual-centers/{id}", { id })).json<VirtualCenter>();
}
