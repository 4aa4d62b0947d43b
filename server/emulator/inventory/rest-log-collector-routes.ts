import type { Context, Env } from "hono";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import {
  bulkResult,
  readJsonBody,
  restError,
  restForbidden,
  restNotFound,
  restPage,
  stringList,
} from "./http-responses";
import { zipArchive } from "./log-bundle-archive";
import { pageOf, readListRequest } from "./rest-list";
import {
  type InventoryCaller,
  type RouteKit,
  accessScope,
  denyUnlessAny,
  withListErrors,
} from "./route-context";

const BASE = "/rest/troubleshooting/v1/log-collector";
const LEVELS = "/rest/troubleshooting/v1/log-levels";
const COLLECT = ["LOG_COLLECTION"];
/** Pod-wide targets (connection servers, clients) and the log levels: seen with these on Local Root. */
const POD_VIEW = ["LOG_COLLECTION", "GLOBAL_CONFIG_VIEW"];
/** Machines and RDS hosts: seen with these on their access group. */
const AGENT_VIEW = ["LOG_COLLECTION", "MACHINE_VIEW"];
const ANY_VIEW = ["LOG_COLLECTION", "GLOBAL_CONFIG_VIEW", "MACHINE_VIEW"];

export const LOG_TARGET_TYPES = ["CONNECTION_SERVER", "MACHINE", "RDS_SERVER", "CLIENT"] as const;
type LogTargetType = (typeof LOG_TARGET_TYPES)[number];
/** The steps of one target's collection, each STEP_MS long on the emulator's clock. */
export const LOG_COLLECTION_STEPS = ["QUEUED", "CONNECTING", "COLLECTING", "COMPRESSING", "DONE"] as const;
export const LOG_COLLECTION_STEP_MS = 5_000;
export const LOG_COMPONENTS = ["CONNECTION_SERVER", "AGENT", "CLIENT", "BLAST", "PCOIP"] as const;
export const LOG_LEVELS = ["ERROR", "WARN", "INFO", "DEBUG", "TRACE"] as const;

/** Machine states in which the agent cannot answer: its collection fails in the collecting step. */
const UNREACHABLE_STATES = new Set(["AGENT_UNREACHABLE", "ERROR", "PROVISIONING_ERROR", "UNKNOWN"]);

interface LogTarget {
  id: string;
  name: string;
  type: LogTargetType;
  access_group_id: string;
  /** Operating system, or the client's type and version. */
  details: string;
  /** Whether collecting from it fails (an agent or server that does not answer). */
  unreachable: boolean;
}

interface BundleRecord {
  id: string;
  collection_id: string;
  target_id: string;
  target_name: string;
  target_type: LogTargetType;
  access_group_id: string;
  requested_by: string;
  requested_time: number;
  unreachable: boolean;
  cancelled_time?: number;
}

const TARGET_FIELDS = new Set(["id", "name", "type", "details", "access_group_id"]);
const BUNDLE_FIELDS = new Set(["id", "collection_id", "target_name", "target_type", "state", "step"]);

/** A client's target id: clients have no id of their own, their machine name names them. */
function clientId(name: string): string {
  return `client-${name.toLowerCase().replace(/[^a-z0-9-]/g, "-")}`;
}

/** The REST shape of a bundle at a time. */
function bundleInfo(bundle: BundleRecord, now: number): Record<string, unknown> {
  const elapsed = (bundle.cancelled_time ?? now) - bundle.requested_time;
  const reached = Math.min(Math.floor(elapsed / LOG_COLLECTION_STEP_MS), LOG_COLLECTION_STEPS.length - 1);
  const failed = bundle.unreachable && reached >= 2;
  const stepIndex = failed ? 2 : reached;
  const step = LOG_COLLECTION_STEPS[stepIndex] ?? "QUEUED";
  const state =
    bundle.cancelled_time !== undefined && !failed && step !== "DONE"
      ? "CANCELLED"
      : failed
        ? "FAILED"
        : step === "DONE"
          ? "COMPLETED"
          : "RUNNING";
  const info: Record<string, unknown> = {
    id: bundle.id,
    collection_id: bundle.collection_id,
    target_id: bundle.target_id,
    target_name: bundle.target_name,
    target_type: bundle.target_type,
    access_group_id: bundle.access_group_id,
    requested_by: bundle.requested_by,
    requested_time: bundle.requested_time,
    state,
    step,
    progress_percent: Math.round((stepIndex / (LOG_COLLECTION_STEPS.length - 1)) * 100),
  };
  if (state === "COMPLETED") {
    info.file_name = bundleFileName(bundle);
    info.size_bytes = bundleBytes(bundle).length;
  }
  if (state === "FAILED") {
    info.error_key = "log.collector.target.unreachable";
    info.error_message = `${bundle.target_name} did not answer the log collection request`;
  }
  return info;
}

