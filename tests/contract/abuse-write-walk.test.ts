// Issue 26: every write checks what its read checks, on the object's own access group. This walk sends
// every write route the emulator serves as each seeded administrator, on an object in Sales (the only group
// `inventory` manages) and on one in Local Root, and holds each answer against two rules computed here, not
// by the emulator's own checks: the privilege table of the public API 2212 (each operation's description
// names its privileges and where they apply; read at test time from ../shared) and the read rule (what a
// caller may not read, it may not change). Afterwards nothing may sit in, or have left, an access group the
// caller does not manage.
import { beforeAll, describe, expect, it } from "vitest";
import { privilegeScope } from "../../server/emulator/auth/privileges";
import {
  type OpenApiContract,
  type OpenApiOperation,
  createOpenApiContract,
} from "../../server/emulator/contract/openapi-contract";
import {
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  LOCAL_ACCESS_GROUPS,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  SALES_ACCESS_GROUP_ID,
} from "../../server/emulator/data/access-groups";
import { createEmulator, type Emulator } from "../../server/emulator/emulator";
import { EmulatorClient } from "../../server/emulator/testing/emulator-client";
import { readOpenApiDocument } from "../../server/openapi-document";
import { poolUpdateBody } from "../support/desktop-pool-update-body";

type Json = Record<string, unknown>;
const ROLES = ["admin", "readonly", "helpdesk", "inventory", "custom", "delegate"] as const;
type Role = (typeof ROLES)[number];
const VIEW = "/view-vlsi/rest/v1";

const document = readOpenApiDocument();
if (!document) throw new Error("the walk needs ../shared/reference/horizon-rest-openapi.yaml");
const contract: OpenApiContract = createOpenApiContract(document);

// ---------------------------------------------------------------------------------------------------------
// The privilege table: what each operation's description asks, and where.

/**
 * Where a privilege must be held: the object's local access group (the local root for a pod-wide object),
 * any group ("on any access group"), the local root (global privileges), a federation group.
 */
type Where = "object" | "any" | "root" | "federation";
interface Need {
  privilege: string;
  where: Where;
}
/** "any": one of the needs suffices; "all": every one is required. No needs: any signed-in administrator. */
interface Rule {
  mode: "any" | "all";
  needs: Need[];
}

/**
 * Rows of a description's table that apply only in a state the walk does not set up: a held machine or
 * user (FORENSICS "to enforce operations on held machines"), a pod in a federation ("If CPA is enabled"),
 * an application pool with a global entitlement. The seed has none of these.
 */
const CONDITIONAL_ROW = /held machines|If CPA is enabled|if it has Global Application Entitlement/i;

/** The rule of one documented operation, read from its description ("Privileges required" table). */
function documentedRule(operation: OpenApiOperation): Rule {
  const description = operation.description ?? "";
  const needs = [...description.matchAll(/^\|\s*([A-Z][A-Z0-9_]+)\s*\|(.*)$/gm)]
    .filter((row) => !CONDITIONAL_ROW.test(row[2] ?? ""))
    .map(([, privilege = "", text = ""]): Need => {
      const scope = privilegeScope(privilege);
      if (/on any access group/i.test(text)) return { privilege, where: "any" };
      if (scope === "global") return { privilege, where: "root" };
      if (scope === "federation") return { privilege, where: "federation" };
      return { privilege, where: "object" };
    });
  return { mode: /At least one of the listed privileges/i.test(description) ? "any" : "all", needs };
}

/** A rule written out for a route the 2212 document lacks (first-generation calls, later REST versions). */
function rule(mode: "any" | "all", ...needs: [string, Where][]): Rule {
  return { mode, needs: needs.map(([privilege, where]) => ({ privilege, where })) };
}
const GLOBAL_CONFIG = rule("all", ["GLOBAL_CONFIG_MANAGEMENT", "root"]);

// ---------------------------------------------------------------------------------------------------------
// What each seeded administrator holds, as the pod answers it (admin-users-or-groups/permissions).

interface Holdings {
  local: Map<string, Set<string>>;
  federation: Set<string>;
}

const PARENT = new Map(LOCAL_ACCESS_GROUPS.map((group) => [group.id, group.parentId]));

function lineage(groupId: string): string[] {
  const result: string[] = [];
  for (let id: string | null | undefined = groupId; id; id = PARENT.get(id)) result.push(id);
  return result;
}

function holds(holdings: Holdings, need: Need, objectGroup: string): boolean {
  const on = (groupId: string) => lineage(groupId).some((id) => holdings.local.get(id)?.has(need.privilege));
  switch (need.where) {
    case "federation":
      return holdings.federation.has(need.privilege);
    case "any":
      return [...holdings.local.values()].some((set) => set.has(need.privilege));
    case "root":
      return on(LOCAL_ROOT_ACCESS_GROUP_ID);
    case "object":
      return on(objectGroup);
  }
}

function allows(holdings: Holdings, { mode, needs }: Rule, objectGroups: string[]): boolean {
  if (needs.length === 0) return true;
  const held = needs.map((need) => objectGroups.every((group) => holds(holdings, need, group)));
  return mode === "any" ? held.some(Boolean) : held.every(Boolean);
}

// ---------------------------------------------------------------------------------------------------------
// The objects each request names: the same kinds in Sales and in Local Root.

interface Targets {
  group: string;
  /** The other variant's group: where a move would take the object. */
  otherGroup: string;
  pool: Json;
  /** A second pool of the group, for the deletes (walked last, so the first one stays for the others). */
  doomedPool: Json;
  farm: Json;
  rds: Json;
  machine: Json;
  doomedMachine: Json;
  app: Json;
  session: Json;
  /** A host of the other group with no farm: what a create or add must not take across groups. */
  spareHostElsewhere?: Json;
  /** The other variant's objects. */
  other?: Targets;
  /** Made before the walk: the pool's entitlement of `user`, the machine's agent upgrade task. */
  entitlement?: string;
  upgradeTask?: string;
  user: string;
}

/** Ids every variant shares: pod-wide objects with no access group. */
interface PodIds {
  pod: string;
  vcenter: string;
  connectionServer: string;
  domain: string;
  physicalMachine: string;
  agentPackage: string;
}

const id = (item: Json | undefined): string => String(item?.id);

type Kind = "pool" | "farm" | "rds" | "machine" | "app" | "session";
/** How the read rule is asked: the object's own GET. */
const READ_PATH: Record<Kind, string> = {
  pool: "/rest/inventory/v1/desktop-pools/",
  farm: "/rest/inventory/v1/farms/",
  rds: "/rest/inventory/v1/rds-servers/",
  machine: "/rest/inventory/v1/machines/",
  app: "/rest/inventory/v1/application-pools/",
  session: "/rest/inventory/v1/sessions/",
};

// ---------------------------------------------------------------------------------------------------------
// The routes: every write the emulator serves, walked or exempt with the reason.

interface Walk {
  /**
   * The object whose access group decides, walked in Sales and in Root: an existing object, or "group" for
   * a create that names its access group. Without one the write is pod-wide: privileges count on the root.
   */
  target?: Kind | "group";
  request(t: Targets, pod: PodIds): { path: string; body?: unknown };
  /** For routes the 2212 document lacks: the rule and its source. */
  rule?: Rule;
  /**
   * The object has an access group the seed cannot show (a global session lives in another pod): the
   * privileges on it count on any group, and only the caller with none anywhere must be refused.
   */
  elsewhere?: true;
  why?: string;
}
type Row = Walk | { exempt: string };

