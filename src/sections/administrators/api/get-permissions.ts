import { restApi } from "../../../core/http/api-clients";
import type { PermissionInfo } from "../administrators.types";

/** Every permission: a role granted to a user or group on an access group (GLOBAL_PERMISSION_VIEW). */
export function getPermissions(): Promise<PermissionInfo[]> {
  return restApi.get("/config/v1/permissions").json<PermissionInfo[]>();
}
