import { beforeAll, describe, expect, it } from "vitest";
import {
  FEDERATION_ACCESS_GROUPS,
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ACCESS_GROUPS,
  SALES_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";
import { createEmulator } from "../../server/emulator/emulator";
import { InventoryStore } from "../../server/emulator/inventory/inventory-store";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";
import { QUERY_ENTITIES } from "../../server/emulator/query/query-entities";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";

/*
 * Least privilege in the emulator (issue 11). One table lists every list endpoint and one every query
 * entity, each with what the `inventory` administrator (Inventory Administrators on the child access group
 * Sales only) must see, computed here from admin's answers and the seeded access groups, never by the
 * emulator's own scoping code; readonly must see exactly what admin sees; and the table names the caller
 * without the view privilege and what it gets. Guard tests fail when the emulator serves a list route or
 * query entity the tables do not name.
 */

type Item = Record<string, unknown>;
type DemoUser = "admin" | "readonly" | "helpdesk" | "inventory" | "custom";

/** What the tests learn from admin's unscoped answers: which access group each inventory record is in. */
interface Seed {
  /** One id of each kind, for the change requests. */
  ids: Record<string, string>;
  pod: string;
  poolIds: string[];
  userIds: string[];
  entitlementIds: string[];
  poolGroup: Map<string, string>;
  poolGroupByName: Map<string, string>;
  applicationGroup: Map<string, string>;
  applicationGroupByName: Map<string, string>;
  machineGroup: Map<string, string>;
  farmGroup: Map<string, string>;
  rdsServerGroup: Map<string, string>;
  sessionGroup: Map<string, string>;
  /** The access groups of the desktop and application pools in each category folder. */
  folderGroups: Map<string, string[]>;
}

/** What inventory must get: a filter or a projection of admin's items, admin's items unchanged, or a 403. */
type Expectation =
  | { scoped: (item: Item, seed: Seed) => boolean }
  | { project: (items: Item[], seed: Seed) => Item[] }
  | "same"
  | "denied";

/**
 * A caller without the view privilege: a demo user, or (when every demo user holds it) a privilege-less
 * caller of the inventory routes. It gets a 403 where the real server refuses the call, an empty list where
 * it answers with nothing, and the data where no privilege is needed ("open"). `caller: null` says why no
 * such caller can be shown.
 */
type Without =
  { caller: DemoUser | "nobody"; answer: "403" | "empty" | "open" } | { caller: null; reason: string };

interface ListEndpoint {
  /** Every registered path of the list (one per API version). */
  paths: string[];
  /** View API calls are POST or GET with a body; REST lists are GET. */
  method?: "GET" | "POST";
  body?: (seed: Seed) => unknown;
  /** REST lists that page (page, size, HAS_MORE_RECORDS): fetched page by page. */
  paged?: boolean;
  /** Placeholders like {pod} and {pools} in the path are filled from the seed. */
  inventory: Expectation;
  without: Without;
  why: string;
}

const VIEW = "/view-vlsi/rest/v1";
const SALES_AND_CHILDREN = descendantsOf(SALES_ACCESS_GROUP_ID);

function descendantsOf(groupId: string): Set<string> {
  const result = new Set([groupId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const group of [...LOCAL_ACCESS_GROUPS, ...FEDERATION_ACCESS_GROUPS])
      if (group.parentId !== null && result.has(group.parentId) && !result.has(group.id)) {
        result.add(group.id);
        grew = true;
      }
  }
  return result;
}

/** An id or name from a response as text (ids are strings or numbers). */
const text = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
const inSales = (groupId: unknown) => typeof groupId === "string" && SALES_AND_CHILDREN.has(groupId);
const at = (item: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Item | undefined)?.[key], item);
const byGroupField = (path: string): Expectation => ({ scoped: (item) => inSales(at(item, path)) });

/** An event is inventory's when every pool and machine it names is in Sales (it holds no global right). */
function eventInSales(seed: Seed, machine: unknown, pool: unknown, application: unknown): boolean {
  if (machine === undefined && pool === undefined && application === undefined) return false;
  if (machine !== undefined && !inSales(seed.machineGroup.get(text(machine)))) return false;
  if (pool !== undefined && !inSales(seed.poolGroupByName.get(text(pool)))) return false;
  return application === undefined || inSales(seed.applicationGroupByName.get(text(application)));
}

/** Entitled users and groups with only their entitlements to Sales pools; those left with none drop out. */
function entitledInSales(items: Item[], seed: Seed, key: "localData"): Item[] {
  return items.flatMap((item) => {
    const data = item[key] as { desktops: string[]; applications: string[] };
    const desktops = data.desktops.filter((id) => inSales(seed.poolGroup.get(id)));
    const applications = data.applications.filter((id) => inSales(seed.applicationGroup.get(id)));
    if (desktops.length === 0 && applications.length === 0) return [];
    return [
      {
        ...item,
        [key]: {
          desktops,
          applications,
          desktopCount: desktops.length,
          applicationCount: applications.length,
        },
      },
    ];
  });
}

const versions = (resource: string, newest: number) =>
  Array.from({ length: newest }, (_, index) => `/rest/inventory/v${index + 1}/${resource}`);
const NOBODY_403: Without = { caller: "nobody", answer: "403" };
const GLOBAL_MONITOR: Pick<ListEndpoint, "inventory" | "without" | "why"> = {
  inventory: "denied",
  without: { caller: "inventory", answer: "403" },
  why: "health of the pod's shared components needs GLOBAL_CONFIG_VIEW",
};
const FEDERATION_SETTINGS: Pick<ListEndpoint, "inventory" | "without" | "why"> = {
  inventory: "denied",
  without: { caller: "helpdesk", answer: "403" },
  why: "federation settings: FEDERATED_LDAP_MANAGE, or ADMINISTRATOR_VIEW & FEDERATED_LDAP_VIEW on the federation root (spec 000 §6)",
};

