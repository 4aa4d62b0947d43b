import { restApi } from "../../../core/http/api-clients";

/** Every local access group, for the farm's access group in the wizard. */
export function getAccessGroups(): Promise<{ id: string; name: string }[]> {
  return restApi.get("/config/v2/local-access-groups").json<{ id: string; name: string }[]>();
}
