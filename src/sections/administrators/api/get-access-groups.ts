import { restApi } from "../../../core/http/api-clients";
import type { AccessGroupInfo, AccessGroupKind } from "../administrators.types";

/** The local or federation access groups the caller may see, with their permission ids (v2). */
export function getAccessGroups(kind: AccessGroupKind): Promise<AccessGroupInfo[]> {
  return restApi.get(`/config/v2/${kind}-access-groups`).json<AccessGroupInfo[]>();
}