/** Every list endpoint the emulator serves. */
const LISTS: ListEndpoint[] = [
  {
    // DesktopPoolInfo (v1) is neither paged nor carries the access group: the seed names each pool's.
    paths: ["/rest/inventory/v1/desktop-pools"],
    inventory: { scoped: (item, seed) => inSales(seed.poolGroup.get(text(item.id))) },
    without: NOBODY_403,
    why: "POOL_VIEW on the pool's access group",
  },
  {
    paths: versions("desktop-pools", 6).slice(1),
    paged: true,
    inventory: byGroupField("access_group_id"),
    without: NOBODY_403,
    why: "POOL_VIEW on the pool's access group",
  },
  {
    // MachineInfo (v1) has no access group: the seed names each machine's.
    paths: ["/rest/inventory/v1/machines"],
    paged: true,
    inventory: { scoped: (item, seed) => inSales(seed.machineGroup.get(text(item.id))) },
    without: NOBODY_403,
    why: "MACHINE_VIEW on the machine's access group",
  },
  {
    paths: versions("machines", 4).slice(1),
    paged: true,
    inventory: byGroupField("access_group_id"),
    without: NOBODY_403,
    why: "MACHINE_VIEW on the machine's access group",
  },
  {
    paths: ["/rest/inventory/v1/machines/agent-upgrade-tasks"],
    inventory: {
      scoped: (item, seed) =>
        Object.entries(item)
          .filter(([key]) => key.endsWith("_machine_or_rds_server_ids"))
          .flatMap(([, ids]): unknown[] => (Array.isArray(ids) ? (ids as unknown[]) : []))
          .every((id) => inSales(seed.machineGroup.get(String(id)))),
    },
    without: NOBODY_403,
    why: "MACHINE_VIEW on the access group of every machine the task names",
  },
  {
    paths: ["/rest/inventory/v1/agent-installer-packages"],
    inventory: "denied",
    without: { caller: "custom", answer: "403" },
    why: "INVENTORY_ADMINISTRATOR_VIEW on Local Root (packages are pod-wide)",
  },
  {
    // FarmInfo (v1) is neither paged nor carries the access group: the seed names each farm's.
    paths: ["/rest/inventory/v1/farms"],
    inventory: { scoped: (item, seed) => inSales(seed.farmGroup.get(text(item.id))) },
    without: NOBODY_403,
    why: "POOL_VIEW on the farm's access group",
  },
  {
    paths: versions("farms", 5).slice(1),
    paged: true,
    inventory: byGroupField("access_group_id"),
    without: NOBODY_403,
    why: "POOL_VIEW on the farm's access group",
  },
  {
    paths: ["/rest/inventory/v1/rds-servers"],
    paged: true,
    inventory: byGroupField("access_group_id"),
    without: NOBODY_403,
    why: "MACHINE_VIEW or POOL_VIEW on the host's access group",
  },
  {
    paths: ["/rest/inventory/v1/physical-machines", "/rest/inventory/v2/physical-machines"],
    paged: true,
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_CONFIG_VIEW (global), as the OpenAPI asks: registered physical machines have no access group",
  },
  {
    paths: versions("application-pools", 4),
    paged: true,
    inventory: byGroupField("access_group_id"),
    without: NOBODY_403,
    why: "POOL_VIEW on the application's access group",
  },
  {
    paths: ["/rest/inventory/v1/sessions"],
    paged: true,
    inventory: byGroupField("access_group_id"),
    without: NOBODY_403,
    why: "MACHINE_VIEW on the session's local access group",
  },
  {
    paths: ["/rest/entitlements/v1/desktop-pools"],
    paged: true,
    inventory: { scoped: (item, seed) => inSales(seed.poolGroup.get(text(item.id))) },
    without: NOBODY_403,
    why: "POOL_VIEW on the pool's access group",
  },
  {
    paths: ["/rest/inventory/v1/category-folders"],
    inventory: {
      // The answer is a list of folder paths: those with a pool in Sales or below.
      project: (items, seed) =>
        items.filter((folder) =>
          (seed.folderGroups.get(folder as unknown as string) ?? []).some((group) => inSales(group)),
        ),
    },
    without: NOBODY_403,
    why: "POOL_VIEW on the access group of a pool in the folder (or FEDERATED_LDAP_VIEW)",
  },
  {
    paths: ["/rest/entitlements/v1/application-pools"],
    paged: true,
    inventory: { scoped: (item, seed) => inSales(seed.applicationGroup.get(text(item.id))) },
    without: NOBODY_403,
    why: "POOL_VIEW on the application's access group",
  },
  {
    paths: [...versions("global-desktop-entitlements", 2), ...versions("global-application-entitlements", 2)],
    paged: true,
    inventory: "denied",
    without: { caller: "custom", answer: "403" },
    why: "FEDERATED_LDAP_MANAGE, or ADMINISTRATOR_VIEW & FEDERATED_LDAP_VIEW, on the entitlement's federation group",
  },
  {
    paths: ["/rest/inventory/v1/global-sessions?pod_id={pod}"],
    paged: true,
    inventory: "denied",
    without: { caller: "custom", answer: "403" },
    why: "FEDERATED_SESSIONS_VIEW on one of the session's federation groups (spec 000 §6)",
  },
  {
    paths: ["/rest/external/v1/audit-events"],
    paged: true,
    inventory: {
      scoped: (item, seed) =>
        eventInSales(seed, item.machine_id, item.desktop_pool_name, item.application_pool_name),
    },
    without: NOBODY_403,
    why: "each pool or machine the event names must be viewable; events naming none need GLOBAL_CONFIG_VIEW",
  },
  {
    paths: ["/rest/external/v1/ad-users-or-groups"],
    paged: true,
    inventory: "same",
    without: { caller: "nobody", answer: "open" },
    why: "the directory is every administrator's to search (entitling needs it); nothing of the pod's inventory",
  },
  {
    paths: ["/rest/monitor/farms"],
    inventory: { scoped: (item, seed) => inSales(seed.farmGroup.get(text(item.id))) },
    without: NOBODY_403,
    why: "POOL_VIEW on the farm's access group: the dashboard's farm count agrees with the farms list",
  },
  {
    paths: ["/rest/monitor/rds-servers"],
    inventory: { scoped: (item, seed) => inSales(seed.rdsServerGroup.get(text(item.id))) },
    without: NOBODY_403,
    why: "MACHINE_VIEW or POOL_VIEW on the host's access group",
  },
  {
    paths: ["/rest/monitor/v1/desktop-pools/metrics?ids={pools}"],
    inventory: { scoped: (item, seed) => inSales(seed.poolGroup.get(text(item.id))) },
    without: NOBODY_403,
    why: "POOL_VIEW on the pool's access group; other pools are left out",
  },
  {
    paths: [
      "/rest/monitor/connection-servers",
      "/rest/monitor/v2/connection-servers",
      "/rest/monitor/v3/connection-servers",
    ],
    ...GLOBAL_MONITOR,
  },
  {
    paths: ["/rest/monitor/gateways", "/rest/monitor/v2/gateways", "/rest/monitor/v3/gateways"],
    ...GLOBAL_MONITOR,
  },
  { paths: ["/rest/monitor/virtual-centers", "/rest/monitor/v2/virtual-centers"], ...GLOBAL_MONITOR },
  {
    paths: ["/rest/monitor/ad-domains", "/rest/monitor/v2/ad-domains", "/rest/monitor/v3/ad-domains"],
    ...GLOBAL_MONITOR,
  },
  { paths: ["/rest/monitor/saml-authenticators", "/rest/monitor/v2/saml-authenticators"], ...GLOBAL_MONITOR },
  { paths: ["/rest/monitor/v1/true-sso"], ...GLOBAL_MONITOR },
  {
    paths: ["/rest/monitor/event-database"],
    ...GLOBAL_MONITOR,
    why: "GLOBAL_CONFIG_VIEW; its event_count is the number of events the caller may list",
  },
  { paths: ["/rest/monitor/v1/pods", "/rest/monitor/v2/pods"], ...FEDERATION_SETTINGS },
  { paths: ["/rest/federation/v1/cpa"], ...FEDERATION_SETTINGS },
  {
    paths: ["/rest/federation/v1/pods"],
    inventory: "denied",
    without: { caller: "custom", answer: "403" },
    why: "federation settings, or FEDERATED_SESSIONS_VIEW (the OpenAPI's rule: a session search names the pods)",
  },
  { paths: ["/rest/federation/v1/sites"], ...FEDERATION_SETTINGS },
  { paths: ["/rest/federation/v1/home-sites"], paged: true, ...FEDERATION_SETTINGS },
  { paths: ["/rest/federation/v1/cpa/tasks"], ...FEDERATION_SETTINGS },
  {
    paths: [
      "/rest/entitlements/v1/global-desktop-entitlements",
      "/rest/entitlements/v1/global-application-entitlements",
    ],
    paged: true,
    inventory: "denied",
    without: { caller: "custom", answer: "403" },
    why: "FEDERATED_LDAP_MANAGE, or ADMINISTRATOR_VIEW & FEDERATED_LDAP_VIEW, on the entitlement's federation group",
  },
  {
    paths: ["/rest/config/v1/virtual-centers", "/rest/config/v2/virtual-centers"],
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_CONFIG_VIEW or VC_CONFIG_VIEW (global)",
  },
  ...[
    ["/rest/external/v1/datacenters?vcenter_id={vc}"],
    ["/rest/external/v1/base-vms?vcenter_id={vc}", "/rest/external/v2/base-vms?vcenter_id={vc}"],
    [
      "/rest/external/v1/base-snapshots?vcenter_id={vc}&base_vm_id=vm-101",
      "/rest/external/v2/base-snapshots?vcenter_id={vc}&base_vm_id=vm-101",
    ],
    ["/rest/external/v1/vm-folders?vcenter_id={vc}&datacenter_id=datacenter-1"],
    ["/rest/external/v1/hosts-or-clusters?vcenter_id={vc}&datacenter_id=datacenter-1"],
    ["/rest/external/v1/resource-pools?vcenter_id={vc}&host_or_cluster_id=domain-c11"],
    ["/rest/external/v1/datastores?vcenter_id={vc}&host_or_cluster_id=domain-c11"],
    ["/rest/external/v1/datastore-clusters?vcenter_id={vc}&host_or_cluster_id=domain-c11"],
    ["/rest/external/v1/network-labels?vcenter_id={vc}&host_or_cluster_id=domain-c11"],
    ["/rest/external/v1/customization-specifications?vcenter_id={vc}"],
    ["/rest/external/v1/virtual-machines?vcenter_id={vc}"],
    ["/rest/external/v1/vm-templates?vcenter_id={vc}"],
    [
      "/rest/external/v1/network-interface-cards?vcenter_id={vc}&base_vm_id=vm-101",
      "/rest/external/v2/network-interface-cards?vcenter_id={vc}&base_vm_id=vm-101",
    ],
    ["/rest/external/v1/datastore-paths?vcenter_id={vc}&datastore_id=datastore-111"],
    ["/rest/config/v1/im-streams"],
    ["/rest/config/v1/im-tags?im_stream_id=im-stream-1"],
  ].map((paths): ListEndpoint => ({
    paths,
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "vCenter inventory: GLOBAL_CONFIG_VIEW or VC_CONFIG_VIEW (global)",
  })),
  {
    paths: [
      "/rest/config/v1/im-versions?im_stream_id=im-stream-1",
      "/rest/config/v1/im-assets?im_version_id=im-stream-1-version-1",
      "/rest/config/v1/rcx/servers",
    ],
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "pod-wide configuration: GLOBAL_CONFIG_VIEW (global)",
  },
  {
    paths: ["/rest/federation/v1/pod-assignments"],
    paged: true,
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "FEDERATED_LDAP_VIEW on the global entitlement's federation group",
  },
  {
    paths: ["/rest/config/v1/users-or-groups-local-summary"],
    paged: true,
    inventory: {
      project: (items, seed) =>
        items.map((item) => {
          const keep = (field: string, groups: Map<string, string>) =>
            ((item[field] as unknown[] | undefined) ?? []).filter((id) => inSales(groups.get(text(id))));
          return {
            ...item,
            desktop_entitlements: keep("desktop_entitlements", seed.poolGroup),
            desktop_pool_ids: keep("desktop_pool_ids", seed.poolGroup),
            application_entitlements: keep("application_entitlements", seed.applicationGroup),
            application_pool_ids: keep("application_pool_ids", seed.applicationGroup),
            machine_ids: keep("machine_ids", seed.machineGroup),
            desktop_local_session_ids: keep("desktop_local_session_ids", seed.sessionGroup),
            application_local_session_ids: keep("application_local_session_ids", seed.sessionGroup),
          };
        }),
    },
    without: { caller: "nobody", answer: "open" },
    why: "every directory user (the OpenAPI's privileges are optional); its pools need POOL_VIEW, its machines and sessions MACHINE_VIEW on their access group",
  },
  {
    paths: ["/rest/external/v1/ad-domains", "/rest/external/v2/ad-domains", "/rest/external/v3/ad-domains"],
    inventory: "same",
    without: { caller: "nobody", answer: "open" },
    why: "the OpenAPI asks no privilege: every administrator picks domains (no passwords in them)",
  },
  {
    paths: ["/rest/config/v1/ic-domain-accounts"],
    inventory: "same",
    without: NOBODY_403,
    why: "GLOBAL_CONFIG_VIEW, or POOL_VIEW on any access group (the OpenAPI's rule; the accounts are pod-wide)",
  },
  {
    paths: [
      "/rest/config/v1/connection-servers/certificates",
      "/rest/config/v1/saml-authenticators",
      "/rest/config/v1/radius-authenticators",
      "/rest/config/v1/gssapi-authenticators",
      "/rest/config/v1/jwt-authenticators",
    ],
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_CONFIG_VIEW (global)",
  },
  {
    paths: ["/rest/config/v1/true-sso-enrollment-servers"],
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "ADMINISTRATOR_VIEW (the OpenAPI's rule)",
  },
  {
    paths: ["/rest/config/v1/gateways"],
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_CONFIG_VIEW (global)",
  },
  {
    paths: ["/rest/config/v1/connection-servers", "/rest/config/v2/connection-servers"],
    inventory: "same",
    without: NOBODY_403,
    why: "GLOBAL_CONFIG_VIEW, INVENTORY_ADMINISTRATOR_VIEW or POOL_VIEW anywhere (the OpenAPI): the pod's servers",
  },
  {
    paths: ["/rest/config/v1/app-volumes-manager", "/rest/monitor/app-volumes-managers"],
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_CONFIG_VIEW (global)",
  },
  {
    paths: ["/rest/config/v1/roles", "/rest/config/v1/privileges"],
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_ROLE_VIEW (global)",
  },
  {
    paths: ["/rest/config/v1/permissions"],
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_PERMISSION_VIEW (global)",
  },
  {
    paths: ["/rest/config/v1/local-access-groups", "/rest/config/v2/local-access-groups"],
    inventory: byGroupField("id"),
    without: {
      caller: null,
      reason:
        "every demo administrator holds a local privilege; without one the list is empty, as the federation list shows for inventory",
    },
    why: "the groups the caller holds a privilege on, directly or from a parent; inventory lacks Root and the siblings",
  },
  {
    paths: ["/rest/config/v1/federation-access-groups", "/rest/config/v2/federation-access-groups"],
    inventory: { project: () => [] },
    without: { caller: "inventory", answer: "empty" },
    why: "the federation groups the caller holds a privilege on",
  },
  {
    paths: [`${VIEW}/AccessGroup/List`],
    method: "POST",
    inventory: byGroupField("id"),
    without: { caller: null, reason: "as the REST access group list" },
    why: "as the REST access group list",
  },
  {
    paths: [`${VIEW}/AccessGroup/List`],
    method: "GET",
    inventory: byGroupField("id"),
    without: { caller: null, reason: "as the REST access group list" },
    why: "as the REST access group list",
  },
  {
    paths: [`${VIEW}/UnauthenticatedAccessUser/List`, "/rest/config/v1/unauthenticated-access-users"],
    method: "GET",
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_CONFIG_VIEW (global)",
  },
  {
    paths: [`${VIEW}/GatewayAccessUserOrGroup/List`],
    method: "POST",
    inventory: "denied",
    without: { caller: "inventory", answer: "403" },
    why: "GLOBAL_CONFIG_VIEW (global)",
  },
  {
    paths: [`${VIEW}/EntitledUserOrGroup/GetLocalSummaryViews`, `${VIEW}/EntitledUserOrGroup/GetInfos`],
    method: "POST",
    body: (seed) => seed.userIds,
    inventory: {
      project: (items, seed) =>
        items.map((item) => entitledInSales([item], seed, "localData")[0] ?? emptyEntitlements(item)),
    },
    without: NOBODY_403,
    why: "POOL_VIEW; each user's entitlements list only pools of the caller's access groups",
  },
  {
    paths: [`${VIEW}/UserEntitlement/GetInfos`],
    method: "POST",
    body: (seed) => seed.entitlementIds,
    inventory: {
      scoped: (item, seed) => {
        const resource = text(at(item, "base.resource"));
        return inSales(seed.poolGroup.get(resource) ?? seed.applicationGroup.get(resource));
      },
    },
    without: { caller: "nobody", answer: "empty" },
    why: "an entitlement to a pool outside the caller's groups is answered like an unknown id",
  },
  {
    paths: [`${VIEW}/ADUserOrGroup/GetInfos`, `${VIEW}/ADUserOrGroup/GetSummaryViews`],
    method: "POST",
    body: (seed) => seed.userIds.slice(0, 200),
    inventory: "same",
    without: { caller: "nobody", answer: "open" },
    why: "directory records, every administrator's to read",
  },
  {
    paths: [`${VIEW}/ADDomain/List`],
    method: "POST",
    inventory: "same",
    without: { caller: "helpdesk", answer: "open" },
    why: "the pod's domains: every administrator signs in with one",
  },
  {
    paths: [`${VIEW}/ADDomain/List`],
    method: "GET",
    inventory: "same",
    without: { caller: "helpdesk", answer: "open" },
    why: "the pod's domains: every administrator signs in with one",
  },
  {
    paths: ["/rest/external/v1/domains"],
    inventory: "same",
    without: { caller: "helpdesk", answer: "open" },
    why: "unauthenticated by design: the login page lists the domains",
  },
  {
    paths: [`${VIEW}/CategoryFolder/List`],
    method: "POST",
    inventory: "same",
    without: { caller: "helpdesk", answer: "open" },
    why: "category folder names for the pool wizard; no inventory in them",
  },
  {
    paths: [`${VIEW}/CategoryFolder/List`],
    method: "GET",
    inventory: "same",
    without: { caller: "helpdesk", answer: "open" },
    why: "category folder names for the pool wizard; no inventory in them",
  },
  {
    paths: ["/rest/external/v1/ad-domains/{domain}/ad-containers"],
    inventory: "same",
    without: { caller: null, reason: "every demo administrator holds POOL_VIEW or GLOBAL_CONFIG_VIEW" },
    why: "directory containers: GLOBAL_CONFIG_VIEW or POOL_VIEW somewhere (the pool wizard needs them)",
  },
];

