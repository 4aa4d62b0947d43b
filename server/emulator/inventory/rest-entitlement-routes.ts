import { readJsonBody, restError, restForbidden, restNotFound, restPage } from "./http-responses";
import { pageOf, readListRequest } from "./rest-list";
import { type RouteKit, accessScope, denyUnlessAny, withListErrors } from "./route-context";

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

/** Registers the REST entitlement endpoints for desktop and application pools. */
export function registerRestEntitlementRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  for (const [resource, type] of [
    ["desktop-pools", "DESKTOP"],
    ["application-pools", "APPLICATION"],
  ] as const) {
    const resourceOf = (id: string) =>
      type === "DESKTOP" ? store.desktopPools.get(id) : store.applicationPools.get(id);
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
        const denied = denyUnlessAny(c, caller, ["POOL_VIEW"]);
        if (denied) return denied;
        const inScope = accessScope(caller, ["POOL_VIEW"]);
        const records = (type === "DESKTOP" ? store.desktopPools.all : store.applicationPools.all).filter(
          (record) => inScope(record.access_group_id),
        );
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
        return denyUnlessAny(c, caller, ["POOL_VIEW"]) ?? restNotFound(c, `entitlements.${resource}`, id);
      if (!caller.hasPrivilege("POOL_VIEW", record.access_group_id)) return restForbidden(c, "POOL_VIEW");
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
        const denied = denyUnlessAny(c, caller, ["POOL_ENTITLE"]);
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
          if (!caller.hasPrivilege("POOL_ENTITLE", record.access_group_id)) {
            return failure(
              403,
              "insufficient.privilege",
              "The caller needs POOL_ENTITLE on this item's access group",
            );
          }
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
          if (type === "DESKTOP" && "user_group_count" in record) {
            record.user_group_count = store.entitlements.all.filter(
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
