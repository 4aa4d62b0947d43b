import type { Context, Env } from "hono";
import type { DesktopPoolRecord, MachineRecord } from "../data/inventory-types";
import { inventoryOfVcenter } from "../data/seed-vcenter-inventory";
import { readJsonBody, restError, restNotFound, stringList } from "./http-responses";
import { type ImageMember, type ImageOwner, ImagePushes, imageRefusal, publishFailure } from "./image-push";
import { bulkAction } from "./rest-inventory-routes";
import { type RouteKit, accessScope, denyUnlessAny } from "./route-context";

// The image actions of instant-clone desktop pools (OpenAPI 2212: /inventory/v1|v2/desktop-pools/{id}/action/
// schedule-push-image, v1 cancel-scheduled-push-image, promote-pending-image, apply-image), each needing
// POOL_SVI_IMAGE_MANAGEMENT on the pool's access group. The state they set is read back through the pool's
// provisioning_status_data, as on a real pod.

const IMAGE_PRIVILEGES = ["POOL_SVI_IMAGE_MANAGEMENT"];
const LOGOFF_POLICIES = new Set(["FORCE_LOGOFF", "WAIT_FOR_LOGOFF"]);
/** The fields each version's push spec documents (the rest is refused, as the closed schema does). */
const V1_FIELDS = new Set([
  "add_virtual_tpm",
  "im_stream_id",
  "im_tag_id",
  "logoff_policy",
  "parent_vm_id",
  "snapshot_id",
  "start_time",
  "stop_on_first_error",
]);
const V2_FIELDS = new Set([
  ...V1_FIELDS,
  "compute_profile_num_cores_per_socket",
  "compute_profile_num_cpus",
  "compute_profile_ram_mb",
  "machine_ids",
  "selective_push_image",
]);
/** Machine states that cannot be recreated from a new image. */
const ERROR_STATES = new Set<MachineRecord["state"]>(["PROVISIONING_ERROR", "ERROR"]);

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** Registers the instant-clone pool image routes and the clock that moves pushes along. */
export function registerRestPoolImageRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const pushes = new ImagePushes();

  app.use("/rest/*", async (_c, next) => {
    if (pushes.advance(deps.now())) kit.changed();
    await next();
  });

  /** The pool of an action's path, or the refusal (unknown pool, missing privilege, not instant clone). */
  const poolFor = (c: Context<Env>): DesktopPoolRecord | Response => {
    const caller = deps.getCaller(c);
    const id = c.req.param("id") ?? "";
    const pool = store.desktopPools.get(id);
    if (!pool)
      return denyUnlessAny(c, caller, IMAGE_PRIVILEGES) ?? restNotFound(c, "inventory.desktop.pool", id);
    if (!accessScope(caller, IMAGE_PRIVILEGES)(pool.access_group_id))
      return restError(c, 403, "insufficient.privilege", "The caller needs POOL_SVI_IMAGE_MANAGEMENT");
    if (pool.source !== "INSTANT_CLONE" || !pool.provisioning_settings)
      return restError(
        c,
        400,
        "inventory.desktop.pool.not.instant.clone",
        `Desktop pool ${pool.name} is not an instant clone desktop pool`,
      );
    return pool;
  };

  const machineMember = (machine: MachineRecord): ImageMember => ({
    name: machine.name,
    inError: ERROR_STATES.has(machine.state),
    hasSession: machine.session_id !== undefined,
    logOff: () => {
      const session = machine.session_id ? store.sessions.get(machine.session_id) : undefined;
      if (session) store.endSession(session);
    },
    takeImage: (parentVmId, snapshotId) => {
      if (!machine.managed_machine_data) return;
      machine.managed_machine_data.base_vm_id = parentVmId;
      machine.managed_machine_data.base_vm_snapshot_id = snapshotId;
    },
  });

  const ownerOf = (poolId: string): ImageOwner => ({
    status: () => store.desktopPools.get(poolId)?.provisioning_status_data,
    members: (ids) =>
      store.machines.all
        .filter((machine) => machine.desktop_pool_id === poolId && (!ids || ids.includes(machine.id)))
        .map(machineMember),
    makeCurrent: (parentVmId, snapshotId) => {
      const settings = store.desktopPools.get(poolId)?.provisioning_settings;
      if (!settings) return;
      settings.parent_vm_id = parentVmId;
      settings.base_snapshot_id = snapshotId;
    },
    finished: () => {
      const status = store.desktopPools.get(poolId)?.provisioning_status_data;
      if (!status) return;
      status.instant_clone_operation = "NONE";
      // A failed push keeps what was asked, so that it can be retried as it was.
      if (status.instant_clone_pending_image_state !== "FAILED")
        delete status.instant_clone_push_image_settings;
    },
  });

  for (const version of [1, 2]) {
    app.post(`/rest/inventory/v${version}/desktop-pools/:id/action/schedule-push-image`, guard, async (c) => {
      const pool = poolFor(c);
      if (pool instanceof Response) return pool;
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
      const spec = body.value;
      if (!isObject(spec)) return restError(c, 400, "invalid.request.body", "The body must be a JSON object");
      const unknown = Object.keys(spec).find((key) => !(version === 1 ? V1_FIELDS : V2_FIELDS).has(key));
      if (unknown !== undefined) return restError(c, 400, "invalid.request.body", `Unknown field ${unknown}`);
      if (typeof spec.logoff_policy !== "string" || !LOGOFF_POLICIES.has(spec.logoff_policy))
        return restError(
          c,
          400,
          "invalid.request.body",
          "logoff_policy must be FORCE_LOGOFF or WAIT_FOR_LOGOFF",
        );
      if (
        spec.start_time !== undefined &&
        (typeof spec.start_time !== "number" || !Number.isInteger(spec.start_time))
      )
        return restError(c, 400, "invalid.request.body", "start_time must be epoch milliseconds");
      const parentVmId = text(spec.parent_vm_id);
      const snapshotId = text(spec.snapshot_id);
      if (!parentVmId || !snapshotId)
        return restError(
          c,
          400,
          "inventory.desktop.pool.push.image.invalid",
          "Either parent_vm_id and snapshot_id or im_stream_id and im_tag_id are to be specified",
        );
      const selective = version === 2 && spec.selective_push_image === true;
      const machineIds = selective ? (stringList(spec.machine_ids ?? []) ?? null) : [];
      if (machineIds === null)
        return restError(c, 400, "invalid.request.body", "machine_ids must be a list of machine ids");
      if (selective && machineIds.length === 0)
        return restError(
          c,
          400,
          "inventory.desktop.pool.push.image.machines.required",
          "A selective push image names the machines to push to",
        );
      const inventory = inventoryOfVcenter(store.virtualCenters.all, pool.vcenter_id ?? "");
      const current = pool.provisioning_settings?.parent_vm_id;
      const refusal = imageRefusal(inventory, current, parentVmId, snapshotId);
      if (refusal) return restError(c, 400, refusal.key, refusal.message);
      const now = deps.now();
      const startTime = typeof spec.start_time === "number" ? Math.max(spec.start_time, now) : now;
      const settings = {
        logoffPolicy: spec.logoff_policy as "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF",
        stopOnFirstError: spec.stop_on_first_error !== false,
        addVirtualTpm: spec.add_virtual_tpm === true,
      };
      const status = (pool.provisioning_status_data ??= {});
      const running = pushes.get(pool.id);
      if (status.instant_clone_operation === "SCHEDULE_PUSH_IMAGE" && running) {
        // A reschedule: only before the schedule triggered, and with everything but the start time unchanged.
        if (now >= running.startTime || running.selectiveIds)
          return restError(
            c,
            400,
            "inventory.desktop.pool.operation.in.progress",
            `The push image of ${pool.name} has already started`,
          );
        const same =
          running.parentVmId === parentVmId &&
          running.snapshotId === snapshotId &&
          running.logoffPolicy === settings.logoffPolicy &&
          running.stopOnFirstError === settings.stopOnFirstError &&
          running.addVirtualTpm === settings.addVirtualTpm &&
          !selective;
        if (!same)
          return restError(
            c,
            400,
            "inventory.desktop.pool.push.image.reschedule.invalid",
            "A reschedule may change only the start time; cancel the scheduled push image to change the rest",
          );
        running.startTime = startTime;
        status.instant_clone_push_image_settings = {
          ...status.instant_clone_push_image_settings,
          start_time: startTime,
          add_virtual_tpm: settings.addVirtualTpm,
          logoff_policy: settings.logoffPolicy,
          stop_on_first_error: settings.stopOnFirstError,
        };
        kit.changed();
        return version === 1 ? c.body(null, 204) : c.json([]);
      }
      if ((status.instant_clone_operation ?? "NONE") !== "NONE")
        return restError(
          c,
          400,
          "inventory.desktop.pool.operation.in.progress",
          `Desktop pool ${pool.name} is busy with another operation (${status.instant_clone_operation})`,
        );
      const members = new Set(
        store.machines.all.filter((machine) => machine.desktop_pool_id === pool.id).map((m) => m.id),
      );
      status.instant_clone_operation = "SCHEDULE_PUSH_IMAGE";
      status.instant_clone_push_image_settings = {
        start_time: startTime,
        add_virtual_tpm: settings.addVirtualTpm,
        logoff_policy: settings.logoffPolicy,
        stop_on_first_error: settings.stopOnFirstError,
      };
      delete status.last_provisioning_error;
      delete status.last_provisioning_error_time;
      pushes.start(
        pool.id,
        {
          requestedAt: now,
          startTime,
          parentVmId,
          snapshotId,
          ...settings,
          selectiveIds: selective ? machineIds.filter((id) => members.has(id)) : null,
          failure: publishFailure(inventory, current, parentVmId),
        },
        ownerOf(pool.id),
        now,
      );
      kit.changed();
      if (version === 1) return c.body(null, 204);
      return c.json(
        machineIds.map((id) =>
          members.has(id)
            ? { id, status_code: 200, timestamp: now }
            : {
                id,
                status_code: 404,
                timestamp: now,
                errors: [
                  { error_key: "inventory.machine.not.found", error_message: `No machine ${id} in the pool` },
                ],
              },
        ),
      );
    });
  }

  app.post("/rest/inventory/v1/desktop-pools/:id/action/cancel-scheduled-push-image", guard, (c) => {
    const pool = poolFor(c);
    if (pool instanceof Response) return pool;
    const status = pool.provisioning_status_data;
    const running = pushes.get(pool.id);
    const held = status?.instant_clone_pending_image_state === "READY_HELD";
    if (status?.instant_clone_operation !== "SCHEDULE_PUSH_IMAGE" || !running)
      return restError(
        c,
        400,
        "inventory.desktop.pool.no.scheduled.push.image",
        `Desktop pool ${pool.name} has no scheduled push image`,
      );
    if (!held && deps.now() >= running.startTime)
      return restError(
        c,
        400,
        "inventory.desktop.pool.push.image.started",
        `The push image of ${pool.name} has already started and can no longer be cancelled`,
      );
    pushes.cancel(pool.id);
    kit.changed();
    return c.body(null, 204);
  });

  app.post("/rest/inventory/v1/desktop-pools/:id/action/promote-pending-image", guard, (c) => {
    const pool = poolFor(c);
    if (pool instanceof Response) return pool;
    if (!pushes.promoteHeld(pool.id, deps.now()))
      return restError(
        c,
        400,
        "inventory.desktop.pool.no.pending.image",
        `Desktop pool ${pool.name} has no pending image in the ready held state`,
      );
    kit.changed();
    return c.body(null, 204);
  });

  app.post("/rest/inventory/v1/desktop-pools/:id/action/apply-image", guard, async (c) => {
    const pool = poolFor(c);
    if (pool instanceof Response) return pool;
    const pendingParameter = c.req.query("pending_image");
    if (pendingParameter !== undefined && !["true", "false"].includes(pendingParameter))
      return restError(c, 400, "invalid.parameter", "pending_image must be true or false");
    const pending = pendingParameter === "true";
    const status = pool.provisioning_status_data ?? {};
    if (pending && status.instant_clone_pending_image_state !== "READY_HELD")
      return restError(
        c,
        400,
        "inventory.desktop.pool.no.pending.image",
        `Desktop pool ${pool.name} has no pending image in the ready held state`,
      );
    const parentVmId = pending
      ? status.instant_clone_pending_image_parent_vm_id
      : pool.provisioning_settings?.parent_vm_id;
    const snapshotId = pending
      ? status.instant_clone_pending_image_snapshot_id
      : pool.provisioning_settings?.base_snapshot_id;
    return bulkAction<MachineRecord>(kit, c, deps.getCaller(c), {
      privileges: IMAGE_PRIVILEGES,
      entity: "inventory.machine",
      readIds: stringList,
      lookup: (id) => {
        const machine = store.machines.get(id);
        return machine?.desktop_pool_id === pool.id ? machine : undefined;
      },
      check: (machine) =>
        ERROR_STATES.has(machine.state)
          ? {
              status: 400,
              key: "inventory.machine.invalid.state",
              message: `Machine ${machine.name} is in error and cannot be recreated`,
            }
          : null,
      apply: (machine) => {
        if (parentVmId && snapshotId) machineMember(machine).takeImage(parentVmId, snapshotId);
      },
    });
  });
}
