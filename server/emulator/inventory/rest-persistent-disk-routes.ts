import type { Context, Env } from "hono";
import type { PersistentDiskRecord } from "../data/inventory-types";
import { readJsonBody, restError, restForbidden, restNotFound, restPage, stringList } from "./http-responses";
import { bulkAction, type Problem } from "./rest-inventory-routes";
import { pageOf, readListRequest } from "./rest-list";
import { type RouteKit, accessScope, denyUnlessAny, withListErrors } from "./route-context";

/*
 * Persistent disks. The public OpenAPI has no persistent-disk calls: these are the emulator's own, in the
 * OpenAPI's style (docs/emulator.md), with the spec's disk roles and states and the privileges of spec 000
 * §6 on the disk's access group (its desktop pool's): UDD_VIEW to see, UDD_MANAGEMENT to change.
 */

const fields = (names: string) => new Set(names.split(/\s+/).filter(Boolean));
export const PERSISTENT_DISK_FIELDS = fields(`access_group_id archived capacity_mb datastore_name
  datastore_path desktop_pool_id disk_role drive_letter id machine_id name status usage_mb user_id
  virtual_center_id`);

const VIEW = ["UDD_VIEW"];
const MANAGE = ["UDD_MANAGEMENT"];
const ENTITY = "inventory.persistent.disk";
/** Spec 001 §9: the size an imported disk gets when the call names none. */
export const DEFAULT_DISK_SIZE_MB = 2048;
const MAX_DISK_SIZE_MB = 2_147_483_647;

const isAttached = (disk: PersistentDiskRecord) => disk.machine_id !== undefined;

function detach(disk: PersistentDiskRecord): void {
  delete disk.machine_id;
  disk.disk_role = "UNATTACHED";
  disk.status = "UNATTACHED";
}

const notAttached = (disk: PersistentDiskRecord): Problem | null =>
  isAttached(disk)
    ? null
    : { status: 400, key: `${ENTITY}.not.attached`, message: `Disk ${disk.name} is not attached` };

