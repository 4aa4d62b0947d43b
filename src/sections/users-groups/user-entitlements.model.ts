import { addEntitlements } from "../../core/entitlements/add-entitlements";
import type {
  BulkEntitlementResult,
  EntitledResource,
  PoolEntitlement,
} from "../../core/entitlements/entitlement.types";
import { removeEntitlements, removeEntitlementsCall } from "../../core/entitlements/remove-entitlements";
import type { ApiCall } from "../../core/http/api-call";
import { fetchAllPages } from "../../core/http/api-clients";
import { hasPrivilege, type PrivilegeCheckScope } from "../../core/privileges/privileges.model";
import { entitlementScope } from "../../core/entitlements/global-entitlement-scope";

/** Which of a user's entitlements a tab of the user page shows: desktops or applications. */
export type EntitlementKind = "desktop" | "application";

/** The rights of the entitlement calls (OpenAPI 2212), each on the entitled object's access group. */
export const POOL_ENTITLE = "POOL_ENTITLE";
export const GLOBAL_ENTITLE = "FEDERATED_LDAP_MANAGE";
/** Either right: what the add and remove buttons need somewhere, and name when it is held nowhere. */
export const ANY_ENTITLE = `${POOL_ENTITLE}|${GLOBAL_ENTITLE}`;
/** Who may read the global entitlements (the emulator's rule, from the OpenAPI's descriptions). */
const FEDERATION_VIEW = "FEDERATED_LDAP_MANAGE|ADMINISTRATOR_VIEW&FEDERATED_LDAP_VIEW";

/** A desktop or application pool, or a global entitlement, a user or group may be entitled to. */
export interface EntitlementTarget {
  /** Unique across pools and global entitlements: the resource and the id. */
  key: string;
  id: string;
  name: string;
  resource: EntitledResource;
  isGlobal: boolean;
  /** The right to change who is entitled to it, and the access group it is held on. */
  privilege: string;
  scope: PrivilegeCheckScope;
}

/** The entitlements of one kind of one or several users and groups, and what else the pod has of that kind. */
export interface UserEntitlements {
  /** What any of them is entitled to directly: what may be removed. */
  entitled: EntitlementTarget[];
  /** What not every one of them is entitled to: what may still be added. */
  others: EntitlementTarget[];
  /** Which of them are entitled to each pool or global entitlement (by its key). */
  holders: ReadonlyMap<string, readonly string[]>;
}

interface Source {
  resource: EntitledResource;
  /** The objects of the resource, named, with the scope of their entitle right. */
  read: () => Promise<EntitlementTarget[]>;
}

const target = (
  resource: EntitledResource,
  record: { id: string; name: string },
  privilege: string,
  scope: PrivilegeCheckScope,
): EntitlementTarget => ({
  key: `${resource}:${record.id}`,
  id: record.id,
  name: record.name,
  resource,
  isGlobal: resource.startsWith("global-"),
  privilege,
  scope,
});

function poolSource(resource: EntitledResource, path: string): Source {
  return {
    resource,
    read: async () =>
      (await fetchAllPages<{ id: string; name: string; access_group_id?: string }>(path)).map((pool) =>
        target(
          resource,
          pool,
          POOL_ENTITLE,
          pool.access_group_id ? { accessGroupId: pool.access_group_id } : {},
        ),
      ),
  };
}

/**
 * Global entitlements of a kind: the second version of the list, the first with the federated access group
 * their entitle right is held on.
 */
function globalSource(resource: "global-desktop-entitlements" | "global-application-entitlements"): Source {
  return {
    resource,
    read: async () =>
      (
        await fetchAllPages<{ id: string; name: string; federated_access_group_id?: string }>(
          `/inventory/v2/${resource}`,
        )
      ).map((entry) => target(resource, entry, GLOBAL_ENTITLE, entitlementScope(entry))),
  };
}

const SOURCES: Record<EntitlementKind, readonly Source[]> = {
  desktop: [
    poolSource("desktop-pools", "/inventory/v6/desktop-pools"),
    globalSource("global-desktop-entitlements"),
  ],
  application: [
    poolSource("application-pools", "/inventory/v1/application-pools"),
    globalSource("global-application-entitlements"),
  ],
};

const byName = (a: EntitlementTarget, b: EntitlementTarget) =>
  a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * The pools and global entitlements of a kind, split by the users' or groups' direct entitlements (one
 * user on its page, the users chosen in the list). The REST entitlement lists filter by pool only, so each
 * list is read whole and kept for the users. Global entitlements are read only by an administrator who may
 * see the federation's.
 */
export async function getUserEntitlements(
  userIds: readonly string[],
  kind: EntitlementKind,
): Promise<UserEntitlements> {
  const sources = SOURCES[kind].filter(
    (source) => !source.resource.startsWith("global-") || hasPrivilege(FEDERATION_VIEW),
  );
  const lists = await Promise.all(
    sources.map(async (source) => {
      const [targets, entitlements] = await Promise.all([
        source.read(),
        fetchAllPages<PoolEntitlement>(`/entitlements/v1/${source.resource}`),
      ]);
      const entitledOf = new Map(entitlements.map((entry) => [entry.id, entry.ad_user_or_group_ids]));
      return targets.map((each) => ({
        each,
        holders: userIds.filter((userId) => entitledOf.get(each.id)?.includes(userId) ?? false),
      }));
    }),
  );
  const all = lists.flat();
  return {
    entitled: all
      .filter((entry) => entry.holders.length > 0)
      .map((entry) => entry.each)
      .sort(byName),
    others: all
      .filter((entry) => entry.holders.length < userIds.length)
      .map((entry) => entry.each)
      .sort(byName),
    holders: new Map(all.map((entry) => [entry.each.key, entry.holders])),
  };
}