function bundleFileName(bundle: BundleRecord): string {
  const stamp = new Date(bundle.requested_time).toISOString().replace(/[-:]/g, "").slice(0, 15);
  return `vdc-logs-${bundle.target_name.replace(/[^A-Za-z0-9.-]/g, "_")}-${stamp}.zip`;
}

/** The bundle's archive: a manifest and a plausible log of the target's component. */
function bundleBytes(bundle: BundleRecord): Uint8Array {
  const at = new Date(bundle.requested_time);
  const iso = at.toISOString();
  const folder = bundle.target_name.replace(/[^A-Za-z0-9.-]/g, "_");
  const log = [
    `${iso} INFO  [LogCollector] Collection ${bundle.collection_id} requested by ${bundle.requested_by}`,
    `${iso} INFO  [${bundle.target_type}] Host ${bundle.target_name}: collecting logs, configuration and version`,
    `${iso} DEBUG [${bundle.target_type}] Log level INFO, 3 log files, 1 dump skipped (size limit)`,
    `${iso} INFO  [LogCollector] Bundle complete`,
  ].join("\n");
  return zipArchive(
    [
      {
        path: `${folder}/manifest.txt`,
        text: `target=${bundle.target_name}\ntype=${bundle.target_type}\ncollection=${bundle.collection_id}\nrequested=${iso}\n`,
      },
      { path: `${folder}/logs/debug.log`, text: `${log}\n` },
    ],
    at,
  );
}

/**
 * The log collector: the emulator's own calls (the public API has none), recorded in docs/emulator.md.
 * Targets are the connection servers, the agents (machines and RDS hosts) and the clients of current
 * sessions; a collection makes one bundle per target that passes QUEUED, CONNECTING, COLLECTING and
 * COMPRESSING (5 s each on the emulator's clock) to DONE, and may be downloaded as a ZIP file then.
 * Collecting needs LOG_COLLECTION on the target's access group (Local Root for servers and clients).
 * Bundles and log levels live in memory only.
 */
