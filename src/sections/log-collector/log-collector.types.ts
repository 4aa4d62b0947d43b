/** What logs can be collected from (the emulator's log collector; the public API has none). */
export const LOG_TARGET_TYPES = ["CONNECTION_SERVER", "MACHINE", "RDS_SERVER", "CLIENT"] as const;
export type LogTargetType = (typeof LOG_TARGET_TYPES)[number];

export interface LogTarget {
  id: string;
  name: string;
  type: LogTargetType;
  access_group_id: string;
  /** Operating system, or the client's type and version. */
  details: string;
}

export const LOG_BUNDLE_STATES = ["RUNNING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export type LogBundleState = (typeof LOG_BUNDLE_STATES)[number];
export const LOG_COLLECTION_STEPS = ["QUEUED", "CONNECTING", "COLLECTING", "COMPRESSING", "DONE"] as const;
export type LogCollectionStep = (typeof LOG_COLLECTION_STEPS)[number];

/** One target's part of a collection. */
export interface LogBundle {
  id: string;
  collection_id: string;
  target_id: string;
  target_name: string;
  target_type: LogTargetType;
  access_group_id: string;
  requested_by: string;
  requested_time: number;
  state: LogBundleState;
  step: LogCollectionStep;
  progress_percent: number;
  file_name?: string;
  size_bytes?: number;
  error_key?: string;
  error_message?: string;
}

export const LOG_COMPONENTS = ["CONNECTION_SERVER", "AGENT", "CLIENT", "BLAST", "PCOIP"] as const;
export type LogComponent = (typeof LOG_COMPONENTS)[number];
export const LOG_LEVELS = ["ERROR", "WARN", "INFO", "DEBUG", "TRACE"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ComponentLogLevel {
  component: LogComponent;
  level: LogLevel;
}

export const LOG_COLLECTOR_TABS = ["search", "monitor", "levels"] as const;
export type LogCollectorTab = (typeof LOG_COLLECTOR_TABS)[number];