/** Minimal valid values of a schema: required properties only, the first enum value, the least number. */
function minimal(schema: unknown, depth = 0): unknown {
  const node = (schema ?? {}) as Json;
  if (typeof node.$ref === "string")
    return minimal(document?.components.schemas[node.$ref.split("/").pop() ?? ""], depth + 1);
  if (Array.isArray(node.allOf))
    return Object.assign({}, ...node.allOf.map((part) => minimal(part, depth + 1) as object)) as unknown;
  if (Array.isArray(node.enum)) return node.enum[0];
  switch (node.type) {
    case "object": {
      const properties = (node.properties ?? {}) as Json;
      const required = (node.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, minimal(properties[name], depth + 1)]));
    }
    case "array":
      return typeof node.minItems === "number" && node.minItems > 0 ? [minimal(node.items, depth + 1)] : [];
    case "integer":
    case "number":
      return typeof node.minimum === "number" ? node.minimum : 1;
    case "boolean":
      return false;
    case "string":
      return node.format === "byte" ? "AAAA" : "walk";
    default:
      return {};
  }
}

/**
 * The minimal body of a documented operation with the walk's values over it (over each item of an array
 * body); none where the operation takes none.
 */
function bodyOf(method: string, restPath: string, over: Json = {}): unknown {
  const matched = contract.match(method, restPath.replace(/^\/rest/, ""));
  const content = Object.values(matched?.operation.requestBody?.content ?? {})[0];
  const schema = content?.schema as Json | undefined;
  if (!schema) return undefined;
  const value = minimal(schema);
  if (Array.isArray(value)) return [{ ...(minimal(resolved(schema).items ?? {}) as Json), ...over }];
  return { ...(value as Json), ...over };
}

function resolved(schema: Json): Json {
  return typeof schema.$ref === "string"
    ? resolved(document?.components.schemas[schema.$ref.split("/").pop() ?? ""] as Json)
    : schema;
}

/** A short name of the variant's group, for names that must differ between the two variants. */
const tag = (t: Targets) => (t.group === SALES_ACCESS_GROUP_ID ? "Sales" : "Root");

const post = (path: string, body?: unknown) => ({ path, ...(body === undefined ? {} : { body }) });

/** An id no record has: routes whose objects the seed lacks are walked for their privilege check alone. */
const UNKNOWN = "walk-unknown";
const doc =
  (method: string, path: string, over: (t: Targets, pod: PodIds) => Json = () => ({})) =>
  (t: Targets, pod: PodIds) => {
    const filled = fill(path, t, pod);
    return { path: filled, body: bodyOf(method, filled, over(t, pod)) };
  };
/** Placeholders of a path: {pool}, {farm}… from the variant's objects, {vcenter}… from the pod's. */
function fill(path: string, t: Targets, pod: PodIds): string {
  const objects: Record<string, string> = {
    pool: id(t.pool),
    doomedPool: id(t.doomedPool),
    farm: id(t.farm),
    rds: id(t.rds),
    machine: id(t.machine),
    doomedMachine: id(t.doomedMachine),
    app: id(t.app),
    ...(pod as unknown as Record<string, string>),
  };
  return path.replace(/\{(\w+)\}/g, (_, name: string) => objects[name] ?? UNKNOWN);
}
const fixed = (path: string, body?: (t: Targets, pod: PodIds) => unknown) => (t: Targets, pod: PodIds) => ({
  path: fill(path, t, pod),
  ...(body ? { body: body(t, pod) } : {}),
});

const SIGN_IN = { exempt: "sign-in and sign-out: no privilege exists before a caller is signed in" };
const READ = { exempt: "a read sent as POST: scope-matrix.test.ts holds it against the read rule" };

const GLOBAL_IM = Object.fromEntries(
  ["im-streams", "im-versions", "im-tags", "im-assets"].flatMap((resource): [string, Row][] => {
    const base = `/rest/config/v1/${resource}`;
    return [
      [`POST ${base}/action/bulk-create`, { request: fixed(`${base}/action/bulk-create`, () => []) }],
      [`POST ${base}`, { request: doc("POST", base) }],
      [`PUT ${base}/:id`, { request: doc("PUT", `${base}/{unknown}`) }],
      [`DELETE ${base}/:id`, { request: fixed(`${base}/{unknown}`) }],
    ];
  }),
);
const AUTHENTICATORS = Object.fromEntries(
  ["saml", "radius", "gssapi", "jwt"].flatMap((kind): [string, Row][] => {
    const base = `/rest/config/v1/${kind}-authenticators`;
    return [
      [`POST ${base}`, { request: doc("POST", base) }],
      [`PUT ${base}/:id`, { request: doc("PUT", `${base}/{unknown}`) }],
      [`DELETE ${base}/:id`, { request: fixed(`${base}/{unknown}`) }],
    ];
  }),
);
const SESSION_ACTIONS = Object.fromEntries(
  ["disconnect", "logoff", "reset", "restart"].flatMap((action): [string, Row][] => [
    [
      `POST /rest/inventory/v1/sessions/action/${action}`,
      {
        target: "session",
        request: (t) => post(`/rest/inventory/v1/sessions/action/${action}`, [id(t.session)]),
      },
    ],
    [
      `POST /rest/inventory/v1/global-sessions/action/${action}`,
      {
        elsewhere: true,
        request: (_, pod) =>
          post(`/rest/inventory/v1/global-sessions/action/${action}`, [{ pod_id: pod.pod, ids: [UNKNOWN] }]),
      },
    ],
  ]),
);
const MACHINE_ACTIONS = Object.fromEntries(
  ["enter-maintenance", "exit-maintenance", "restart", "reset", "recover", "rebuild"].map(
    (action): [string, Row] => [
      `POST /rest/inventory/v1/machines/action/${action}`,
      {
        target: "machine",
        request: (t) => post(`/rest/inventory/v1/machines/action/${action}`, [id(t.machine)]),
      },
    ],
  ),
);
const GLOBAL_ENTITLEMENTS = Object.fromEntries(
  (["desktop", "application"] as const).flatMap((kind): [string, Row][] => {
    const base = `/rest/inventory/v1/global-${kind}-entitlements`;
    const local = `${base}/{unknown}/local-${kind}-pools`;
    const target: Kind = kind === "desktop" ? "pool" : "app";
    const group = { federated_access_group_id: FEDERATION_ROOT_ACCESS_GROUP_ID };
    return [
      // The desktop v1 create spec has no group: its entitlements go to the federation root.
      [
        `POST ${base}`,
        { request: doc("POST", base, () => ({ name: "Walk-GE", ...(kind === "desktop" ? {} : group) })) },
      ],
      [
        `PUT ${base}/:id`,
        { request: doc("PUT", `${base}/{unknown}`, () => ({ name: "Walk-GE", ...group })) },
      ],
      [`DELETE ${base}/:id`, { request: fixed(`${base}/{unknown}`) }],
      [`POST ${base}/:id/local-${kind}-pools`, { target, request: fixed(local, (t) => [id(t[target])]) }],
      [`DELETE ${base}/:id/local-${kind}-pools`, { target, request: fixed(local, (t) => [id(t[target])]) }],
      ...(["POST", "DELETE"] as const).map((method): [string, Row] => [
        `${method} /rest/entitlements/v1/global-${kind}-entitlements`,
        {
          request: (t) =>
            post(`/rest/entitlements/v1/global-${kind}-entitlements`, [
              { id: UNKNOWN, ad_user_or_group_ids: [t.user] },
            ]),
        },
      ]),
      ...(["POST", "DELETE"] as const).map((method): [string, Row] => [
        `${method} /rest/entitlements/v1/${kind}-pools`,
        {
          target,
          request: (t) =>
            post(`/rest/entitlements/v1/${kind}-pools`, [
              { id: id(t[target]), ad_user_or_group_ids: [t.user] },
            ]),
        },
      ]),
    ];
  }),
);

