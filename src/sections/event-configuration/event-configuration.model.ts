import { PASSWORD_MASK } from "../../core/settings/recovery-password";
import type { FieldErrors } from "../../ui/edit-form/use-edit-form";
import {
  type EventDatabaseInfo,
  type EventDatabaseUpdate,
  type SyslogSettings,
  type SyslogUpdate,
} from "./event-configuration.types";

/** The event database form: what the administrator types (the port as text until it is sent). */
export interface EventDatabaseFields extends Omit<
  EventDatabaseUpdate,
  "port" | "classify_events_as_new_for_days"
> {
  port: string;
  classify_events_as_new_for_days: string;
}

/** The syslog form: servers one per line. */
export interface SyslogFields extends Omit<SyslogUpdate, "udp_servers"> {
  udp_servers: string;
}

const DEFAULT_PORTS = { SQL_SERVER: 1433, ORACLE: 1521, POSTGRESQL: 5432 } as const;

/** The form's start: the stored configuration (its password as the mask), or an empty one. */
export function eventDatabaseFields(info: EventDatabaseInfo): EventDatabaseFields {
  const type = info.type ?? "SQL_SERVER";
  return {
    server_name: info.server_name ?? "",
    type,
    port: String(info.port ?? DEFAULT_PORTS[type]),
    database_name: info.database_name ?? "",
    username: info.username ?? "",
    password: info.event_database_configured ? PASSWORD_MASK : "",
    table_prefix: info.table_prefix ?? "",
    show_events_for_time: info.show_events_for_time ?? "THREE_MONTHS",
    classify_events_as_new_for_days: String(info.classify_events_as_new_for_days ?? 2),
  };
}

/** The update the form sends; an untouched mask keeps the stored password. */
export function eventDatabaseUpdate(fields: EventDatabaseFields): EventDatabaseUpdate {
  return {
    ...fields,
    server_name: fields.server_name.trim(),
    database_name: fields.database_name.trim(),
    username: fields.username.trim(),
    port: Number(fields.port),
    classify_events_as_new_for_days: Number(fields.classify_events_as_new_for_days),
  };
}

const TABLE_PREFIX = /^(?:[A-Za-z][A-Za-z0-9@$#_]{0,5})?$/;

/** Field rules of the event database form. */
export function validateEventDatabase(fields: EventDatabaseFields): FieldErrors<EventDatabaseFields> {
  const errors: FieldErrors<EventDatabaseFields> = {};
  const required = ["server_name", "database_name", "username", "password"] as const;
  for (const field of required)
    if (fields[field].trim() === "") errors[field] = "eventConfiguration.validation.required";
  const port = Number(fields.port);
  if (!/^\d+$/.test(fields.port) || port < 1 || port > 65535)
    errors.port = "eventConfiguration.validation.port";
  if (!TABLE_PREFIX.test(fields.table_prefix))
    errors.table_prefix = "eventConfiguration.validation.tablePrefix";
  return errors;
}

/** The syslog form's start; a stored copy password shows as the mask. */
export function syslogFields(settings: SyslogSettings): SyslogFields {
  const { file_copy_password_set: isPasswordSet, ...rest } = settings;
  return {
    ...rest,
    udp_servers: settings.udp_servers.join("\n"),
    file_copy_password: isPasswordSet ? PASSWORD_MASK : "",
  };
}

/** The syslog servers the form lists, one per line, blanks left out. */
export function syslogServers(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** host:port with a port from 1 to 65535 (host a name, IPv4 or bracketed IPv6 address). */
export function isSyslogServer(value: string): boolean {
  const match = /^(?:[A-Za-z0-9][A-Za-z0-9.-]*|\[[0-9A-Fa-f:.]+\]):(\d{1,5})$/.exec(value);
  const port = Number(match?.[1]);
  return match !== null && port >= 1 && port <= 65535;
}

/** Field rules of the syslog form. */
export function validateSyslog(fields: SyslogFields): FieldErrors<SyslogFields> {
  const errors: FieldErrors<SyslogFields> = {};
  const servers = syslogServers(fields.udp_servers);
  if (!servers.every(isSyslogServer)) errors.udp_servers = "eventConfiguration.validation.syslogServer";
  else if (fields.udp_enabled && servers.length === 0)
    errors.udp_servers = "eventConfiguration.validation.required";
  const path = fields.file_copy_path.trim();
  if ((fields.file_copy_enabled || path !== "") && !/^\\\\[^\\/\s]+\\[^\\/]+/.test(path))
    errors.file_copy_path = "eventConfiguration.validation.uncPath";
  if (fields.file_copy_enabled) {
    if (fields.file_copy_username.trim() === "")
      errors.file_copy_username = "eventConfiguration.validation.required";
    if (fields.file_copy_password === "")
      errors.file_copy_password = "eventConfiguration.validation.required";
  }
  return errors;
}

/** The update the syslog form sends; an untouched mask keeps the stored copy password. */
export function syslogUpdate(fields: SyslogFields): SyslogUpdate {
  return {
    ...fields,
    udp_servers: syslogServers(fields.udp_servers),
    file_copy_path: fields.file_copy_path.trim(),
    file_copy_username: fields.file_copy_username.trim(),
  };
}
