import type { Context, Env } from "hono";
import type {
  ApplicationPoolRecord,
  DesktopPoolRecord,
  FarmRecord,
  MachineRecord,
  RdsServerRecord,
  SessionRecord,
} from "../data/inventory-types";
import { FARM_VERSIONS, farmInfoOf } from "./farm-versions";
import {
  type BulkItemResult,
  bulkResult,
  readJsonBody,
  restError,
  restForbidden,
  restNotFound,
  restPage,
  stringList,
} from "./http-responses";
import { inventoryOfVcenter } from "../data/seed-vcenter-inventory";
import { TEXT_LIMITS } from "../http/errors";
import {
  POOL_UPDATE_REQUIRED,
  POOL_UPDATE_TYPES,
  applyPoolUpdate,
  poolUpdateProblem,
} from "./desktop-pool-update";
import { applicationSettingsProblem, applyApplicationSettings } from "./application-settings";
import { applyApplicationExecutionChange } from "./rest-application-routes";
import { checkDocumentedFilter, pageOf, readListRequest, type DocumentedFilters } from "./rest-list";
import { applicationPoolAnswer, desktopPoolAnswer, machineAnswer, versionOfPath } from "./versioned-answers";
import {
  type InventoryCaller,
  type RouteKit,
  accessScope,
  denyUnlessAny,
  withListErrors,
} from "./route-context";

const fields = (names: string) => new Set(names.split(/\s+/).filter(Boolean));

export const DESKTOP_POOL_FIELDS =
  fields(`access_group_id allow_multiple_user_assignments automatic_user_assignment
  cloud_assigned cloud_brokered cloud_managed delete_in_progress description display_assigned_machine_name display_name
  enable_client_restrictions enable_provisioning enabled farm_id global_desktop_entitlement_id id image_source name
  pattern_naming_settings.naming_pattern session_type source type user_assignment vcenter_id user_group_count`);
export const MACHINE_FIELDS =
  fields(`access_group_id agent_build_number agent_version desktop_pool_id dns_name
  held_machine id managed_machine_data.base_vm_id managed_machine_data.base_vm_snapshot_id
  managed_machine_data.in_hold_customization managed_machine_data.missing_in_vcenter managed_machine_data.path
  managed_machine_data.storage_accelerator_state managed_machine_data.virtual_center_id
  managed_machine_data.virtual_machine_power_state message_security_mode name remote_experience_agent_build_number
  remote_experience_agent_version state type user_ids operating_system`);
export const FARM_FIELDS = fields(`access_group_id automated_farm_settings.enable_provisioning
  automated_farm_settings.image_source automated_farm_settings.pattern_naming_settings.naming_pattern
  automated_farm_settings.vcenter_id delete_in_progress description desktop_pool_id display_name enabled id name type`);
export const APPLICATION_POOL_FIELDS =
  fields(`access_group_id cloud_brokered description desktop_pool_id display_name
  enable_client_restrictions enable_pre_launch enabled executable_path farm_id global_application_entitlement_id id
  multi_session_mode name publisher version`);
export const RDS_SERVER_FIELDS = fields(`access_group_id agent_build_number agent_version base_vm_id
  base_vm_snapshot_id description dns_name enabled farm_id id message_security_mode name
  remote_experience_agent_build_number remote_experience_agent_version session_count state load_index`);
export const SESSION_FIELDS = fields(`access_group_id agent_version application_names broker_user_id
  brokered_remotely client_data.address client_data.location_id client_data.name client_data.type
  client_data.version desktop_pool_id disconnected_time farm_id id idle_duration last_session_duration_ms machine_id
  rds_server_id resourced_remotely security_gateway_data.address security_gateway_data.domain_name
  security_gateway_data.location session_protocol session_state session_type start_time unauthenticated user_id`);

/**
 * SessionInfo's supported filters (OpenAPI 2212): ids, flags, times and enums take Equals, the state also
 * NotEquals, the application names Contains. A name is not filterable: a client looks its ids up first.
 */
const SESSION_FILTERS: DocumentedFilters = {
  fields: {
    ...Object.fromEntries(
      [...SESSION_FIELDS]
        .filter((field) => field !== "session_state" && field !== "application_names")
        .map((field) => [field, ["Equals"]]),
    ),
    session_state: ["Equals", "NotEquals"],
    application_names: ["Contains"],
  },
};

/** RDSServerInfo: the record without the host's application health, which only the emulator keeps. */
function rdsServerInfoOf(server: RdsServerRecord): unknown {
  const { missing_executable_paths: _missing, ...info } = server;
  return info;
}