/** Every non-GET route the emulator serves, in the order walked: deletes of inventory objects come last. */
const ROUTES: Record<string, Row> = {
  "POST /rest/key-agreement": SIGN_IN,
  [`POST ${VIEW}/AuthenticationManager/generateKeyMaterial`]: SIGN_IN,
  "POST /rest/login": SIGN_IN,
  "POST /rest/logout": SIGN_IN,
  "POST /rest/refresh": SIGN_IN,
  [`POST ${VIEW}/login`]: SIGN_IN,
  [`POST ${VIEW}/logout`]: SIGN_IN,
  [`POST ${VIEW}/AdminUserOrGroup/getloginview`]: READ,
  [`POST ${VIEW}/AccessGroup/List`]: READ,
  [`POST ${VIEW}/AccessGroup/Get`]: READ,
  [`POST ${VIEW}/CategoryFolder/List`]: READ,
  [`POST ${VIEW}/License/Get`]: READ,
  [`POST ${VIEW}/ADDomain/List`]: READ,
  ...Object.fromEntries(
    [
      "ADUserOrGroup/Get",
      "ADUserOrGroup/GetView",
      "ADUserOrGroup/GetInfos",
      "ADUserOrGroup/GetSummaryViews",
      "EntitledUserOrGroup/GetLocalSummaryViews",
      "EntitledUserOrGroup/GetInfos",
      "UserEntitlement/GetInfos",
      "GatewayAccessUserOrGroup/List",
      ...["query", "getcount", "create", "getnext", "delete", "deleteall"].map(
        (call) => `queryservice/${call}`,
      ),
    ].map((call) => [`POST ${VIEW}/${call}`, READ]),
  ),

  // The caller's own records.
  "PUT /rest/config/v1/admin-users-or-groups/preferences": {
    request: doc("PUT", "/rest/config/v1/admin-users-or-groups/preferences"),
  },
  "PUT /rest/config/v2/admin-users-or-groups/preferences": {
    request: fixed("/rest/config/v2/admin-users-or-groups/preferences", () => ({
      admin_timeout_in_minutes: 30,
    })),
    rule: rule("any"),
    why: "the caller's own preferences (a later REST version of the v1 call, which asks no privilege)",
  },

  // Roles, permissions, access groups.
  [`POST ${VIEW}/AccessGroup/Create`]: {
    request: fixed(`${VIEW}/AccessGroup/Create`, () => ({ base: { name: "Walk-View" } })),
    rule: rule("all", ["FOLDER_MANAGEMENT", "object"]),
    why: "as POST config/v1/local-access-groups: FOLDER_MANAGEMENT on the parent, the local root",
  },
  "POST /rest/config/v1/roles": {
    request: doc("POST", "/rest/config/v1/roles", () => ({ name: "Walk-Role", privileges: ["POOL_ENABLE"] })),
  },
  "PUT /rest/config/v1/roles/:id": {
    request: doc("PUT", "/rest/config/v1/roles/role-pool-operators", () => ({
      privileges: ["POOL_VIEW", "POOL_ENABLE", "MACHINE_VIEW", "MACHINE_REBOOT", "GLOBAL_CONFIG_VIEW"],
    })),
  },
  "POST /rest/config/v1/permissions": {
    request: (t) =>
      post(
        "/rest/config/v1/permissions",
        bodyOf("POST", "/rest/config/v1/permissions", {
          ad_user_or_group_id: t.user,
          role_id: "role-pool-operators",
          local_access_group_id: t.group,
        }),
      ),
  },
  "DELETE /rest/config/v1/permissions": {
    request: fixed("/rest/config/v1/permissions", () => ["permission-3"]),
  },
  "POST /rest/config/v1/local-access-groups": {
    request: doc("POST", "/rest/config/v1/local-access-groups", () => ({ name: "Walk-Rest" })),
  },
  "POST /rest/config/v1/federation-access-groups": {
    request: doc("POST", "/rest/config/v1/federation-access-groups", () => ({ name: "Walk-Federation" })),
  },
  "DELETE /rest/config/v1/federation-access-groups/:id": {
    request: fixed("/rest/config/v1/federation-access-groups/{unknown}"),
  },

  // Settings and licence.
  [`POST ${VIEW}/globalsettings/update`]: {
    request: fixed(`${VIEW}/globalsettings/update`, () => ({})),
    rule: GLOBAL_CONFIG,
    why: "as PUT config/v1/settings",
  },
  [`POST ${VIEW}/ceip/setlogintype`]: {
    request: fixed(`${VIEW}/ceip/setlogintype`, () => ({ type: "LEO" })),
    rule: rule("any"),
    why: "the console reports how its administrator signed in, for the customer experience program: every administrator's call",
  },
  "POST /rest/config/v1/ceip/action/set-login-type": {
    request: fixed("/rest/config/v1/ceip/action/set-login-type", () => ({ type: "LEO" })),
    rule: rule("any"),
    why: "as the first generation's ceip/setlogintype",
  },
  "PUT /rest/config/v1/settings/feature": { request: doc("PUT", "/rest/config/v1/settings/feature") },
  "PUT /rest/config/v1/settings/agent-restriction-settings": {
    request: fixed("/rest/config/v1/settings/agent-restriction-settings", () => ({})),
    rule: GLOBAL_CONFIG,
    why: "a pod-wide setting, as every settings PUT of 2212",
  },
  "PUT /rest/config/v1/settings/client-settings": {
    request: fixed("/rest/config/v1/settings/client-settings", () => ({})),
    rule: GLOBAL_CONFIG,
    why: "a pod-wide setting, as every settings PUT of 2212",
  },
  ...Object.fromEntries(
    [
      "/rest/config/v1/settings/general",
      "/rest/config/v1/settings",
      "/rest/config/v2/settings/general",
      "/rest/config/v2/settings",
      "/rest/config/v3/settings/general",
      "/rest/config/v3/settings",
      "/rest/config/v1/settings/security",
    ].map((path) => [`PUT ${path}`, { request: doc("PUT", path) }]),
  ),
  [`POST ${VIEW}/License/Set`]: {
    request: fixed(`${VIEW}/License/Set`, () => ({ licenseKey: "walk" })),
    rule: GLOBAL_CONFIG,
    why: "the pod's licence, as POST config/v1/licenses",
  },
  [`POST ${VIEW}/License/ResetHighestUsage`]: {
    request: fixed(`${VIEW}/License/ResetHighestUsage`, () => ({})),
    rule: GLOBAL_CONFIG,
    why: "the pod's licence usage",
  },

  // Farms.
  "POST /rest/inventory/v1/farms/action/check-name-availability": {
    request: doc("POST", "/rest/inventory/v1/farms/action/check-name-availability", () => ({ name: "Walk" })),
  },
  ...Object.fromEntries(
    [1, 2, 3].map((version): [string, Row] => [
      `POST /rest/inventory/v${version}/farms`,
      {
        request: doc("POST", `/rest/inventory/v${version}/farms`, (t) => ({
          name: `Walk-Farm-${version}-${tag(t)}`,
          type: "MANUAL",
          access_group_id: t.group,
        })),
        target: "group",
      },
    ]),
  ),
  "PUT /rest/inventory/v3/farms/:id": {
    target: "farm",
    request: doc("PUT", "/rest/inventory/v3/farms/{farm}", (t) => ({
      display_name: "Walk",
      access_group_id: t.group,
    })),
  },
  "PUT /rest/inventory/v1/farms/:id": {
    target: "farm",
    request: doc("PUT", "/rest/inventory/v1/farms/{farm}", (t) => ({
      display_name: "Walk",
      access_group_id: t.group,
    })),
  },
  ...Object.fromEntries(
    ["add-rds-servers", "remove-rds-servers", "apply-image"].map((action): [string, Row] => [
      `POST /rest/inventory/v1/farms/:id/action/${action}`,
      {
        target: "farm",
        request: fixed(`/rest/inventory/v1/farms/{farm}/action/${action}`, (t) => [id(t.rds)]),
      },
    ]),
  ),
  ...Object.fromEntries(
    [1, 2].map((version): [string, Row] => [
      `POST /rest/inventory/v${version}/farms/:id/action/schedule-maintenance`,
      {
        target: "farm",
        request: doc("POST", `/rest/inventory/v${version}/farms/{farm}/action/schedule-maintenance`),
      },
    ]),
  ),
  "POST /rest/inventory/v1/farms/:id/action/cancel-scheduled-maintenance": {
    target: "farm",
    request: doc("POST", "/rest/inventory/v1/farms/{farm}/action/cancel-scheduled-maintenance"),
  },
  "POST /rest/inventory/v1/farms/:id/action/promote-pending-image": {
    target: "farm",
    request: fixed("/rest/inventory/v1/farms/{farm}/action/promote-pending-image"),
  },
  "POST /rest/inventory/v1/farms/:id/action/validate-installed-applications": {
    target: "farm",
    request: fixed("/rest/inventory/v1/farms/{farm}/action/validate-installed-applications", () => ["walk"]),
  },

  // Agents.
  "POST /rest/inventory/v1/agent-installer-packages/action/register": {
    request: doc("POST", "/rest/inventory/v1/agent-installer-packages/action/register", () => ({
      metadata_file_url: "https://downloads.example.com/metadata-2500.0.0-25000000.json",
    })),
  },
  "POST /rest/inventory/v1/agent-installer-packages/:id/action/unregister": {
    request: fixed("/rest/inventory/v1/agent-installer-packages/{agentPackage}/action/unregister"),
  },
  "POST /rest/inventory/v1/machines/action/schedule-agent-upgrade": {
    target: "machine",
    request: doc("POST", "/rest/inventory/v1/machines/action/schedule-agent-upgrade", (t) => ({
      machine_ids: [id(t.machine)],
      start_time: Date.UTC(2030, 0, 1),
      end_time: Date.UTC(2030, 0, 2),
    })),
  },
  "POST /rest/inventory/v1/machines/action/cancel-agent-upgrade": {
    target: "machine",
    request: fixed("/rest/inventory/v1/machines/action/cancel-agent-upgrade", (t) => [
      t.upgradeTask ?? UNKNOWN,
    ]),
  },

  // Desktop pools.
  "POST /rest/inventory/v1/desktop-pools/action/check-name-availability": {
    request: doc("POST", "/rest/inventory/v1/desktop-pools/action/check-name-availability", () => ({
      name: "Walk",
    })),
  },
  "POST /rest/inventory/v1/desktop-pools/action/validate-specified-names": {
    target: "pool",
    request: doc("POST", "/rest/inventory/v1/desktop-pools/action/validate-specified-names", (t) => ({
      id: id(t.pool),
    })),
  },
  ...Object.fromEntries(
    [1, 2].map((version): [string, Row] => [
      `POST /rest/inventory/v${version}/desktop-pools`,
      {
        request: doc("POST", `/rest/inventory/v${version}/desktop-pools`, (t) => ({
          name: `Walk-Pool-${version}-${tag(t)}`,
          type: "MANUAL",
          access_group_id: t.group,
        })),
        target: "group",
      },
    ]),
  ),
  ...Object.fromEntries(
    [1, 2].map((version): [string, Row] => [
      `POST /rest/inventory/v${version}/desktop-pools/:id/action/schedule-push-image`,
      {
        target: "pool",
        request: doc("POST", `/rest/inventory/v${version}/desktop-pools/{pool}/action/schedule-push-image`),
      },
    ]),
  ),
  "POST /rest/inventory/v1/desktop-pools/:id/action/cancel-scheduled-push-image": {
    target: "pool",
    request: fixed("/rest/inventory/v1/desktop-pools/{pool}/action/cancel-scheduled-push-image"),
  },
  "POST /rest/inventory/v1/desktop-pools/:id/action/promote-pending-image": {
    target: "pool",
    request: fixed("/rest/inventory/v1/desktop-pools/{pool}/action/promote-pending-image"),
  },
  "POST /rest/inventory/v1/desktop-pools/:id/action/apply-image": {
    target: "pool",
    request: fixed("/rest/inventory/v1/desktop-pools/{pool}/action/apply-image", (t) => [id(t.machine)]),
  },
  "POST /rest/inventory/v1/desktop-pools/:id/action/validate-installed-applications": {
    target: "pool",
    request: fixed("/rest/inventory/v1/desktop-pools/{pool}/action/validate-installed-applications", () => [
      "walk",
    ]),
  },
  ...Object.fromEntries(
    ["pause", "resume", "cancel"].map((action): [string, Row] => [
      `POST /rest/inventory/v1/desktop-pools/:id/tasks/:taskId/action/${action}`,
      {
        target: "pool",
        request: fixed(`/rest/inventory/v1/desktop-pools/{pool}/tasks/{unknown}/action/${action}`),
      },
    ]),
  ),
  "PUT /rest/inventory/v1/desktop-pools/:id": {
    target: "pool",
    request: (t, pod) =>
      post(
        fill("/rest/inventory/v1/desktop-pools/{pool}", t, pod),
        poolUpdateBody(t.pool, { display_name: "Walk" }),
      ),
  },

  // Machines and sessions.
  ...MACHINE_ACTIONS,
  ...SESSION_ACTIONS,
  "POST /rest/inventory/v1/sessions/action/send-message": {
    target: "session",
    request: doc("POST", "/rest/inventory/v1/sessions/action/send-message", (t) => ({
      session_ids: [id(t.session)],
    })),
  },
  "POST /rest/inventory/v1/global-sessions/action/send-message": {
    elsewhere: true,
    request: doc("POST", "/rest/inventory/v1/global-sessions/action/send-message", (_, pod) => ({
      global_session_action_specs: [{ pod_id: pod.pod, ids: [UNKNOWN] }],
    })),
  },
  ...Object.fromEntries(
    ["assign-users", "unassign-users"].map((action): [string, Row] => [
      `POST /rest/inventory/v1/machines/:id/action/${action}`,
      {
        target: "machine",
        request: fixed(`/rest/inventory/v1/machines/{machine}/action/${action}`, (t) => [t.user]),
      },
    ]),
  ),
  "PUT /rest/inventory/v1/rds-servers/:id": {
    target: "rds",
    request: doc("PUT", "/rest/inventory/v1/rds-servers/{rds}"),
  },

  // Federation.
  ...Object.fromEntries(
    ["initialize", "uninitialize", "join", "unjoin", "eject"].map((action): [string, Row] => [
      `POST /rest/federation/v1/cpa/action/${action}`,
      { request: doc("POST", `/rest/federation/v1/cpa/action/${action}`) },
    ]),
  ),
  "POST /rest/federation/v1/sites": { request: doc("POST", "/rest/federation/v1/sites") },
  "PUT /rest/federation/v1/sites/:id": { request: doc("PUT", "/rest/federation/v1/sites/{unknown}") },
  "DELETE /rest/federation/v1/sites/:id": { request: fixed("/rest/federation/v1/sites/{unknown}") },
  "PUT /rest/federation/v1/pods/:id": { request: doc("PUT", "/rest/federation/v1/pods/{unknown}") },
  "POST /rest/inventory/v2/global-desktop-entitlements": {
    request: doc("POST", "/rest/inventory/v2/global-desktop-entitlements", () => ({
      name: "Walk-GE-2",
      federated_access_group_id: FEDERATION_ROOT_ACCESS_GROUP_ID,
    })),
  },
  ...GLOBAL_ENTITLEMENTS,
  "POST /rest/federation/v1/home-sites/action/resolve": {
    request: doc("POST", "/rest/federation/v1/home-sites/action/resolve", (t) => ({ user_id: t.user })),
  },
  "POST /rest/federation/v1/home-sites": {
    request: (t) =>
      post(
        "/rest/federation/v1/home-sites",
        bodyOf("POST", "/rest/federation/v1/home-sites", { ad_user_or_group_id: t.user }),
      ),
  },
  "DELETE /rest/federation/v1/home-sites": {
    request: fixed("/rest/federation/v1/home-sites", () => [UNKNOWN]),
  },

  // Application pools.
  ...Object.fromEntries(
    [1, 2, 3].map((version): [string, Row] => [
      `POST /rest/inventory/v${version}/application-pools`,
      {
        target: "farm",
        request: doc("POST", `/rest/inventory/v${version}/application-pools`, (t) => ({
          name: `Walk-App-${version}-${tag(t)}`,
          executable_path: "C:\\walk.exe",
          farm_id: id(t.farm),
        })),
      },
    ]),
  ),
  "POST /rest/inventory/v1/application-pools/action/check-name-availability": {
    request: doc("POST", "/rest/inventory/v1/application-pools/action/check-name-availability", () => ({
      name: "Walk",
    })),
  },
  "PUT /rest/inventory/v1/application-pools/:id": {
    target: "app",
    request: doc("PUT", "/rest/inventory/v1/application-pools/{app}"),
  },
  "POST /rest/inventory/v1/application-icons": {
    request: doc("POST", "/rest/inventory/v1/application-icons"),
  },
  "POST /rest/inventory/v1/application-pools/:id/action/add-custom-icon": {
    target: "app",
    request: doc("POST", "/rest/inventory/v1/application-pools/{app}/action/add-custom-icon", () => ({
      icon_id: UNKNOWN,
    })),
  },
  "POST /rest/inventory/v1/application-pools/:id/action/remove-custom-icon": {
    target: "app",
    request: fixed("/rest/inventory/v1/application-pools/{app}/action/remove-custom-icon"),
  },

  // Remote consoles, domains, accounts, event database.
  "POST /rest/config/v1/rcx/clients": { request: doc("POST", "/rest/config/v1/rcx/clients") },
  "PUT /rest/config/v1/rcx/clients/:id": { request: doc("PUT", "/rest/config/v1/rcx/clients/{unknown}") },
  "DELETE /rest/config/v1/rcx/clients/:id": { request: fixed("/rest/config/v1/rcx/clients/{unknown}") },
  "POST /rest/external/v1/ad-domains/action/bind": {
    request: doc("POST", "/rest/external/v1/ad-domains/action/bind"),
  },
  ...Object.fromEntries(
    ["update", "unbind"].map((action): [string, Row] => [
      `POST /rest/external/v1/ad-domains/:id/action/${action}`,
      { request: doc("POST", `/rest/external/v1/ad-domains/{domain}/action/${action}`) },
    ]),
  ),
  ...Object.fromEntries(
    ["add-auxiliary-accounts", "delete-auxiliary-accounts"].map((action): [string, Row] => [
      `POST /rest/external/v1/ad-domains/:id/action/${action}`,
      {
        request: (t, pod) =>
          post(
            fill(`/rest/external/v1/ad-domains/{domain}/action/${action}`, t, pod),
            bodyOf("POST", `/rest/external/v1/ad-domains/{id}/action/${action}`),
          ),
      },
    ]),
  ),
  "POST /rest/config/v1/ic-domain-accounts": { request: doc("POST", "/rest/config/v1/ic-domain-accounts") },
  "PUT /rest/config/v1/ic-domain-accounts/:id": {
    request: doc("PUT", "/rest/config/v1/ic-domain-accounts/{unknown}"),
  },
  "DELETE /rest/config/v1/ic-domain-accounts/:id": {
    request: fixed("/rest/config/v1/ic-domain-accounts/{unknown}"),
  },
  "PUT /rest/config/v1/event-database": { request: doc("PUT", "/rest/config/v1/event-database") },
  "POST /rest/config/v1/event-database/action/clear": {
    request: doc("POST", "/rest/config/v1/event-database/action/clear"),
  },

  // vCenter Servers and connection servers.
  "POST /rest/config/v1/virtual-centers/action/validate-certificate": {
    request: doc("POST", "/rest/config/v1/virtual-centers/action/validate-certificate"),
  },
  "POST /rest/config/v3/virtual-centers": {
    request: fixed("/rest/config/v3/virtual-centers", () => ({})),
    rule: GLOBAL_CONFIG,
    why: "a vCenter Server is pod-wide configuration (a later REST version; 2212 lists them with GLOBAL_CONFIG_VIEW)",
  },
  "POST /rest/config/v1/virtual-centers/:id/action/mark-datastores-for-archival": {
    request: fixed("/rest/config/v1/virtual-centers/{vcenter}/action/mark-datastores-for-archival", () => [
      UNKNOWN,
    ]),
  },
  ...Object.fromEntries(
    ["enable", "disable"].map((action): [string, Row] => [
      `POST /rest/config/v1/connection-servers/action/${action}`,
      {
        request: fixed(`/rest/config/v1/connection-servers/action/${action}`, (_, pod) => [
          pod.connectionServer,
        ]),
      },
    ]),
  ),
  ...Object.fromEntries(
    ["generate-csr", "import-certificate"].map((action): [string, Row] => [
      `POST /rest/config/v1/connection-servers/action/${action}`,
      { request: doc("POST", `/rest/config/v1/connection-servers/action/${action}`) },
    ]),
  ),
  ...Object.fromEntries(
    [1, 2].map((version): [string, Row] => [
      `PUT /rest/config/v${version}/connection-servers/:id`,
      { request: doc("PUT", `/rest/config/v${version}/connection-servers/{connectionServer}`) },
    ]),
  ),

  // App Volumes, image management, authenticators.
  "POST /rest/config/v1/app-volumes-manager": { request: doc("POST", "/rest/config/v1/app-volumes-manager") },
  "PUT /rest/config/v1/app-volumes-manager/:id": {
    request: doc("PUT", "/rest/config/v1/app-volumes-manager/{unknown}"),
  },
  "DELETE /rest/config/v1/app-volumes-manager/:id": {
    request: fixed("/rest/config/v1/app-volumes-manager/{unknown}"),
  },
  "POST /rest/config/v1/app-volumes-manager/:id/action/assign-farms": {
    request: fixed("/rest/config/v1/app-volumes-manager/{unknown}/action/assign-farms", (t) => [id(t.farm)]),
  },
  "POST /rest/config/v1/app-volumes-manager/action/unassign-farms": {
    request: fixed("/rest/config/v1/app-volumes-manager/action/unassign-farms", (t) => [id(t.farm)]),
  },
  "POST /rest/config/v1/app-volumes-manager/:id/action/push-certificates": {
    request: fixed("/rest/config/v1/app-volumes-manager/{unknown}/action/push-certificates"),
  },
  ...GLOBAL_IM,
  ...AUTHENTICATORS,

  // Directory, entitlements and access of the first generation.
  ...Object.fromEntries(
    ["ADUserOrGroup/Refresh", "ADUserOrGroup/RefreshUsersOrGroups"].map((call): [string, Row] => [
      `POST ${VIEW}/${call}`,
      {
        request: (t) => post(`${VIEW}/${call}`, call.endsWith("Refresh") ? { id: t.user } : [t.user]),
        rule: rule("any"),
        why: "re-reads a directory record, which every administrator may read: nothing of the pod changes",
      },
    ]),
  ),
  [`POST ${VIEW}/UserEntitlement/CreateUserEntitlements`]: {
    target: "pool",
    request: (t) =>
      post(`${VIEW}/UserEntitlement/CreateUserEntitlements`, [{ userOrGroup: t.user, resource: id(t.pool) }]),
    rule: rule("all", ["POOL_ENTITLE", "object"]),
    why: "as POST entitlements/v1/desktop-pools",
  },
  [`POST ${VIEW}/UserEntitlement/DeleteUserEntitlements`]: {
    target: "pool",
    request: (t) => post(`${VIEW}/UserEntitlement/DeleteUserEntitlements`, [t.entitlement ?? UNKNOWN]),
    rule: rule("all", ["POOL_ENTITLE", "object"]),
    why: "as DELETE entitlements/v1/desktop-pools",
  },
  [`POST ${VIEW}/UnauthenticatedAccessUser/Create`]: {
    request: (t) => post(`${VIEW}/UnauthenticatedAccessUser/Create`, { loginName: "walk", userId: t.user }),
    rule: GLOBAL_CONFIG,
    why: "as POST config/v1/unauthenticated-access-users",
  },
  [`POST ${VIEW}/UnauthenticatedAccessUser/Update`]: {
    request: (t) => post(`${VIEW}/UnauthenticatedAccessUser/Update`, { id: t.user, description: "walk" }),
    rule: GLOBAL_CONFIG,
    why: "as POST config/v1/unauthenticated-access-users",
  },
  [`POST ${VIEW}/UnauthenticatedAccessUser/Delete`]: {
    request: () => post(`${VIEW}/UnauthenticatedAccessUser/Delete`, { id: UNKNOWN }),
    rule: GLOBAL_CONFIG,
    why: "as DELETE config/v1/unauthenticated-access-users/{id}",
  },
  "POST /rest/config/v1/unauthenticated-access-users": {
    request: doc("POST", "/rest/config/v1/unauthenticated-access-users", (t) => ({ user_id: t.user })),
  },
  "DELETE /rest/config/v1/unauthenticated-access-users/:id": {
    request: fixed("/rest/config/v1/unauthenticated-access-users/{unknown}"),
  },
  ...Object.fromEntries(
    ["Create", "Delete"].map((call): [string, Row] => [
      `POST ${VIEW}/GatewayAccessUserOrGroup/${call}`,
      {
        request: (t) => post(`${VIEW}/GatewayAccessUserOrGroup/${call}`, { userOrGroup: t.user }),
        rule: GLOBAL_CONFIG,
        why: "who may connect through a gateway is pod-wide configuration, listed with GLOBAL_CONFIG_VIEW",
      },
    ]),
  ),

  // Deletes of inventory objects and configuration last: the writes above still find what they name.
  "POST /rest/inventory/v1/desktop-pools/:id/action/remove-machines": {
    target: "pool",
    request: fixed("/rest/inventory/v1/desktop-pools/{pool}/action/remove-machines", (t) => [
      id(t.doomedMachine),
    ]),
  },
  "DELETE /rest/inventory/v1/machines": {
    target: "machine",
    request: doc("DELETE", "/rest/inventory/v1/machines", (t) => ({ machine_ids: [id(t.doomedMachine)] })),
  },
  "DELETE /rest/inventory/v1/machines/:id": {
    target: "machine",
    request: doc("DELETE", "/rest/inventory/v1/machines/{doomedMachine}"),
  },
  "DELETE /rest/inventory/v1/physical-machines/:id": {
    request: fixed("/rest/inventory/v1/physical-machines/{physicalMachine}"),
  },
  "DELETE /rest/inventory/v1/rds-servers/:id": {
    target: "rds",
    request: fixed("/rest/inventory/v1/rds-servers/{rds}"),
  },
  "DELETE /rest/inventory/v1/application-pools/:id": {
    target: "app",
    request: fixed("/rest/inventory/v1/application-pools/{app}"),
  },
  "DELETE /rest/inventory/v1/desktop-pools/:id": {
    target: "pool",
    request: fixed("/rest/inventory/v1/desktop-pools/{doomedPool}"),
  },
  "DELETE /rest/inventory/v1/farms/:id": {
    target: "farm",
    request: fixed("/rest/inventory/v1/farms/{farm}"),
  },
  "DELETE /rest/config/v1/local-access-groups/:id": {
    request: fixed("/rest/config/v1/local-access-groups/{unknown}"),
  },
  "DELETE /rest/config/v1/roles/:id": { request: fixed("/rest/config/v1/roles/role-pool-operators") },
};

