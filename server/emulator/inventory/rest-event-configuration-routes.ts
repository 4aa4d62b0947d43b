import type { Context } from "hono";
import {
  badRequest,
  checkLength,
  optionalEnum,
  optionalInteger,
  readJsonObject,
  requireString,
  TEXT_LIMITS,
  type JsonObject,
} from "../http/errors";
import { restError } from "./http-responses";
import type { RouteKit } from "./route-context";

const VIEW = "GLOBAL_CONFIG_VIEW";
const MANAGE = "GLOBAL_CONFIG_MANAGEMENT";

/** The mask a form sends back for a password it never saw (spec 000 §9): the stored password stays. */
export const PASSWORD_MASK = "********";

export const DATABASE_TYPES = ["SQL_SERVER", "ORACLE", "POSTGRESQL"] as const;
export const EVENT_PERIODS = [
  "ONE_WEEK",
  "TWO_WEEKS",
  "THREE_WEEKS",
  "ONE_MONTH",
  "TWO_MONTHS",
  "THREE_MONTHS",
  "SIX_MONTHS",
] as const;

interface EventDatabase {
  server_name: string;
  type: (typeof DATABASE_TYPES)[number];
  port: number;
  database_name: string;
  username: string;
  password: string;
  table_prefix: string;
}

interface EventDisplay {
  show_events_for_time: (typeof EVENT_PERIODS)[number];
  classify_events_as_new_for_days: number;
}

/** The OpenAPI's rule: a letter first, then letters, digits, @ $ # _; at most 6 characters. */
const TABLE_PREFIX = /^(?:[A-Za-z][A-Za-z0-9@$#_]{0,5})?$/;

/** A seeded text value, or empty. */
function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The REST password field: a string, or the OpenAPI's array of characters. */
function passwordOf(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return checkLength(field, value, 256);
  if (Array.isArray(value) && value.every((item) => typeof item === "string"))
    return checkLength(field, value.join(""), 256);
  throw badRequest(`${field} must be a string`, "request.field.invalid");
}

/** A write-only password: the mask (or nothing) keeps the stored one. */
function nextPassword(given: string | undefined, stored: string): string {
  return given === undefined || given === PASSWORD_MASK ? stored : given;
}

function requirePort(body: JsonObject): number {
  const port = optionalInteger(body, "port", 1, 65535);
  if (port === undefined) throw badRequest("port is required", "request.field.invalid");
  return port;
}

/**
 * The event database (GET, PUT /config/v1/event-database, POST .../action/clear). 2212 has no syslog or
 * event file settings: the emulator serves none. Passwords are write-only: never answered, the mask keeps them.
 */
export function registerRestEventConfigurationRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const changed = () => kit.changed();
  const { restGuard, getCaller } = deps;
  const seeded = store.monitor.eventDatabase.details as Partial<Record<string, unknown>> | undefined;
  let database: EventDatabase | null =
    seeded === undefined
      ? null
      : {
          server_name: text(seeded.server_name),
          type: DATABASE_TYPES.find((type) => type === seeded.type) ?? "POSTGRESQL",
          port: Number(seeded.port ?? 5432),
          database_name: text(seeded.database_name),
          username: text(seeded.user_name),
          password: "vdc-events",
          table_prefix: text(seeded.prefix),
        };
  let display: EventDisplay = {
    show_events_for_time: "THREE_MONTHS",
    classify_events_as_new_for_days: 2,
  };
  /** The monitor reports what is configured now. */
  function publish(): void {
    store.monitor.eventDatabase = database
      ? {
          status: "CONNECTED",
          details: {
            server_name: database.server_name,
            port: database.port,
            database_name: database.database_name,
            user_name: database.username,
            prefix: database.table_prefix,
            type: database.type,
          },
        }
      : { status: "NOT_CONFIGURED" };
    changed();
  }

  app.get("/rest/config/v1/event-database", restGuard(), (c) => {
    // Without GLOBAL_CONFIG_VIEW the OpenAPI answers limited details: whether it is configured, for how long.
    const limited = { event_database_configured: database !== null, ...display };
    if (!getCaller(c).hasPrivilege(VIEW) || database === null) return c.json(limited);
    const { password: _password, ...visible } = database;
    return c.json({ ...limited, ...visible });
  });

  app.put("/rest/config/v1/event-database", restGuard(MANAGE), async (c) => {
    const body = await readJsonObject(c);
    const type = optionalEnum(body, "type", DATABASE_TYPES);
    if (type === undefined) throw badRequest("type is required", "request.field.invalid");
    const tablePrefix =
      body.table_prefix === undefined ? "" : requireString(body, "table_prefix", { allowEmpty: true });
    if (!TABLE_PREFIX.test(tablePrefix))
      throw badRequest(
        "table_prefix must start with a letter and hold at most 6 letters, digits, @, $, # or _",
        "request.field.invalid",
      );
    const given = passwordOf(body, "password");
    if (given === undefined) throw badRequest("password is required", "request.field.invalid");
    if (given === PASSWORD_MASK && database === null)
      throw badRequest("password is required", "request.field.invalid");
    const password = nextPassword(given, database?.password ?? "");
    if (password === "") throw badRequest("password is required", "request.field.invalid");
    const next: EventDatabase = {
      server_name: requireString(body, "server_name", { maxLength: 255 }),
      type,
      port: requirePort(body),
      database_name: requireString(body, "database_name", { maxLength: 128 }),
      username: requireString(body, "username", { maxLength: TEXT_LIMITS.name }),
      password,
      table_prefix: tablePrefix,
    };
    const nextDisplay: EventDisplay = {
      show_events_for_time:
        optionalEnum(body, "show_events_for_time", EVENT_PERIODS) ?? display.show_events_for_time,
      classify_events_as_new_for_days:
        optionalInteger(body, "classify_events_as_new_for_days", 1, 3) ??
        display.classify_events_as_new_for_days,
    };
    database = next;
    display = nextDisplay;
    publish();
    return c.body(null, 204);
  });

  app.post("/rest/config/v1/event-database/action/clear", restGuard(MANAGE), (c: Context) => {
    if (database === null)
      return restError(c, 404, "event.database.not.configured", "No event database is configured");
    database = null;
    publish();
    return c.body(null, 204);
  });
}
