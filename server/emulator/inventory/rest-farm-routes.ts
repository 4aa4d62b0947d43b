import type { Context, Env } from "hono";
import { checkNamingPattern, namingPatternMessage } from "../../../src/core/inventory/naming-pattern";
import { LOCAL_ACCESS_GROUPS } from "../data/access-groups";
import type {
  FarmProvisioningStatusData,
  FarmRecord,
  RdsServerRecord,
  RdsServerState,
} from "../data/inventory-types";
import { readJsonBody, restError, restForbidden, restNotFound, stringList } from "./http-responses";
import { applyFarmUpdate, validateFarmUpdate } from "./farm-update-spec";
import { inventoryOfVcenter } from "../data/seed-vcenter-inventory";
import { nicSettingsProblem } from "./nic-settings";
import { type ImageOwner, ImagePushes, imageRefusal, publishFailure } from "./image-push";
import { type Problem, bulkAction, moveToAccessGroup } from "./rest-inventory-routes";
import { type RouteKit, accessScope, denyUnlessAny } from "./route-context";

// Farm creation, the whole-farm edit, name check, RDS host membership, instant-clone maintenance and image
// actions (OpenAPI: /inventory/v1..v3/farms, PUT /inventory/v3/farms/{id}, /inventory/v1/farms/{id}/action/*,
// v2 schedule-maintenance).

/** Farm names the platform accepts: letters, digits, hyphens and underscores (at most 64). */
const FARM_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** The image and maintenance actions need this one privilege on the farm (OpenAPI 2212). */
const IMAGE_PRIVILEGES = ["POOL_SVI_IMAGE_MANAGEMENT"];
/** How long a new instant-clone RDS host spends in each provisioning state, on the emulator clock. */
export const FARM_PROVISIONING_STEP_MS = 20_000;
/** At most this many RDS hosts are cloned for a new automated farm. */
const MAX_CLONED_HOSTS = 20;
const LOGOFF_POLICIES = new Set(["FORCE_LOGOFF", "WAIT_FOR_LOGOFF"]);
const MAINTENANCE_MODES = new Set(["IMMEDIATE", "RECURRING"]);
const PERIODS = new Set(["DAILY", "WEEKLY", "MONTHLY"]);
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;
const problem = (key: string, message: string, status = 400): Problem => ({ status, key, message });

/** The names of an automated farm's hosts: the pattern's {n} (or {n:fixed=N}) numbered from 1. */
export function hostNames(pattern: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    pattern.replace(/\{n(?::fixed=(\d+))?\}/, (_match, width: string | undefined) =>
      String(index + 1).padStart(Number(width ?? 1), "0"),
    ),
  );
}