export function registerRestLogCollectorRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const callerOf = (c: Context<Env>) => deps.getCaller(c);
  const bundles: BundleRecord[] = [];
  const levels = new Map<string, string>(LOG_COMPONENTS.map((component) => [component, "INFO"]));

  function targets(): LogTarget[] {
    const list: LogTarget[] = store.monitor.connectionServers.map((server) => ({
      id: String(server.id),
      name: String(server.name),
      type: "CONNECTION_SERVER",
      access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
      details: "",
      unreachable: server.status === "ERROR",
    }));
    for (const machine of store.machines.all)
      list.push({
        id: machine.id,
        name: machine.name,
        type: "MACHINE",
        access_group_id: machine.access_group_id,
        details: machine.operating_system,
        unreachable: UNREACHABLE_STATES.has(machine.state),
      });
    for (const host of store.rdsServers.all)
      list.push({
        id: host.id,
        name: host.name,
        type: "RDS_SERVER",
        access_group_id: host.access_group_id,
        details: host.operating_system,
        unreachable: false,
      });
    const clients = new Set<string>();
    for (const session of store.sessions.all) {
      const client = session.client_data;
      const id = clientId(client.name);
      if (clients.has(id)) continue;
      clients.add(id);
      list.push({
        id,
        name: client.name,
        type: "CLIENT",
        access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
        details: `${client.type} ${client.version}`,
        unreachable: false,
      });
    }
    return list;
  }

  /** Whether the caller may see a target (or its bundles), and whether it may collect from it. */
  function rights(caller: InventoryCaller) {
    const podView = POD_VIEW.some((privilege) => caller.hasPrivilege(privilege, LOCAL_ROOT_ACCESS_GROUP_ID));
    const agentView = accessScope(caller, AGENT_VIEW);
    const collect = accessScope(caller, COLLECT);
    return {
      sees: (item: { target_type?: LogTargetType; type?: LogTargetType; access_group_id: string }) => {
        const type = item.target_type ?? item.type;
        return type === "MACHINE" || type === "RDS_SERVER" ? agentView(item.access_group_id) : podView;
      },
      collects: (item: { access_group_id: string }) => collect(item.access_group_id),
    };
  }

  const isRunning = (bundle: BundleRecord, now: number) => bundleInfo(bundle, now).state === "RUNNING";

  app.get(`${BASE}/targets`, guard, (c) =>
    withListErrors(c, () => {
      const caller = callerOf(c);
      const denied = denyUnlessAny(c, caller, ANY_VIEW);
      if (denied) return denied;
      const { sees } = rights(caller);
      const request = readListRequest(new URL(c.req.url));
      return restPage(pageOf(targets(), request, TARGET_FIELDS, sees), (target) => ({
        id: target.id,
        name: target.name,
        type: target.type,
        access_group_id: target.access_group_id,
        details: target.details,
      }));
    }),
  );

  app.post(`${BASE}/bundles/action/collect`, guard, async (c) => {
    const caller = callerOf(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const ids = stringList(body.value);
    if (!ids || ids.length === 0)
      return restError(c, 400, "invalid.request.body", "Expected a non-empty list of target ids");
    const denied = denyUnlessAny(c, caller, COLLECT);
    if (denied) return denied;
    const { collects } = rights(caller);
    const byId = new Map(targets().map((target) => [target.id, target]));
    const now = deps.now();
    const busy = new Set(
      bundles.filter((bundle) => isRunning(bundle, now)).map((bundle) => bundle.target_id),
    );
    const collectionId = crypto.randomUUID();
    const results = ids.map((id) => {
      const target = byId.get(id);
      if (!target)
        return bulkResult(id, now, {
          status: 404,
          key: "log.collector.target.not.found",
          message: `No log collection target with id ${id}`,
        });
      if (!collects(target))
        return bulkResult(id, now, {
          status: 403,
          key: "insufficient.privilege",
          message: "The caller needs LOG_COLLECTION on this target's access group",
        });
      if (busy.has(id))
        return bulkResult(id, now, {
          status: 400,
          key: "log.collector.target.busy",
          message: `A log collection from ${target.name} is already running`,
        });
      busy.add(id);
      bundles.unshift({
        id: crypto.randomUUID(),
        collection_id: collectionId,
        target_id: target.id,
        target_name: target.name,
        target_type: target.type,
        access_group_id: target.access_group_id,
        requested_by: `${caller.domain}\\${caller.username}`,
        requested_time: now,
        unreachable: target.unreachable,
      });
      return bulkResult(id, now);
    });
    return c.json(results);
  });

  app.get(`${BASE}/bundles`, guard, (c) =>
    withListErrors(c, () => {
      const caller = callerOf(c);
      const denied = denyUnlessAny(c, caller, ANY_VIEW);
      if (denied) return denied;
      const { sees } = rights(caller);
      const now = deps.now();
      const request = readListRequest(new URL(c.req.url));
      const infos = bundles.filter(sees).map((bundle) => bundleInfo(bundle, now));
      return restPage(pageOf(infos, request, BUNDLE_FIELDS));
    }),
  );

  /** The bundle of the path when the caller holds `need` for it, or the error answer. */
  const bundleOf = (c: Context<Env>, need: "sees" | "collects"): BundleRecord | Response => {
    const caller = callerOf(c);
    const denied = denyUnlessAny(c, caller, need === "sees" ? ANY_VIEW : COLLECT);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    const bundle = bundles.find((candidate) => candidate.id === id);
    if (!bundle) return restNotFound(c, "log.collector.bundle", id);
    return rights(caller)[need](bundle)
      ? bundle
      : restForbidden(c, need === "sees" ? ANY_VIEW.join(" or ") : "LOG_COLLECTION");
  };

  app.get(`${BASE}/bundles/:id`, guard, (c) => {
    const bundle = bundleOf(c, "sees");
    return bundle instanceof Response ? bundle : c.json(bundleInfo(bundle, deps.now()));
  });

  // Downloading needs the right to collect: a bundle holds the target's logs and configuration.
  app.get(`${BASE}/bundles/:id/content`, guard, (c) => {
    const bundle = bundleOf(c, "collects");
    if (bundle instanceof Response) return bundle;
    if (bundleInfo(bundle, deps.now()).state !== "COMPLETED")
      return restError(c, 400, "log.collector.bundle.not.ready", "The log bundle has not been completed");
    const bytes = bundleBytes(bundle);
    return new Response(bytes as BodyInit, {
      status: 200,
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(bytes.length),
        "Content-Disposition": `attachment; filename="${bundleFileName(bundle)}"`,
        "Access-Control-Expose-Headers": "Content-Disposition",
      },
    });
  });

  app.post(`${BASE}/bundles/action/cancel`, guard, async (c) => {
    const caller = callerOf(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const ids = stringList(body.value);
    if (!ids) return restError(c, 400, "invalid.request.body", "Expected a list of bundle ids");
    const denied = denyUnlessAny(c, caller, COLLECT);
    if (denied) return denied;
    const { collects } = rights(caller);
    const now = deps.now();
    return c.json(
      ids.map((id) => {
        const bundle = bundles.find((candidate) => candidate.id === id);
        if (!bundle)
          return bulkResult(id, now, {
            status: 404,
            key: "log.collector.bundle.not.found",
            message: `No log bundle with id ${id}`,
          });
        if (!collects(bundle))
          return bulkResult(id, now, {
            status: 403,
            key: "insufficient.privilege",
            message: "The caller needs LOG_COLLECTION on the target's access group",
          });
        if (!isRunning(bundle, now))
          return bulkResult(id, now, {
            status: 400,
            key: "log.collector.bundle.not.running",
            message: "The log collection has already ended",
          });
        bundle.cancelled_time = now;
        return bulkResult(id, now);
      }),
    );
  });

  const levelList = () => LOG_COMPONENTS.map((component) => ({ component, level: levels.get(component) }));

  app.get(LEVELS, guard, (c) => {
    const caller = callerOf(c);
    const denied = denyUnlessAny(c, caller, POD_VIEW, LOCAL_ROOT_ACCESS_GROUP_ID);
    return denied ?? c.json(levelList());
  });

  app.put(LEVELS, guard, async (c) => {
    const caller = callerOf(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const problem = readLevels(body.value);
    if (typeof problem === "string") return restError(c, 400, problem, `Invalid log levels: ${problem}`);
    const denied = denyUnlessAny(c, caller, COLLECT, LOCAL_ROOT_ACCESS_GROUP_ID);
    if (denied) return denied;
    for (const { component, level } of problem) levels.set(component, level);
    return c.json(levelList());
  });
}

/** A list of {component, level} with known, distinct components, or the error key of what is wrong. */
function readLevels(value: unknown): { component: string; level: string }[] | string {
  if (!Array.isArray(value) || value.length === 0) return "log.level.list.invalid";
  const seen = new Set<string>();
  const entries: { component: string; level: string }[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null) return "log.level.list.invalid";
    const { component, level } = item as { component?: unknown; level?: unknown };
    if (typeof component !== "string" || !(LOG_COMPONENTS as readonly string[]).includes(component))
      return "log.level.component.invalid";
    if (typeof level !== "string" || !(LOG_LEVELS as readonly string[]).includes(level))
      return "log.level.invalid";
    if (seen.has(component)) return "log.level.component.duplicate";
    seen.add(component);
    entries.push({ component, level });
  }
  return entries;
}