/** Whether the administrator may change who is entitled to the pool or global entitlement. */
export const mayEntitle = (entry: EntitlementTarget) => hasPrivilege(entry.privilege, entry.scope);

/** The call that removes the user's or group's entitlement to one pool or global entitlement. */
export function removeUserEntitlementCall(userId: string, entry: EntitlementTarget): ApiCall {
  return removeEntitlementsCall(entry.resource, [{ id: entry.id, ad_user_or_group_ids: [userId] }]);
}

/** A pool or global entitlement the pod did not entitle the user or group to, and why. */
export interface EntitlementRefusal {
  entry: EntitlementTarget;
  /** The pod's sentence for this pool, when it gave one. */
  message?: string;
  /** The failure of the whole call this pool was in, when it failed as a whole. */
  error?: unknown;
}

function refusalOf(
  entry: EntitlementTarget,
  result: BulkEntitlementResult | undefined,
): EntitlementRefusal | null {
  if (!result) return { entry };
  const refusedDetail = (result.details ?? []).find(
    (detail) => (detail.status_code ?? 200) >= 400 || (detail.errors?.length ?? 0) > 0,
  );
  const isPoolRefused = (result.status_code ?? 200) >= 400 || (result.errors?.length ?? 0) > 0;
  if (!isPoolRefused && !refusedDetail) return null;
  const message =
    refusedDetail?.errors?.[0]?.error_message ??
    result.errors?.[0]?.error_message ??
    result.error_messages?.[0];
  return message ? { entry, message } : { entry };
}

/** Which users or groups a change sends for a pool or global entitlement. */
type UsersToSend = (entry: EntitlementTarget) => string[];

/**
 * Adds or removes users' and groups' entitlements to the chosen pools and global entitlements: one bulk
 * call per resource. The answer says per pool and per user whether it took (spec 001 §7:
 * NOT_ALL_ENTITLEMENTS_ADDED is the caller's to show, decision 0027), and the refused pools are returned;
 * a call that fails as a whole refuses its pools with its error. When nothing could be sent at all, the
 * first failure is thrown.
 */
async function changeEntitlements(
  send: (resource: EntitledResource, specs: PoolEntitlement[]) => Promise<BulkEntitlementResult[]>,
  chosen: readonly EntitlementTarget[],
  usersOf: UsersToSend,
): Promise<EntitlementRefusal[]> {
  const resources = [...new Set(chosen.map((entry) => entry.resource))];
  const settled = await Promise.allSettled(
    resources.map(async (resource) => {
      const entries = chosen.filter((entry) => entry.resource === resource);
      const results = await send(
        resource,
        entries.map((entry) => ({ id: entry.id, ad_user_or_group_ids: usersOf(entry) })),
      );
      const byId = new Map(results.map((result) => [result.id, result]));
      return entries.map((entry) => refusalOf(entry, byId.get(entry.id)));
    }),
  );
  const [firstFailure] = settled.filter((outcome) => outcome.status === "rejected");
  if (firstFailure && settled.every((outcome) => outcome.status === "rejected")) throw firstFailure.reason;
  return settled
    .flatMap((outcome, index) =>
      outcome.status === "fulfilled"
        ? outcome.value
        : chosen
            .filter((entry) => entry.resource === resources[index])
            .map((entry): EntitlementRefusal => ({ entry, error: outcome.reason })),
    )
    .filter((refusal): refusal is EntitlementRefusal => refusal !== null);
}

/**
 * Entitles the users or groups to the chosen pools and global entitlements, each only where it is not yet
 * entitled (the pod refuses an entitlement that exists); returns what the pod refused and why.
 */
export function addUserEntitlements(
  userIds: readonly string[],
  chosen: readonly EntitlementTarget[],
  holders: UserEntitlements["holders"],
): Promise<EntitlementRefusal[]> {
  return changeEntitlements(addEntitlements, chosen, (entry) => {
    const entitled = holders.get(entry.key) ?? [];
    return userIds.filter((userId) => !entitled.includes(userId));
  });
}

/**
 * Removes the users' or groups' entitlements to the chosen pools and global entitlements, for those that
 * hold them (the pod refuses removing one that does not exist); returns what the pod refused and why.
 */
export function removeUserEntitlements(
  userIds: readonly string[],
  chosen: readonly EntitlementTarget[],
  holders: UserEntitlements["holders"],
): Promise<EntitlementRefusal[]> {
  return changeEntitlements(removeEntitlements, chosen, (entry) => {
    const entitled = holders.get(entry.key) ?? [];
    return userIds.filter((userId) => entitled.includes(userId));
  });
}