/** Registers the farm routes that change farms beyond enable, disable, edit of texts and delete. */
export function registerRestFarmRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  // RDS hosts of new automated farms, with the time their cloning started.
  const provisioning = new Map<string, number>();

  /** Moves cloning hosts on: PROVISIONING, then CUSTOMIZING, then AVAILABLE, one step each. */
  function advanceProvisioning(): void {
    if (provisioning.size === 0) return;
    const now = deps.now();
    let changed = false;
    for (const [id, started] of provisioning) {
      const server = store.rdsServers.get(id);
      const steps = Math.floor((now - started) / FARM_PROVISIONING_STEP_MS);
      const state: RdsServerState = steps >= 2 ? "AVAILABLE" : steps === 1 ? "CUSTOMIZING" : "PROVISIONING";
      if (!server || state === "AVAILABLE") provisioning.delete(id);
      if (server && server.state !== state) {
        server.state = state;
        changed = true;
      }
    }
    if (changed) kit.changed();
  }
  // Immediate maintenance with a new image publishes it, then rolls it out (see image-push.ts).
  const pushes = new ImagePushes();
  app.use("/rest/*", async (_c, next) => {
    advanceProvisioning();
    if (pushes.advance(deps.now())) kit.changed();
    await next();
  });

  const farmNameTaken = (name: string) =>
    store.farms.all.some((farm) => farm.name.toLowerCase() === name.toLowerCase());

  app.post("/rest/inventory/v1/farms/action/check-name-availability", guard, async (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, ["POOL_VIEW"]);
    if (denied) return denied;
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const name = isObject(body.value) ? text(body.value.name) : undefined;
    if (name === undefined) return restError(c, 400, "inventory.farm.name.required", "name is required");
    return c.json({ available: !farmNameTaken(name) });
  });

  for (const version of [1, 2, 3]) {
    app.post(`/rest/inventory/v${version}/farms`, guard, async (c) => {
      const caller = deps.getCaller(c);
      const denied = denyUnlessAny(c, caller, ["POOL_MANAGEMENT"]);
      if (denied) return denied;
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
      const spec = body.value;
      const invalid = validateCreate(spec);
      if (invalid) return restError(c, invalid.status, invalid.key, invalid.message);
      const farmSpec = spec as Body;
      const accessGroupId = String(farmSpec.access_group_id);
      if (!caller.hasPrivilege("POOL_MANAGEMENT", accessGroupId)) return restForbidden(c, "POOL_MANAGEMENT");
      const name = String(farmSpec.name);
      if (farmNameTaken(name)) {
        return restError(c, 409, "inventory.farm.name.in.use", `A farm named ${name} already exists`);
      }
      const automated = farmSpec.type === "AUTOMATED";
      const settings = isObject(farmSpec.automated_farm_settings) ? farmSpec.automated_farm_settings : {};
      const placement = isObject(settings.provisioning_settings) ? settings.provisioning_settings : {};
      const nicProblem = nicSettingsProblem(
        settings.nics,
        inventoryOfVcenter(store.virtualCenters.all, String(settings.vcenter_id)),
        { snapshotId: placement.base_snapshot_id, hostOrClusterId: placement.host_or_cluster_id },
      );
      if (nicProblem) return restError(c, 400, "inventory.farm.nics.invalid", nicProblem);
      if (automated && !store.virtualCenters.get(String(settings.vcenter_id))) {
        return restError(
          c,
          400,
          "inventory.farm.vcenter.not.found",
          `No vCenter Server with id ${String(settings.vcenter_id)}`,
        );
      }
      const serverIds = stringList(farmSpec.rds_server_ids ?? []) ?? [];
      if (!automated) {
        // A host the caller may not manage where it is (another access group) is, to this caller, one that
        // does not exist: creating the farm must not move it into the farm's group (add-rds-servers agrees).
        const unusable = serverIds.find((id) => {
          const server = store.rdsServers.get(id);
          return (
            !server ||
            server.farm_id !== undefined ||
            !caller.hasPrivilege("POOL_MANAGEMENT", server.access_group_id)
          );
        });
        if (unusable !== undefined) {
          return restError(
            c,
            400,
            "inventory.farm.rds.server.unavailable",
            `RDS server ${unusable} does not exist or is already in a farm`,
          );
        }
      }
      // All or nothing: the farm and its cloned hosts are built first and added only once all are made, so
      // a create failing half-way leaves nothing behind.
      const farm = newFarm(farmSpec, crypto.randomUUID(), deps.now());
      const naming = farm.automated_farm_settings?.pattern_naming_settings;
      const clones = automated
        ? hostNames(
            naming?.naming_pattern ?? farm.name,
            Math.min(naming?.max_number_of_rds_servers ?? 1, MAX_CLONED_HOSTS),
          ).map((hostName) => clonedHost(farm, hostName))
        : [];
      store.farms.add(farm);
      if (automated) {
        for (const server of clones) {
          store.rdsServers.add(server);
          provisioning.set(server.id, deps.now());
        }
      } else {
        for (const id of serverIds) {
          const server = store.rdsServers.get(id);
          if (server) {
            server.farm_id = farm.id;
            server.access_group_id = farm.access_group_id;
          }
        }
      }
      kit.changed();
      return c.body(null, 201, { Location: `/rest/inventory/v1/farms/${farm.id}` });
    });
  }

  /** The farm of an action's path, or the answer for a missing farm or a caller without the privileges. */
  function farmFor(
    c: Context<Env>,
    privileges: readonly string[],
  ): { farm: FarmRecord } | { response: Response } {
    const caller = deps.getCaller(c);
    const id = c.req.param("id") ?? "";
    const farm = store.farms.get(id);
    if (!farm)
      return { response: denyUnlessAny(c, caller, privileges) ?? restNotFound(c, "inventory.farm", id) };
    if (!accessScope(caller, privileges)(farm.access_group_id))
      return { response: restForbidden(c, privileges.join(" or ")) };
    return { farm };
  }

  // The edit farm wizard's save: a whole FarmUpdateSpecV3, POOL_MANAGEMENT on the farm's access group (and on
  // the group it moves to). A larger automated farm clones the hosts it lacks, named by its pattern.
  app.put("/rest/inventory/v3/farms/:id", guard, async (c) => {
    const found = farmFor(c, ["POOL_MANAGEMENT"]);
    if ("response" in found) return found.response;
    const { farm } = found;
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const invalid = validateFarmUpdate(body.value, farm);
    if (invalid) return restError(c, invalid.status, invalid.key, invalid.message);
    const spec = body.value as Body;
    const target = String(spec.access_group_id);
    if (target !== farm.access_group_id) {
      if (!LOCAL_ACCESS_GROUPS.some((group) => group.id === target))
        return restError(c, 400, "access.group.invalid", `${target} is not a local access group`);
      if (!deps.getCaller(c).hasPrivilege("POOL_MANAGEMENT", target))
        return restForbidden(c, "POOL_MANAGEMENT");
    }
    applyFarmUpdate(farm, spec);
    if (target !== farm.access_group_id) moveToAccessGroup(store, farm, target);
    const settings = farm.automated_farm_settings;
    if (settings?.enable_provisioning) {
      const hosts = store.rdsServers.all.filter((server) => server.farm_id === farm.id);
      const taken = new Set(hosts.map((server) => server.name.toLowerCase()));
      const wanted = Math.min(settings.pattern_naming_settings.max_number_of_rds_servers, MAX_CLONED_HOSTS);
      const spare = hostNames(settings.pattern_naming_settings.naming_pattern, MAX_CLONED_HOSTS).filter(
        (name) => !taken.has(name.toLowerCase()),
      );
      for (const hostName of spare.slice(0, Math.max(0, wanted - hosts.length))) {
        const server = clonedHost(farm, hostName);
        store.rdsServers.add(server);
        provisioning.set(server.id, deps.now());
      }
    }
    kit.changed();
    return c.body(null, 204);
  });

  const hostOf = (farm: FarmRecord) => (id: string) => {
    const server = store.rdsServers.get(id);
    return server?.farm_id === farm.id ? server : undefined;
  };
  const sessionsOn = (server: RdsServerRecord) =>
    store.sessions.all.some((session) => session.rds_server_id === server.id);

  app.post("/rest/inventory/v1/farms/:id/action/add-rds-servers", guard, async (c) => {
    const found = farmFor(c, ["POOL_MANAGEMENT"]);
    if ("response" in found) return found.response;
    const { farm } = found;
    if (farm.type !== "MANUAL") {
      return restError(c, 400, "inventory.farm.not.manual", `Farm ${farm.name} is not a manual farm`);
    }
    return bulkAction<RdsServerRecord>(kit, c, deps.getCaller(c), {
      privileges: ["POOL_MANAGEMENT"],
      entity: "inventory.rds.server",
      readIds: stringList,
      lookup: (id) => store.rdsServers.get(id),
      check: (server) =>
        server.farm_id === undefined
          ? null
          : problem(
              "inventory.rds.server.in.farm",
              server.farm_id === farm.id
                ? `RDS server ${server.name} is already in farm ${farm.name}`
                : `RDS server ${server.name} is in another farm`,
            ),
      apply: (server) => {
        server.farm_id = farm.id;
        server.access_group_id = farm.access_group_id;
      },
    });
  });

  // The OpenAPI: a manual farm lets the host go (it stays registered); an automated farm deletes it from disk.
  app.post("/rest/inventory/v1/farms/:id/action/remove-rds-servers", guard, async (c) => {
    const found = farmFor(c, ["POOL_MANAGEMENT"]);
    if ("response" in found) return found.response;
    const { farm } = found;
    return bulkAction<RdsServerRecord>(kit, c, deps.getCaller(c), {
      privileges: ["POOL_MANAGEMENT"],
      entity: "inventory.rds.server",
      readIds: stringList,
      lookup: hostOf(farm),
      check: (server) =>
        sessionsOn(server)
          ? problem("inventory.rds.server.has.sessions", `RDS server ${server.name} has sessions`)
          : null,
      apply: (server) => {
        if (farm.type === "MANUAL") delete server.farm_id;
        else store.rdsServers.remove(server.id);
      },
    });
  });

  const instantCloneOnly = (c: Context, farm: FarmRecord): Response | null =>
    farm.automated_farm_settings
      ? null
      : restError(
          c,
          400,
          "inventory.farm.not.instant.clone",
          `Farm ${farm.name} is not an instant-clone farm`,
        );
  const statusOf = (farm: FarmRecord): FarmProvisioningStatusData => {
    const settings = farm.automated_farm_settings;
    if (!settings) return {};
    settings.provisioning_status_data ??= {};
    return settings.provisioning_status_data;
  };

  const farmOwner = (farmId: string): ImageOwner => ({
    status: () => {
      const farm = store.farms.get(farmId);
      return farm?.automated_farm_settings ? statusOf(farm) : undefined;
    },
    members: (ids) =>
      store.rdsServers.all
        .filter((server) => server.farm_id === farmId && (!ids || ids.includes(server.id)))
        .map((server) => ({
          name: server.name,
          inError: server.state === "PROVISIONING_ERROR",
          hasSession: sessionsOn(server),
          logOff: () => {
            for (const session of store.sessions.all.filter((item) => item.rds_server_id === server.id))
              store.endSession(session);
          },
          takeImage: (parentVmId, snapshotId) => {
            server.base_vm_id = parentVmId;
            server.base_vm_snapshot_id = snapshotId;
          },
        })),
    makeCurrent: (parentVmId, snapshotId) => {
      const settings = store.farms.get(farmId)?.automated_farm_settings?.provisioning_settings;
      if (!settings) return;
      settings.parent_vm_id = parentVmId;
      settings.base_snapshot_id = snapshotId;
    },
    finished: () => {
      const farm = store.farms.get(farmId);
      if (!farm?.automated_farm_settings) return;
      const status = statusOf(farm);
      if (status.instant_clone_scheduled_maintenance_data?.immediate_maintenance_scheduled)
        delete status.instant_clone_scheduled_maintenance_data;
      status.instant_clone_operation_time = deps.now();
    },
  });

  for (const version of [1, 2]) {
    app.post(`/rest/inventory/v${version}/farms/:id/action/schedule-maintenance`, guard, async (c) => {
      const found = farmFor(c, IMAGE_PRIVILEGES);
      if ("response" in found) return found.response;
      const { farm } = found;
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
      const notInstantClone = instantCloneOnly(c, farm);
      if (notInstantClone) return notInstantClone;
      const invalid = validateMaintenance(body.value, version === 2);
      if (invalid) return restError(c, invalid.status, invalid.key, invalid.message);
      const spec = body.value as Body;
      const newVm = text(spec.parent_vm_id);
      const newSnapshot = text(spec.snapshot_id);
      if (newVm && newSnapshot) {
        const refusal = imageRefusal(
          inventoryOfVcenter(store.virtualCenters.all, farm.automated_farm_settings?.vcenter_id ?? ""),
          farm.automated_farm_settings?.provisioning_settings?.parent_vm_id,
          newVm,
          newSnapshot,
        );
        if (refusal) return restError(c, 400, refusal.key, refusal.message);
        const pending = statusOf(farm).instant_clone_pending_image_state;
        if (pending === "PENDING_PUBLISH" || pending === "PUBLISHING" || pending === "READY_HELD")
          return restError(
            c,
            400,
            "inventory.farm.operation.in.progress",
            `Farm ${farm.name} is already publishing an image`,
          );
      }
      const status = statusOf(farm);
      const recurring = isObject(spec.recurring_maintenance_settings)
        ? spec.recurring_maintenance_settings
        : undefined;
      const isRecurring = spec.maintenance_mode === "RECURRING";
      const parentVm = text(spec.parent_vm_id);
      const snapshot = text(spec.snapshot_id);
      status.instant_clone_scheduled_maintenance_data = {
        logoff_policy: spec.logoff_policy as "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF",
        ...(typeof spec.next_scheduled_time === "number"
          ? { next_scheduled_time: spec.next_scheduled_time }
          : {}),
        stop_on_first_error: spec.stop_on_first_error !== false,
        immediate_maintenance_scheduled: !isRecurring,
        ...(isRecurring && recurring
          ? {
              recurring_maintenance_settings: {
                maintenance_period: recurring.maintenance_period as "DAILY" | "WEEKLY" | "MONTHLY",
                maintenance_period_frequency:
                  typeof recurring.maintenance_period_frequency === "number"
                    ? recurring.maintenance_period_frequency
                    : 1,
                ...(typeof recurring.start_index === "number" ? { start_index: recurring.start_index } : {}),
                start_time: String(recurring.start_time),
              },
            }
          : {}),
      };
      // 2212's farm operations have no value of their own for immediate maintenance: it shows as
      // immediate_maintenance_scheduled, and the operation stays what it was.
      if (isRecurring) status.instant_clone_operation = "RECURRING_SCHEDULED_MAINTENANCE";
      else status.instant_clone_operation ??= "NONE";
      status.instant_clone_operation_time = deps.now();
      if (parentVm && snapshot) {
        const now = deps.now();
        const selectiveIds =
          version === 2 && spec.selective_schedule_maintenance === true
            ? (stringList(spec.rds_server_ids ?? []) ?? []).filter((id) => hostOf(farm)(id))
            : null;
        pushes.start(
          farm.id,
          {
            requestedAt: now,
            startTime:
              typeof spec.next_scheduled_time === "number" ? Math.max(spec.next_scheduled_time, now) : now,
            parentVmId: parentVm,
            snapshotId: snapshot,
            logoffPolicy: spec.logoff_policy as "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF",
            stopOnFirstError: spec.stop_on_first_error !== false,
            addVirtualTpm: false,
            selectiveIds,
            failure: publishFailure(
              inventoryOfVcenter(store.virtualCenters.all, farm.automated_farm_settings?.vcenter_id ?? ""),
              farm.automated_farm_settings?.provisioning_settings?.parent_vm_id,
              parentVm,
            ),
          },
          farmOwner(farm.id),
          now,
        );
      }
      kit.changed();
      if (version === 1) return c.body(null, 204);
      const ids = stringList(spec.rds_server_ids ?? []) ?? [];
      const now = deps.now();
      const lookup = hostOf(farm);
      return c.json(
        ids.map((id) =>
          lookup(id)
            ? { id, status_code: 200, timestamp: now }
            : {
                id,
                status_code: 404,
                timestamp: now,
                errors: [
                  {
                    error_key: "inventory.rds.server.not.found",
                    error_message: `No RDS server ${id} in the farm`,
                  },
                ],
              },
        ),
      );
    });
  }

  app.post("/rest/inventory/v1/farms/:id/action/cancel-scheduled-maintenance", guard, async (c) => {
    const found = farmFor(c, IMAGE_PRIVILEGES);
    if ("response" in found) return found.response;
    const { farm } = found;
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const notInstantClone = instantCloneOnly(c, farm);
    if (notInstantClone) return notInstantClone;
    const mode = isObject(body.value) ? body.value.maintenance_mode : undefined;
    if (typeof mode !== "string" || !MAINTENANCE_MODES.has(mode)) {
      return restError(
        c,
        400,
        "inventory.farm.maintenance.mode.invalid",
        "maintenance_mode must be IMMEDIATE or RECURRING",
      );
    }
    const status = statusOf(farm);
    const scheduled = status.instant_clone_scheduled_maintenance_data;
    const matches =
      scheduled !== undefined &&
      (mode === "RECURRING") === (scheduled.immediate_maintenance_scheduled === false);
    if (!matches) {
      return restError(
        c,
        400,
        "inventory.farm.no.scheduled.maintenance",
        `Farm ${farm.name} has no ${mode.toLowerCase()} maintenance scheduled`,
      );
    }
    // "If the image has already been published then it will not be cancelled" (OpenAPI 2212).
    const published = status.instant_clone_pending_image_state === "READY" && mode === "IMMEDIATE";
    if (!published) pushes.cancel(farm.id);
    delete status.instant_clone_scheduled_maintenance_data;
    status.instant_clone_operation = mode === "RECURRING" ? "CANCEL_SCHEDULED_MAINTENANCE" : "NONE";
    status.instant_clone_operation_time = deps.now();
    kit.changed();
    return c.body(null, 204);
  });

  app.post("/rest/inventory/v1/farms/:id/action/promote-pending-image", guard, (c) => {
    const found = farmFor(c, IMAGE_PRIVILEGES);
    if ("response" in found) return found.response;
    const { farm } = found;
    const notInstantClone = instantCloneOnly(c, farm);
    if (notInstantClone) return notInstantClone;
    if (!pushes.promoteHeld(farm.id, deps.now()))
      return restError(
        c,
        400,
        "inventory.farm.no.pending.image",
        `Farm ${farm.name} has no pending image in the ready held state`,
      );
    kit.changed();
    return c.body(null, 204);
  });

  app.post("/rest/inventory/v1/farms/:id/action/apply-image", guard, async (c) => {
    const found = farmFor(c, IMAGE_PRIVILEGES);
    if ("response" in found) return found.response;
    const { farm } = found;
    const notInstantClone = instantCloneOnly(c, farm);
    if (notInstantClone) return notInstantClone;
    const status = statusOf(farm);
    const pending = c.req.query("pending_image") === "true";
    if (pending && status.instant_clone_pending_image_state !== "READY_HELD") {
      return restError(
        c,
        400,
        "inventory.farm.no.pending.image",
        `Farm ${farm.name} has no pending image ready to apply`,
      );
    }
    const provisioningSettings = farm.automated_farm_settings?.provisioning_settings;
    return bulkAction<RdsServerRecord>(kit, c, deps.getCaller(c), {
      privileges: IMAGE_PRIVILEGES,
      entity: "inventory.rds.server",
      readIds: stringList,
      lookup: hostOf(farm),
      check: (server) =>
        provisioning.has(server.id)
          ? problem("inventory.rds.server.invalid.state", `RDS server ${server.name} is still provisioning`)
          : null,
      apply: (server) => {
        const parentVm = pending
          ? status.instant_clone_pending_image_parent_vm_id
          : provisioningSettings?.parent_vm_id;
        const snapshot = pending
          ? status.instant_clone_pending_image_snapshot_id
          : provisioningSettings?.base_snapshot_id;
        if (parentVm) server.base_vm_id = parentVm;
        if (snapshot) server.base_vm_snapshot_id = snapshot;
      },
    });
  });
}

