import type { GridState } from "../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { compareVersions } from "../../core/utils/version-compare";
import { getAgentMachinesPage } from "./api/get-agent-machines-page";
import { getAllAgentMachines } from "./api/get-all-agent-machines";
import { getInstallerPackages } from "./api/get-installer-packages";
import { getPoolNames } from "./api/get-pool-names";
import { getUpgradeTasks } from "./api/get-upgrade-tasks";
import type { AgentMachine, AgentRow, InstallerPackage, UpgradeTask, UpgradeTaskRow } from "./agents.types";

/** The agents list's tabs, as they appear in the route (/main/horizon_agents/<tab>). */
export const AGENT_TABS = ["agents", "updates", "tasks"] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

/** The highest version among the registered packages ("" when none is registered). */
export function newestVersion(packages: readonly InstallerPackage[]): string {
  return packages.reduce(
    (newest, item) => (compareVersions(item.version, newest) > 0 ? item.version : newest),
    "",
  );
}

/** Whether a registered package is newer than the machine's agent (spec 000 §5 comparison). */
export function isUpdateAvailable(agentVersion: string | undefined, newest: string): boolean {
  return newest !== "" && compareVersions(newest, agentVersion) > 0;
}

/** When each machine's last finished upgrade ended: the latest end of a task it succeeded or failed in. */
export function lastUpgradeTimes(tasks: readonly UpgradeTask[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const task of tasks) {
    const finished = [
      ...(task.succeeded_machine_or_rds_server_ids ?? []),
      ...(task.failed_machine_or_rds_server_ids ?? []),
    ];
    for (const id of finished) times.set(id, Math.max(times.get(id) ?? 0, task.end_time));
  }
  return times;
}

/** A task with its package's version and its machines counted. */
export function taskRow(task: UpgradeTask, packages: readonly InstallerPackage[]): UpgradeTaskRow {
  const count = (list: string[] | undefined) => list?.length ?? 0;
  const doneCount =
    count(task.succeeded_machine_or_rds_server_ids) + count(task.skipped_machine_or_rds_server_ids);
  const failedCount = count(task.failed_machine_or_rds_server_ids);
  return {
    ...task,
    packageVersion:
      packages.find((item) => item.id === task.agent_installer_package_id)?.version ??
      task.agent_installer_package_id,
    machineCount:
      doneCount +
      failedCount +
      count(task.not_started_machine_or_rds_server_ids) +
      count(task.in_progress_machine_or_rds_server_ids) +
      count(task.cancelled_machine_or_rds_server_ids),
    doneCount,
    failedCount,
  };
}

interface Context {
  pools: Map<string, string>;
  newest: string;
  lastUpgrades: Map<string, number>;
}

/**
 * Serves the agents tab: machines page by page with their pool's name, "update available" against the
 * newest registered package, and the end of their last upgrade. Pools, packages and tasks are read per
 * page (few of each); a caller who may not read packages sees no "update available".
 */
export class AgentSource {
  async #context(): Promise<Context> {
    const [pools, packages, tasks] = await Promise.all([
      getPoolNames().catch(() => new Map<string, string>()),
      getInstallerPackages().catch(() => []),
      getUpgradeTasks().catch(() => []),
    ]);
    return { pools, newest: newestVersion(packages), lastUpgrades: lastUpgradeTimes(tasks) };
  }

  #row(machine: AgentMachine, context: Context): AgentRow {
    const row: AgentRow = {
      ...machine,
      isUpdateAvailable: isUpdateAvailable(machine.agent_version, context.newest),
    };
    const poolName = machine.desktop_pool_id ? context.pools.get(machine.desktop_pool_id) : undefined;
    if (poolName !== undefined) row.poolName = poolName;
    const last = context.lastUpgrades.get(machine.id);
    if (last !== undefined) row.lastUpgradeTime = last;
    return row;
  }

  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<AgentRow>> => {
    const [page, context] = await Promise.all([getAgentMachinesPage(state, signal), this.#context()]);
    return { ...page, rows: page.rows.map((machine) => this.#row(machine, context)) };
  };

  readonly fetchAll = async (state: GridState, options: FetchAllOptions = {}): Promise<AgentRow[]> => {
    const [machines, context] = await Promise.all([getAllAgentMachines(state), this.#context()]);
    options.onProgress?.(machines.length, machines.length);
    return machines.map((machine) => this.#row(machine, context));
  };
}
