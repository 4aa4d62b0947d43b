import type { ApiCall } from "../../../core/http/api-call";

export interface AgentUpgradeSchedule {
  packageId: string;
  startTime: number;
  /** The window the upgrade may run in after its start. */
  endTime: number;
  skipForLoggedInUsers: boolean;
}

/** Schedules an agent upgrade of machines; the answer has a task id and a result per machine. */
export function scheduleAgentUpgradeCall(
  machineIds: readonly string[],
  schedule: AgentUpgradeSchedule,
): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/inventory/v1/machines/action/schedule-agent-upgrade",
    body: {
      agent_installer_package_id: schedule.packageId,
      machine_ids: machineIds,
      start_time: schedule.startTime,
      end_time: schedule.endTime,
      skip_for_logged_in_users: schedule.skipForLoggedInUsers,
    },
  };
}