function emptyEntitlements(item: Item): Item {
  return { ...item, localData: { desktops: [], applications: [], desktopCount: 0, applicationCount: 0 } };
}

/**
 * GET routes (and view API reads) that are not lists, each with the reason: the guard below needs every
 * registered read to be either in LISTS or here.
 */
const NOT_LISTS: Record<string, string> = {
  "GET /admin/featureToggle.json": "feature switches of the console build",
  "GET /featureToggle.json": "feature switches of the console build",
  "GET /rest/login": "sign-in",
  [`GET ${VIEW}/login`]: "sign-in",
  "GET /rest/config/v1/admin-users-or-groups/permissions": "the caller's own privileges",
  "GET /rest/config/v1/admin-users-or-groups/preferences": "the caller's own preferences",
  "GET /rest/config/v2/admin-users-or-groups/preferences": "the caller's own preferences",
  "GET /rest/config/v1/ceip": "one global setting",
  "GET /rest/config/v1/connection-servers/security-configuration": "one global setting",
  "GET /rest/config/v1/licenses": "the pod's licence, read by every console",
  "GET /rest/config/v2/licenses": "the pod's licence, read by every console",
  "GET /rest/config/v1/pre-logon-settings": "pre-login settings",
  [`GET ${VIEW}/GlobalSettings/GetPreLogonSettings`]: "pre-login settings",
  "GET /rest/config/v1/settings/agent-restriction-settings": "one global setting",
  "GET /rest/config/v1/settings/client-settings": "one global setting",
  "GET /rest/config/v1/settings/feature": "one global setting",
  "GET /rest/config/v1/settings/security": "one global setting",
  "GET /rest/config/v3/settings/general": "one global setting",
  "GET /rest/config/v1/settings/general": "one global setting",
  "GET /rest/config/v2/settings/general": "one global setting",
  "GET /rest/config/v2/settings/security": "one global setting",
  "GET /rest/config/v1/settings": "the global settings",
  "GET /rest/config/v2/settings": "the global settings",
  "GET /rest/config/v3/settings": "the global settings",
  "GET /rest/config/v1/environment-properties": "facts about the pod, every administrator's to read",
  "GET /rest/config/v2/environment-properties": "facts about the pod, every administrator's to read",
  "GET /rest/external/v1/ad-users-or-groups/held-users-or-groups":
    "users under legal hold: FORENSICS on Local Root, which readonly lacks (third-party-client.test.ts)",
  "GET /rest/monitor/view-composers": "always empty: a 2212 pod has no View Composer",
  "GET /rest/monitor/v2/view-composers": "always empty: a 2212 pod has no View Composer",
  "GET /rest/external/v1/audit-events/extended-attributes":
    "attributes of named events: only the events the caller may list (as the audit event list)",
  "GET /rest/config/v1/event-database": "one global setting (limited details without GLOBAL_CONFIG_VIEW)",
  [`GET ${VIEW}/globalsettings/get`]: "one global setting",
  [`GET ${VIEW}/License/Get`]: "the pod's licence",
  [`POST ${VIEW}/License/Get`]: "the pod's licence",
  [`GET ${VIEW}/License/GetUsage`]: "licence usage figures",
  [`GET ${VIEW}/AccessGroup/Get`]: "one access group (403 outside the caller's groups)",
  [`POST ${VIEW}/AccessGroup/Get`]: "one access group (403 outside the caller's groups)",
  [`GET ${VIEW}/UnauthenticatedAccessUser/Get`]: "one record",
  "GET /rest/config/v1/unauthenticated-access-users/:id": "one record",
  [`POST ${VIEW}/ADUserOrGroup/Get`]: "one directory record",
  [`POST ${VIEW}/ADUserOrGroup/GetView`]: "one directory record; its entitlements and sessions are scoped",
  "GET /rest/external/v1/ad-domains/:id/ad-containers/default": "one container",
  "GET /rest/inventory/v1/desktop-pools/:id/tasks": "one pool's tasks: desktop-pool-tabs.test.ts",
  [`GET ${VIEW}/queryservice/getnext`]: "pages of a query cursor: QUERY_ENTITIES",
  [`POST ${VIEW}/queryservice/getnext`]: "pages of a query cursor: QUERY_ENTITIES",
  [`GET ${VIEW}/queryservice/delete`]: "closes a cursor",
  [`POST ${VIEW}/queryservice/query`]: "QUERY_ENTITIES",
  [`POST ${VIEW}/queryservice/getcount`]: "QUERY_ENTITIES",
  [`POST ${VIEW}/queryservice/create`]: "QUERY_ENTITIES",
  "GET /rest/inventory/v1/farms/:id/installed-applications": "one farm's catalogue (403 outside its group)",
  "GET /rest/inventory/v1/farms/:id/app-volumes-applications": "one farm's catalogue (403 outside its group)",
  "GET /rest/inventory/v1/desktop-pools/:id/installed-applications":
    "one pool's catalogue (403 outside its group)",
  "GET /rest/inventory/v1/application-icons": "the icons of one application (403 outside its group)",
  ...Object.fromEntries(
    [
      "global-desktop-entitlements/:id/local-desktop-pools",
      "global-application-entitlements/:id/local-application-pools",
    ]
      .flatMap((pools) => [pools, pools.replace("local-", "compatible-local-")])
      .map((pools) => [
        `GET /rest/inventory/v1/${pools}`,
        "one global entitlement's pool ids (403 outside its federation group): federation.test.ts",
      ]),
  ),
};

