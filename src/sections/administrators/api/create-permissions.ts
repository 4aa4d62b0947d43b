import type { ApiCall } from "../../../core/http/api-call";
import type { AccessGroupKind } from "../administrators.types";

/** Grants a role to directory users or groups on one access group (bulk; a result per item). */
export function createPermissionsCall(
  principalIds: readonly string[],
  roleId: string,
  accessGroupId: string,
  kind: AccessGroupKind,
): ApiCall {
  const group =
    kind === "local"
      ? { local_access_group_id: accessGroupId }
      : { federation_access_group_id: accessGroupId };
  return {
    api: "rest",
    method: "POST",
    path: "/config/v1/permissions",
    body: principalIds.map((id) => ({ ad_user_or_group_id: id, role_id: roleId, ...group })),
  };
}