/** Registers the persistent-disk list, get, detach, archive, attach, delete and import calls. */
export function registerRestPersistentDiskRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const path = "/rest/inventory/v1/persistent-disks";

  app.get(path, guard, (c) =>
    withListErrors(c, () => {
      const caller = deps.getCaller(c);
      const denied = denyUnlessAny(c, caller, VIEW);
      if (denied) return denied;
      const inScope = accessScope(caller, VIEW);
      const request = readListRequest(new URL(c.req.url));
      return restPage(
        pageOf(store.persistentDisks.all, request, PERSISTENT_DISK_FIELDS, (disk) =>
          inScope(disk.access_group_id),
        ),
      );
    }),
  );

  /** The disk of the path for a caller with `privileges` on its group, or the error answer. */
  const diskOf = (c: Context<Env>, privileges: readonly string[]): PersistentDiskRecord | Response => {
    const caller = deps.getCaller(c);
    const id = c.req.param("id") ?? "";
    const disk = store.persistentDisks.get(id);
    if (!disk) return denyUnlessAny(c, caller, privileges) ?? restNotFound(c, ENTITY, id);
    return accessScope(caller, privileges)(disk.access_group_id)
      ? disk
      : restForbidden(c, privileges.join(" or "));
  };

  app.get(`${path}/:id`, guard, (c) => {
    const disk = diskOf(c, VIEW);
    return disk instanceof Response ? disk : c.json(disk);
  });

  const lookup = (id: string) => store.persistentDisks.get(id);
  app.post(`${path}/action/detach`, guard, (c) =>
    bulkAction(kit, c, deps.getCaller(c), {
      privileges: MANAGE,
      entity: ENTITY,
      readIds: stringList,
      lookup,
      check: notAttached,
      apply: detach,
    }),
  );
  // Archiving detaches the disk and moves its file to the datastore's archive folder.
  app.post(`${path}/action/archive`, guard, (c) =>
    bulkAction(kit, c, deps.getCaller(c), {
      privileges: MANAGE,
      entity: ENTITY,
      readIds: stringList,
      lookup,
      check: notAttached,
      apply: (disk) => {
        detach(disk);
        disk.archived = true;
        disk.datastore_path = `[${disk.datastore_name}] archive/${disk.name}.vmdk`;
      },
    }),
  );

  app.delete(`${path}/:id`, guard, (c) => {
    const disk = diskOf(c, MANAGE);
    if (disk instanceof Response) return disk;
    if (isAttached(disk))
      return restError(c, 400, `${ENTITY}.attached`, `Disk ${disk.name} is attached: detach it first`);
    store.persistentDisks.remove(disk.id);
    kit.changed();
    return c.body(null, 204);
  });

  app.post(`${path}/:id/action/attach`, guard, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const disk = diskOf(c, MANAGE);
    if (disk instanceof Response) return disk;
    const machineId = (body.value as { machine_id?: unknown } | null)?.machine_id;
    if (typeof machineId !== "string" || machineId === "")
      return restError(c, 400, "invalid.request.body", "machine_id must be a machine id");
    if (isAttached(disk))
      return restError(c, 400, `${ENTITY}.attached`, `Disk ${disk.name} is already attached`);
    const machine = store.machines.get(machineId);
    if (!machine) return restError(c, 400, "inventory.machine.not.found", `No machine with id ${machineId}`);
    if (!accessScope(deps.getCaller(c), MANAGE)(machine.access_group_id))
      return restForbidden(c, "UDD_MANAGEMENT on the machine's access group");
    const pool = store.desktopPools.get(machine.desktop_pool_id);
    if (pool?.user_assignment !== "DEDICATED" || machine.type !== "MANAGED_MACHINE") {
      return restError(
        c,
        400,
        `${ENTITY}.machine.not.dedicated`,
        `Machine ${machine.name} is not a virtual machine of a dedicated pool`,
      );
    }
    if (store.persistentDisks.all.some((other) => other.machine_id === machine.id)) {
      return restError(
        c,
        400,
        `${ENTITY}.machine.has.disk`,
        `Machine ${machine.name} already has a persistent disk`,
      );
    }
    disk.machine_id = machine.id;
    disk.desktop_pool_id = pool.id;
    disk.access_group_id = machine.access_group_id;
    disk.disk_role = "PRIMARY";
    disk.status = "IN_USE";
    disk.archived = false;
    if (machine.user_ids[0]) disk.user_id = machine.user_ids[0];
    kit.changed();
    return c.body(null, 204);
  });

  app.post(`${path}/action/import`, guard, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, MANAGE);
    if (denied) return denied;
    const spec = (body.value ?? {}) as Record<string, unknown>;
    const invalid = (message: string) => restError(c, 400, "invalid.request.body", message);
    const { virtual_center_id: vcId, datastore_path: diskPath, desktop_pool_id: poolId } = spec;
    const size = spec.capacity_mb ?? DEFAULT_DISK_SIZE_MB;
    const userId = spec.user_id;
    if (typeof vcId !== "string" || !store.virtualCenters.get(vcId))
      return invalid("virtual_center_id must name a vCenter Server");
    if (typeof diskPath !== "string" || !/^\[[^\]]+\] \S.*\.vmdk$/.test(diskPath) || diskPath.length > 1024)
      return invalid('datastore_path must be a disk file such as "[datastore] folder/disk.vmdk"');
    if (typeof size !== "number" || !Number.isInteger(size) || size < 1 || size > MAX_DISK_SIZE_MB)
      return invalid("capacity_mb must be a positive whole number of megabytes");
    if (userId !== undefined && (typeof userId !== "string" || !store.adUsersOrGroups.get(userId)))
      return invalid("user_id must name a directory user");
    const pool = typeof poolId === "string" ? store.desktopPools.get(poolId) : undefined;
    if (!pool) return invalid("desktop_pool_id must name a desktop pool");
    if (!accessScope(caller, MANAGE)(pool.access_group_id))
      return restForbidden(c, "UDD_MANAGEMENT on the pool's access group");
    if (store.persistentDisks.all.some((disk) => disk.datastore_path === diskPath))
      return restError(c, 400, `${ENTITY}.path.in.use`, `${diskPath} is already a persistent disk`);
    const datastore = /^\[([^\]]+)\]/.exec(diskPath)?.[1] ?? "";
    const fileName = diskPath.slice(diskPath.lastIndexOf("/") + 1).replace(/^\[[^\]]+\] /, "");
    const id = crypto.randomUUID();
    store.persistentDisks.add({
      id,
      name: fileName.replace(/\.vmdk$/, ""),
      virtual_center_id: vcId,
      datastore_name: datastore,
      datastore_path: diskPath,
      capacity_mb: size,
      usage_mb: 0,
      access_group_id: pool.access_group_id,
      desktop_pool_id: pool.id,
      ...(typeof userId === "string" ? { user_id: userId } : {}),
      disk_role: "UNATTACHED",
      status: "UNATTACHED",
      drive_letter: "D",
      archived: false,
    });
    kit.changed();
    return c.json({ id }, 201);
  });
}
