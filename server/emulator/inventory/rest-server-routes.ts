import type { Context, Env } from "hono";
import type { VirtualCenterRecord } from "../data/inventory-types";
import type { MonitorRecord } from "../data/seed-inventory";
import { seedVcenterInventory } from "../data/seed-vcenter-inventory";
import { bulkResult, readJsonBody, restError, restNotFound, stringList } from "./http-responses";
import type { InventoryStore } from "./inventory-store";
import { type RouteKit, denyUnlessAny, denyUnlessPodWide } from "./route-context";
import { certificateOf } from "./server-certificates";

// The OpenAPI's privileges: the pod's servers are global configuration.
const VIEW = ["GLOBAL_CONFIG_VIEW"];
const VC_VIEW = ["GLOBAL_CONFIG_VIEW", "VC_CONFIG_VIEW"];
const MANAGE = ["GLOBAL_CONFIG_MANAGEMENT"];
const FORENSICS = ["FORENSICS"];

/** The password vCenter refuses in the emulator, so a test can see a refused sign-in keep the form. */
export const WRONG_VCENTER_PASSWORD = "wrong-password";
const DEFAULT_LIMITS = {
  provisioning_limit: 20,
  power_operations_limit: 50,
  instant_clone_engine_provisioning_limit: 20,
};
const DEFAULT_STORAGE = { enabled: false, default_cache_size_mb: 1024 };
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

type Json = Record<string, unknown>;
type Invalid = { key: string; message: string };

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A password as the OpenAPI sends it (a character array) or as a string; never stored in a record. */
function passwordOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.join("");
  return undefined;
}

function portOf(value: unknown, fallback: number): number | Invalid {
  if (value === undefined) return fallback;
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 65_535
    ? (value as number)
    : { key: "config.port.invalid", message: "port must be a whole number from 1 to 65535" };
}

function limitsOf(
  value: unknown,
  current: VirtualCenterRecord["limits"],
): VirtualCenterRecord["limits"] | Invalid {
  if (value === undefined) return current;
  if (!isObject(value))
    return { key: "config.virtual.center.limits.invalid", message: "limits must be an object" };
  const next = { ...(current ?? DEFAULT_LIMITS) };
  for (const name of Object.keys(DEFAULT_LIMITS) as (keyof typeof DEFAULT_LIMITS)[]) {
    const limit = value[name];
    if (limit === undefined) continue;
    if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 1000)
      return { key: "config.virtual.center.limits.invalid", message: `${name} must be from 1 to 1000` };
    next[name] = limit as number;
  }
  return next;
}

function storageOf(
  value: unknown,
  current: VirtualCenterRecord["storage_accelerator_data"],
): VirtualCenterRecord["storage_accelerator_data"] | Invalid {
  if (value === undefined) return current;
  const invalid = {
    key: "config.virtual.center.storage.invalid",
    message: "storage_accelerator_data needs enabled and a cache size from 100 to 32768 MB",
  };
  if (!isObject(value) || typeof value.enabled !== "boolean") return invalid;
  const size = value.default_cache_size_mb ?? current?.default_cache_size_mb ?? 1024;
  if (!Number.isInteger(size) || (size as number) < 100 || (size as number) > 32_768) return invalid;
  return { enabled: value.enabled, default_cache_size_mb: size as number };
}

const isInvalid = (value: unknown): value is Invalid =>
  isObject(value) && typeof value.key === "string" && typeof value.message === "string";

/** The REST answer for a vCenter: the record with its limits and storage settings; never a password. */
function vcenterInfo(record: VirtualCenterRecord) {
  // Which datastores are marked for archival is the emulator's own memory: VirtualCenterInfoV2 has no field.
  const { archival_datastores: _kept, ...documented } = record;
  return {
    ...documented,
    limits: record.limits ?? DEFAULT_LIMITS,
    storage_accelerator_data: record.storage_accelerator_data ?? DEFAULT_STORAGE,
  };
}

