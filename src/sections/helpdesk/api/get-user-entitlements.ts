import type { EntitledResource } from "../../../core/entitlements/entitlement.types";
import { fetchAllPages } from "../../../core/http/api-clients";
import { resolveIdNames } from "../../../core/query/id-names";
import type { UserEntitlement } from "../helpdesk.types";

const KINDS = [
  ["desktop-pools", "DESKTOP"],
  ["application-pools", "APPLICATION"],
] as const satisfies readonly (readonly [EntitledResource, UserEntitlement["kind"]])[];

/** Names of pools by id, in bounded Or-of-Equals lookups. */
const poolNames = (resource: EntitledResource) => async (ids: readonly string[]) => {
  const filter = { type: "Or", filters: ids.map((id) => ({ type: "Equals", name: "id", value: id })) };
  const pools = await fetchAllPages<{ id: string; name?: string; display_name?: string }>(
    `/inventory/v1/${resource}`,
    { filter },
  );
  return new Map(pools.map((pool) => [pool.id, pool.display_name ?? pool.name ?? pool.id]));
};

/**
 * The desktop and application pools a user is entitled to directly (GET /entitlements/v1/...), by name:
 * the REST entitlement lists filter by pool only, so the pods's lists are read and kept for the user.
 */
export async function getUserEntitlements(userId: string): Promise<UserEntitlement[]> {
  const lists = await Promise.all(
    KINDS.map(([resource]) =>
      fetchAllPages<{ id: string; ad_user_or_group_ids: string[] }>(`/entitlements/v1/${resource}`),
    ),
  );
  const ids = lists.map((list) =>
    list.filter((entry) => entry.ad_user_or_group_ids.includes(userId)).map((entry) => entry.id),
  );
  const { names } = await resolveIdNames(
    { desktops: ids[0] ?? [], applications: ids[1] ?? [] },
    { desktops: poolNames("desktop-pools"), applications: poolNames("application-pools") },
  );
  return KINDS.flatMap(([, kind], index) =>
    (ids[index] ?? []).map((id) => ({
      id,
      kind,
      name: (kind === "DESKTOP" ? names.desktops : names.applications).get(id) ?? id,
    })),
  );
}
