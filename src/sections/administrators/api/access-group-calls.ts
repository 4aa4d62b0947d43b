import type { ApiCall } from "../../../core/http/api-call";
import type { AccessGroupKind } from "../administrators.types";

/** Creates a local or federation access group under its root. */
export function createAccessGroupCall(kind: AccessGroupKind, name: string, description: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: `/config/v1/${kind}-access-groups`,
    body: { name, description },
  };
}

/** Deletes a child access group (with its permissions). */
export function deleteAccessGroupCall(kind: AccessGroupKind, id: string): ApiCall {
  return {
    api: "rest",
    method: "DELETE",
    path: `/config/v1/${kind}-access-groups/${encodeURIComponent(id)}`,
  };
}
