import { readJsonBody, restError, restForbidden, restNotFound, restPage } from "./http-responses";
import { pageOf, readListRequest } from "./rest-list";
import { type RouteKit, accessScope, denyUnlessAny, holdsAny, withListErrors } from "./route-context";
import { FEDERATION_VIEW } from "./visibility";

interface EntitlementSpec {
  id: string;
  ad_user_or_group_ids: string[];
}

function readSpecs(value: unknown): EntitlementSpec[] | null {
  if (!Array.isArray(value)) return null;
  const specs: EntitlementSpec[] = [];
  for (const item of value) {
    const spec = item as { id?: unknown; ad_user_or_group_ids?: unknown } | null;
    if (typeof spec?.id !== "string" || !Array.isArray(spec.ad_user_or_group_ids)) return null;
    if (!spec.ad_user_or_group_ids.every((id) => typeof id === "string")) return null;
    specs.push({ id: spec.id, ad_user_or_group_ids: spec.ad_user_or_group_ids });
  }
  return specs;
}

/** Registers the REST entitlement endpoints for desktop and application pools and global entitlements. */
export function registerRestEntitlementRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  // Pools are entitled with POOL_ENTITLE on their access group; global entitlements with
  // FEDERATED_LDAP_MANAGE on their federation access group (OpenAPI).
  const pool = { view: ["POOL_VIEW"], entitle: "POOL_ENTITLE" };
  const global = { view: FEDERATION_VIEW, entitle: "FEDERATED_LDAP_MANAGE" };
  const globalOf = (kind: "DESKTOP" | "APPLICATION") => (id: string) => {
    const found = store.globalEntitlements.get(id);
    return found?.kind === kind ? { ...found, access_group_id: found.federated_access_group_id } : undefined;
  };
  for (const [resource, type, resourceOf, rights] of [
    ["desktop-pools", "DESKTOP", (id: string) => store.desktopPools.get(id), pool],
    ["application-pools", "APPLICATION", (id: string) => store.applicationPools.get(id), pool],
    ["global-desktop-entitlements", "DESKTOP", globalOf("DESKTOP"), global],
    ["global-application-entitlements", "APPLICATION", globalOf("APPLICATION"), global],
  ] as const) {
    const resources = (): readonly { id: string; access_group_id: string }[] =>
      resource === "desktop-pools"
        ? store.desktopPools.all
        : resource === "application-pools"
          ? store.applicationPools.all
          : store.globalEntitlements.all
              .filter((entitlement) => entitlement.kind === type)
              .map((entitlement) => ({
                id: entitlement.id,
                access_group_id: entitlement.federated_access_group_id,
              }));
    const entitlementInfo = (resourceId: string) => ({
      id: resourceId,
      ad_user_or_group_ids: store.entitlements.all
        .filter((entitlement) => entitlement.resource_id === resourceId)
        .map((entitlement) => entitlement.user_or_group_id),
    });
    const base = `/rest/entitlements/v1/${resource}`;

    app.get(base, guard, (c) =>
      withListErrors(c, () => {
        const caller = deps.getCaller(c);
        const denied = denyUnlessAny(c, caller, rights.view);
        if (denied) return denied;
        const inScope = accessScope(caller, rights.view);
        const records = resources().filter((record) => inScope(record.access_group_id));
        return restPage(
          pageOf(
            records.map((record) => entitlementInfo(record.id)),
            readListRequest(new URL(c.req.url)),
            new Set(["id"]),
          ),
        );
      }),
    );
    app.get(`${base}/:id`, guard, (c) => {
      const caller = deps.getCaller(c);
      const id = c.req.param("id") ?? "";
      const record = resourceOf(id);
      if (!record)
        return denyUnlessAny(c, caller, rights.view) ?? restNotFound(c, `entitlements.${resource}`, id);
      if (!holdsAny(caller, rights.view, record.access_group_id))
        return restForbidden(c, rights.view.join(" or "));
      return c.json(entitlementInfo(id));
    });

    for (const method of ["post", "delete"] as const) {
      app[method](base, guard, async (c) => {
        const caller = deps.getCaller(c);
        const body = await readJsonBody(c);
        if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
        const specs = readSpecs(body.value);
        if (!specs) {
          return restError(c, 400, "invalid.request.body", "Expected a list of {id, ad_user_or_group_ids}");
        }
        const denied = denyUnlessAny(c, caller, [rights.entitle]);
        if (denied) return denied;
        const now = deps.now();
        let changed = false;
        const results = specs.map((spec) => {
          const record = resourceOf(spec.id);
          const failure = (status: number, key: string, message: string) => ({
            id: spec.id,
            status_code: status,
            timestamp: now,
            errors: [{ error_key: key, error_message: message }],
            error_messages: [message],
          });
          if (!record)
            return failure(404, `entitlements.${resource}.not.found`, `No ${resource} with id ${spec.id}`);
          if (!caller.hasPrivilege(rights.entitle, record.access_group_id)) {
            return failure(
              403,
              "insufficient.privilege",
              `The caller needs ${rights.entitle} on this item's access group`,
            );
          }
          // A refusal injected by a test (faults.failItems), as a pool busy with another operation would be.
          const injected = deps.itemFault?.(spec.id);
          if (injected) return failure(409, `entitlements.${resource}.busy`, injected);
          const details = spec.ad_user_or_group_ids.map((userOrGroupId) => {
            const existing = store.entitlements.all.find(
              (entitlement) =>
                entitlement.resource_id === spec.id && entitlement.user_or_group_id === userOrGroupId,
            );
            const detailError = (status: number, key: string, message: string) => ({
              ad_user_or_group_id: userOrGroupId,
              status_code: status,
              timestamp: now,
              errors: [{ error_key: key, error_message: message }],
              error_messages: [message],
            });
            if (method === "post") {
              if (!store.adUsersOrGroups.get(userOrGroupId)) {
                return detailError(
                  404,
                  "entitlements.ad.user.or.group.not.found",
                  `No user or group ${userOrGroupId}`,
                );
              }
              if (existing) {
                return detailError(
                  409,
                  "entitlements.already.exists",
                  `${userOrGroupId} is already entitled`,
                );
              }
              store.entitlements.add({
                id: crypto.randomUUID(),
                user_or_group_id: userOrGroupId,
                resource_id: spec.id,
                resource_type: type,
              });
            } else {
              if (!existing)
                return detailError(404, "entitlements.not.found", `${userOrGroupId} is not entitled`);
              store.entitlements.remove(existing.id);
            }
            changed = true;
            return { ad_user_or_group_id: userOrGroupId, status_code: 200, timestamp: now };
          });
          const desktopPool = resource === "desktop-pools" ? store.desktopPools.get(record.id) : undefined;
          if (desktopPool) {
            desktopPool.user_group_count = store.entitlements.all.filter(
              (e) => e.resource_id === record.id,
            ).length;
          }
          return { id: spec.id, status_code: 200, timestamp: now, details };
        });
        if (changed) kit.changed();
        return c.json(results);
      });
    }
  }
}
