import { ApiError } from "../../core/http/api-error";
import { getGlobalEntitlement, getGlobalEntitlements } from "./api/global-entitlement-reads";
import type { GlobalEntitlementKind, GlobalEntitlementRow } from "./global-entitlements.types";

export const KINDS: readonly GlobalEntitlementKind[] = ["DESKTOP", "APPLICATION"];
export const SCOPES = ["ALL_SITES", "WITHIN_SITE", "WITHIN_POD"] as const;
export const PROTOCOLS = ["BLAST", "PCOIP", "RDP"] as const;

/** Both lists, desktops first, each row marked with its kind. */
export async function loadGlobalEntitlementRows(): Promise<GlobalEntitlementRow[]> {
  const lists = await Promise.all(
    KINDS.map(async (kind) => (await getGlobalEntitlements(kind)).map((item) => ({ ...item, kind }))),
  );
  return lists.flat();
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** One global entitlement by id alone (the route has no kind): a desktop one, else an application one. */
export async function loadGlobalEntitlementRow(id: string): Promise<GlobalEntitlementRow> {
  try {
    return { ...(await getGlobalEntitlement("DESKTOP", id)), kind: "DESKTOP" };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return { ...(await getGlobalEntitlement("APPLICATION", id)), kind: "APPLICATION" };
  }
}

/** The privilege scope of a global entitlement: its federation access group (the root by default). */
export function entitlementScope(row: { federated_access_group_id?: string | undefined }) {
  return row.federated_access_group_id
    ? { accessGroupId: row.federated_access_group_id, federation: true }
    : { root: "federation" as const };
}
