import type { PrivilegeCheckScope } from "../privileges/privileges.model";

/** The privilege scope of a global entitlement: its federation access group (the root by default). */
export function entitlementScope(row: {
  federated_access_group_id?: string | undefined;
}): PrivilegeCheckScope {
  return row.federated_access_group_id
    ? { accessGroupId: row.federated_access_group_id, federation: true }
    : { root: "federation" as const };
}
