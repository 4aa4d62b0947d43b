import { readJsonBody, restError } from "../inventory/http-responses";
import type { PoolPolicies } from "../inventory/rest-pool-tab-routes";
import { denyUnlessAny, type RouteKit } from "../inventory/route-context";
import { PolicyInputError, parsePolicyList } from "./policy-model";

const VIEW = ["GLOBAL_CONFIG_VIEW", "POOL_VIEW"];
const MANAGE = "GLOBAL_CONFIG_MANAGEMENT";

/**
 * The global policies (the emulator's own calls: the public API has none; docs/emulator.md), in the one
 * policy model the desktop pool page's policy tabs use: `GET, PUT /rest/config/v1/policies` (Allow or
 * Deny, nothing to inherit from at this level) and `GET /rest/config/v1/policies/overrides`, where the
 * pools that set their own modes and their users' overrides come from.
 */
export function registerGlobalPolicyRoutes(kit: RouteKit, poolPolicies: PoolPolicies): void {
  const { app, deps, store } = kit;
  const { restGuard, getCaller } = deps;
  const policies = poolPolicies.store;

  app.get(
    "/rest/config/v1/policies",
    restGuard(),
    (c) => denyUnlessAny(c, getCaller(c), VIEW) ?? c.json(policies.globalPolicies()),
  );

  app.put("/rest/config/v1/policies", restGuard(MANAGE), async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    try {
      policies.setGlobal(parsePolicyList(body.value, false));
    } catch (error) {
      if (error instanceof PolicyInputError) return restError(c, 400, error.errorKey, error.message);
      throw error;
    }
    kit.changed();
    return c.json(policies.globalPolicies());
  });

  // Only pools the caller may view (POOL_VIEW on the pool's access group) are named.
  app.get("/rest/config/v1/policies/overrides", restGuard(), (c) => {
    const caller = getCaller(c);
    const denied = denyUnlessAny(c, caller, VIEW);
    if (denied) return denied;
    const rows = store.desktopPools.all
      .filter((pool) => caller.hasPrivilege("POOL_VIEW", pool.access_group_id))
      .flatMap((pool) => {
        const own = poolPolicies.of(pool).poolOwnModes(pool.id);
        const overrides = policies.poolOverrides(pool.id).map((override) => ({
          ...override,
          name: store.adUsersOrGroups.get(override.ad_user_or_group_id)?.name ?? override.ad_user_or_group_id,
        }));
        return own.length === 0 && overrides.length === 0
          ? []
          : [
              {
                desktop_pool_id: pool.id,
                desktop_pool_name: pool.name,
                policies: own,
                user_overrides: overrides,
              },
            ];
      });
    return c.json(rows);
  });
}