// Folder privileges only: a global right such as GLOBAL_CONFIG_VIEW holds on every group and would show all.
const POOL_VIEW = ["POOL_VIEW"];
const MACHINE_VIEW = ["MACHINE_VIEW"];
const RDS_VIEW = ["MACHINE_VIEW", "POOL_VIEW"];
// Local sessions belong to one local access group; federation rights cover global sessions only.
const SESSION_VIEW = ["MACHINE_VIEW"];

type Scoped = { access_group_id: string };

/** Registers the REST inventory endpoints: pools, machines, farms, RDS hosts, applications, sessions. */
export function registerRestInventoryRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const callerOf = (c: Context<Env>) => deps.getCaller(c);

  /**
   * A list on each path; `answer` shapes a record for the path's API version, and the paths in `unpaged`
   * (2212 documents no page, size or filter on them) answer every record in scope, whatever the query.
   */
  function listRoute<T extends Scoped>(
    paths: string[],
    records: () => readonly T[],
    known: ReadonlySet<string>,
    privileges: readonly string[],
    answer?: (record: T, version: number) => unknown,
    unpaged: readonly string[] = [],
    documented?: DocumentedFilters,
  ) {
    for (const path of paths) {
      const version = versionOfPath(path);
      const shape = answer ? (record: T) => answer(record, version) : undefined;
      app.get(path, guard, (c) =>
        withListErrors(c, () => {
          const caller = callerOf(c);
          const denied = denyUnlessAny(c, caller, privileges);
          if (denied) return denied;
          const inScope = accessScope(caller, privileges);
          if (unpaged.includes(path)) {
            const items = records().filter((record) => inScope(record.access_group_id));
            return restPage({ items, hasMore: false }, shape);
          }
          const request = readListRequest(new URL(c.req.url));
          if (documented) checkDocumentedFilter(request.filter, documented);
          return restPage(
            pageOf(records(), request, known, (record) => inScope(record.access_group_id)),
            shape,
          );
        }),
      );
    }
  }

  function getRoute<T extends Scoped>(
    paths: string[],
    lookup: (id: string) => T | undefined,
    entity: string,
    privileges: readonly string[],
    answer?: (record: T, version: number) => unknown,
  ) {
    for (const path of paths) {
      const version = versionOfPath(path);
      app.get(path, guard, (c) => {
        const caller = callerOf(c);
        const id = c.req.param("id") ?? "";
        const record = lookup(id);
        if (!record) {
          const denied = denyUnlessAny(c, caller, privileges);
          return denied ?? restNotFound(c, entity, id);
        }
        if (!accessScope(caller, privileges)(record.access_group_id))
          return restForbidden(c, privileges.join(" or "));
        return c.json(answer ? answer(record, version) : record);
      });
    }
  }

  const versions = (resource: string, newest: number) =>
    Array.from({ length: newest }, (_, index) => `/rest/inventory/v${index + 1}/${resource}`);

  listRoute(
    versions("desktop-pools", 6),
    () => store.desktopPools.all,
    DESKTOP_POOL_FIELDS,
    POOL_VIEW,
    desktopPoolAnswer,
    ["/rest/inventory/v1/desktop-pools"],
  );
  getRoute(
    versions("desktop-pools", 6).map((path) => `${path}/:id`),
    (id) => store.desktopPools.get(id),
    "inventory.desktop.pool",
    POOL_VIEW,
    desktopPoolAnswer,
  );
  listRoute(versions("machines", 4), () => store.machines.all, MACHINE_FIELDS, MACHINE_VIEW, machineAnswer);
  getRoute(
    versions("machines", 4).map((path) => `${path}/:id`),
    (id) => store.machines.get(id),
    "inventory.machine",
    MACHINE_VIEW,
    machineAnswer,
  );
  // The first farm list is not paged (no page, size or filter in 2212): it answers every farm in scope.
  app.get("/rest/inventory/v1/farms", guard, (c) => {
    const caller = callerOf(c);
    const denied = denyUnlessAny(c, caller, POOL_VIEW);
    if (denied) return denied;
    const inScope = accessScope(caller, POOL_VIEW);
    return c.json(
      store.farms.all.filter((farm) => inScope(farm.access_group_id)).map((farm) => farmInfoOf(farm, 1)),
    );
  });
  for (const version of FARM_VERSIONS) {
    const path = `/rest/inventory/v${version}/farms`;
    const answer = (farm: FarmRecord) => farmInfoOf(farm, version);
    if (version > 1) listRoute([path], () => store.farms.all, FARM_FIELDS, POOL_VIEW, answer);
    getRoute([`${path}/:id`], (id) => store.farms.get(id), "inventory.farm", POOL_VIEW, answer);
  }
  listRoute(
    ["/rest/inventory/v1/rds-servers"],
    () => store.rdsServers.all,
    RDS_SERVER_FIELDS,
    RDS_VIEW,
    rdsServerInfoOf,
  );
  getRoute(
    ["/rest/inventory/v1/rds-servers/:id"],
    (id) => store.rdsServers.get(id),
    "inventory.rds.server",
    RDS_VIEW,
    rdsServerInfoOf,
  );
  listRoute(
    versions("application-pools", 4),
    () => store.applicationPools.all,
    APPLICATION_POOL_FIELDS,
    POOL_VIEW,
    applicationPoolAnswer,
  );
  getRoute(
    versions("application-pools", 4).map((path) => `${path}/:id`),
    (id) => store.applicationPools.get(id),
    "inventory.application.pool",
    POOL_VIEW,
    applicationPoolAnswer,
  );
  listRoute(
    ["/rest/inventory/v1/sessions"],
    () => store.sessions.all,
    SESSION_FIELDS,
    SESSION_VIEW,
    undefined,
    [],
    SESSION_FILTERS,
  );
  getRoute(
    ["/rest/inventory/v1/sessions/:id"],
    (id) => store.sessions.get(id),
    "inventory.session",
    SESSION_VIEW,
  );

  registerPoolMutations(kit, callerOf);
  registerMachineActions(kit, callerOf);
  registerSessionActions(kit, callerOf);
}

