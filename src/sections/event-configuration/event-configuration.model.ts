import { PASSWORD_MASK } from "../../core/settings/recovery-password";
import type { FieldErrors } from "../../ui/edit-form/use-edit-form";
import { type EventDatabaseInfo, type EventDatabaseUpdate } from "./event-configuration.types";

/** The event database form: what the administrator types (the port as text until it is sent). */
export interface EventDatabaseFields extends Omit<
  EventDatabaseUpdate,
  "port" | "classify_events_as_new_for_days"
> {
  port: string;
  classify_events_as_new_for_days: string;
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