/** The first problem of a farm create spec, or null. */
function validateCreate(spec: unknown): Problem | null {
  if (!isObject(spec)) return problem("invalid.request.body", "The request body must be a JSON object");
  const name = spec.name;
  if (typeof name !== "string" || name === "")
    return problem("inventory.farm.name.required", "name is required");
  if (!FARM_NAME.test(name)) {
    return problem(
      "inventory.farm.name.invalid",
      "name may contain only letters, digits, hyphens and underscores (at most 64)",
    );
  }
  if (spec.type !== "MANUAL" && spec.type !== "AUTOMATED")
    return problem("inventory.farm.type.invalid", "type must be MANUAL or AUTOMATED");
  if (typeof spec.access_group_id !== "string" || spec.access_group_id === "")
    return problem("inventory.farm.access.group.required", "access_group_id is required");
  if (!LOCAL_ACCESS_GROUPS.some((group) => group.id === spec.access_group_id))
    return problem(
      "inventory.farm.access.group.not.found",
      `No access group with id ${spec.access_group_id}`,
    );
  for (const key of ["display_name", "description"] as const) {
    if (spec[key] !== undefined && typeof spec[key] !== "string")
      return problem("invalid.request.body", `${key} must be a string`);
  }
  if (typeof spec.display_name === "string" && spec.display_name.length > 256)
    return problem("request.field.too_long", "display_name is longer than 256 characters");
  if (typeof spec.description === "string" && spec.description.length > 1024)
    return problem("request.field.too_long", "description is longer than 1024 characters");
  if (spec.rds_server_ids !== undefined && stringList(spec.rds_server_ids) === null)
    return problem("invalid.request.body", "rds_server_ids must be a list of ids");
  if (spec.type === "MANUAL") {
    if (spec.automated_farm_settings !== undefined)
      return problem(
        "inventory.farm.automated.settings.unexpected",
        "A manual farm takes no automated_farm_settings",
      );
    return validateLoadBalancer(spec.load_balancer_settings);
  }
  return validateAutomated(spec.automated_farm_settings) ?? validateLoadBalancer(spec.load_balancer_settings);
}

