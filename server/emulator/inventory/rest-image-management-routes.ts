// Image management (the OpenAPI's /config/v1/im-streams, im-versions, im-tags, im-assets): the catalogue of
// golden images a pod publishes. A stream holds versions, a tag names one version of its stream, an asset is
// a version's copy on one vCenter. The records live in memory only (a data file does not keep them).
import type { Context } from "hono";
import type { InventoryStore } from "./inventory-store";
import { bulkResult, readJsonBody, restError, restNotFound } from "./http-responses";
import { type RouteKit, denyUnlessAny } from "./route-context";

const OPERATING_SYSTEMS = [
  "UNKNOWN",
  "WINDOWS_XP",
  "WINDOWS_VISTA",
  "WINDOWS_7",
  "WINDOWS_8",
  "WINDOWS_10",
  "WINDOWS_11",
  "WINDOWS_SERVER_2003",
  "WINDOWS_SERVER_2008",
  "WINDOWS_SERVER_2008_R2",
  "WINDOWS_SERVER_2012",
  "WINDOWS_SERVER_2012_R2",
  "WINDOWS_SERVER_2016_OR_ABOVE",
  "LINUX_OTHER",
  "LINUX_SERVER_OTHER",
  "LINUX_UBUNTU",
  "LINUX_RHEL",
  "LINUX_SUSE",
  "LINUX_CENTOS",
];
const STREAM_SOURCES = ["MARKET_PLACE", "UPLOADED", "COPIED_FROM_STREAM", "COPIED_FROM_VERSION"];
const STREAM_STATES = [
  "AVAILABLE",
  "DELETED",
  "DISABLED",
  "FAILED",
  "IN_PROGRESS",
  "PARTIALLY_AVAILABLE",
  "PENDING",
];
const VERSION_STATES = [
  "AVAILABLE",
  "DEPLOYING_VM",
  "DEPLOYMENT_DONE",
  "DELETED",
  "DISABLED",
  "FAILED",
  "PARTIALLY_AVAILABLE",
  "PUBLISHING",
  "REPLICATING",
];
const ASSET_STATES = [
  "AVAILABLE",
  "DEPLOYING_VM",
  "DEPLOYMENT_DONE",
  "DELETED",
  "DISABLED",
  "FAILED",
  "REPLICATING",
  "RETRY_PENDING",
  "SPECIALIZING_VM",
];
const CLONE_TYPES = ["FULL_CLONE", "INSTANT_CLONE"];
const IMAGE_TYPES = ["RDSH_APPS", "RDSH_DESKTOP", "VDI_DESKTOP"];

type JsonRecord = Record<string, unknown>;

/** One field of a create or update spec: its JSON type, whether the OpenAPI requires it, its enum. */
interface FieldRule {
  type: "string" | "object";
  required?: boolean;
  values?: readonly string[];
}
type SpecRules = Record<string, FieldRule>;

const text = (required = false): FieldRule => ({ type: "string", required });
const oneOf = (values: readonly string[], required = true): FieldRule => ({
  type: "string",
  required,
  values,
});
const details: FieldRule = { type: "object" };

/** The OpenAPI's create and update specs of each kind, field by field. */
const SPECS = {
  stream: {
    create: {
      additional_details: details,
      description: text(),
      name: text(true),
      operating_system: oneOf(OPERATING_SYSTEMS),
      publisher: text(),
      source: oneOf(STREAM_SOURCES),
      status: oneOf(STREAM_STATES),
    },
  },
  version: {
    create: {
      additional_details: details,
      description: text(),
      im_stream_id: text(true),
      name: text(true),
      status: oneOf(VERSION_STATES),
    },
    update: {
      additional_details: details,
      description: text(),
      name: text(true),
      status: oneOf(VERSION_STATES),
    },
  },
  tag: {
    create: {
      additional_details: details,
      im_stream_id: text(true),
      im_version_id: text(true),
      name: text(true),
    },
    update: { additional_details: details, im_version_id: text(true), name: text(true) },
  },
  asset: {
    create: {
      additional_details: details,
      base_snapshot_id: text(),
      base_vm_id: text(),
      clone_type: oneOf(CLONE_TYPES),
      im_stream_id: text(true),
      im_version_id: text(true),
      image_type: oneOf(IMAGE_TYPES),
      status: oneOf(ASSET_STATES),
      vcenter_id: text(true),
      vm_template_id: text(),
    },
    update: {
      additional_details: details,
      clone_type: oneOf(CLONE_TYPES),
      image_type: oneOf(IMAGE_TYPES),
      status: oneOf(ASSET_STATES),
    },
  },
} satisfies Record<string, { create: SpecRules; update?: SpecRules }>;

