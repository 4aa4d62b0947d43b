import type { ApiCall } from "../../../core/http/api-call";
import { viewApi } from "../../../core/http/api-clients";
import type { HybridLogon, UnauthenticatedUser } from "../users-groups.types";

/** UnauthenticatedAccessUser/List (view API, spec 001 §7). */
export function getUnauthenticatedUsers(): Promise<UnauthenticatedUser[]> {
  return viewApi.get("UnauthenticatedAccessUser/List").json<UnauthenticatedUser[]>();
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

/** UnauthenticatedAccessUser/Create. */
export async function createUnauthenticatedUser(spec: UnauthenticatedUserSpec): Promise<void> {
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

/** UnauthenticatedAccessUser/Update: a separate call from create (no alias change). */
export async function updateUnauthenticatedUser(id: string, spec: UnauthenticatedUserSpec): Promise<void> {
  await viewApi
    .url("UnauthenticatedAccessUser/Update")
    .post({ id, userId: spec.userId, description: spec.description, ...hybridFields(spec) })
    .res();
}

/** UnauthenticatedAccessUser/Delete for one user. */
export function deleteUnauthenticatedUserCall(user: UnauthenticatedUser): ApiCall {
  return { api: "view", method: "POST", path: "/UnauthenticatedAccessUser/Delete", body: { id: user.id } };
}