/** A healthy monitor record for a vCenter the pod has just been connected to. */
function vcenterMonitor(store: InventoryStore, record: VirtualCenterRecord, now: number): MonitorRecord {
  const inventory = seedVcenterInventory(record, store.virtualCenters.all.indexOf(record));
  const hosts = [...inventory.hostsOrClustersByDatacenter.values()].flat();
  return {
    id: record.id,
    name: record.server_name,
    desktop_pools_and_farms_count: 0,
    details: { version: record.version, build: "22617221", api_version: record.version.slice(0, 3) },
    connection_servers: store.monitor.connectionServers.map((server) => ({
      id: server.id,
      name: server.name,
      last_updated_timestamp: now,
      status: "OK",
      thumbprint_accepted: true,
      certificate: { valid: true, valid_from: now, valid_to: now + 730 * 86_400_000 },
    })),
    hosts: hosts.map((host) => ({ details: { name: host.details.name }, status: "CONNECTED" })),
    datastores: [...inventory.compute.values()].flatMap((compute) =>
      compute.datastores.map((datastore) => ({
        details: { name: datastore.name, path: `/vmfs/volumes/${datastore.name}`, url: "" },
        status: "ACCESSIBLE",
        type: "VMFS",
        capacity_mb: datastore.capacity_mb,
        free_space_mb: datastore.free_space_mb,
      })),
    ),
  };
}

/**
 * The servers section's calls: vCenter servers (the OpenAPI's list, certificate validation and archival
 * datastores; add came with API 2303), gateways (list and get of the OpenAPI). Every change shows in the
 * monitors the dashboard reads. Passwords are kept by the emulator alone, never answered.
 */