/** What is wrong with a spec (the first problem), or null: unknown fields, wrong types, missing fields. */
function specProblem(value: unknown, rules: SpecRules): string | null {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return "The request body must be a JSON object";
  const body = value as JsonRecord;
  for (const field of Object.keys(body))
    if (!Object.hasOwn(rules, field)) return `${field} is not a field of this request`;
  for (const [field, rule] of Object.entries(rules)) {
    const given = body[field];
    if (given === undefined || given === null) {
      if (rule.required) return `${field} is required`;
      continue;
    }
    if (rule.type === "object" && (typeof given !== "object" || Array.isArray(given)))
      return `${field} must be an object`;
    if (rule.type === "string" && typeof given !== "string") return `${field} must be a string`;
    if (rule.type === "string" && rule.required && (given as string).trim() === "")
      return `${field} must not be empty`;
    if (rule.values && !rule.values.includes(given as string))
      return `${field} must be one of ${rule.values.join(", ")}`;
  }
  return null;
}

interface ImageCatalogue {
  streams: JsonRecord[];
  versions: JsonRecord[];
  tags: JsonRecord[];
  assets: JsonRecord[];
  nextId: number;
}

/**
 * The seeded catalogue: two streams (a Windows 11 desktop image and an RDS host image), two versions of
 * each, a "latest" tag on each newest version and the versions' copies on the first vCenter.
 */
function seedCatalogue(store: InventoryStore): ImageCatalogue {
  const vcenterId = store.virtualCenters.all[0]?.id;
  const catalogue: ImageCatalogue = { streams: [], versions: [], tags: [], assets: [], nextId: 1 };
  const seeds = [
    {
      name: "Windows 11 Enterprise",
      os: "WINDOWS_11",
      imageType: "VDI_DESKTOP",
      cloneType: "INSTANT_CLONE",
    },
    {
      name: "Windows Server 2022 RDS",
      os: "WINDOWS_SERVER_2016_OR_ABOVE",
      imageType: "RDSH_DESKTOP",
      cloneType: "INSTANT_CLONE",
    },
  ];
  seeds.forEach((seed, index) => {
    const streamId = `im-stream-${index + 1}`;
    catalogue.streams.push({
      id: streamId,
      name: seed.name,
      description: `Golden images of ${seed.name}`,
      operating_system: seed.os,
      publisher: "EXAMPLE IT",
      source: "UPLOADED",
      status: "AVAILABLE",
      usable: true,
      additional_details: {},
    });
    for (const release of [1, 2]) {
      const versionId = `${streamId}-version-${release}`;
      catalogue.versions.push({
        id: versionId,
        im_stream_id: streamId,
        name: `${2025 + release}.${index + 1}`,
        description: release === 2 ? "Monthly patches applied" : "First release",
        status: "AVAILABLE",
        additional_details: {},
      });
      if (vcenterId)
        catalogue.assets.push({
          id: `${versionId}-asset-1`,
          im_stream_id: streamId,
          im_version_id: versionId,
          vcenter_id: vcenterId,
          image_type: seed.imageType,
          clone_type: seed.cloneType,
          status: "AVAILABLE",
          additional_details: {},
        });
    }
    catalogue.tags.push({
      id: `${streamId}-tag-latest`,
      im_stream_id: streamId,
      im_version_id: `${streamId}-version-2`,
      name: "latest",
      description: "The version new pools use",
      additional_details: {},
    });
  });
  return catalogue;
}

const cataloguesOf = new WeakMap<InventoryStore, ImageCatalogue>();
function catalogueOf(store: InventoryStore): ImageCatalogue {
  let catalogue = cataloguesOf.get(store);
  if (!catalogue) {
    catalogue = seedCatalogue(store);
    cataloguesOf.set(store, catalogue);
  }
  return catalogue;
}

const VIEW_ANY = ["GLOBAL_CONFIG_VIEW", "VC_CONFIG_VIEW"];
const VIEW_GLOBAL = ["GLOBAL_CONFIG_VIEW"];
const MANAGE = ["GLOBAL_CONFIG_MANAGEMENT"];

