import { restApi } from "../../../core/http/api-clients";
import type { PrivilegeInfo } from "../administrators.types";

/** The privileges a role editor may pick, each with its sub-privileges (GLOBAL_ROLE_VIEW). */
export function getPrivileges(): Promise<PrivilegeInfo[]> {
  return restApi.get("/config/v1/privileges").json<PrivilegeInfo[]>();
}