export type Problem = { status: number; key: string; message: string };

/** The OpenAPI's maxLength of the update specs' text fields (DesktopPoolUpdateSpec, FarmUpdateSpec). */
const UPDATE_TEXT_LIMITS = {
  name: TEXT_LIMITS.name,
  display_name: TEXT_LIMITS.displayName,
  description: TEXT_LIMITS.description,
} as const;

/** Validates a partial update body: known keys must have the listed primitive type and text fit its limit. */
function validateUpdate(
  body: unknown,
  types: Record<string, "boolean" | "string" | "number" | "object">,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, message: "The request body must be a JSON object" };
  }
  const value = body as Record<string, unknown>;
  for (const [key, type] of Object.entries(types)) {
    if (key in value && typeof value[key] !== type) return { ok: false, message: `${key} must be a ${type}` };
  }
  for (const [key, limit] of Object.entries(UPDATE_TEXT_LIMITS)) {
    const text = value[key];
    if (typeof text === "string" && text.length > limit)
      return { ok: false, message: `${key} is longer than ${limit} characters` };
  }
  return { ok: true, value };
}

/** A pool's machines and sessions, or a farm's hosts and sessions, follow it to its new access group. */
export function moveToAccessGroup(
  store: RouteKit["store"],
  record: Scoped & { id?: string },
  target: string,
): void {
  const id = record.id;
  record.access_group_id = target;
  if (id === undefined) return;
  for (const machine of store.machines.all)
    if (machine.desktop_pool_id === id) machine.access_group_id = target;
  for (const host of store.rdsServers.all) if (host.farm_id === id) host.access_group_id = target;
  for (const session of store.sessions.all)
    if (session.desktop_pool_id === id || session.farm_id === id) session.access_group_id = target;
}

/** What FarmUpdateSpec (PUT /inventory/v1/farms/{id}) requires: the update replaces the farm's settings. */
const FARM_UPDATE_REQUIRED = [
  "access_group_id",
  "display_name",
  "display_protocol_settings",
  "enabled",
  "server_error_threshold",
  "session_settings",
  "use_custom_script_for_load_balancing",
] as const;

const ENABLE_ONLY_KEYS = new Set(["enabled", "enable_provisioning"]);

