/** Agent upgrade states of spec 001 §3. */
export const AGENT_UPGRADE_STATES = [
  "READY",
  "DOWNLOAD",
  "WAIT",
  "NOLOGON",
  "UPDATING",
  "DONE",
  "UNKNOWN",
] as const;
export type AgentUpgradeState = (typeof AGENT_UPGRADE_STATES)[number];

/** Agent upgrade results of spec 001 §3. */
export const AGENT_UPGRADE_RESULTS = [
  "OK",
  "ERROR",
  "FAILURE",
  "INVALID",
  "DUPLICATE",
  "NOT_FOUND",
  "PROGRESS",
  "PREFLIGHTCHECK_INPROGRESS",
  "PREFLIGHTCHECK_OK",
  "PREFLIGHTCHECK_FAILURE",
  "UNKNOWN",
] as const;
export type AgentUpgradeResult = (typeof AGENT_UPGRADE_RESULTS)[number];

/** The fields of a machine (MachineInfoV4) the agents list shows. */
export interface AgentMachine {
  id: string;
  name: string;
  access_group_id: string;
  desktop_pool_id?: string;
  operating_system?: string;
  agent_version?: string;
  agent_build_number?: string;
  agent_upgrade_state?: string;
  agent_upgrade_result?: string;
  agent_upgrade_error_message?: string;
}

/** A machine with its pool's name, whether a newer registered agent exists, and its last upgrade. */
export interface AgentRow extends AgentMachine {
  poolName?: string;
  isUpdateAvailable: boolean;
  /** End of the machine's last finished upgrade task (epoch ms). */
  lastUpgradeTime?: number;
}

/** AgentInstallerPackageInfo. */
export interface InstallerPackage {
  id: string;
  version: string;
  build_number: string;
  url: string;
}

/** AgentUpgradeTaskInfo. */
export interface UpgradeTask {
  id: string;
  agent_installer_package_id: string;
  start_time: number;
  end_time: number;
  operation?: string;
  state?: string;
  not_started_machine_or_rds_server_ids?: string[];
  in_progress_machine_or_rds_server_ids?: string[];
  succeeded_machine_or_rds_server_ids?: string[];
  failed_machine_or_rds_server_ids?: string[];
  skipped_machine_or_rds_server_ids?: string[];
  cancelled_machine_or_rds_server_ids?: string[];
}

/** A task with its package's version and its machines counted by outcome. */
export interface UpgradeTaskRow extends UpgradeTask {
  packageVersion: string;
  machineCount: number;
  doneCount: number;
  failedCount: number;
}
