import { ApiError } from "../../core/http/api-error";
import { getGlobalEntitlement, getGlobalEntitlements } from "./api/global-entitlement-reads";
import type {
  FederationAccessGroup,
  GlobalEntitlementKind,
  GlobalEntitlementRow,
} from "./global-entitlements.types";

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

/**
 * The federation access groups a new global entitlement may go to: those where the administrator may manage
 * (`mayManageIn`), the Federation Root first (the only group a pod never lets be deleted), as the wizard
 * proposes it; the others by name. The desktop pool wizard orders local access groups the same way; sections
 * share no code, so the lead may move both to src/core.
 */
export function groupsForNewEntitlements(
  groups: readonly FederationAccessGroup[],
  mayManageIn: (accessGroupId: string) => boolean,
): FederationAccessGroup[] {
  const isRoot = (group: FederationAccessGroup) => group.deletable === false;
  return groups
    .filter((group) => mayManageIn(group.id))
    .sort(
      (a, b) =>
        Number(isRoot(b)) - Number(isRoot(a)) ||
        a.name.localeCompare(b.name, undefined, { sensitivity: "base" }),
    );
}