const THRESHOLDS = [
  "cpu_threshold",
  "memory_threshold",
  "disk_queue_length_threshold",
  "disk_read_latency_threshold",
  "disk_write_latency_threshold",
  "connecting_session_threshold",
  "load_index_threshold",
] as const;

function validateLoadBalancer(settings: unknown): Problem | null {
  if (settings === undefined) return null;
  if (!isObject(settings)) return problem("invalid.request.body", "load_balancer_settings must be an object");
  for (const key of THRESHOLDS) {
    const value = settings[key];
    if (value === undefined) continue;
    const limit =
      key === "cpu_threshold" || key === "memory_threshold" || key === "load_index_threshold"
        ? 100
        : 2147483647;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > limit)
      return problem(
        "inventory.farm.load.balancer.invalid",
        `${key} must be a whole number from 0 to ${limit}`,
      );
  }
  return null;
}

function validateAutomated(settings: unknown): Problem | null {
  if (!isObject(settings))
    return problem(
      "inventory.farm.automated.settings.required",
      "An automated farm needs automated_farm_settings",
    );
  if (text(settings.vcenter_id) === undefined)
    return problem("inventory.farm.vcenter.required", "automated_farm_settings.vcenter_id is required");
  const naming = settings.pattern_naming_settings;
  const pattern = isObject(naming) ? text(naming.naming_pattern) : undefined;
  if (pattern === undefined)
    return problem(
      "inventory.farm.naming.pattern.required",
      "pattern_naming_settings.naming_pattern is required",
    );
  const count = isObject(naming) ? naming.max_number_of_rds_servers : undefined;
  if (
    count !== undefined &&
    (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > 1000)
  )
    return problem("inventory.farm.max.servers.invalid", "max_number_of_rds_servers must be from 1 to 1000");
  const check = checkNamingPattern(pattern, typeof count === "number" ? count : 1);
  if (check.problem) return problem("inventory.farm.naming.pattern.invalid", namingPatternMessage(check));
  if (settings.max_session_type !== "UNLIMITED" && settings.max_session_type !== "LIMITED")
    return problem(
      "inventory.farm.max.session.type.invalid",
      "max_session_type must be UNLIMITED or LIMITED",
    );
  if (
    settings.max_session_type === "LIMITED" &&
    (typeof settings.max_sessions !== "number" ||
      settings.max_sessions < 1 ||
      !Number.isInteger(settings.max_sessions))
  )
    return problem(
      "inventory.farm.max.sessions.invalid",
      "max_sessions must be a whole number of at least 1",
    );
  const placement = settings.provisioning_settings;
  if (!isObject(placement))
    return problem("inventory.farm.provisioning.settings.required", "provisioning_settings is required");
  for (const key of ["datacenter_id", "host_or_cluster_id", "resource_pool_id", "vm_folder_id"] as const) {
    if (text(placement[key]) === undefined)
      return problem(
        "inventory.farm.provisioning.settings.invalid",
        `provisioning_settings.${key} is required`,
      );
  }
  if (text(placement.parent_vm_id) === undefined || text(placement.base_snapshot_id) === undefined)
    return problem("inventory.farm.image.required", "parent_vm_id and base_snapshot_id are required");
  const storage = settings.storage_settings;
  if (!isObject(storage) || !Array.isArray(storage.datastores) || storage.datastores.length === 0)
    return problem(
      "inventory.farm.datastores.required",
      "storage_settings.datastores needs at least one datastore",
    );
  const customization = settings.customization_settings;
  if (!isObject(customization) || text(customization.instant_clone_domain_account_id) === undefined)
    return problem(
      "inventory.farm.domain.account.required",
      "customization_settings.instant_clone_domain_account_id is required",
    );
  return null;
}

