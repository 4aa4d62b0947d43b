import { FEDERATION_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type { InventoryStore } from "./inventory-store";
import { bulkResult, readJsonBody, restError, restNotFound, restPage } from "./http-responses";
import { pageOf, readListRequest } from "./rest-list";
import {
  type InventoryCaller,
  type RouteKit,
  accessScope,
  denyUnlessAny,
  withListErrors,
} from "./route-context";
import { FEDERATION_VIEW } from "./visibility";

/** A home site assignment (the OpenAPI's HomeSiteInfo); no entitlement id: the user's global home site. */
export interface HomeSiteRecord {
  id: string;
  ad_user_or_group_id: string;
  site_id: string;
  global_desktop_entitlement_id?: string;
  global_application_entitlement_id?: string;
}

type ResolutionType = "USER_OVERRIDE" | "GROUP_OVERRIDE" | "USER_DEFAULT" | "GROUP_DEFAULT";

const BASE = "/rest/federation/v1/home-sites";
const FIELDS = new Set([
  "id",
  "ad_user_or_group_id",
  "site_id",
  "global_desktop_entitlement_id",
  "global_application_entitlement_id",
]);
const MANAGE = ["FEDERATED_LDAP_MANAGE"];

/**
 * Home sites live in memory only, like the pool policies (a data file does not keep them). The first
 * read seeds two directory users with the first site as their global home site, so the tabs show data.
 */
const homeSitesOf = new WeakMap<InventoryStore, HomeSiteRecord[]>();
function homeSites(store: InventoryStore): HomeSiteRecord[] {
  let list = homeSitesOf.get(store);
  if (!list) {
    const site = store.sites.all[0];
    const users = store.adUsersOrGroups.all.filter((entry) => !entry.group).slice(0, 2);
    list = site
      ? users.map((user, index) => ({
          id: `home-site-${index + 1}`,
          ad_user_or_group_id: user.id,
          site_id: site.id,
        }))
      : [];
    homeSitesOf.set(store, list);
  }
  return list;
}

/** The federation access group a home site's rights are checked on: its global entitlement's, else the root. */
function groupOf(store: InventoryStore, home: Omit<HomeSiteRecord, "id">): string {
  const entitlementId = home.global_desktop_entitlement_id ?? home.global_application_entitlement_id;
  const entitlement = entitlementId ? store.globalEntitlements.get(entitlementId) : undefined;
  return entitlement?.federated_access_group_id ?? FEDERATION_ROOT_ACCESS_GROUP_ID;
}

function optionalId(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  return typeof value === "string" && value !== "" ? value : null;
}

/** A create spec, or the problem with it (400 for the whole request). */
function readCreateSpec(value: unknown): Omit<HomeSiteRecord, "id"> | null {
  const spec = value as Record<string, unknown> | null;
  if (typeof spec !== "object" || spec === null) return null;
  const user = optionalId(spec.ad_user_or_group_id);
  const site = optionalId(spec.site_id);
  const desktop = optionalId(spec.global_desktop_entitlement_id);
  const application = optionalId(spec.global_application_entitlement_id);
  if (!user || !site || desktop === null || application === null) return null;
  if (desktop && application) return null;
  return {
    ad_user_or_group_id: user,
    site_id: site,
    ...(desktop ? { global_desktop_entitlement_id: desktop } : {}),
    ...(application ? { global_application_entitlement_id: application } : {}),
  };
}

/**
 * Federation home sites (OpenAPI `/federation/v1/home-sites`): list, get, create and delete in bulk with a
 * result per item, and the resolution for a user. Viewing needs the federation view right, changing
 * FEDERATED_LDAP_MANAGE, both on the global entitlement's federation access group (the root for a user's
 * global home site).
 */
export function registerRestHomeSiteRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  const viewScope = (caller: InventoryCaller) => {
    const inScope = accessScope(caller, FEDERATION_VIEW);
    return (home: Omit<HomeSiteRecord, "id">) => inScope(groupOf(store, home));
  };

  app.get(BASE, guard, (c) =>
    withListErrors(c, () => {
      const caller = deps.getCaller(c);
      const denied = denyUnlessAny(c, caller, FEDERATION_VIEW);
      if (denied) return denied;
      const page = pageOf(homeSites(store), readListRequest(new URL(c.req.url)), FIELDS, viewScope(caller));
      return restPage(page);
    }),
  );

  app.post(`${BASE}/action/resolve`, guard, async (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, FEDERATION_VIEW);
    if (denied) return denied;
    const body = await readJsonBody(c);
    const spec = (body.ok ? body.value : null) as Record<string, unknown> | null;
    const userId = optionalId(spec?.user_id);
    const desktop = optionalId(spec?.global_desktop_entitlement_id);
    const application = optionalId(spec?.global_application_entitlement_id);
    if (!body.ok || !userId || desktop === null || application === null || (desktop && application))
      return restError(c, 400, "invalid.request.body", "user_id and at most one entitlement id are required");
    const user = store.adUsersOrGroups.get(userId);
    if (!user || user.group) return restNotFound(c, "ad.user", userId);
    const chosenId = desktop ?? application;
    if (chosenId && !store.globalEntitlements.get(chosenId))
      return restNotFound(c, "global.entitlement", chosenId);
    const visible = viewScope(caller);
    const entitlements = store.globalEntitlements.all.filter(
      (entitlement) =>
        (chosenId === undefined || entitlement.id === chosenId) &&
        accessScope(caller, FEDERATION_VIEW)(entitlement.federated_access_group_id),
    );
    const homes = homeSites(store).filter(visible);
    const answers = entitlements.flatMap((entitlement) => {
      const forEntitlement = (home: HomeSiteRecord) =>
        (home.global_desktop_entitlement_id ?? home.global_application_entitlement_id) === entitlement.id;
      const isDefault = (home: HomeSiteRecord) =>
        home.global_desktop_entitlement_id === undefined &&
        home.global_application_entitlement_id === undefined;
      const candidates: { home: HomeSiteRecord; type: ResolutionType; group?: string }[] = [];
      const add = (match: (home: HomeSiteRecord) => boolean, type: ResolutionType, viaGroup: boolean) => {
        for (const home of homes) {
          if (!match(home)) continue;
          if (home.ad_user_or_group_id === user.id && !viaGroup) candidates.push({ home, type });
          if (viaGroup && user.group_ids.includes(home.ad_user_or_group_id))
            candidates.push({ home, type, group: home.ad_user_or_group_id });
        }
      };
      add(forEntitlement, "USER_OVERRIDE", false);
      add(forEntitlement, "GROUP_OVERRIDE", true);
      add(isDefault, "USER_DEFAULT", false);
      add(isDefault, "GROUP_DEFAULT", true);
      if (candidates.length === 0 && chosenId === undefined) return [];
      return [
        {
          [entitlement.kind === "DESKTOP"
            ? "global_desktop_entitlement_id"
            : "global_application_entitlement_id"]: entitlement.id,
          resolution_data: candidates.map((candidate, index) => ({
            id: candidate.home.id,
            site_id: candidate.home.site_id,
            type: candidate.type,
            resolved: index === 0,
            ...(candidate.group ? { group_id: candidate.group } : {}),
          })),
        },
      ];
    });
    return c.json(answers);
  });

  app.get(`${BASE}/:id`, guard, (c) => {
    const caller = deps.getCaller(c);
    const home = homeSites(store).find((candidate) => candidate.id === c.req.param("id"));
    if (!home) return restNotFound(c, "home.site", c.req.param("id"));
    return viewScope(caller)(home)
      ? c.json(home)
      : restError(c, 403, "insufficient.privilege", "The caller needs the federation view right");
  });

  app.post(BASE, guard, async (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, MANAGE);
    if (denied) return denied;
    const body = await readJsonBody(c);
    const specs = body.ok && Array.isArray(body.value) ? body.value.map(readCreateSpec) : null;
    if (!specs || specs.length === 0 || specs.some((spec) => spec === null))
      return restError(c, 400, "invalid.request.body", "A list of home site create specs is required");
    const now = deps.now();
    const list = homeSites(store);
    let changed = false;
    const results = (specs as Omit<HomeSiteRecord, "id">[]).map((spec) => {
      const id = crypto.randomUUID();
      const entitlementId = spec.global_desktop_entitlement_id ?? spec.global_application_entitlement_id;
      const problem = (status: number, key: string, message: string) =>
        bulkResult(id, now, { status, key, message });
      if (!store.adUsersOrGroups.get(spec.ad_user_or_group_id))
        return problem(404, "ad.user.or.group.not.found", `No user or group ${spec.ad_user_or_group_id}`);
      if (!store.sites.get(spec.site_id))
        return problem(404, "federation.site.not.found", `No site ${spec.site_id}`);
      if (entitlementId && !store.globalEntitlements.get(entitlementId))
        return problem(404, "global.entitlement.not.found", `No global entitlement ${entitlementId}`);
      if (!caller.hasPrivilege("FEDERATED_LDAP_MANAGE", groupOf(store, spec)))
        return problem(403, "insufficient.privilege", "FEDERATED_LDAP_MANAGE is needed");
      const clash = list.some(
        (home) =>
          home.ad_user_or_group_id === spec.ad_user_or_group_id &&
          home.global_desktop_entitlement_id === spec.global_desktop_entitlement_id &&
          home.global_application_entitlement_id === spec.global_application_entitlement_id,
      );
      if (clash)
        return problem(409, "federation.home.site.exists", "The user or group already has this home site");
      list.push({ id, ...spec });
      changed = true;
      return bulkResult(id, now);
    });
    if (changed) kit.changed();
    return c.json(results);
  });

  app.delete(BASE, guard, async (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, MANAGE);
    if (denied) return denied;
    const body = await readJsonBody(c);
    const ids = body.ok && Array.isArray(body.value) ? (body.value as unknown[]) : null;
    if (!ids || ids.length === 0 || !ids.every((id): id is string => typeof id === "string" && id !== ""))
      return restError(c, 400, "invalid.request.body", "A list of home site ids is required");
    const now = deps.now();
    const list = homeSites(store);
    let changed = false;
    const results = ids.map((id) => {
      const index = list.findIndex((home) => home.id === id);
      const home = list[index];
      if (!home)
        return bulkResult(id, now, {
          status: 404,
          key: "home.site.not.found",
          message: `No home site ${id}`,
        });
      if (!caller.hasPrivilege("FEDERATED_LDAP_MANAGE", groupOf(store, home)))
        return bulkResult(id, now, {
          status: 403,
          key: "insufficient.privilege",
          message: "FEDERATED_LDAP_MANAGE is needed",
        });
      list.splice(index, 1);
      changed = true;
      return bulkResult(id, now);
    });
    if (changed) kit.changed();
    return c.json(results);
  });
}