type Kind = keyof typeof SPECS;
type Refusal = { status: number; key: string; message: string };

/** Registers the image management calls of the OpenAPI 2212. */
export function registerRestImageManagementRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const now = () => deps.now();

  interface KindRoutes {
    path: string;
    entity: string;
    view: string[];
    /** The list's required query parameter and the record field it selects on. */
    listBy: string;
    records(catalogue: ImageCatalogue): JsonRecord[];
    /** Refers the new or changed record to existing ones: a refusal when one is missing. */
    check(catalogue: ImageCatalogue, record: JsonRecord): Refusal | null;
    /** Why a record cannot be deleted (something still uses it), or null. */
    inUse(catalogue: ImageCatalogue, id: string): string | null;
  }

  const missing = (entity: string, id: unknown): Refusal => ({
    status: 404,
    key: `${entity}.not.found`,
    message: `No ${entity.replace(/[.-]/g, " ")} with id ${String(id)}`,
  });
  const streamOf = (catalogue: ImageCatalogue, id: unknown) =>
    catalogue.streams.find((stream) => stream.id === id);
  const versionOf = (catalogue: ImageCatalogue, id: unknown) =>
    catalogue.versions.find((version) => version.id === id);
  const versionInStream = (catalogue: ImageCatalogue, record: JsonRecord): Refusal | null => {
    if (!streamOf(catalogue, record.im_stream_id))
      return missing("image.management.stream", record.im_stream_id);
    const version = versionOf(catalogue, record.im_version_id);
    if (!version) return missing("image.management.version", record.im_version_id);
    return version.im_stream_id === record.im_stream_id
      ? null
      : {
          status: 400,
          key: "image.management.version.stream.mismatch",
          message: `Version ${String(record.im_version_id)} is not a version of stream ${String(record.im_stream_id)}`,
        };
  };

  const kinds: Record<Kind, KindRoutes> = {
    stream: {
      path: "im-streams",
      entity: "image.management.stream",
      view: VIEW_ANY,
      listBy: "",
      records: (catalogue) => catalogue.streams,
      check: () => null,
      inUse: (catalogue, id) =>
        catalogue.versions.some((version) => version.im_stream_id === id)
          ? "The stream still has versions"
          : null,
    },
    version: {
      path: "im-versions",
      entity: "image.management.version",
      view: VIEW_GLOBAL,
      listBy: "im_stream_id",
      records: (catalogue) => catalogue.versions,
      check: (catalogue, record) =>
        streamOf(catalogue, record.im_stream_id)
          ? null
          : missing("image.management.stream", record.im_stream_id),
      inUse: (catalogue, id) =>
        catalogue.tags.some((tag) => tag.im_version_id === id) ||
        catalogue.assets.some((asset) => asset.im_version_id === id)
          ? "Tags or assets still refer to the version"
          : null,
    },
    tag: {
      path: "im-tags",
      entity: "image.management.tag",
      view: VIEW_ANY,
      listBy: "im_stream_id",
      records: (catalogue) => catalogue.tags,
      check: versionInStream,
      inUse: () => null,
    },
    asset: {
      path: "im-assets",
      entity: "image.management.asset",
      view: VIEW_GLOBAL,
      listBy: "im_version_id",
      records: (catalogue) => catalogue.assets,
      check: (catalogue, record) =>
        versionInStream(catalogue, record) ??
        (store.virtualCenters.get(String(record.vcenter_id))
          ? null
          : missing("config.virtual.center", record.vcenter_id)),
      inUse: () => null,
    },
  };

  const refuse = (c: Context, refusal: Refusal) => restError(c, refusal.status, refusal.key, refusal.message);

  for (const [kind, routes] of Object.entries(kinds) as [Kind, KindRoutes][]) {
    const base = `/rest/config/v1/${routes.path}`;
    const spec = SPECS[kind];
    const updateRules: SpecRules = "update" in spec ? spec.update : spec.create;

    /** A new record from a valid create spec: its id, or the refusal. */
    const create = (catalogue: ImageCatalogue, body: unknown): { id: string } | Refusal => {
      const problem = specProblem(body, spec.create);
      if (problem) return { status: 400, key: "invalid.request.body", message: problem };
      const record: JsonRecord = { additional_details: {}, ...(body as JsonRecord) };
      const refusal = routes.check(catalogue, record);
      if (refusal) return refusal;
      const list = routes.records(catalogue);
      if (kind !== "asset" && list.some((other) => sameName(other, record)))
        return {
          status: 409,
          key: `${routes.entity}.name.exists`,
          message: `The name ${String(record.name)} is already used`,
        };
      // Ids go on from the last one handed out, past the seeded ones.
      let id: string;
      do id = `${routes.path.replace(/s$/, "")}-${catalogue.nextId++}`;
      while (list.some((other) => other.id === id));
      if (kind === "stream") record.usable = record.status === "AVAILABLE";
      list.push({ id, ...record });
      return { id };
    };
    // Names are unique within a stream (versions, tags) or the pod (streams).
    const sameName = (other: JsonRecord, record: JsonRecord) =>
      other.name === record.name && (kind === "stream" || other.im_stream_id === record.im_stream_id);

    app.get(base, guard, (c) => {
      const denied = denyUnlessAny(c, deps.getCaller(c), routes.view);
      if (denied) return denied;
      const list = routes.records(catalogueOf(store));
      if (routes.listBy === "") return c.json(list);
      const by = c.req.query(routes.listBy);
      if (by === undefined || by.trim() === "")
        return restError(c, 400, "invalid.parameter", `${routes.listBy} is required`);
      return c.json(list.filter((record) => record[routes.listBy] === by));
    });

    app.get(`${base}/:id`, guard, (c) => {
      const denied = denyUnlessAny(c, deps.getCaller(c), routes.view);
      if (denied) return denied;
      const id = c.req.param("id");
      const record = routes.records(catalogueOf(store)).find((item) => item.id === id);
      return record ? c.json(record) : restNotFound(c, routes.entity, id);
    });

    app.post(`${base}/action/bulk-create`, guard, async (c) => {
      const denied = denyUnlessAny(c, deps.getCaller(c), MANAGE);
      if (denied) return denied;
      const body = await readJsonBody(c);
      if (!body.ok || !Array.isArray(body.value))
        return restError(c, 400, "invalid.request.body", "The request body must be a list of create specs");
      const catalogue = catalogueOf(store);
      return c.json(
        body.value.map((item, index) => {
          const result = create(catalogue, item);
          return "id" in result ? bulkResult(result.id, now()) : bulkResult(String(index), now(), result);
        }),
      );
    });

    app.post(base, guard, async (c) => {
      const denied = denyUnlessAny(c, deps.getCaller(c), MANAGE);
      if (denied) return denied;
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.request.body", "The request body is not JSON");
      const result = create(catalogueOf(store), body.value);
      if (!("id" in result)) return refuse(c, result);
      return c.body(null, 201, { Location: `${base}/${result.id}` });
    });

    app.put(`${base}/:id`, guard, async (c) => {
      const denied = denyUnlessAny(c, deps.getCaller(c), MANAGE);
      if (denied) return denied;
      const id = c.req.param("id");
      const catalogue = catalogueOf(store);
      const record = routes.records(catalogue).find((item) => item.id === id);
      if (!record) return restNotFound(c, routes.entity, id);
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.request.body", "The request body is not JSON");
      const problem = specProblem(body.value, updateRules);
      if (problem) return restError(c, 400, "invalid.request.body", problem);
      const changed = { ...record, ...(body.value as JsonRecord) };
      const refusal = routes.check(catalogue, changed);
      if (refusal) return refuse(c, refusal);
      if (
        kind !== "asset" &&
        routes.records(catalogue).some((other) => other.id !== id && sameName(other, changed))
      )
        return restError(
          c,
          409,
          `${routes.entity}.name.exists`,
          `The name ${String(changed.name)} is already used`,
        );
      if (kind === "stream") changed.usable = changed.status === "AVAILABLE";
      Object.assign(record, changed);
      return c.body(null, 204);
    });

    app.delete(`${base}/:id`, guard, (c) => {
      const denied = denyUnlessAny(c, deps.getCaller(c), MANAGE);
      if (denied) return denied;
      const id = c.req.param("id");
      const catalogue = catalogueOf(store);
      const list = routes.records(catalogue);
      const index = list.findIndex((item) => item.id === id);
      if (index < 0) return restNotFound(c, routes.entity, id);
      const inUse = routes.inUse(catalogue, id);
      if (inUse) return restError(c, 400, `${routes.entity}.in.use`, inUse);
      list.splice(index, 1);
      return c.body(null, 204);
    });
  }
}