function validateMaintenance(spec: unknown, isV2: boolean): Problem | null {
  if (!isObject(spec)) return problem("invalid.request.body", "The request body must be a JSON object");
  if (typeof spec.logoff_policy !== "string" || !LOGOFF_POLICIES.has(spec.logoff_policy))
    return problem(
      "inventory.farm.logoff.policy.invalid",
      "logoff_policy must be FORCE_LOGOFF or WAIT_FOR_LOGOFF",
    );
  if (typeof spec.maintenance_mode !== "string" || !MAINTENANCE_MODES.has(spec.maintenance_mode))
    return problem(
      "inventory.farm.maintenance.mode.invalid",
      "maintenance_mode must be IMMEDIATE or RECURRING",
    );
  if (spec.next_scheduled_time !== undefined && typeof spec.next_scheduled_time !== "number")
    return problem("invalid.request.body", "next_scheduled_time must be epoch milliseconds");
  if ((text(spec.parent_vm_id) === undefined) !== (text(spec.snapshot_id) === undefined))
    return problem("inventory.farm.image.incomplete", "parent_vm_id and snapshot_id go together");
  if (isV2 && spec.rds_server_ids !== undefined && stringList(spec.rds_server_ids) === null)
    return problem("invalid.request.body", "rds_server_ids must be a list of ids");
  if (spec.maintenance_mode !== "RECURRING") return null;
  const recurring = spec.recurring_maintenance_settings;
  if (!isObject(recurring))
    return problem(
      "inventory.farm.recurring.settings.required",
      "recurring_maintenance_settings is required for RECURRING maintenance",
    );
  const period = recurring.maintenance_period;
  if (typeof period !== "string" || !PERIODS.has(period))
    return problem(
      "inventory.farm.maintenance.period.invalid",
      "maintenance_period must be DAILY, WEEKLY or MONTHLY",
    );
  if (typeof recurring.start_time !== "string" || !HH_MM.test(recurring.start_time))
    return problem("inventory.farm.start.time.invalid", "start_time must be hh:mm (24 hours)");
  const frequency = recurring.maintenance_period_frequency;
  if (
    frequency !== undefined &&
    (typeof frequency !== "number" || !Number.isInteger(frequency) || frequency < 1 || frequency > 100)
  )
    return problem("inventory.farm.frequency.invalid", "maintenance_period_frequency must be from 1 to 100");
  if (period !== "DAILY") {
    const highest = period === "WEEKLY" ? 7 : 31;
    const index = recurring.start_index;
    if (typeof index !== "number" || !Number.isInteger(index) || index < 1 || index > highest)
      return problem(
        "inventory.farm.start.index.invalid",
        `start_index must be from 1 to ${highest} for ${period}`,
      );
  }
  return null;
}

