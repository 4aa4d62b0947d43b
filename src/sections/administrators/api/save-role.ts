import type { ApiCall } from "../../../core/http/api-call";

/** Creates a custom role (RoleCreateSpec) or updates one (RoleUpdateSpec: description and privileges). */
export function saveRoleCall(
  role: { name: string; description: string; privileges: readonly string[] },
  id?: string,
): ApiCall {
  return id === undefined
    ? {
        api: "rest",
        method: "POST",
        path: "/config/v1/roles",
        body: { ...role, privileges: [...role.privileges] },
      }
    : {
        api: "rest",
        method: "PUT",
        path: `/config/v1/roles/${encodeURIComponent(id)}`,
        body: { description: role.description, privileges: [...role.privileges] },
      };
}