/**
 * Writes that would take an object across access groups: out of the variant's group into the other one, or
 * the other group's object into this one. The rule of the route must hold on both groups. A caller that may
 * not read the other group's object may also be answered as if it did not exist (any 4xx): what counts is
 * that nothing moved, which the walk checks at its end.
 */
const MOVES: (Walk & { route: string; why: string; target: Kind })[] = [
  {
    route: "PUT /rest/inventory/v1/desktop-pools/:id",
    target: "pool",
    why: "the pool moved to the other group",
    request: (t, pod) =>
      post(
        fill("/rest/inventory/v1/desktop-pools/{pool}", t, pod),
        poolUpdateBody(t.pool, { access_group_id: t.otherGroup }),
      ),
  },
  ...[1, 3].map((version) => ({
    route: `PUT /rest/inventory/v${version}/farms/:id`,
    target: "farm" as const,
    why: "the farm (with its hosts and applications) moved to the other group",
    request: doc("PUT", `/rest/inventory/v${version}/farms/{farm}`, (t) => ({
      display_name: "Walk",
      access_group_id: t.otherGroup,
    })),
  })),
  {
    route: "POST /rest/inventory/v3/farms",
    target: "farm",
    why: "a farm made in the group with the other group's spare host (the seed's spare hosts are in Root)",
    request: doc("POST", "/rest/inventory/v3/farms", (t) => ({
      name: `Walk-Taking-${tag(t)}`,
      type: "MANUAL",
      access_group_id: t.group,
      rds_server_ids: [id(t.spareHostElsewhere ?? t.other?.rds)],
    })),
  },
  {
    route: "POST /rest/inventory/v1/farms/:id/action/add-rds-servers",
    target: "farm",
    why: "the other group's spare host added to the farm",
    request: fixed("/rest/inventory/v1/farms/{farm}/action/add-rds-servers", (t) => [
      id(t.spareHostElsewhere ?? t.other?.rds),
    ]),
  },
  {
    route: "POST /rest/inventory/v1/desktop-pools",
    target: "pool",
    why: "an RDS desktop pool in the group on the other group's farm",
    request: doc("POST", "/rest/inventory/v1/desktop-pools", (t) => ({
      name: `Walk-Rds-${tag(t)}`,
      type: "RDS",
      access_group_id: t.group,
      farm_id: id(t.other?.farm),
    })),
  },
];