/** A farm record from a validated create spec, with the platform's defaults where the spec is silent. */
function newFarm(spec: Body, id: string, now: number): FarmRecord {
  const balancer = isObject(spec.load_balancer_settings) ? spec.load_balancer_settings : {};
  const threshold = (key: (typeof THRESHOLDS)[number]) =>
    typeof balancer[key] === "number" ? balancer[key] : 0;
  const farm: FarmRecord = {
    id,
    name: String(spec.name),
    display_name: typeof spec.display_name === "string" ? spec.display_name : String(spec.name),
    description: typeof spec.description === "string" ? spec.description : "",
    access_group_id: String(spec.access_group_id),
    enabled: spec.enabled !== false,
    delete_in_progress: false,
    type: spec.type === "AUTOMATED" ? "AUTOMATED" : "MANUAL",
    server_error_threshold: typeof spec.server_error_threshold === "number" ? spec.server_error_threshold : 0,
    use_custom_script_for_load_balancing: spec.use_custom_script_for_load_balancing === true,
    display_protocol_settings: {
      default_display_protocol: "BLAST",
      allow_users_to_choose_protocol: true,
      // The create spec may ask for NVIDIA GRID vGPUs (FarmDisplayProtocolSettingsCreateSpec).
      grid_vgpus_enabled:
        isObject(spec.display_protocol_settings) &&
        spec.display_protocol_settings.grid_vgpus_enabled === true,
      session_collaboration_enabled: false,
    },
    session_settings: {
      disconnected_session_timeout_policy: "NEVER",
      empty_session_timeout_policy: "AFTER",
      empty_session_timeout_minutes: 1,
      logoff_after_timeout: false,
      pre_launch_session_timeout_policy: "AFTER",
      pre_launch_session_timeout_minutes: 10,
      session_timeout_policy: "DEFAULT",
    },
    load_balancer_settings: {
      include_session_count: balancer.include_session_count !== false,
      cpu_threshold: threshold("cpu_threshold"),
      memory_threshold: threshold("memory_threshold"),
      disk_queue_length_threshold: threshold("disk_queue_length_threshold"),
      disk_read_latency_threshold: threshold("disk_read_latency_threshold"),
      disk_write_latency_threshold: threshold("disk_write_latency_threshold"),
      connecting_session_threshold: threshold("connecting_session_threshold"),
      load_index_threshold: threshold("load_index_threshold"),
    },
  };
  if (farm.type === "AUTOMATED" && isObject(spec.automated_farm_settings)) {
    const settings = spec.automated_farm_settings;
    const naming = settings.pattern_naming_settings as Body;
    const placement = settings.provisioning_settings as Body;
    const storage = settings.storage_settings as { datastores: unknown[] };
    const customization = settings.customization_settings as Body;
    farm.automated_farm_settings = {
      enable_provisioning: settings.enable_provisioning !== false,
      stop_provisioning_on_error: settings.stop_provisioning_on_error !== false,
      image_source: "VIRTUAL_CENTER",
      vcenter_id: String(settings.vcenter_id),
      max_session_type: settings.max_session_type === "LIMITED" ? "LIMITED" : "UNLIMITED",
      ...(typeof settings.max_sessions === "number" && settings.max_session_type === "LIMITED"
        ? { max_sessions: settings.max_sessions }
        : {}),
      min_ready_vms: typeof settings.min_ready_vms === "number" ? settings.min_ready_vms : 0,
      operating_system: "WINDOWS_SERVER_2016_OR_ABOVE",
      operating_system_architecture: "BIT_64",
      transparent_page_sharing_scope: "VM",
      pattern_naming_settings: {
        naming_pattern: String(naming.naming_pattern),
        max_number_of_rds_servers:
          typeof naming.max_number_of_rds_servers === "number" ? naming.max_number_of_rds_servers : 1,
      },
      provisioning_settings: {
        datacenter_id: String(placement.datacenter_id),
        host_or_cluster_id: String(placement.host_or_cluster_id),
        resource_pool_id: String(placement.resource_pool_id),
        vm_folder_id: String(placement.vm_folder_id),
        parent_vm_id: String(placement.parent_vm_id),
        base_snapshot_id: String(placement.base_snapshot_id),
      },
      storage_settings: {
        datastores: storage.datastores
          .map((entry) => (isObject(entry) ? text(entry.datastore_id) : undefined))
          .filter((entry): entry is string => entry !== undefined)
          .map((datastore_id) => ({ datastore_id })),
      },
      customization_settings: {
        customization_type: customization.customization_type === "SYS_PREP" ? "SYS_PREP" : "CLONE_PREP",
        instant_clone_domain_account_id: String(customization.instant_clone_domain_account_id),
        ...(text(customization.ad_container_rdn)
          ? { ad_container_rdn: String(customization.ad_container_rdn) }
          : {}),
        reuse_pre_existing_accounts: customization.reuse_pre_existing_accounts === true,
      },
      provisioning_status_data: {
        instant_clone_operation: "INITIAL_PUBLISH",
        instant_clone_operation_time: now,
        instant_clone_current_image_state: "READY",
      },
    };
  }
  return farm;
}