interface QueryEntityRow {
  inventory: Expectation;
  without: Without;
  why: string;
}

/** Every query entity the emulator answers (spec 001 §3 names 29; the others are refused as unknown). */
const QUERY_ENTITY_TABLE: Record<string, QueryEntityRow> = {
  DesktopSummaryView: {
    inventory: byGroupField("desktopSummaryData.accessGroup"),
    without: NOBODY_403,
    why: "POOL_VIEW on the pool's group",
  },
  MachineSummaryView: {
    inventory: byGroupField("base.accessGroup"),
    without: NOBODY_403,
    why: "MACHINE_VIEW on the machine's group",
  },
  MachineNamesView: {
    inventory: byGroupField("base.accessGroup"),
    without: NOBODY_403,
    why: "MACHINE_VIEW on the machine's group",
  },
  SessionLocalSummaryView: {
    inventory: byGroupField("referenceData.accessGroup"),
    without: NOBODY_403,
    why: "MACHINE_VIEW on the session's local group",
  },
  FarmSummaryView: {
    inventory: byGroupField("data.accessGroup"),
    without: NOBODY_403,
    why: "POOL_VIEW on the farm's group",
  },
  RDSServerSummaryView: {
    inventory: byGroupField("base.accessGroup"),
    without: NOBODY_403,
    why: "MACHINE_VIEW or POOL_VIEW on the host's group",
  },
  ApplicationInfo: {
    inventory: byGroupField("accessGroup"),
    without: NOBODY_403,
    why: "POOL_VIEW on the application's group",
  },
  EventSummaryView: {
    inventory: {
      scoped: (row, seed) =>
        eventInSales(
          seed,
          at(row, "data.machine"),
          at(row, "data.desktopName"),
          at(row, "data.applicationName"),
        ),
    },
    without: NOBODY_403,
    why: "as the REST audit events",
  },
  AuditEventSummaryView: {
    inventory: {
      scoped: (row, seed) =>
        eventInSales(
          seed,
          at(row, "data.machine"),
          at(row, "data.desktopName"),
          at(row, "data.applicationName"),
        ),
    },
    without: NOBODY_403,
    why: "as the REST audit events",
  },
  ADUserOrGroupSummaryView: {
    inventory: "same",
    without: { caller: "nobody", answer: "open" },
    why: "the directory, every administrator's to search",
  },
  EntitledUserOrGroupLocalSummaryView: {
    inventory: { project: (rows, seed) => entitledInSales(rows, seed, "localData") },
    without: NOBODY_403,
    why: "POOL_VIEW; entitlements to pools of other groups are neither listed nor counted",
  },
  HelpdeskActivityView: {
    inventory: "denied",
    without: { caller: "custom", answer: "403" },
    why: "HELPDESK_ADMINISTRATOR(_VIEW) or ADMINISTRATOR_VIEW: the help desk's own log, not the inventory",
  },
  SessionGlobalSummaryView: {
    inventory: "denied",
    without: { caller: "custom", answer: "403" },
    why: "FEDERATED_SESSIONS_VIEW on one of the session's federation groups",
  },
  GlobalEntitlementSummaryView: {
    inventory: "denied",
    without: { caller: "helpdesk", answer: "403" },
    why: "FEDERATED_LDAP_MANAGE, or ADMINISTRATOR_VIEW & FEDERATED_LDAP_VIEW; localDesktopCount counts visible pools",
  },
};

/** A change request: placeholders like {pool} in the path and body are filled with ids of admin's lists. */
interface Mutation {
  method: string;
  path: string;
  body?: unknown;
}

