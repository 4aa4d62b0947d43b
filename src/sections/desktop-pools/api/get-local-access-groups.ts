import { restApi } from "../../../core/http/api-clients";
import type { AccessGroup } from "../desktop-pools.types";

/** Every local access group, to show pools' access group names. */
export function getLocalAccessGroups(): Promise<AccessGroup[]> {
  return restApi.get("/config/v2/local-access-groups").json<AccessGroup[]>();
}