function registerPoolMutations(kit: RouteKit, callerOf: (c: Context) => InventoryCaller): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  /** Applies a partial update with POOL_ENABLE for enable-only changes, POOL_MANAGEMENT otherwise. */
  async function update<T extends Scoped>(
    c: Context,
    record: T | undefined,
    entity: string,
    types: Record<string, "boolean" | "string" | "number" | "object">,
    apply: (record: T, body: Record<string, unknown>) => void,
    check?: (record: T, body: Record<string, unknown>) => Problem | null,
    required: readonly string[] = [],
  ): Promise<Response> {
    const caller = callerOf(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    if (!record) {
      return (
        denyUnlessAny(c, caller, ["POOL_MANAGEMENT", "POOL_ENABLE"]) ??
        restNotFound(c, entity, c.req.param("id") ?? "")
      );
    }
    const checked = validateUpdate(body.value, types);
    if (!checked.ok) return restError(c, 400, "invalid.request.body", checked.message);
    const missing = required.filter((key) => !(key in checked.value));
    if (missing.length > 0)
      return restError(c, 400, "invalid.request.body", `Required fields are missing: ${missing.join(", ")}`);
    // The update specs require fields a caller repeats unchanged (a full body to disable a pool): what the
    // body changes decides the privilege, not what it names.
    const current = record as Record<string, unknown>;
    const keys = Object.keys(checked.value).filter(
      (key) => key in types && JSON.stringify(checked.value[key]) !== JSON.stringify(current[key]),
    );
    const privilege = keys.every((key) => ENABLE_ONLY_KEYS.has(key)) ? "POOL_ENABLE" : "POOL_MANAGEMENT";
    if (
      !caller.hasPrivilege(privilege, record.access_group_id) &&
      !caller.hasPrivilege("POOL_MANAGEMENT", record.access_group_id)
    ) {
      return restForbidden(c, privilege);
    }
    const problem = check?.(record, checked.value) ?? null;
    if (problem) return restError(c, problem.status, problem.key, problem.message);
    // A move to another access group (the update specs' access_group_id) needs POOL_MANAGEMENT on both groups.
    const target = checked.value.access_group_id;
    if (typeof target === "string" && target !== record.access_group_id) {
      if (deps.isLocalAccessGroup && !deps.isLocalAccessGroup(target))
        return restError(c, 400, "access.group.invalid", `${target} is not a local access group`);
      if (!caller.hasPrivilege("POOL_MANAGEMENT", target)) return restForbidden(c, "POOL_MANAGEMENT");
    }
    apply(record, checked.value);
    if (typeof target === "string" && target !== record.access_group_id)
      moveToAccessGroup(kit.store, record, target);
    kit.changed();
    return c.body(null, 204);
  }

  app.put("/rest/inventory/v1/desktop-pools/:id", guard, (c) =>
    update<DesktopPoolRecord>(
      c,
      store.desktopPools.get(c.req.param("id") ?? ""),
      "inventory.desktop.pool",
      POOL_UPDATE_TYPES,
      applyPoolUpdate,
      (pool, body) =>
        poolUpdateProblem(pool, body, inventoryOfVcenter(store.virtualCenters.all, pool.vcenter_id ?? "")),
      POOL_UPDATE_REQUIRED,
    ),
  );
  const farmTypes = {
    enabled: "boolean",
    enable_provisioning: "boolean",
    display_name: "string",
    description: "string",
    access_group_id: "string",
  } as const;
  app.put("/rest/inventory/v1/farms/:id", guard, (c) =>
    update<FarmRecord>(
      c,
      store.farms.get(c.req.param("id") ?? ""),
      "inventory.farm",
      farmTypes,
      (farm, body) => {
        if (typeof body.enabled === "boolean") farm.enabled = body.enabled;
        if (typeof body.enable_provisioning === "boolean" && farm.automated_farm_settings) {
          farm.automated_farm_settings.enable_provisioning = body.enable_provisioning;
        }
        if (typeof body.display_name === "string") farm.display_name = body.display_name;
        if (typeof body.description === "string") farm.description = body.description;
      },
      (_farm, body) => {
        const missing = FARM_UPDATE_REQUIRED.find((key) => body[key] === undefined);
        return missing === undefined
          ? null
          : { status: 400, key: "inventory.farm.update.field.required", message: `${missing} is required` };
      },
    ),
  );
  const appTypes = {
    enabled: "boolean",
    display_name: "string",
    description: "string",
    enable_pre_launch: "boolean",
    executable_path: "string",
    version: "string",
    publisher: "string",
    start_folder: "string",
    parameters: "string",
    category_folder_name: "string",
    shortcut_locations: "object",
    cs_restriction_tags: "object",
    anti_affinity_data: "object",
    multi_session_mode: "string",
    max_multi_sessions: "number",
    enable_client_restrictions: "boolean",
  } as const;
  app.put("/rest/inventory/v1/application-pools/:id", guard, (c) =>
    update<ApplicationPoolRecord>(
      c,
      store.applicationPools.get(c.req.param("id") ?? ""),
      "inventory.application.pool",
      appTypes,
      (application, body) => {
        if (typeof body.enabled === "boolean") application.enabled = body.enabled;
        if (typeof body.display_name === "string") application.display_name = body.display_name;
        if (typeof body.description === "string") application.description = body.description;
        if (typeof body.enable_pre_launch === "boolean")
          application.enable_pre_launch = body.enable_pre_launch;
        applyApplicationExecutionChange(application, body);
        applyApplicationSettings(application, body);
      },
      (application, body) => {
        if (body.executable_path === "")
          return {
            status: 400,
            key: "inventory.application.pool.executable.path.required",
            message: `Application ${application.name} needs an executable path`,
          };
        const merged = {
          category_folder_name:
            typeof body.category_folder_name === "string"
              ? body.category_folder_name
              : body.supported_file_types_data === undefined
                ? application.category_folder_name
                : undefined,
          shortcut_locations: body.shortcut_locations ?? application.shortcut_locations,
        };
        const problem = applicationSettingsProblem(body, merged, application.farm_id !== undefined);
        return problem ? { status: 400, key: "invalid.request.body", message: problem } : null;
      },
    ),
  );

  async function remove<T extends Scoped>(
    c: Context,
    record: T | undefined,
    entity: string,
    blocker: (record: T) => Problem | null,
    apply: (record: T) => void,
  ): Promise<Response> {
    const caller = callerOf(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    if (!record)
      return (
        denyUnlessAny(c, caller, ["POOL_MANAGEMENT"]) ?? restNotFound(c, entity, c.req.param("id") ?? "")
      );
    if (!caller.hasPrivilege("POOL_MANAGEMENT", record.access_group_id))
      return restForbidden(c, "POOL_MANAGEMENT");
    const problem = blocker(record);
    if (problem) return restError(c, problem.status, problem.key, problem.message);
    apply(record);
    kit.changed();
    return c.body(null, 204);
  }

  app.delete("/rest/inventory/v1/desktop-pools/:id", guard, (c) =>
    remove(
      c,
      store.desktopPools.get(c.req.param("id") ?? ""),
      "inventory.desktop.pool",
      (pool) =>
        store.applicationPools.all.some((application) => application.desktop_pool_id === pool.id)
          ? {
              status: 409,
              key: "inventory.desktop.pool.in.use",
              message: `Pool ${pool.name} still publishes applications`,
            }
          : null,
      (pool) => store.deleteDesktopPool(pool.id),
    ),
  );
  app.delete("/rest/inventory/v1/farms/:id", guard, (c) =>
    remove(
      c,
      store.farms.get(c.req.param("id") ?? ""),
      "inventory.farm",
      (farm) =>
        farm.desktop_pool_id ||
        store.applicationPools.all.some((application) => application.farm_id === farm.id)
          ? {
              status: 409,
              key: "inventory.farm.in.use",
              message: `Farm ${farm.name} is used by a pool or application`,
            }
          : null,
      (farm) => {
        store.rdsServers.removeWhere((server) => server.farm_id === farm.id);
        for (const session of store.sessions.all.filter((s) => s.farm_id === farm.id))
          store.endSession(session);
        store.farms.remove(farm.id);
      },
    ),
  );
  app.delete("/rest/inventory/v1/application-pools/:id", guard, (c) =>
    remove(
      c,
      store.applicationPools.get(c.req.param("id") ?? ""),
      "inventory.application.pool",
      () => null,
      (application) => store.deleteApplicationPool(application.id),
    ),
  );
}

/**
 * A bulk action over ids: unknown ids, ids outside the caller's access groups and records in a state
 * that forbids the action each get their own error row; the request as a whole succeeds.
 */
export async function bulkAction<T extends Scoped>(
  kit: RouteKit,
  c: Context,
  caller: InventoryCaller,
  options: {
    privileges: readonly string[];
    entity: string;
    readIds: (body: unknown) => string[] | null;
    lookup: (id: string) => T | undefined;
    check?: (record: T) => Problem | null;
    apply: (record: T) => void;
  },
): Promise<Response> {
  const body = await readJsonBody(c);
  if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
  const ids = options.readIds(body.value);
  if (!ids) return restError(c, 400, "invalid.request.body", "Expected a list of ids");
  const denied = denyUnlessAny(c, caller, options.privileges);
  if (denied) return denied;
  const inScope = accessScope(caller, options.privileges);
  const now = kit.deps.now();
  const results: BulkItemResult[] = [];
  let changed = false;
  for (const id of ids) {
    const record = options.lookup(id);
    if (!record) {
      results.push(
        bulkResult(id, now, {
          status: 404,
          key: `${options.entity}.not.found`,
          message: `No ${options.entity.replace(/[.-]/g, " ")} with id ${id}`,
        }),
      );
      continue;
    }
    if (!inScope(record.access_group_id)) {
      results.push(
        bulkResult(id, now, {
          status: 403,
          key: "insufficient.privilege",
          message: `The caller needs ${options.privileges.join(" or ")} on this item's access group`,
        }),
      );
      continue;
    }
    const injected = kit.deps.itemFault?.(id);
    const problem: Problem | null = injected
      ? { status: 409, key: `${options.entity}.busy`, message: injected }
      : (options.check?.(record) ?? null);
    if (problem) {
      results.push(bulkResult(id, now, problem));
      continue;
    }
    options.apply(record);
    changed = true;
    results.push(bulkResult(id, now));
  }
  if (changed) kit.changed();
  return c.json(results);
}

const MACHINE_BUSY_STATES = new Set(["PROVISIONING", "CUSTOMIZING", "DELETING", "WAITING_FOR_AGENT"]);

function registerMachineActions(kit: RouteKit, callerOf: (c: Context) => InventoryCaller): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const machine = (id: string) => store.machines.get(id);
  const invalidState = (record: MachineRecord, action: string): Problem => ({
    status: 400,
    key: "inventory.machine.invalid.state",
    message: `Cannot ${action} machine ${record.name} in state ${record.state}`,
  });

  app.post("/rest/inventory/v1/machines/action/enter-maintenance", guard, (c) =>
    bulkAction(kit, c, callerOf(c), {
      privileges: ["MACHINE_MAINTENANCE"],
      entity: "inventory.machine",
      readIds: stringList,
      lookup: machine,
      check: (record) =>
        record.state === "MAINTENANCE"
          ? {
              status: 400,
              key: "inventory.machine.already.in.maintenance",
              message: `Machine ${record.name} is already in maintenance mode`,
            }
          : MACHINE_BUSY_STATES.has(record.state)
            ? invalidState(record, "put into maintenance")
            : record.state === "CONNECTED" && c.req.query("enforce") !== "true"
              ? {
                  status: 400,
                  key: "inventory.machine.in.use",
                  message: `Machine ${record.name} has a connected session`,
                }
              : null,
      apply: (record) => {
        record.state = "MAINTENANCE";
        if (record.managed_machine_data) {
          record.managed_machine_data.in_maintenance_mode = true;
          record.managed_machine_data.last_maintenance_time = deps.now();
        }
      },
    }),
  );
  app.post("/rest/inventory/v1/machines/action/exit-maintenance", guard, (c) =>
    bulkAction(kit, c, callerOf(c), {
      privileges: ["MACHINE_MAINTENANCE"],
      entity: "inventory.machine",
      readIds: stringList,
      lookup: machine,
      check: (record) =>
        record.state === "MAINTENANCE"
          ? null
          : {
              status: 400,
              key: "inventory.machine.not.in.maintenance",
              message: `Machine ${record.name} is not in maintenance mode`,
            },
      apply: (record) => {
        record.state = record.session_id ? "DISCONNECTED" : "AVAILABLE";
        if (record.managed_machine_data) record.managed_machine_data.in_maintenance_mode = false;
      },
    }),
  );
  for (const action of ["restart", "reset"] as const) {
    app.post(`/rest/inventory/v1/machines/action/${action}`, guard, (c) =>
      bulkAction(kit, c, callerOf(c), {
        privileges: ["MACHINE_REBOOT"],
        entity: "inventory.machine",
        readIds: stringList,
        lookup: machine,
        check: (record) =>
          record.type !== "MANAGED_MACHINE"
            ? {
                status: 400,
                key: "inventory.machine.unmanaged",
                message: `Machine ${record.name} is not managed by a vCenter Server`,
              }
            : MACHINE_BUSY_STATES.has(record.state)
              ? invalidState(record, action)
              : null,
        apply: (record) => {
          const session = record.session_id ? store.sessions.get(record.session_id) : undefined;
          if (session) store.endSession(session);
          if (record.state !== "MAINTENANCE") record.state = "AVAILABLE";
          if (record.managed_machine_data)
            record.managed_machine_data.virtual_machine_power_state = "POWERED_ON";
        },
      }),
    );
  }
  const unmanaged = (record: MachineRecord): Problem | null =>
    record.type === "MANAGED_MACHINE"
      ? null
      : {
          status: 400,
          key: "inventory.machine.unmanaged",
          message: `Machine ${record.name} is not managed by a vCenter Server`,
        };
  // Recovering a held machine needs enforce=true, which only a forensics administrator may send.
  app.post("/rest/inventory/v1/machines/action/recover", guard, (c) => {
    const enforce = c.req.query("enforce") === "true";
    if (enforce && !callerOf(c).hasPrivilege("FORENSICS")) return restForbidden(c, "FORENSICS");
    return bulkAction(kit, c, callerOf(c), {
      privileges: ["MACHINE_MANAGEMENT", "POOL_MANAGEMENT"],
      entity: "inventory.machine",
      readIds: stringList,
      lookup: machine,
      check: (record) =>
        unmanaged(record) ??
        (MACHINE_BUSY_STATES.has(record.state)
          ? invalidState(record, "recover")
          : record.held_machine && !enforce
            ? {
                status: 400,
                key: "inventory.machine.held",
                message: `Machine ${record.name} is held for forensics`,
              }
            : null),
      apply: (record) => {
        const session = record.session_id ? store.sessions.get(record.session_id) : undefined;
        if (session) store.endSession(session);
        record.state = "AVAILABLE";
        if (record.managed_machine_data) {
          record.managed_machine_data.virtual_machine_power_state = "POWERED_ON";
          record.managed_machine_data.in_maintenance_mode = false;
        }
      },
    });
  });
  // Only a full clone of a dedicated automated pool is rebuilt (deleted and cloned again under its name).
  app.post("/rest/inventory/v1/machines/action/rebuild", guard, (c) =>
    bulkAction(kit, c, callerOf(c), {
      privileges: ["MACHINE_MANAGEMENT"],
      entity: "inventory.machine",
      readIds: stringList,
      lookup: machine,
      check: (record) => {
        const pool = store.desktopPools.get(record.desktop_pool_id);
        const rebuildable =
          pool?.type === "AUTOMATED" &&
          pool.source === "VIRTUAL_CENTER" &&
          pool.user_assignment === "DEDICATED";
        return (
          unmanaged(record) ??
          (!rebuildable
            ? {
                status: 400,
                key: "inventory.machine.rebuild.unsupported",
                message: `Machine ${record.name} is not a full clone of a dedicated automated pool`,
              }
            : MACHINE_BUSY_STATES.has(record.state)
              ? invalidState(record, "rebuild")
              : record.session_id
                ? {
                    status: 400,
                    key: "inventory.machine.has.session",
                    message: `Machine ${record.name} has a session; log it off first`,
                  }
                : null)
        );
      },
      apply: (record) => {
        record.state = "AVAILABLE";
        if (record.managed_machine_data) {
          record.managed_machine_data.create_time = deps.now();
          record.managed_machine_data.virtual_machine_power_state = "POWERED_ON";
          record.managed_machine_data.in_maintenance_mode = false;
        }
      },
    }),
  );
  const deleteMachines = (
    c: Context,
    ids: (body: unknown) => string[] | null,
    force: (body: unknown) => boolean,
  ) => {
    let bodyValue: unknown;
    return bulkAction(kit, c, callerOf(c), {
      privileges: ["MACHINE_MANAGEMENT", "POOL_MANAGEMENT"],
      entity: "inventory.machine",
      readIds: (body) => {
        bodyValue = body;
        return ids(body);
      },
      lookup: machine,
      check: (record) =>
        record.session_id && !force(bodyValue)
          ? {
              status: 400,
              key: "inventory.machine.has.session",
              message: `Machine ${record.name} has a session; log it off first or force the logoff`,
            }
          : null,
      apply: (record) => store.deleteMachine(record.id),
    });
  };
  app.delete("/rest/inventory/v1/machines", guard, (c) =>
    deleteMachines(
      c,
      (body) => stringList((body as { machine_ids?: unknown } | undefined)?.machine_ids),
      (body) =>
        (body as { machine_delete_data?: { force_logoff_session?: unknown } }).machine_delete_data
          ?.force_logoff_session === true,
    ),
  );
  app.delete("/rest/inventory/v1/machines/:id", guard, async (c) => {
    const caller = callerOf(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const id = c.req.param("id") ?? "";
    const record = store.machines.get(id);
    const privileges = ["MACHINE_MANAGEMENT", "POOL_MANAGEMENT"];
    if (!record) return denyUnlessAny(c, caller, privileges) ?? restNotFound(c, "inventory.machine", id);
    if (!accessScope(caller, privileges)(record.access_group_id))
      return restForbidden(c, privileges.join(" or "));
    const force =
      (body.value as { force_logoff_session?: unknown } | undefined)?.force_logoff_session === true;
    if (record.session_id && !force) {
      return restError(c, 400, "inventory.machine.has.session", `Machine ${record.name} has a session`);
    }
    store.deleteMachine(id);
    kit.changed();
    return c.body(null, 204);
  });
  app.post("/rest/inventory/v1/desktop-pools/:id/action/remove-machines", guard, async (c) => {
    const pool = store.desktopPools.get(c.req.param("id") ?? "");
    const caller = callerOf(c);
    if (!pool)
      return (
        denyUnlessAny(c, caller, ["POOL_MANAGEMENT", "MACHINE_MANAGEMENT"]) ??
        restNotFound(c, "inventory.desktop.pool", c.req.param("id") ?? "")
      );
    return bulkAction<MachineRecord>(kit, c, caller, {
      privileges: ["POOL_MANAGEMENT", "MACHINE_MANAGEMENT"],
      entity: "inventory.machine",
      readIds: stringList,
      lookup: (id) => {
        const record = store.machines.get(id);
        return record?.desktop_pool_id === pool.id ? record : undefined;
      },
      check: (record) =>
        record.session_id
          ? {
              status: 400,
              key: "inventory.machine.has.session",
              message: `Machine ${record.name} has a session`,
            }
          : null,
      apply: (record) => store.deleteMachine(record.id),
    });
  });
}

const MESSAGE_TYPES = new Set(["ERROR", "WARNING", "INFO"]);

function registerSessionActions(kit: RouteKit, callerOf: (c: Context) => InventoryCaller): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const session = (id: string) => store.sessions.get(id);
  const notConnected = (record: SessionRecord, action: string): Problem | null =>
    record.session_state === "CONNECTED"
      ? null
      : {
          status: 400,
          key: "inventory.session.invalid.state",
          message: `Cannot ${action} a session in state ${record.session_state}`,
        };
  const desktopOnly = (record: SessionRecord, action: string): Problem | null =>
    record.machine_id
      ? null
      : {
          status: 400,
          key: "inventory.session.operation.unsupported",
          message: `Cannot ${action} a session on an RDS host`,
        };

  app.post("/rest/inventory/v1/sessions/action/disconnect", guard, (c) =>
    bulkAction(kit, c, callerOf(c), {
      privileges: ["MACHINE_MANAGE_VDI_SESSION"],
      entity: "inventory.session",
      readIds: stringList,
      lookup: session,
      check: (record) => notConnected(record, "disconnect"),
      apply: (record) => {
        record.session_state = "DISCONNECTED";
        record.disconnected_time = deps.now();
        const machine = record.machine_id ? store.machines.get(record.machine_id) : undefined;
        if (machine && machine.state === "CONNECTED") machine.state = "DISCONNECTED";
      },
    }),
  );
  app.post("/rest/inventory/v1/sessions/action/logoff", guard, (c) =>
    bulkAction(kit, c, callerOf(c), {
      privileges: ["MACHINE_MANAGE_VDI_SESSION"],
      entity: "inventory.session",
      readIds: stringList,
      lookup: session,
      apply: (record) => store.endSession(record),
    }),
  );
  for (const action of ["reset", "restart"] as const) {
    app.post(`/rest/inventory/v1/sessions/action/${action}`, guard, (c) =>
      bulkAction(kit, c, callerOf(c), {
        privileges: ["MACHINE_REBOOT"],
        entity: "inventory.session",
        readIds: stringList,
        lookup: session,
        check: (record) => desktopOnly(record, action),
        apply: (record) => store.endSession(record),
      }),
    );
  }
  app.post("/rest/inventory/v1/sessions/action/send-message", guard, async (c) => {
    const caller = callerOf(c);
    // The request's own body reader: it keeps the text the REST guard's schema check already read, where
    // a copy of the raw request fails once that body is used (a 500 on every send under `npm start`).
    const spec = await readJsonBody(c);
    if (!spec.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const body = spec.value as
      { message?: unknown; message_type?: unknown; session_ids?: unknown } | undefined;
    if (typeof body?.message !== "string" || body.message.trim() === "") {
      return restError(c, 400, "inventory.session.message.required", "message is required");
    }
    if (body.message.length > TEXT_LIMITS.message) {
      return restError(
        c,
        400,
        "request.field.too_long",
        `message is longer than ${TEXT_LIMITS.message} characters`,
      );
    }
    if (typeof body.message_type !== "string" || !MESSAGE_TYPES.has(body.message_type)) {
      return restError(
        c,
        400,
        "inventory.session.message.type.invalid",
        "message_type must be ERROR, WARNING or INFO",
      );
    }
    return bulkAction(kit, c, caller, {
      privileges: ["MACHINE_MANAGE_VDI_SESSION"],
      entity: "inventory.session",
      readIds: (value) => stringList((value as { session_ids?: unknown }).session_ids),
      lookup: session,
      check: (record) => notConnected(record, "send a message to"),
      apply: () => undefined,
    });
  });
}