/** A new instant-clone RDS host of an automated farm, starting to provision. */
function clonedHost(farm: FarmRecord, name: string): RdsServerRecord {
  const settings = farm.automated_farm_settings;
  return {
    id: crypto.randomUUID(),
    name,
    dns_name: `${name}.example.com`,
    description: `Instant clone of farm ${farm.name}`,
    access_group_id: farm.access_group_id,
    farm_id: farm.id,
    enabled: true,
    state: "PROVISIONING",
    operating_system: settings?.operating_system ?? "WINDOWS_SERVER_2016_OR_ABOVE",
    agent_version: "2312.1",
    agent_build_number: "23014593",
    remote_experience_agent_version: "2312.1",
    remote_experience_agent_build_number: "23014593",
    message_security_mode: "ENHANCED",
    message_security_enhanced_mode_supported: true,
    load_index: 0,
    load_preference: "LIGHT",
    logoff_policy: "WAIT_FOR_LOGOFF",
    max_sessions_type: settings?.max_session_type ?? "UNLIMITED",
    ...(settings?.max_sessions === undefined ? {} : { max_sessions_count: settings.max_sessions }),
    max_sessions_type_configured: "UNCONFIGURED",
    session_count: 0,
    ...(settings?.provisioning_settings?.parent_vm_id
      ? { base_vm_id: settings.provisioning_settings.parent_vm_id }
      : {}),
    ...(settings?.provisioning_settings?.base_snapshot_id
      ? { base_vm_snapshot_id: settings.provisioning_settings.base_snapshot_id }
      : {}),
  };
}
