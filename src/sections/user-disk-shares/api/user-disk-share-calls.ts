import type { ApiCall } from "../../../core/http/api-call";
import { apiPath } from "../../../core/http/api-clients";
import type { UserDiskShareSpec } from "../user-disk-shares.types";

const SHARES = "/config/v1/user-disk-shares";

export function addUserDiskShareCall(spec: UserDiskShareSpec): ApiCall {
  return { api: "rest", method: "POST", path: SHARES, body: spec };
}

/** Without a password the server keeps the one it has. */
export function updateUserDiskShareCall(id: string, spec: UserDiskShareSpec): ApiCall {
  return { api: "rest", method: "PUT", path: apiPath(`${SHARES}/{id}`, { id }), body: spec };
}

export function removeUserDiskShareCall(id: string): ApiCall {
  return { api: "rest", method: "DELETE", path: apiPath(`${SHARES}/{id}`, { id }) };
}

/** Whether each share's account can read and write it: a result per id. */
export function testUserDiskShareAccessCall(ids: readonly string[]): ApiCall {
  return { api: "rest", method: "POST", path: `${SHARES}/action/test-access`, body: ids };
}
