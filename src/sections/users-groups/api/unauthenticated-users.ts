import { getAdUsers } from "../../../core/directory/get-ad-users";
import type { ApiCall } from "../../../core/http/api-call";
import { restApi, viewApi } from "../../../core/http/api-clients";
import { hasViewApiSession } from "../../../core/http/api-generation";
import type { HybridLogon, UnauthenticatedUser } from "../users-groups.types";

/**
 * Decision 0009: with a view API session of its own the console keeps UnauthenticatedAccessUser/* (spec 001
 * §7); hosted, it uses REST where REST has the call (list, get, create, delete: /config/v1/
 * unauthenticated-access-users). REST has no update, so an edit stays on the first generation (through the
 * portal's proxy when hosted).
 */
const REST_PATH = "/config/v1/unauthenticated-access-users";

/** An unauthenticated access user as REST answers it (UnauthenticatedAccessUserInfo, OpenAPI 2212). */
interface UnauthenticatedAccessUserInfo {
  id: string;
  user_id?: string;
  alias_name?: string;
  description?: string;
  hybrid_logon_mode?: "PASSWORD" | "TRUESSO" | "DISABLED";
  source_pod_ids?: string[];
}

/** REST's hybrid logon modes as the console names them; True SSO is not offered by the console. */
const HYBRID_OF_MODE: Record<NonNullable<UnauthenticatedAccessUserInfo["hybrid_logon_mode"]>, HybridLogon> = {
  PASSWORD: "PASSWORD",
  TRUESSO: "NONE",
  DISABLED: "NONE",
};

/** REST rows in the console's shape; the domain comes from the directory record (REST does not name it). */
async function fromRest(rows: readonly UnauthenticatedAccessUserInfo[]): Promise<UnauthenticatedUser[]> {
  const userIds = [...new Set(rows.flatMap((row) => row.user_id ?? []))];
  const directory = new Map((await getAdUsers(userIds)).map((user) => [user.id, user]));
  return rows.map((row) => {
    const account = row.user_id === undefined ? undefined : directory.get(row.user_id);
    return {
      id: row.id,
      loginName: row.alias_name ?? account?.login_name ?? "",
      userId: row.user_id ?? "",
      description: row.description ?? "",
      hybridLogonConfig: row.hybrid_logon_mode === undefined ? "NONE" : HYBRID_OF_MODE[row.hybrid_logon_mode],
      domain: account?.domain ?? "",
    };
  });
}

/** The unauthenticated access users: UnauthenticatedAccessUser/List, or hosted GET /config/v1/unauthenticated-access-users. */
export async function getUnauthenticatedUsers(): Promise<UnauthenticatedUser[]> {
  if (hasViewApiSession()) return viewApi.get("UnauthenticatedAccessUser/List").json<UnauthenticatedUser[]>();
  return fromRest(await restApi.get(REST_PATH).json<UnauthenticatedAccessUserInfo[]>());
}

/** What the add and edit dialogs send; the password only with hybrid logon by password. */
export interface UnauthenticatedUserSpec {
  loginName: string;
  userId: string;
  description: string;
  hybridLogonConfig: HybridLogon;
  hybridLogonPassword: string;
}

function hybridFields(spec: UnauthenticatedUserSpec) {
  return spec.hybridLogonConfig === "PASSWORD"
    ? { hybridLogonConfig: "PASSWORD", hybridLogonPassword: spec.hybridLogonPassword }
    : { hybridLogonConfig: "NONE" };
}

/**
 * UnauthenticatedAccessUser/Create, or hosted POST /config/v1/unauthenticated-access-users
 * (UnauthenticatedAccessUserCreateSpec: the password is a list of characters, as the schema types it).
 */
export async function createUnauthenticatedUser(spec: UnauthenticatedUserSpec): Promise<void> {
  if (!hasViewApiSession()) {
    const isByPassword = spec.hybridLogonConfig === "PASSWORD";
    await restApi
      .url(REST_PATH)
      .post({
        user_id: spec.userId,
        alias_name: spec.loginName.trim(),
        description: spec.description,
        hybrid_logon_mode: isByPassword ? "PASSWORD" : "DISABLED",
        ...(isByPassword ? { hybrid_logon_password: Array.from(spec.hybridLogonPassword) } : {}),
      })
      .res();
    return;
  }
  await viewApi
    .url("UnauthenticatedAccessUser/Create")
    .post({
      loginName: spec.loginName.trim(),
      userId: spec.userId,
      description: spec.description,
      ...hybridFields(spec),
    })
    .res();
}

/** UnauthenticatedAccessUser/Update: a separate call from create (no alias change); REST 2212 has none. */
export async function updateUnauthenticatedUser(id: string, spec: UnauthenticatedUserSpec): Promise<void> {
  await viewApi
    .url("UnauthenticatedAccessUser/Update")
    .post({ id, userId: spec.userId, description: spec.description, ...hybridFields(spec) })
    .res();
}

/** UnauthenticatedAccessUser/Delete for one user, or hosted DELETE /config/v1/unauthenticated-access-users/{id}. */
export function deleteUnauthenticatedUserCall(user: UnauthenticatedUser): ApiCall {
  return hasViewApiSession()
    ? { api: "view", method: "POST", path: "/UnauthenticatedAccessUser/Delete", body: { id: user.id } }
    : { api: "rest", method: "DELETE", path: `${REST_PATH}/${encodeURIComponent(user.id)}` };
}