// ---------------------------------------------------------------------------------------------------------
// The walk.

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: unknown }>;

async function signIn(emulator: Emulator, user: Role): Promise<Call> {
  const client = new EmulatorClient(emulator);
  const { access_token: token } = await client.restLogin(user);
  return async (method, path, body) => {
    const response = await client.rest(method, path, token, body === undefined ? {} : { body });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: kept as text for the mismatch line.
    }
    return { status: response.status, json };
  };
}

const list = async (call: Call, path: string) => {
  const answer = await call("GET", path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
  return answer.json as Json[];
};

/** The inventory as admin reads it: every record that has an access group, by kind. */
type Inventory = Record<Kind, Json[]>;
async function inventoryOf(admin: Call): Promise<Inventory> {
  return {
    pool: await list(admin, "/rest/inventory/v6/desktop-pools?size=1000"),
    farm: await list(admin, "/rest/inventory/v5/farms?size=1000"),
    rds: await list(admin, "/rest/inventory/v1/rds-servers?size=1000"),
    machine: await list(admin, "/rest/inventory/v4/machines?size=1000"),
    app: await list(admin, "/rest/inventory/v4/application-pools?size=1000"),
    session: await list(admin, "/rest/inventory/v1/sessions?size=1000"),
  };
}

/** Where every pool, farm, host, machine and application is: what no write may change behind its caller. */
function groupsOf(inventory: Inventory): Map<string, string> {
  const result = new Map<string, string>();
  for (const kind of ["pool", "farm", "rds", "machine", "app"] as const)
    for (const item of inventory[kind]) result.set(`${kind} ${id(item)}`, String(item.access_group_id));
  return result;
}

/** The objects of one access group the requests name. */
function targetsIn(inventory: Inventory, group: string, otherGroup: string, user: string): Targets {
  const inGroup = (items: Json[]) => items.filter((item) => item.access_group_id === group);
  const pools = inGroup(inventory.pool).filter((pool) => pool.source === "INSTANT_CLONE");
  const farm = inGroup(inventory.farm)[0];
  const hosts = inventory.rds;
  const machines = inventory.machine.filter((machine) => machine.desktop_pool_id === pools[0]?.id);
  const apps = inGroup(inventory.app);
  const session = inGroup(inventory.session)[0];
  const found = {
    pool: pools[0],
    doomedPool: pools[1],
    farm,
    rds: hosts.find((host) => host.farm_id === farm?.id),
    machine: machines[0],
    doomedMachine: machines[1],
    app: apps.find((app) => app.farm_id === farm?.id),
    session,
  };
  for (const [name, value] of Object.entries(found))
    if (!value) throw new Error(`the seed has no ${name} in access group ${group}`);
  return {
    group,
    otherGroup,
    user,
    ...(found as Record<keyof typeof found, Json>),
    spareHostElsewhere: hosts.find(
      (host) => host.farm_id === undefined && host.access_group_id === otherGroup,
    ),
  };
}

async function podIds(admin: Call): Promise<PodIds> {
  const first = async (path: string) => id((await list(admin, path))[0]);
  return {
    pod: await first("/rest/federation/v1/pods"),
    vcenter: await first("/rest/config/v2/virtual-centers"),
    connectionServer: await first("/rest/config/v2/connection-servers"),
    domain: await first("/rest/external/v1/ad-domains"),
    physicalMachine: await first("/rest/inventory/v2/physical-machines"),
    agentPackage: await first("/rest/inventory/v1/agent-installer-packages"),
  };
}

/** What the caller holds where, and its own SID (the user the walk entitles, assigns and refreshes). */
async function holdingsOf(call: Call): Promise<{ holdings: Holdings; user: string }> {
  type Info = { access_group_id: string; privileges: string[] }[];
  const answer = (await call("GET", "/rest/config/v1/admin-users-or-groups/permissions")).json as {
    id: string;
    local_privileges_info: Info;
    federated_privileges_info: Info;
  };
  const holdings = {
    local: new Map(
      answer.local_privileges_info.map((info) => [info.access_group_id, new Set(info.privileges)]),
    ),
    federation: new Set(answer.federated_privileges_info.flatMap((info) => info.privileges)),
  };
  return { holdings, user: answer.id };
}

/** The pod's refusal for want of a privilege: a 403 with its error body, or every item of a bulk answer 403. */
function refused({ status, json }: { status: number; json: unknown }): boolean {
  const error = json as { fault?: string; errors?: { error_key?: string }[] } | undefined;
  // REST names the key, the first generation the fault.
  if (status === 403)
    return (
      error?.errors?.[0]?.error_key === "insufficient.privilege" || error?.fault === "InsufficientPermission"
    );
  // A bulk answer lists its items, or carries them in `details` (the agent upgrade's).
  const bulk = Array.isArray(json) ? json : (json as { details?: unknown } | undefined)?.details;
  return (
    status === 200 &&
    Array.isArray(bulk) &&
    bulk.length > 0 &&
    bulk.every((item) => (item as { status_code?: number }).status_code === 403)
  );
}

/** The rule of a route: the walk's own for calls 2212 lacks, else the document's. */
function ruleOf(walk: Walk, method: string, path: string): Rule | undefined {
  const matched = path.startsWith("/rest/") ? contract.match(method, path.slice("/rest".length)) : undefined;
  const found = walk.rule ?? (matched ? documentedRule(matched.operation) : undefined);
  if (!found || !walk.elsewhere) return found;
  const anywhere = (need: Need): Need => (need.where === "object" ? { ...need, where: "any" } : need);
  return { ...found, needs: found.needs.map(anywhere) };
}

interface Outcome {
  cases: number;
  mismatches: string[];
}

/** One administrator's walk of every route on a fresh emulator: the mismatches with the two rules. */
async function walkAs(role: Role): Promise<Outcome> {
  const emulator = createEmulator({ openApiContract: contract, exchangeChecker: null });
  const admin = await signIn(emulator, "admin");
  const call = role === "admin" ? admin : await signIn(emulator, role);
  const { holdings, user } = await holdingsOf(call);
  // Read once: the setup below moves nothing, so these are also the groups before the walk.
  const seeded = await inventoryOf(admin);
  const variants = [
    targetsIn(seeded, SALES_ACCESS_GROUP_ID, LOCAL_ROOT_ACCESS_GROUP_ID, user),
    targetsIn(seeded, LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID, user),
  ];
  const [sales, root] = variants as [Targets, Targets];
  sales.other = root;
  root.other = sales;
  const pod = await podIds(admin);
  // What some writes name must exist first: an upgrade task to cancel, an entitlement to delete.
  for (const t of variants) {
    const created = await admin("POST", `${VIEW}/UserEntitlement/CreateUserEntitlements`, [
      { userOrGroup: t.user, resource: id(t.pool) },
    ]);
    const entitlement = (created.json as { id?: string }[] | undefined)?.[0]?.id;
    if (entitlement) t.entitlement = entitlement;
    await admin("POST", "/rest/inventory/v1/machines/action/schedule-agent-upgrade", {
      machine_ids: [id(t.machine)],
      start_time: Date.UTC(2030, 0, 1),
      end_time: Date.UTC(2030, 0, 2),
    });
  }
  for (const task of await list(admin, "/rest/inventory/v1/machines/agent-upgrade-tasks"))
    for (const t of variants) if (JSON.stringify(task).includes(id(t.machine))) t.upgradeTask = id(task);

  const readable = new Map<string, boolean>();
  const canRead = async (kind: Kind, item: Json) => {
    const key = `${kind} ${id(item)}`;
    if (!readable.has(key))
      readable.set(key, (await call("GET", `${READ_PATH[kind]}${id(item)}`)).status === 200);
    return readable.get(key) === true;
  };
  for (const t of variants) for (const kind of Object.keys(READ_PATH) as Kind[]) await canRead(kind, t[kind]);

  const before = groupsOf(seeded);
  const mismatches: string[] = [];
  let cases = 0;
  /** One request, held against the table's rule on `groups` and the read rule of its object. */
  const check = async (
    route: string,
    row: Walk,
    t: Targets,
    groups: string[],
    label: string,
    move = false,
  ) => {
    const method = route.split(" ")[0] ?? "";
    const { path, body } = row.request(t, pod);
    const name = `${role}: ${route}${label}`;
    const walkRule = ruleOf(row, method, path.split("?")[0] ?? path);
    if (!walkRule) {
      mismatches.push(`${name}: neither the 2212 document nor the walk names its privileges`);
      return;
    }
    const byTable = allows(holdings, walkRule, groups);
    const byRead = row.target && row.target !== "group" ? await canRead(row.target, t[row.target]) : true;
    // A body the schema refuses is a 400 for everyone: the privilege checks behind it would go unseen.
    const matched = path.startsWith("/rest/")
      ? contract.match(method, path.slice("/rest".length))
      : undefined;
    const schemaProblems = matched
      ? contract.checkRequestBody(
          matched,
          body === undefined ? { kind: "none" } : { kind: "json", value: body },
        )
      : [];
    if (schemaProblems.length > 0) mismatches.push(`${name}: the walk's body: ${schemaProblems.join("; ")}`);
    const answer = await call(method, path, body);
    cases += 1;
    const saw = `${answer.status} ${JSON.stringify(answer.json)?.slice(0, 160)}`;
    const refusedMove = move && answer.status >= 400 && answer.status < 500;
    if (answer.status === 401 || answer.status >= 500) mismatches.push(`${name}: ${saw}`);
    else if (byTable && byRead && refused(answer))
      mismatches.push(`${name}: refused, the table allows it: ${saw}`);
    else if (!(byTable && byRead) && !refused(answer) && !refusedMove)
      mismatches.push(`${name}: not refused, the ${byTable ? "read rule" : "table"} refuses it: ${saw}`);
  };
  const label = (t: Targets) => ` (${tag(t)})`;

  // Moves first: refused, they leave every object where the writes below expect it.
  for (const move of MOVES)
    for (const t of variants)
      await check(move.route, move, t, [t.group, t.otherGroup], `${label(t)}, ${move.why}`, true);
  for (const [route, row] of Object.entries(ROUTES)) {
    if ("exempt" in row) continue;
    if (!row.target) await check(route, row, sales, [LOCAL_ROOT_ACCESS_GROUP_ID], "");
    else for (const t of variants) await check(route, row, t, [t.group], label(t));
  }

  // Nothing sits in, or has left, an access group its caller does not manage.
  const manages = (group: string | undefined) =>
    group === undefined ||
    ["POOL_MANAGEMENT", "MACHINE_MANAGEMENT"].some((privilege) =>
      holds(holdings, { privilege, where: "object" }, group),
    );
  for (const [object, group] of groupsOf(await inventoryOf(admin))) {
    const was = before.get(object);
    if (was !== group && !(manages(was) && manages(group)))
      mismatches.push(`${role}: ${object} ${was ? `moved from ${was} ` : "created "}to ${group}`);
  }
  return { cases, mismatches };
}

describe("every write route as every seeded administrator, on objects in Sales and in Local Root", () => {
  const outcomes = new Map<Role, Outcome>();
  beforeAll(async () => {
    // The walks share nothing (an emulator each): run together, one waits on crypto while another runs.
    const walked = await Promise.all(ROLES.map(walkAs));
    ROLES.forEach((role, index) => outcomes.set(role, walked[index] ?? { cases: 0, mismatches: [] }));
    // A hang guard: about 5 s of CPU, and four times that on the shared two-core machine under load.
  }, 120_000);

  // Every walked row is sent once, or once per group when it names an object; every move once per group.
  const walkedRows = Object.values(ROUTES).filter((row): row is Walk => !("exempt" in row));
  const expectedCases = walkedRows.reduce((sum, row) => sum + (row.target ? 2 : 1), 0) + 2 * MOVES.length;

  it.each(ROLES)("%s: refused exactly where the 2212 privilege table or the read rule refuses", (role) => {
    const outcome = outcomes.get(role);
    expect(outcome?.mismatches).toEqual([]);
    expect(outcome?.cases).toBe(expectedCases);
  });

  it("the table names every non-GET route the emulator serves, and only those", () => {
    const served = createEmulator({ exchangeChecker: null })
      .inspect.routes()
      .filter(({ method }) => method !== "GET")
      .map(({ method, path }) => `${method} ${path}`);
    expect(Object.keys(ROUTES).sort()).toEqual([...new Set(served)].sort());
  });
});