const SESSION_SPECS = [{ pod_id: "{pod}", ids: ["{globalSession}"] }];

/**
 * Every change of the inventory side, sent by readonly (view rights everywhere, no other): each is refused
 * with 403 and leaves every list as it was. Configuration changes are config-endpoint-matrix's (readonly
 * is its denied user there).
 */
const MUTATIONS: Mutation[] = [
  {
    method: "PUT",
    path: "/rest/inventory/v1/desktop-pools/{pool}",
    // DesktopPoolUpdateSpec's required fields, so the refusal is the privilege's, not the body's.
    body: {
      display_name: "readonly",
      description: "readonly",
      enabled: true,
      cloud_assigned: false,
      cloud_managed: false,
      display_assigned_machine_name: false,
      display_machine_alias: false,
      enable_client_restrictions: false,
    },
  },
  { method: "DELETE", path: "/rest/inventory/v1/desktop-pools/{pool}" },
  {
    method: "POST",
    path: "/rest/inventory/v1/desktop-pools/{pool}/action/remove-machines",
    body: ["{machine}"],
  },
  ...["pause", "resume", "cancel"].map((action) => ({
    method: "POST",
    path: `/rest/inventory/v1/desktop-pools/{pool}/tasks/{task}/action/${action}`,
  })),
  { method: "PUT", path: "/rest/inventory/v1/farms/{farm}", body: { description: "readonly" } },
  { method: "PUT", path: "/rest/inventory/v3/farms/{farm}", body: { display_name: "readonly" } },
  { method: "DELETE", path: "/rest/inventory/v1/farms/{farm}" },
  ...[1, 2, 3].map((version) => ({
    method: "POST",
    path: `/rest/inventory/v${version}/farms`,
    body: { name: "Readonly-Farm", type: "MANUAL", access_group_id: LOCAL_ACCESS_GROUPS[0]?.id },
  })),
  ...["add-rds-servers", "remove-rds-servers", "apply-image"].map((action) => ({
    method: "POST",
    path: `/rest/inventory/v1/farms/{farm}/action/${action}`,
    body: ["{rds}"],
  })),
  ...[1, 2].map((version) => ({
    method: "POST",
    path: `/rest/inventory/v${version}/farms/{farm}/action/schedule-maintenance`,
    body: { logoff_policy: "WAIT_FOR_LOGOFF", maintenance_mode: "IMMEDIATE" },
  })),
  {
    method: "POST",
    path: "/rest/inventory/v1/farms/{farm}/action/cancel-scheduled-maintenance",
    body: { maintenance_mode: "IMMEDIATE" },
  },
  { method: "POST", path: "/rest/inventory/v1/farms/{farm}/action/promote-pending-image" },
  ...[1, 2].map((version) => ({
    method: "POST",
    path: `/rest/inventory/v${version}/desktop-pools/{pool}/action/schedule-push-image`,
    body: { logoff_policy: "WAIT_FOR_LOGOFF" },
  })),
  ...["cancel-scheduled-push-image", "promote-pending-image"].map((action) => ({
    method: "POST",
    path: `/rest/inventory/v1/desktop-pools/{pool}/action/${action}`,
  })),
  { method: "POST", path: "/rest/inventory/v1/desktop-pools/{pool}/action/apply-image", body: ["{machine}"] },
  { method: "PUT", path: "/rest/inventory/v1/application-pools/{app}", body: { enabled: false } },
  { method: "DELETE", path: "/rest/inventory/v1/application-pools/{app}" },
  ...["v1", "v2", "v3"].map((version) => ({
    method: "POST",
    path: `/rest/inventory/${version}/application-pools`,
    body: { name: "readonly", executable_path: "C:\\ro.exe", farm_id: "{farm}" },
  })),
  {
    method: "POST",
    path: "/rest/inventory/v1/application-icons",
    body: { data: "AAAA", width: 16, height: 16 },
  },
  {
    method: "POST",
    path: "/rest/inventory/v1/application-pools/{app}/action/add-custom-icon",
    body: { icon_id: "readonly" },
  },
  { method: "POST", path: "/rest/inventory/v1/application-pools/{app}/action/remove-custom-icon" },
  {
    method: "PUT",
    path: "/rest/inventory/v1/rds-servers/{rds}",
    body: { enabled: false, max_sessions_type_configured: "UNLIMITED" },
  },
  { method: "DELETE", path: "/rest/inventory/v1/rds-servers/{rds}" },
  { method: "DELETE", path: "/rest/inventory/v1/physical-machines/{physical}" },
  { method: "DELETE", path: "/rest/inventory/v1/machines", body: { machine_ids: ["{machine}"] } },
  { method: "DELETE", path: "/rest/inventory/v1/machines/{machine}" },
  { method: "POST", path: "/rest/inventory/v1/machines/{machine}/action/assign-users", body: ["{user}"] },
  { method: "POST", path: "/rest/inventory/v1/machines/{machine}/action/unassign-users", body: ["{user}"] },
  ...["enter-maintenance", "exit-maintenance", "reset", "restart", "recover", "rebuild"].map((action) => ({
    method: "POST",
    path: `/rest/inventory/v1/machines/action/${action}`,
    body: ["{machine}"],
  })),
  {
    method: "POST",
    path: "/rest/inventory/v1/machines/action/schedule-agent-upgrade",
    body: { machine_ids: ["{machine}"], start_time: 1, end_time: 2 },
  },
  { method: "POST", path: "/rest/inventory/v1/machines/action/cancel-agent-upgrade", body: ["{task}"] },
  {
    method: "POST",
    path: "/rest/inventory/v1/agent-installer-packages/action/register",
    body: { metadata_file_url: "https://downloads.example.com/metadata-2500.0.0-25000000.json" },
  },
  { method: "POST", path: "/rest/inventory/v1/agent-installer-packages/{package}/action/unregister" },
  ...["disconnect", "logoff", "reset", "restart"].map((action) => ({
    method: "POST",
    path: `/rest/inventory/v1/sessions/action/${action}`,
    body: ["{session}"],
  })),
  {
    method: "POST",
    path: "/rest/inventory/v1/sessions/action/send-message",
    body: { message: "readonly", message_type: "INFO", session_ids: ["{session}"] },
  },
  ...["disconnect", "logoff", "reset", "restart"].map((action) => ({
    method: "POST",
    path: `/rest/inventory/v1/global-sessions/action/${action}`,
    body: SESSION_SPECS,
  })),
  {
    method: "POST",
    path: "/rest/inventory/v1/global-sessions/action/send-message",
    body: { message: "readonly", message_type: "INFO", global_session_action_specs: SESSION_SPECS },
  },
  ...(["POST", "DELETE"] as const).flatMap((method) => [
    ...(["desktop", "application"] as const).flatMap((kind) => [
      {
        method,
        path: `/rest/entitlements/v1/global-${kind}-entitlements`,
        body: [{ id: `{${kind}Entitlement}`, ad_user_or_group_ids: ["{user}"] }],
      },
      {
        method,
        path: `/rest/inventory/v1/global-${kind}-entitlements/{${kind}Entitlement}/local-${kind}-pools`,
        body: ["{pool}"],
      },
    ]),
    {
      method,
      path: "/rest/entitlements/v1/desktop-pools",
      body: [{ id: "{pool}", ad_user_or_group_ids: ["{user}"] }],
    },
    {
      method,
      path: "/rest/entitlements/v1/application-pools",
      body: [{ id: "{app}", ad_user_or_group_ids: ["{user}"] }],
    },
  ]),
  // The desktop v1 create spec has no federated_access_group_id; the v2 one and the application one require it.
  { method: "POST", path: "/rest/inventory/v1/global-desktop-entitlements", body: { name: "readonly-ge" } },
  ...[
    "/rest/inventory/v2/global-desktop-entitlements",
    "/rest/inventory/v1/global-application-entitlements",
  ].map((path) => ({
    method: "POST" as const,
    path,
    body: { name: "readonly-ge", federated_access_group_id: FEDERATION_ROOT_ACCESS_GROUP_ID },
  })),
  ...(["desktop", "application"] as const).flatMap((kind) => [
    { method: "DELETE", path: `/rest/inventory/v1/global-${kind}-entitlements/{${kind}Entitlement}` },
    {
      method: "PUT",
      path: `/rest/inventory/v1/global-${kind}-entitlements/{${kind}Entitlement}`,
      body: { name: "readonly-ge", federated_access_group_id: FEDERATION_ROOT_ACCESS_GROUP_ID },
    },
  ]),
  ...["/rest/inventory/v1/desktop-pools", "/rest/inventory/v2/desktop-pools"].map((path) => ({
    method: "POST" as const,
    path,
    body: { name: "readonly-pool", type: "MANUAL" },
  })),
  {
    method: "POST",
    path: `${VIEW}/UserEntitlement/CreateUserEntitlements`,
    body: [{ userOrGroup: "{user}", resource: "{pool}" }],
  },
  { method: "POST", path: `${VIEW}/UserEntitlement/DeleteUserEntitlements`, body: ["{entitlement}"] },
  {
    method: "POST",
    path: `${VIEW}/UnauthenticatedAccessUser/Create`,
    body: { loginName: "ro", userId: "{user}" },
  },
  {
    method: "POST",
    path: `${VIEW}/UnauthenticatedAccessUser/Update`,
    body: { id: "{unauth}", description: "ro" },
  },
  { method: "POST", path: `${VIEW}/UnauthenticatedAccessUser/Delete`, body: { id: "{unauth}" } },
  { method: "POST", path: "/rest/config/v1/unauthenticated-access-users", body: { user_id: "{user}" } },
  { method: "DELETE", path: "/rest/config/v1/unauthenticated-access-users/{unauth}" },
  { method: "POST", path: `${VIEW}/GatewayAccessUserOrGroup/Create`, body: { userOrGroup: "{user}" } },
  { method: "POST", path: `${VIEW}/GatewayAccessUserOrGroup/Delete`, body: { userOrGroup: "{user}" } },
  { method: "POST", path: `${VIEW}/AccessGroup/Create`, body: { base: { name: "Readonly" } } },
  {
    method: "POST",
    path: `${VIEW}/globalsettings/update`,
    body: { generalData: { consoleSessionTimeoutMinutes: 45 } },
  },
  { method: "POST", path: `${VIEW}/License/Set`, body: { licenseKey: "VDC4X-DEMO0-LICEN-SE000-00002" } },
  { method: "POST", path: `${VIEW}/License/ResetHighestUsage` },
];