export function registerRestServerRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  // Passwords of the servers added at run time; the seeded ones were set up before the pod existed.
  const passwords = new Map<string, string>();
  const seededNames = store.virtualCenters.all.map((vc) => vc.server_name.toLowerCase());

  const deny = (c: Context<Env>, privileges: readonly string[]) =>
    denyUnlessAny(c, deps.getCaller(c), privileges);
  const body = async (c: Context): Promise<Json | Response> => {
    const read = await readJsonBody(c);
    return read.ok && isObject(read.value)
      ? read.value
      : restError(c, 400, "invalid.request.body", "The body must be a JSON object");
  };
  const bad = (c: Context, invalid: Invalid) => restError(c, 400, invalid.key, invalid.message);

  // vCenter servers. 2212 reads them only as a list (no get by id): the emulator serves the list alone.
  for (const version of ["v1", "v2"]) {
    app.get(
      `/rest/config/${version}/virtual-centers`,
      guard,
      (c) => deny(c, VC_VIEW) ?? c.json(store.virtualCenters.all.map(vcenterInfo)),
    );
  }

  /** Server name, port, user and password of a ServerSpec; the sign-in vCenter would refuse is a 400. */
  const serverSpec = (spec: Json, current?: VirtualCenterRecord) => {
    const serverName =
      current?.server_name ?? (typeof spec.server_name === "string" ? spec.server_name.trim() : "");
    if (!HOST_NAME.test(serverName))
      return { key: "config.virtual.center.server.name.invalid", message: "server_name must be a host name" };
    const port = portOf(spec.port, current?.port ?? 443);
    if (isInvalid(port)) return port;
    const user = spec.user_name ?? spec.username ?? current?.user_name;
    if (typeof user !== "string" || user.trim() === "")
      return { key: "config.virtual.center.user.required", message: "user_name is required" };
    const password = passwordOf(spec.password) ?? (current ? passwords.get(current.id) : undefined);
    if (!current && (password === undefined || password === ""))
      return { key: "config.virtual.center.password.required", message: "password is required" };
    if (password === WRONG_VCENTER_PASSWORD)
      return {
        key: "config.virtual.center.invalid.credentials",
        // The pod's own sentence for it (spec 000 §8's vCenter messages).
        message: "Login to vCenter Server failed due to bad username or password",
      };
    return { serverName, port, user: user.trim(), password };
  };

  app.post("/rest/config/v1/virtual-centers/action/validate-certificate", guard, async (c) => {
    const denied = deny(c, VIEW);
    if (denied) return denied;
    const spec = await body(c);
    if (spec instanceof Response) return spec;
    const server = serverSpec(spec);
    if (isInvalid(server)) return bad(c, server);
    return c.json(certificateOf(server.serverName, seededNames));
  });

  // Adding a vCenter Server came with API 2303 (VirtualCenterCreateSpecV3): 2212 has no create call.
  app.post("/rest/config/v3/virtual-centers", guard, async (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const spec = await body(c);
    if (spec instanceof Response) return spec;
    const server = serverSpec(spec);
    if (isInvalid(server)) return bad(c, server);
    const name = server.serverName.toLowerCase();
    if (store.virtualCenters.all.some((vc) => vc.server_name.toLowerCase() === name))
      return restError(c, 409, "config.virtual.center.exists", `${server.serverName} is already added`);
    const certificate = certificateOf(server.serverName, seededNames);
    const accepted = isObject(spec.certificate_override) ? spec.certificate_override.certificate : undefined;
    if (!certificate.valid && !certificate.allow_admin_override)
      return restError(
        c,
        400,
        "config.virtual.center.certificate.refused",
        `The certificate of ${server.serverName} is ${certificate.invalid_reasons.join(", ")} and cannot be accepted`,
      );
    if (!certificate.valid && accepted !== certificate.certificate)
      return restError(
        c,
        400,
        "config.virtual.center.certificate.not.accepted",
        `The certificate of ${server.serverName} must be accepted first (${certificate.invalid_reasons.join(", ")})`,
      );
    const limits = limitsOf(spec.limits, undefined);
    if (isInvalid(limits)) return bad(c, limits);
    const storage = storageOf(spec.storage_accelerator_data, undefined);
    if (isInvalid(storage)) return bad(c, storage);
    const id = crypto.randomUUID();
    const record: VirtualCenterRecord = {
      id,
      server_name: server.serverName,
      display_name:
        typeof spec.display_name === "string" && spec.display_name.trim()
          ? spec.display_name.trim()
          : server.serverName,
      description: typeof spec.description === "string" ? spec.description : "",
      port: server.port,
      use_ssl: true,
      user_name: server.user,
      version: "8.0.2",
      enabled: true,
      instance_uuid: crypto.randomUUID(),
      deployment_type: "GENERAL",
      maintenance_mode: false,
      se_sparse_reclamation_enabled: spec.se_sparse_reclamation_enabled === true,
      has_virtual_tpm_pools: false,
      limits: limits ?? DEFAULT_LIMITS,
      storage_accelerator_data: storage ?? DEFAULT_STORAGE,
    };
    store.virtualCenters.add(record);
    passwords.set(id, server.password ?? "");
    store.monitor.virtualCenters.push(vcenterMonitor(store, record, deps.now()));
    kit.changed();
    // No Location header: 2212 documents none, and it reads vCenter Servers only as a list (no
    // config/v*/virtual-centers/{id} to point at); the answer's id finds the new one in that list.
    return c.json({ id }, 201);
  });

  // OpenAPI 2212 has no call to edit or remove a vCenter Server: the emulator serves none either.

  app.post("/rest/config/v1/virtual-centers/:id/action/mark-datastores-for-archival", guard, async (c) => {
    // A vCenter is pod-wide: FORENSICS on a child access group does not reach its datastores.
    const denied = denyUnlessPodWide(c, deps.getCaller(c), FORENSICS);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    const record = store.virtualCenters.get(id);
    if (!record) return restNotFound(c, "config.virtual.center", id);
    const hostOrCluster = c.req.query("host_or_cluster_id") ?? "";
    const inventory = seedVcenterInventory(record, store.virtualCenters.all.indexOf(record));
    const compute = inventory.compute.get(hostOrCluster);
    if (!compute) return restNotFound(c, "external.host.or.cluster", hostOrCluster);
    const read = await readJsonBody(c);
    const ids = read.ok ? stringList(read.value) : null;
    if (!ids || ids.length === 0)
      return restError(c, 400, "invalid.request.body", "The body must be a list of datastore ids");
    const known = new Set(compute.datastores.map((datastore) => datastore.id));
    const now = deps.now();
    const accepted = ids.filter((datastoreId) => known.has(datastoreId));
    record.archival_datastores = { ...record.archival_datastores, [hostOrCluster]: accepted };
    kit.changed();
    return c.json(
      ids.map((datastoreId) =>
        known.has(datastoreId)
          ? bulkResult(datastoreId, now)
          : bulkResult(datastoreId, now, {
              status: 404,
              key: "external.datastore.not.found",
              message: `No datastore ${datastoreId} on ${hostOrCluster}`,
            }),
      ),
    );
  });

  // Gateways.
  app.get("/rest/config/v1/gateways", guard, (c) => deny(c, VIEW) ?? c.json(store.gateways.all));
  app.get("/rest/config/v1/gateways/:id", guard, (c) => {
    const denied = deny(c, VIEW);
    if (denied) return denied;
    const record = store.gateways.get(c.req.param("id") ?? "");
    return record ? c.json(record) : restNotFound(c, "config.gateway", c.req.param("id") ?? "");
  });
  // OpenAPI 2212 has no call to register or remove a gateway: the emulator serves none either.
}
