// The /rest shapes the events section reads, with only the fields it uses (names and enumerations from
// the REST API's AuditEventSummary).

export const EVENT_SEVERITIES = [
  "ERROR",
  "WARNING",
  "INFO",
  "AUDIT_FAIL",
  "AUDIT_SUCCESS",
  "UNKNOWN",
] as const;
export type EventSeverity = (typeof EVENT_SEVERITIES)[number];

/** The components that log events (spec 001 section 3, event modules). */
export const EVENT_MODULES = [
  "Admin",
  "Broker",
  "Client",
  "Agent",
  "Vlsi",
  "Framework",
  "Tunnel",
  "Endpoint",
  "TransferServer",
  "Rest",
] as const;

/** One audit event. */
export interface AuditEvent {
  id: number;
  /** Epoch milliseconds. */
  time: number;
  severity: EventSeverity;
  module: string;
  type?: string;
  /** Written by the server; shown as text, never as markup. */
  message: string;
  /** SID of the user the event is about. */
  user_id?: string;
  machine_id?: string;
  /** FQDN of the machine that logged the event: the list's "source". */
  machine_dns_name?: string;
  desktop_pool_name?: string;
  application_pool_name?: string;
}

/** An event with the names the list shows in place of ids. */
export interface EventRow extends AuditEvent {
  userName?: string;
  machineName?: string;
}

/** What a link into the events list fixes: the events of one pool, machine or user. */
export interface EventScope {
  desktopPoolId?: string;
  machineId?: string;
  userId?: string;
}
