/** The CPA status of a connection server (ConnectionServerStatus.status). */
export type CpaStatus = "ENABLED" | "DISABLED" | "PENDING" | "ENABLE_ERROR" | "DISABLE_ERROR";

/** One connection server's CPA status (ConnectionServerStatus: the fields read here). */
export interface ConnectionServerCpaStatus {
  id?: string;
  name?: string;
  status?: CpaStatus;
}

/** The pod federation as the REST API answers it (PodFederationInfo: the fields read here). */
export interface PodFederationInfo {
  name?: string;
  local_connection_server_status?: CpaStatus;
  connection_server_statuses?: ConnectionServerCpaStatus[];
  sites?: string[];
}

/**
 * The federation's state as the page shows it, from public answers: PodFederationInfo, the running CPA
 * task (`/federation/v1/cpa/tasks`) and, once federated, how many pods it has (`/federation/v1/pods`).
 */
export interface Federation extends PodFederationInfo {
  isEnabled: boolean;
  runningTaskType?: CpaTaskType;
  podCount?: number;
}

export type CpaTaskType =
  | "POD_FEDERATION_INITIALIZING"
  | "POD_FEDERATION_UNINITIALIZING"
  | "POD_FEDERATION_JOINING"
  | "POD_FEDERATION_UNJOINING";

/** A CPA task (TaskInfo). */
export interface CpaTask {
  id: string;
  type: CpaTaskType;
  status: "RUNNING" | "WAITING" | "COMPLETED" | "FAILED" | "PAUSED" | "CANCELLED";
  percentage_complete?: number;
  result?: { result_code?: string; message_id?: string; message?: string };
}

export interface Site {
  id: string;
  name: string;
  description?: string;
  pods: string[];
}

export interface Pod {
  id: string;
  name: string;
  description?: string;
  site_id: string;
  local_pod?: boolean;
}

/** A site row: the site with its pods' names. */
export interface SiteRow extends Site {
  podNames: string;
}

/** A pod row: the pod with its site's name. */
export interface PodRow extends Pod {
  siteName: string;
}

/** A link into another console section. */
export interface SectionTarget {
  section: string;
  id?: string;
}
