/** The event database types of the REST API (spec 001 §3 spells the first SQLSERVER). */
export const DATABASE_TYPES = ["SQL_SERVER", "ORACLE", "POSTGRESQL"] as const;
export type DatabaseType = (typeof DATABASE_TYPES)[number];

/** How long the console shows events (EventDatabaseInfo.show_events_for_time). */
export const SHOW_PERIODS = [
  "ONE_WEEK",
  "TWO_WEEKS",
  "THREE_WEEKS",
  "ONE_MONTH",
  "TWO_MONTHS",
  "THREE_MONTHS",
  "SIX_MONTHS",
] as const;
export type ShowPeriod = (typeof SHOW_PERIODS)[number];

/** GET /config/v1/event-database (EventDatabaseInfo); connection fields only once configured. */
export interface EventDatabaseInfo {
  event_database_configured: boolean;
  server_name?: string;
  type?: DatabaseType;
  port?: number;
  database_name?: string;
  username?: string;
  table_prefix?: string;
  show_events_for_time?: ShowPeriod;
  classify_events_as_new_for_days?: number;
}

/** PUT /config/v1/event-database (EventDatabaseUpdateSpec); the mask as password keeps the stored one. */
export interface EventDatabaseUpdate {
  server_name: string;
  type: DatabaseType;
  port: number;
  database_name: string;
  username: string;
  password: string;
  table_prefix: string;
  show_events_for_time: ShowPeriod;
  classify_events_as_new_for_days: number;
}

/** GET /config/v1/event-database monitor (EventDatabaseMonitorInfo). */
export interface EventDatabaseMonitor {
  status:
    "CONNECTED" | "CONNECTING" | "DISCONNECTED" | "RECONNECTING" | "ERROR" | "NOT_CONFIGURED" | "UNKNOWN";
  event_count?: number;
}