/** Inventory-side and view API writes readonly may send, with the reason. */
const ALLOWED_WRITES: Record<string, string> = {
  "POST /rest/inventory/v1/farms/action/check-name-availability": "asks whether a farm name is free",
  "POST /rest/inventory/v1/farms/:param/action/validate-installed-applications":
    "checks executable paths against one farm's installed applications; changes nothing",
  "POST /rest/inventory/v1/desktop-pools/:param/action/validate-installed-applications":
    "checks executable paths against one desktop pool's installed applications; changes nothing",
  [`POST ${VIEW}/ADUserOrGroup/Refresh`]: "re-reads a directory record; changes nothing",
  [`POST ${VIEW}/ADUserOrGroup/RefreshUsersOrGroups`]: "re-reads directory records; changes nothing",
  [`POST ${VIEW}/ceip/setlogintype`]: "records how the console signed in, for every administrator",
  [`POST ${VIEW}/queryservice/deleteall`]: "closes the caller's own query cursors",
  [`POST ${VIEW}/queryservice/delete`]: "closes one of the caller's own query cursors",
  [`POST ${VIEW}/logout`]: "ends the caller's own session",
  [`POST ${VIEW}/login`]: "sign-in",
  [`POST ${VIEW}/AuthenticationManager/generateKeyMaterial`]: "sign-in key agreement",
  [`POST ${VIEW}/AdminUserOrGroup/getloginview`]: "reads the caller's own privileges",
  "POST /rest/inventory/v1/application-pools/action/check-name-availability":
    "answers whether a name is free (POOL_VIEW); changes nothing",
  "POST /rest/inventory/v1/desktop-pools/action/check-name-availability":
    "answers whether a name is free (POOL_VIEW on any group, as 2212 documents it); changes nothing",
  "POST /rest/inventory/v1/desktop-pools/action/validate-specified-names":
    "checks machine names (POOL_VIEW, on the pool's group when it names one); changes nothing",
};

const NOBODY: TestCaller = { username: "nobody", privileges: {} };
const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

/** A path's placeholders filled from the seed. */
function fill(path: string, seed: Seed): string {
  return path
    .replace("{pod}", encodeURIComponent(seed.pod))
    .replace("{domain}", "EXAMPLE")
    .replace("{vc}", encodeURIComponent(seed.ids.vc ?? ""))
    .replace("{pools}", seed.poolIds.map(encodeURIComponent).join("&ids="));
}

function describeWithout(without: Without): string {
  return without.caller === null
    ? `none to show (${without.reason})`
    : `${without.caller} gets ${without.answer}`;
}

const asItems = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : [value as Item]);

