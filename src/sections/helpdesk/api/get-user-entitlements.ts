import type { EntitledResource } from "../../../core/entitlements/entitlement.types";
import { fetchAllPages } from "../../../core/http/api-clients";
import { resolveIdNames, restNameLookup } from "../../../core/query/id-names";
import type { UserEntitlement } from "../helpdesk.types";

const KINDS = [
  ["desktop-pools", "DESKTOP"],
  ["application-pools", "APPLICATION"],
] as const satisfies readonly (readonly [EntitledResource, UserEntitlement["kind"]])[];

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
    {
      desktops: restNameLookup("/inventory/v6/desktop-pools"),
      applications: restNameLookup("/inventory/v1/application-pools"),
    },
  );
  return KINDS.flatMap(([, kind], index) =>
    (ids[index] ?? []).map((id) => ({
      id,
      kind,
      name: (kind === "DESKTOP" ? names.desktops : names.applications).get(id) ?? id,
    })),
  );
}
