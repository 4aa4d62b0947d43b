import { restApi } from "../../../core/http/api-clients";
import type { RoleInfo } from "../administrators.types";

/** Every role, built-in and custom (GLOBAL_ROLE_VIEW). */
export function getRoles(): Promise<RoleInfo[]> {
  return restApi.get("/config/v1/roles").json<RoleInfo[]>();
}