describe("scope matrix: every list and query entity, per administrator", () => {
  const emulator = createEmulator({ now: NOW });
  const client = new EmulatorClient(emulator);
  const inventoryApp = createInventoryTestApp();
  const rest = new Map<DemoUser, string>();
  const view = new Map<DemoUser, { cookie: string; csrf: string }>();
  let seed: Seed;

  /** One call as a demo user: REST with its bearer token, the view API with its session. */
  async function call(user: DemoUser, method: string, path: string, body?: unknown): Promise<Response> {
    if (path.startsWith(VIEW))
      return client.view(
        method,
        path.slice(VIEW.length + 1),
        view.get(user),
        body === undefined ? {} : { body },
      );
    return client.rest(method, path, rest.get(user), body === undefined ? {} : { body });
  }

  /** The whole list as `user` sees it (every page of a paged REST list), or the error status. */
  async function list(
    user: DemoUser,
    endpoint: Pick<ListEndpoint, "method" | "body" | "paged">,
    path: string,
  ): Promise<Item[] | number> {
    const method = endpoint.method ?? "GET";
    const body = endpoint.body?.(seed);
    if (!endpoint.paged) {
      const response = await call(user, method, path, body);
      return response.status === 200 ? asItems(await response.json()) : response.status;
    }
    const items: Item[] = [];
    for (let page = 1; ; page += 1) {
      const separator = path.includes("?") ? "&" : "?";
      const response = await call(user, method, `${path}${separator}page=${page}&size=500`, body);
      if (response.status !== 200) return response.status;
      items.push(...asItems(await response.json()));
      if (response.headers.get("HAS_MORE_RECORDS") !== "true") return items;
    }
  }

  /** Every row of a query entity through a cursor, and getcount, as `user` sees them (or the status). */
  async function query(
    user: DemoUser,
    entityType: string,
  ): Promise<{ rows: Item[]; count: number } | number> {
    const counted = await call(user, "POST", `${VIEW}/queryservice/getcount`, {
      queryEntityType: entityType,
    });
    if (counted.status !== 200) return counted.status;
    const count = (await counted.json()) as number;
    const created = await call(user, "POST", `${VIEW}/queryservice/create`, {
      queryEntityType: entityType,
      maxPageSize: 1000,
    });
    let page = (await created.json()) as { id: string; results: Item[]; remainingCount: number };
    const rows = [...page.results];
    while (page.remainingCount > 0) {
      page = (await (
        await call(user, "GET", `${VIEW}/queryservice/getnext?id=${page.id}`)
      ).json()) as typeof page;
      rows.push(...page.results);
    }
    await call(user, "GET", `${VIEW}/queryservice/delete?id=${page.id}`);
    return { rows, count };
  }

  function expected(expectation: Exclude<Expectation, "denied">, items: Item[]): Item[] {
    if (expectation === "same") return items;
    if ("scoped" in expectation) return items.filter((item) => expectation.scoped(item, seed));
    return expectation.project(items, seed);
  }

  beforeAll(async () => {
    for (const user of ["admin", "readonly", "helpdesk", "inventory", "custom"] as const) {
      rest.set(user, (await client.restLogin(user)).access_token);
      view.set(user, await client.viewLogin(user));
    }
    const all = async (path: string) => (await list("admin", { paged: true }, path)) as Item[];
    const groupsOf = (items: Item[], key = "id") =>
      new Map(items.map((item) => [text(item[key]), text(item.access_group_id)]));
    const pools = await all("/rest/inventory/v6/desktop-pools");
    const applications = await all("/rest/inventory/v4/application-pools");
    const users = await all("/rest/external/v1/ad-users-or-groups");
    const entitled = await query("admin", "EntitledUserOrGroupLocalSummaryView");
    if (typeof entitled === "number") throw new Error(`admin got ${entitled}`);
    const entitledIds = new Set(entitled.rows.map((row) => text(row.id)));
    const pods = (await (await call("admin", "GET", "/rest/federation/v1/pods")).json()) as Item[];
    const firstId = async (path: string, method = "GET") => {
      const items = asItems(await (await call("admin", method, path)).json());
      return text(items[0]?.id ?? "none");
    };
    const globalSession = await firstId(`/rest/inventory/v1/global-sessions?pod_id=${text(pods[0]?.id)}`);
    seed = {
      ids: {
        pod: text(pods[0]?.id),
        globalSession,
        pool: text(pools[0]?.id),
        app: text(applications[0]?.id),
        farm: await firstId("/rest/inventory/v5/farms"),
        rds: await firstId("/rest/inventory/v1/rds-servers"),
        physical: await firstId("/rest/inventory/v2/physical-machines"),
        machine: await firstId("/rest/inventory/v4/machines"),
        session: await firstId("/rest/inventory/v1/sessions"),
        user: text(users.find((user) => !user.group)?.id),
        unauth: await firstId(`${VIEW}/UnauthenticatedAccessUser/List`),
        vc: await firstId("/rest/config/v2/virtual-centers"),
        desktopEntitlement: await firstId("/rest/inventory/v1/global-desktop-entitlements"),
        applicationEntitlement: await firstId("/rest/inventory/v1/global-application-entitlements"),
      },
      pod: text(pods[0]?.id),
      poolIds: pools.map((pool) => text(pool.id)),
      userIds: users.map((user) => text(user.id)),
      entitlementIds: [],
      poolGroup: groupsOf(pools),
      poolGroupByName: groupsOf(pools, "name"),
      applicationGroup: groupsOf(applications),
      applicationGroupByName: groupsOf(applications, "name"),
      machineGroup: groupsOf(await all("/rest/inventory/v4/machines")),
      farmGroup: groupsOf(await all("/rest/inventory/v5/farms")),
      rdsServerGroup: groupsOf(await all("/rest/inventory/v1/rds-servers")),
      sessionGroup: groupsOf(await all("/rest/inventory/v1/sessions")),
      folderGroups: new Map(),
    };
    for (const record of [...pools, ...applications]) {
      const folder = record.category_folder_name;
      if (typeof folder === "string")
        seed.folderGroups.set(folder, [
          ...(seed.folderGroups.get(folder) ?? []),
          text(record.access_group_id),
        ]);
    }
    // No list hands out entitlement ids: admin creates one to a Sales pool and one to another group's pool.
    const salesPool = seed.poolIds.find((id) => inSales(seed.poolGroup.get(id)));
    const otherPool = seed.poolIds.find((id) => !inSales(seed.poolGroup.get(id)));
    const unentitled = users.filter((user) => !user.group && !entitledIds.has(text(user.id)));
    const created = await call("admin", "POST", `${VIEW}/UserEntitlement/CreateUserEntitlements`, [
      { userOrGroup: unentitled[0]?.id, resource: salesPool },
      { userOrGroup: unentitled[0]?.id, resource: otherPool },
    ]);
    expect(created.status).toBe(201);
    seed.entitlementIds = ((await created.json()) as { id: string }[]).map((entitlement) => entitlement.id);
    expect(seed.entitlementIds).toHaveLength(2);
    seed.ids.entitlement = seed.entitlementIds[0] ?? "none";
    // The seed must give Sales some of everything and other groups more, or the matrix proves nothing.
    for (const groups of [seed.poolGroup, seed.machineGroup, seed.farmGroup, seed.applicationGroup]) {
      const values = [...groups.values()];
      expect(values.some(inSales)).toBe(true);
      expect(values.some((group) => !inSales(group))).toBe(true);
    }
  });

  describe.each(
    LISTS.flatMap((endpoint) =>
      endpoint.paths.map((path) => [`${endpoint.method ?? "GET"} ${path}`, endpoint, path] as const),
    ),
  )("%s", (_, endpoint, rawPath) => {
    it(`inventory: ${typeof endpoint.inventory === "string" ? endpoint.inventory : "scoped"} (${endpoint.why}); readonly: all of it`, async () => {
      const path = fill(rawPath, seed);
      const admin = await list("admin", endpoint, path);
      expect(Array.isArray(admin), `admin got status ${typeof admin === "number" ? admin : "a list"}`).toBe(
        true,
      );
      const adminItems = admin as Item[];
      expect(await list("readonly", endpoint, path)).toEqual(adminItems);
      const inventory = await list("inventory", endpoint, path);
      if (endpoint.inventory === "denied") {
        expect(inventory).toBe(403);
        return;
      }
      expect(inventory).toEqual(expected(endpoint.inventory, adminItems));
    });

    const without = endpoint.without;
    // Rows with no caller to show carry their reason in the table; they get no test of their own.
    if (without.caller !== null)
      it(`without the view privilege: ${describeWithout(without)}`, async () => {
        const path = fill(rawPath, seed);
        const method = endpoint.method ?? "GET";
        const body = endpoint.body?.(seed);
        const response =
          without.caller === "nobody"
            ? await inventoryApp.request(method, path, {
                caller: NOBODY,
                ...(body === undefined ? {} : { body }),
              })
            : await call(without.caller, method, path, body);
        expect(response.status).toBe(without.answer === "403" ? 403 : 200);
        if (without.answer === "403") return;
        const items = asItems(await response.json());
        if (without.answer === "empty") expect(items).toEqual([]);
        else expect(items.length).toBeGreaterThan(0);
      });
  });

  describe.each(Object.entries(QUERY_ENTITY_TABLE))("query entity %s", (entityType, row) => {
    it(`inventory: ${typeof row.inventory === "string" ? row.inventory : "scoped"} (${row.why}); readonly: all; getcount agrees`, async () => {
      const admin = await query("admin", entityType);
      if (typeof admin === "number") throw new Error(`admin got ${admin}`);
      expect(admin.count).toBe(admin.rows.length);
      expect(await query("readonly", entityType)).toEqual(admin);
      const inventory = await query("inventory", entityType);
      if (row.inventory === "denied") {
        expect(inventory).toBe(403);
        return;
      }
      const rows = expected(row.inventory, admin.rows);
      expect(inventory).toEqual({ rows, count: rows.length });
    });

    const without = row.without;
    if (without.caller !== null)
      it(`without the view privilege: ${describeWithout(without)}`, async () => {
        const body = { queryEntityType: entityType };
        const response =
          without.caller === "nobody"
            ? await inventoryApp.request("POST", `${VIEW}/queryservice/query`, { caller: NOBODY, body })
            : await call(without.caller, "POST", `${VIEW}/queryservice/query`, body);
        expect(response.status).toBe(without.answer === "403" ? 403 : 200);
        const answer = (await response.json()) as { results: unknown[]; errors: { error_key: string }[] };
        if (without.answer === "403") expect(answer.errors[0]?.error_key).toBe("InsufficientPermission");
        else if (without.answer === "empty") expect(answer.results).toEqual([]);
        else expect(answer.results.length).toBeGreaterThan(0);
      });
  });

  it("one record: a directory user's entitlements and sessions, and access groups, only in inventory's groups", async () => {
    const sessions = (await list("admin", { paged: true }, "/rest/inventory/v1/sessions")) as Item[];
    // A user with a session in Sales and one with a session elsewhere: inventory sees the first, not the second.
    const groupOf = (id: string) => sessions.find((session) => session.id === id)?.access_group_id;
    const inSalesUser = sessions.find((session) => inSales(session.access_group_id))?.user_id;
    const elsewhereUser = sessions.find((session) => !inSales(session.access_group_id))?.user_id;
    for (const [userId, inventorySees] of [
      [inSalesUser, true],
      [elsewhereUser, false],
    ] as const) {
      expect(userId).toBeDefined();
      const getView = async (user: DemoUser) =>
        (await (await call(user, "POST", `${VIEW}/ADUserOrGroup/GetView`, { id: userId })).json()) as Item & {
          sessions: string[];
          localData: Item;
        };
      const admin = await getView("admin");
      const inventory = await getView("inventory");
      expect(inventory.sessions).toEqual(admin.sessions.filter((id) => inSales(groupOf(id))));
      if (inventorySees) expect(inventory.sessions.length).toBeGreaterThan(0);
      else expect(inventory.sessions.length).toBeLessThan(admin.sessions.length);
      expect(inventory.localData).toEqual(
        (entitledInSales([admin], seed, "localData")[0] ?? emptyEntitlements(admin)).localData,
      );
    }

    // Single monitors: the list's shape, and a 403 outside the caller's groups.
    for (const [resource, groups] of [
      ["farms", seed.farmGroup],
      ["rds-servers", seed.rdsServerGroup],
    ] as const) {
      const monitors = (await list("admin", {}, `/rest/monitor/${resource}`)) as Item[];
      const mine = [...groups].find(([, group]) => inSales(group))?.[0];
      const other = [...groups].find(([, group]) => !inSales(group))?.[0];
      const one = await call("inventory", "GET", `/rest/monitor/v1/${resource}/${mine}`);
      expect(await one.json()).toEqual(monitors.find((monitor) => monitor.id === mine));
      expect((await call("inventory", "GET", `/rest/monitor/v1/${resource}/${other}`)).status).toBe(403);
      expect((await call("readonly", "GET", `/rest/monitor/v1/${resource}/${other}`)).status).toBe(200);
    }

    const root = LOCAL_ACCESS_GROUPS.find((group) => group.parentId === null)?.id ?? "";
    for (const [id, status] of [
      [SALES_ACCESS_GROUP_ID, 200],
      [root, 403],
    ] as const) {
      expect((await call("inventory", "GET", `/rest/config/v2/local-access-groups/${id}`)).status).toBe(
        status,
      );
      expect((await call("inventory", "GET", `${VIEW}/AccessGroup/Get?id=${id}`)).status).toBe(status);
      expect((await call("readonly", "GET", `/rest/config/v2/local-access-groups/${id}`)).status).toBe(200);
    }
  });

  it("counts follow the lists: the event database's event_count is the number of events the caller may list", async () => {
    // Global configuration rights with inventory rights on Sales only: events naming nothing count, others only in Sales.
    const salesWithConfig: TestCaller = {
      username: "sales-config",
      privileges: {
        [LOCAL_ACCESS_GROUPS.find((group) => group.parentId === null)?.id ?? ""]: ["GLOBAL_CONFIG_VIEW"],
        [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "MACHINE_VIEW"],
      },
    };
    const { store } = inventoryApp;
    const allEvents = async (caller?: TestCaller) => {
      const events: Item[] = [];
      for (let page = 1; ; page += 1) {
        const response = await inventoryApp.request(
          "GET",
          `/rest/external/v1/audit-events?page=${page}&size=1000`,
          {
            ...(caller ? { caller } : {}),
          },
        );
        events.push(...((await response.json()) as Item[]));
        if (response.headers.get("HAS_MORE_RECORDS") !== "true") return events;
      }
    };
    const machineGroup = new Map(store.machines.all.map((machine) => [machine.id, machine.access_group_id]));
    const poolGroup = new Map(store.desktopPools.all.map((pool) => [pool.name, pool.access_group_id]));
    const applicationGroup = new Map(
      store.applicationPools.all.map((app) => [app.name, app.access_group_id]),
    );
    const visible = (event: Item) => {
      const named: [Map<string, string>, unknown][] = [
        [machineGroup, event.machine_id],
        [poolGroup, event.desktop_pool_name],
        [applicationGroup, event.application_pool_name],
      ];
      return named.every(([groups, key]) => key === undefined || inSales(groups.get(text(key))));
    };
    const all = await allEvents();
    const mine = await allEvents(salesWithConfig);
    expect(mine).toEqual(all.filter(visible));
    expect(mine.length).toBeLessThan(all.length);
    expect(
      mine.some((event) => event.machine_id === undefined && event.desktop_pool_name === undefined),
    ).toBe(true);
    const monitor = await inventoryApp.request("GET", "/rest/monitor/event-database", {
      caller: salesWithConfig,
    });
    expect(((await monitor.json()) as { event_count: number }).event_count).toBe(mine.length);
    const count = await inventoryApp.request("POST", `${VIEW}/queryservice/getcount`, {
      caller: salesWithConfig,
      body: { queryEntityType: "EventSummaryView" },
    });
    expect(await count.json()).toBe(mine.length);
  });

  it("counts follow the lists: a global entitlement's localDesktopCount counts only pools the caller may view", async () => {
    const root = LOCAL_ACCESS_GROUPS.find((group) => group.parentId === null)?.id ?? "";
    const federationRoot = FEDERATION_ACCESS_GROUPS.find((group) => group.parentId === null)?.id ?? "";
    const salesWithFederation: TestCaller = {
      username: "sales-federation",
      privileges: {
        [root]: ["ADMINISTRATOR_VIEW"],
        [federationRoot]: ["FEDERATED_LDAP_VIEW"],
        [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW"],
      },
    };
    // The federation scale links local pools to global entitlements.
    const federation = createInventoryTestApp({
      store: InventoryStore.create({ scale: "federation", now: NOW }),
    });
    const counts = async (caller?: TestCaller) => {
      const response = await federation.request("POST", `${VIEW}/queryservice/query`, {
        ...(caller ? { caller } : {}),
        body: { queryEntityType: "GlobalEntitlementSummaryView" },
      });
      const rows = ((await response.json()) as { results: Item[] }).results;
      return new Map(rows.map((row) => [row.id, at(row, "data.localDesktopCount")]));
    };
    const expected = new Map<unknown, number>();
    for (const entitlement of federation.store.globalEntitlements.all.filter((e) => e.kind === "DESKTOP"))
      expected.set(
        entitlement.id,
        federation.store.desktopPools.all.filter(
          (pool) => pool.global_desktop_entitlement_id === entitlement.id && inSales(pool.access_group_id),
        ).length,
      );
    const mine = await counts(salesWithFederation);
    expect(mine).toEqual(expected);
    const all = await counts();
    expect([...all.values()].reduce<number>((sum, value) => sum + Number(value), 0)).toBeGreaterThan(
      [...expected.values()].reduce((sum, value) => sum + value, 0),
    );
  });

  it("readonly may change nothing: every inventory-side change is a 403 and every list stays as it was", async () => {
    const before = await Promise.all(
      LISTS.map((endpoint) => list("admin", endpoint, fill(endpoint.paths[0] ?? "", seed))),
    );
    const fillIds = (text: string) =>
      text.replace(/\{(\w+)\}/g, (match, name: string) => seed.ids[name] ?? match);
    for (const mutation of MUTATIONS) {
      const body =
        mutation.body === undefined
          ? undefined
          : (JSON.parse(fillIds(JSON.stringify(mutation.body))) as unknown);
      const response = await call("readonly", mutation.method, fillIds(mutation.path), body);
      expect(response.status, `${mutation.method} ${mutation.path}: ${await response.clone().text()}`).toBe(
        403,
      );
    }
    const after = await Promise.all(
      LISTS.map((endpoint) => list("admin", endpoint, fill(endpoint.paths[0] ?? "", seed))),
    );
    expect(after).toEqual(before);
  });

  it("the tables name every inventory-side and view API change the emulator serves", () => {
    const named = new Set([
      ...MUTATIONS.map(({ method, path }) => `${method} ${path.replace(/\{\w+\}/g, ":param")}`),
      ...Object.keys(ALLOWED_WRITES),
    ]);
    const unnamed = emulator.inspect
      .routes()
      .filter(
        ({ method, path }) =>
          method !== "GET" &&
          /^\/(rest\/inventory|rest\/entitlements|view-vlsi)\//.test(path) &&
          !(method === "POST" && /\/(List|Get\w*|queryservice\/\w+)$/.test(path)),
      )
      .map(({ method, path }) => `${method} ${path.replace(/:\w+/g, ":param")}`)
      .filter((route) => !named.has(route));
    expect(unnamed).toEqual([]);
  });

  it("the tables name every list route and every query entity the emulator serves", () => {
    // The table writes path parameters as {name}, the router as :name; queries are not part of a route.
    const route = (method: string, path: string) =>
      `${method} ${path.replace(/\?.*$/, "").replace(/\{(\w+)\}|:(\w+)/g, ":param")}`;
    const listed = new Set(
      LISTS.flatMap((endpoint) => endpoint.paths.map((path) => route(endpoint.method ?? "GET", path))),
    );
    const exempt = new Set(
      Object.keys(NOT_LISTS).map((key) => route(...(key.split(" ") as [string, string]))),
    );
    const unclassified = emulator.inspect
      .routes()
      .filter(
        ({ method, path }) =>
          (method === "GET" && !/\/:\w+$/.test(path)) || (method === "POST" && /\/(List|Get\w*)$/.test(path)),
      )
      .map(({ method, path }) => route(method, path))
      .filter((key) => !listed.has(key) && !exempt.has(key));
    expect(unclassified).toEqual([]);
    expect(Object.keys(QUERY_ENTITY_TABLE).sort()).toEqual(Object.keys(QUERY_ENTITIES).sort());
  });
});
