import type { Context, Env } from "hono";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import type { AgentUpgradeOutcome, AgentUpgradeTaskRecord, MachineRecord } from "../data/inventory-types";
import {
  type BulkItemResult,
  bulkResult,
  readJsonBody,
  restError,
  restForbidden,
  restNotFound,
  stringList,
} from "./http-responses";
import { type InventoryCaller, type RouteKit, accessScope, denyUnlessAny } from "./route-context";

const PACKAGES = "/rest/inventory/v1/agent-installer-packages";
const TASKS = "/rest/inventory/v1/machines/agent-upgrade-tasks";
const PACKAGE_VIEW = "INVENTORY_ADMINISTRATOR_VIEW";
const PACKAGE_MANAGE = "INVENTORY_ADMINISTRATOR";
const MACHINE_VIEW = ["MACHINE_VIEW"];
const MACHINE_MAINTENANCE = ["MACHINE_MAINTENANCE"];

/** Seconds of each step of one machine's upgrade after the task's start time. */
export const AGENT_UPGRADE_STEP_MS = { download: 10_000, updating: 20_000 } as const;

/**
 * How a machine's upgrade ends, by its position in the scheduled list: every 5th fails in the update
 * step (FAILURE), every 7th errs (ERROR); the rest succeed. Deterministic, so tests can name them.
 */
export function plannedOutcome(index: number): "OK" | "ERROR" | "FAILURE" {
  if (index % 5 === 4) return "FAILURE";
  if (index % 7 === 6) return "ERROR";
  return "OK";
}

type MachinePhase = "NOT_STARTED" | "IN_PROGRESS" | "SUCCEEDED" | "FAILED" | "SKIPPED" | "CANCELLED";

/** Where one machine of a task stands at a time. */
function phaseAt(task: AgentUpgradeTaskRecord, outcome: AgentUpgradeOutcome, now: number): MachinePhase {
  if (outcome === "SKIPPED") return "SKIPPED";
  const finished = now >= task.start_time + AGENT_UPGRADE_STEP_MS.updating;
  const cancelledBeforeEnd =
    task.cancelled_time !== undefined &&
    task.cancelled_time < task.start_time + AGENT_UPGRADE_STEP_MS.updating;
  if (cancelledBeforeEnd) return "CANCELLED";
  if (now < task.start_time) return "NOT_STARTED";
  if (!finished) return "IN_PROGRESS";
  return outcome === "OK" ? "SUCCEEDED" : "FAILED";
}

/** The REST shape of a task at a time (AgentUpgradeTaskInfo). */
function taskInfo(task: AgentUpgradeTaskRecord, now: number): Record<string, unknown> {
  const lists: Record<MachinePhase, string[]> = {
    NOT_STARTED: [],
    IN_PROGRESS: [],
    SUCCEEDED: [],
    FAILED: [],
    SKIPPED: [],
    CANCELLED: [],
  };
  for (const machine of task.machines) lists[phaseAt(task, machine.outcome, now)].push(machine.id);
  const open = lists.NOT_STARTED.length + lists.IN_PROGRESS.length;
  const state =
    lists.CANCELLED.length > 0
      ? "CANCELLED"
      : now < task.start_time
        ? "WAITING"
        : open > 0
          ? "RUNNING"
          : lists.SUCCEEDED.length === 0 && lists.FAILED.length > 0
            ? "FAILED"
            : "COMPLETED";
  return {
    id: task.id,
    agent_installer_package_id: task.agent_installer_package_id,
    start_time: task.start_time,
    end_time: task.end_time,
    operation: task.cancelled_time === undefined ? "SCHEDULED" : "CANCELLED",
    state,
    not_started_machine_or_rds_server_ids: lists.NOT_STARTED,
    in_progress_machine_or_rds_server_ids: lists.IN_PROGRESS,
    succeeded_machine_or_rds_server_ids: lists.SUCCEEDED,
    failed_machine_or_rds_server_ids: lists.FAILED,
    skipped_machine_or_rds_server_ids: lists.SKIPPED,
    cancelled_machine_or_rds_server_ids: lists.CANCELLED,
  };
}

/**
 * Agent installer packages and agent upgrade tasks (OpenAPI 2212). Tasks progress with the emulator's
 * clock: READY before the start time, DOWNLOAD for 10 s, UPDATING for 10 s, then DONE with OK, or
 * FAILURE / ERROR for the machines `plannedOutcome` names. Machine records are brought up to the clock
 * before any machine or task read, so the machine list shows the same progress as the task.
 */
export function registerRestAgentUpgradeRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const callerOf = (c: Context<Env>) => deps.getCaller(c);

  /** Writes each running task's progress into its machines' records. */
  function advanceTasks(): void {
    const now = deps.now();
    let changed = false;
    for (const task of store.agentUpgradeTasks.all) {
      if (task.settled) continue;
      const target = store.agentInstallerPackages.get(task.agent_installer_package_id);
      let open = false;
      for (const entry of task.machines) {
        const machine = store.machines.get(entry.id);
        if (!machine) continue;
        const phase = phaseAt(task, entry.outcome, now);
        if (phase === "NOT_STARTED" || phase === "IN_PROGRESS") open = true;
        changed = applyPhase(machine, task, entry.outcome, phase, now, target) || changed;
      }
      if (!open) {
        task.settled = true;
        changed = true;
      }
    }
    if (changed) kit.changed();
  }

  // Before the machine routes (registered later) answer, and before any task read.
  app.use("/rest/inventory/*", async (c, next) => {
    if (c.req.method === "GET" && /\/machines(\/|$)/.test(c.req.path)) advanceTasks();
    await next();
  });

  const packageDenied = (c: Context, caller: InventoryCaller, privilege: string) =>
    caller.hasPrivilege(privilege, LOCAL_ROOT_ACCESS_GROUP_ID) ? null : restForbidden(c, privilege);

  app.get(PACKAGES, guard, (c) => {
    const denied = packageDenied(c, callerOf(c), PACKAGE_VIEW);
    return denied ?? c.json(store.agentInstallerPackages.all);
  });

  app.post(`${PACKAGES}/action/register`, guard, async (c) => {
    const denied = packageDenied(c, callerOf(c), PACKAGE_MANAGE);
    if (denied) return denied;
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const spec = body.value as { metadata_file_url?: unknown } | undefined;
    const url = typeof spec?.metadata_file_url === "string" ? spec.metadata_file_url.trim() : "";
    const named = metadataName(url);
    if (!named)
      return restError(
        c,
        400,
        "inventory.agent.installer.package.invalid.metadata",
        "metadata_file_url must be an http(s) URL of a file named <name>-<version>-<build>.json",
      );
    if (store.agentInstallerPackages.all.some((item) => item.version === named.version))
      return restError(
        c,
        409,
        "inventory.agent.installer.package.already.registered",
        `An installer package of version ${named.version} is already registered`,
      );
    const id = crypto.randomUUID();
    store.agentInstallerPackages.add({
      id,
      version: named.version,
      build_number: named.build,
      url: url.replace(/[^/]*$/, `VDC-Agent-x86_64-${named.version}-${named.build}.exe`),
    });
    kit.changed();
    return c.json({ agent_installer_package_id: id });
  });

  app.get(`${PACKAGES}/:id`, guard, (c) => {
    const denied = packageDenied(c, callerOf(c), PACKAGE_VIEW);
    if (denied) return denied;
    const id = c.req.param("id");
    const record = store.agentInstallerPackages.get(id);
    return record ? c.json(record) : restNotFound(c, "inventory.agent.installer.package", id);
  });

  app.post(`${PACKAGES}/:id/action/unregister`, guard, (c) => {
    const denied = packageDenied(c, callerOf(c), PACKAGE_MANAGE);
    if (denied) return denied;
    const id = c.req.param("id");
    if (!store.agentInstallerPackages.get(id))
      return restNotFound(c, "inventory.agent.installer.package", id);
    advanceTasks();
    if (store.agentUpgradeTasks.all.some((task) => task.agent_installer_package_id === id && !task.settled))
      return restError(
        c,
        400,
        "inventory.agent.installer.package.in.use",
        "An agent upgrade task that has not finished uses this installer package",
      );
    store.agentInstallerPackages.remove(id);
    kit.changed();
    return c.body(null, 204);
  });

  /** A task is the caller's when it may view every machine the task names (as audit events are scoped). */
  const taskVisible = (caller: InventoryCaller, privileges: readonly string[]) => {
    const inScope = accessScope(caller, privileges);
    return (task: AgentUpgradeTaskRecord) =>
      task.machines.every((entry) => {
        const machine = store.machines.get(entry.id);
        return machine ? inScope(machine.access_group_id) : true;
      });
  };

  app.get(TASKS, guard, (c) => {
    const caller = callerOf(c);
    const denied = denyUnlessAny(c, caller, MACHINE_VIEW);
    if (denied) return denied;
    const visible = taskVisible(caller, MACHINE_VIEW);
    const now = deps.now();
    return c.json(store.agentUpgradeTasks.all.filter(visible).map((task) => taskInfo(task, now)));
  });

  app.get(`${TASKS}/:id`, guard, (c) => {
    const caller = callerOf(c);
    const denied = denyUnlessAny(c, caller, MACHINE_VIEW);
    if (denied) return denied;
    const id = c.req.param("id");
    const task = store.agentUpgradeTasks.get(id);
    if (!task) return restNotFound(c, "inventory.agent.upgrade.task", id);
    if (!taskVisible(caller, MACHINE_VIEW)(task)) return restForbidden(c, "MACHINE_VIEW");
    return c.json(taskInfo(task, deps.now()));
  });

  app.post("/rest/inventory/v1/machines/action/schedule-agent-upgrade", guard, async (c) => {
    const caller = callerOf(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const spec = readScheduleSpec(body.value);
    if (typeof spec === "string") return restError(c, 400, "invalid.request.body", spec);
    const denied = denyUnlessAny(c, caller, MACHINE_MAINTENANCE);
    if (denied) return denied;
    const target = spec.packageId
      ? store.agentInstallerPackages.get(spec.packageId)
      : newestPackage(store.agentInstallerPackages.all);
    if (!target)
      return restError(
        c,
        400,
        "inventory.agent.installer.package.not.found",
        `No agent installer package with id ${spec.packageId ?? "(none registered)"}`,
      );
    advanceTasks();
    const upgrading = new Set(
      store.agentUpgradeTasks.all
        .filter((task) => !task.settled)
        .flatMap((task) =>
          task.machines
            .filter((entry) => {
              const phase = phaseAt(task, entry.outcome, deps.now());
              return phase === "NOT_STARTED" || phase === "IN_PROGRESS";
            })
            .map((entry) => entry.id),
        ),
    );
    const inScope = accessScope(caller, MACHINE_MAINTENANCE);
    const now = deps.now();
    const details: BulkItemResult[] = [];
    const accepted: AgentUpgradeTaskRecord["machines"] = [];
    for (const id of spec.machineIds) {
      const machine = store.machines.get(id);
      const problem = !machine
        ? { status: 404, key: "inventory.machine.not.found", message: `No inventory machine with id ${id}` }
        : !inScope(machine.access_group_id)
          ? {
              status: 403,
              key: "insufficient.privilege",
              message: "The caller needs MACHINE_MAINTENANCE on this machine's access group",
            }
          : upgrading.has(id) || accepted.some((entry) => entry.id === id)
            ? {
                status: 400,
                key: "inventory.machine.agent.upgrade.in.progress",
                message: `Machine ${machine.name} already has an agent upgrade scheduled or running`,
              }
            : null;
      if (problem || !machine) {
        details.push(bulkResult(id, now, problem ?? undefined));
        continue;
      }
      const skipped = spec.skipForLoggedInUsers && machine.session_id !== undefined;
      accepted.push({ id, outcome: skipped ? "SKIPPED" : plannedOutcome(accepted.length) });
      details.push(bulkResult(id, now));
    }
    if (accepted.length === 0) return c.json({ details });
    const task: AgentUpgradeTaskRecord = {
      id: crypto.randomUUID(),
      agent_installer_package_id: target.id,
      start_time: spec.startTime,
      end_time: spec.endTime,
      skip_for_logged_in_users: spec.skipForLoggedInUsers,
      machines: accepted,
      ...(spec.customInstallParameters ? { custom_install_parameters: spec.customInstallParameters } : {}),
    };
    store.agentUpgradeTasks.add(task);
    advanceTasks();
    kit.changed();
    return c.json({ task_id: task.id, details });
  });

  app.post("/rest/inventory/v1/machines/action/cancel-agent-upgrade", guard, async (c) => {
    const caller = callerOf(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const ids = stringList(body.value);
    if (!ids) return restError(c, 400, "invalid.request.body", "Expected a list of task ids");
    const denied = denyUnlessAny(c, caller, MACHINE_MAINTENANCE);
    if (denied) return denied;
    advanceTasks();
    const mayChange = taskVisible(caller, MACHINE_MAINTENANCE);
    const now = deps.now();
    const results = ids.map((id) => {
      const task = store.agentUpgradeTasks.get(id);
      if (!task)
        return bulkResult(id, now, {
          status: 404,
          key: "inventory.agent.upgrade.task.not.found",
          message: `No agent upgrade task with id ${id}`,
        });
      if (!mayChange(task))
        return bulkResult(id, now, {
          status: 403,
          key: "insufficient.privilege",
          message: "The caller needs MACHINE_MAINTENANCE on the access group of every machine of the task",
        });
      if (task.settled || task.cancelled_time !== undefined)
        return bulkResult(id, now, {
          status: 400,
          key: "inventory.agent.upgrade.task.not.cancellable",
          message: "The agent upgrade task has already ended",
        });
      task.cancelled_time = now;
      return bulkResult(id, now);
    });
    advanceTasks();
    kit.changed();
    return c.json(results);
  });
}

/** Brings one machine's upgrade fields to a phase; true when anything changed. */
function applyPhase(
  machine: MachineRecord,
  task: AgentUpgradeTaskRecord,
  outcome: AgentUpgradeOutcome,
  phase: MachinePhase,
  now: number,
  target: { version: string; build_number: string } | undefined,
): boolean {
  const before = `${machine.agent_upgrade_state}/${machine.agent_upgrade_result}/${machine.agent_version}`;
  switch (phase) {
    case "NOT_STARTED":
      machine.agent_upgrade_state = "READY";
      machine.agent_upgrade_result = "PREFLIGHTCHECK_OK";
      break;
    case "IN_PROGRESS":
      machine.agent_upgrade_state =
        now < task.start_time + AGENT_UPGRADE_STEP_MS.download ? "DOWNLOAD" : "UPDATING";
      machine.agent_upgrade_result = "PROGRESS";
      break;
    case "SKIPPED":
      machine.agent_upgrade_state = "NOLOGON";
      machine.agent_upgrade_result = "OK";
      break;
    case "CANCELLED":
      delete machine.agent_upgrade_state;
      delete machine.agent_upgrade_result;
      break;
    case "SUCCEEDED":
      machine.agent_upgrade_state = "DONE";
      machine.agent_upgrade_result = "OK";
      delete machine.agent_upgrade_error_message;
      if (target && machine.agent_version !== target.version) {
        machine.agent_version = target.version;
        machine.agent_build_number = target.build_number;
      }
      break;
    case "FAILED":
      machine.agent_upgrade_state = "DONE";
      machine.agent_upgrade_result = outcome === "ERROR" ? "ERROR" : "FAILURE";
      machine.agent_upgrade_error_message =
        outcome === "ERROR"
          ? "The agent could not download the installer package"
          : "The installer ended with exit code 1603";
      break;
  }
  return before !== `${machine.agent_upgrade_state}/${machine.agent_upgrade_result}/${machine.agent_version}`;
}

interface ScheduleSpec {
  packageId?: string;
  machineIds: string[];
  startTime: number;
  endTime: number;
  skipForLoggedInUsers: boolean;
  customInstallParameters?: string;
}

/** The MachineAgentUpgradeSpec of a request, or what is wrong with it. */
function readScheduleSpec(value: unknown): ScheduleSpec | string {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return "Expected a MachineAgentUpgradeSpec object";
  const spec = value as Record<string, unknown>;
  const machineIds = stringList(spec.machine_ids);
  if (!machineIds || machineIds.length === 0) return "machine_ids must list at least one machine id";
  const { start_time: startTime, end_time: endTime } = spec;
  if (!Number.isSafeInteger(startTime) || !Number.isSafeInteger(endTime))
    return "start_time and end_time must be epoch milliseconds";
  if ((endTime as number) <= (startTime as number)) return "end_time must be after start_time";
  const packageId = spec.agent_installer_package_id;
  if (packageId !== undefined && typeof packageId !== "string")
    return "agent_installer_package_id must be a string";
  const skip = spec.skip_for_logged_in_users;
  if (skip !== undefined && typeof skip !== "boolean") return "skip_for_logged_in_users must be a boolean";
  const parameters = spec.custom_install_parameters;
  if (parameters !== undefined && (typeof parameters !== "string" || parameters.length > 1024))
    return "custom_install_parameters must be a string of at most 1024 characters";
  return {
    ...(packageId === undefined ? {} : { packageId }),
    machineIds,
    startTime: startTime as number,
    endTime: endTime as number,
    skipForLoggedInUsers: skip === true,
    ...(parameters === undefined || parameters === "" ? {} : { customInstallParameters: parameters }),
  };
}

/** Version and build from a metadata file URL `<…>/<name>-<version>-<build>.json`. */
function metadataName(url: string): { version: string; build: string } | null {
  if (!/^https?:\/\/[^\s/]+\/\S*$/.test(url) || url.length > 2048) return null;
  const match = /-(\d+(?:\.\d+){0,3})-(\d{1,12})\.json$/.exec(url);
  return match ? { version: match[1] as string, build: match[2] as string } : null;
}

/** The package of the highest version. */
function newestPackage<T extends { version: string }>(packages: readonly T[]): T | undefined {
  const parts = (version: string) => version.split(".").map((part) => Number.parseInt(part, 10) || 0);
  return [...packages].sort((a, b) => {
    const left = parts(a.version);
    const right = parts(b.version);
    for (let index = 0; index < 4; index += 1) {
      const difference = (right[index] ?? 0) - (left[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  })[0];
}
