import type { Context, MiddlewareHandler } from "hono";
import type { RoleStore } from "../config/role-store";
import type { AuditEventRecord, GlobalSessionRecord } from "../data/inventory-types";
import { recordHelpdeskActivity } from "../inventory/helpdesk-activity";
import type { InventoryStore } from "../inventory/inventory-store";
import type { InventoryCaller } from "../inventory/route-context";

/**
 * The record of what administrators change, as a Connection Server keeps it: every change a route accepts
 * writes the audit event a real pod writes (who, what, which object), and a help desk action on a global
 * session also goes to the help desk activity. It is written here, once, around the routes: a rule per
 * change names what the change touches before it runs (a deleted pool or a logged-off session is gone
 * afterwards), and only what the answer reports done is written (a bulk action's refused items are not).
 */

/** What an event says, written once the actor is known (the route's guard signs the caller in). */
interface PlannedEvent {
  /** The bulk item the event depends on (an id, `id/user`, or `#index`); none for a single change. */
  item?: string;
  type: string;
  /** The component that logs it: Admin unless said (the VLSI_* events of the API layer log as Vlsi). */
  module?: "Vlsi";
  message: (actor: string) => string;
  desktopPoolName?: string;
  applicationPoolName?: string;
  machineId?: string;
  machineDnsName?: string;
  /** A help desk action on a global session, for the help desk activity as well. */
  helpdesk?: { action: string; session: GlobalSessionRecord };
}

interface PlanInput {
  /** The path's placeholders, in order. */
  params: readonly string[];
  body: unknown;
  store: InventoryStore;
  /** Roles and permissions, where the emulator keeps them (the inventory's test app has none). */
  roles: RoleStore | undefined;
}

interface AuditRule {
  method: "POST" | "PUT" | "DELETE";
  path: RegExp;
  plan(input: PlanInput): PlannedEvent[];
}

const ID = "([^/]+)";
const rest = (path: string) => new RegExp(`^/rest/${path}$`);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function directoryName(store: InventoryStore, sid: string): string {
  const entry = store.adUsersOrGroups.get(sid);
  return entry ? `${entry.domain}\\${entry.login_name}` : sid;
}

function poolEvent(store: InventoryStore, id: string, type: string, verb: string): PlannedEvent[] {
  const pool = store.desktopPools.get(id);
  if (!pool) return [];
  return [{ type, message: (actor) => `${actor} ${verb} Pool ${pool.name}`, desktopPoolName: pool.name }];
}

/** Machine actions: each machine named by id in a list body. */
function machineEvents(type: string, verb: string) {
  return ({ body, store }: PlanInput): PlannedEvent[] =>
    strings(body).flatMap((id) => {
      const machine = store.machines.get(id);
      if (!machine) return [];
      const pool = store.desktopPools.get(machine.desktop_pool_id);
      return [
        {
          item: id,
          type,
          message: (actor: string) => `${actor} ${verb} machine ${machine.name}`,
          machineId: machine.id,
          machineDnsName: machine.dns_name,
          ...(pool ? { desktopPoolName: pool.name } : {}),
        },
      ];
    });
}

/** Session actions on this pod: the session's machine (or RDS host) and pool, and whose session it was. */
function sessionEvents(type: string, verb: string, ids: (body: unknown) => string[]) {
  return ({ body, store }: PlanInput): PlannedEvent[] =>
    ids(body).flatMap((id) => {
      const session = store.sessions.get(id);
      if (!session) return [];
      const machine = session.machine_id ? store.machines.get(session.machine_id) : undefined;
      const host = session.rds_server_id ? store.rdsServers.get(session.rds_server_id) : undefined;
      const pool = session.desktop_pool_id ? store.desktopPools.get(session.desktop_pool_id) : undefined;
      const where = machine?.name ?? host?.name ?? "";
      return [
        {
          item: id,
          type,
          message: (actor: string) =>
            `${actor} ${verb} the session of ${directoryName(store, session.user_id)} on ${where}`,
          ...(machine ? { machineId: machine.id, machineDnsName: machine.dns_name } : {}),
          ...(pool ? { desktopPoolName: pool.name } : {}),
        },
      ];
    });
}

/** Help desk actions on global sessions (`[{pod_id, ids}]`; a message's under `global_session_action_specs`). */
function globalSessionEvents(action: string, verb: string) {
  return ({ body, store }: PlanInput): PlannedEvent[] => {
    const specs = Array.isArray(body) ? body : field(body, "global_session_action_specs");
    return (Array.isArray(specs) ? specs : []).flatMap((spec) =>
      strings(field(spec, "ids")).flatMap((id) => {
        const session = store.globalSessions.get(id);
        if (!session) return [];
        return [
          {
            item: id,
            type: `ADMIN_SESSION_${action}`,
            message: (actor: string) =>
              `${actor} ${verb} the session of ${directoryName(store, session.user_id)} on ${session.machine_or_rds_server_dns_name}`,
            machineDnsName: session.machine_or_rds_server_dns_name,
            helpdesk: { action, session: { ...session } },
          },
        ];
      }),
    );
  };
}

/** Entitlements (`[{id, ad_user_or_group_ids}]`): one event per user or group and pool. */
function entitlementEvents(kind: "desktop" | "application", added: boolean) {
  const type = `ADMIN_${added ? "ADD" : "REMOVE"}_${kind === "desktop" ? "DESKTOP" : "APPLICATION"}_ENTITLEMENT`;
  return ({ body, store }: PlanInput): PlannedEvent[] =>
    (Array.isArray(body) ? body : []).flatMap((spec) => {
      const id = text(field(spec, "id")) ?? "";
      const pool = kind === "desktop" ? store.desktopPools.get(id) : store.applicationPools.get(id);
      if (!pool) return [];
      return strings(field(spec, "ad_user_or_group_ids")).map((sid) => ({
        item: `${id}/${sid}`,
        type,
        message: (actor: string) =>
          added
            ? `${directoryName(store, sid)} was entitled to Pool ${pool.name} by ${actor}`
            : `${directoryName(store, sid)} was unentitled from Pool ${pool.name} by ${actor}`,
        ...(kind === "desktop" ? { desktopPoolName: pool.name } : { applicationPoolName: pool.name }),
      }));
    });
}

/**
 * The API layer's events (Horizon's VLSI_* types, module Vlsi), with the pod's wording: a pool is a
 * "desktop", a host an "RDSServer".
 */
function vlsiEvent(type: string, message: (actor: string) => string, desktopPoolName?: string): PlannedEvent {
  return { type, module: "Vlsi", message, ...(desktopPoolName === undefined ? {} : { desktopPoolName }) };
}

/** A push image scheduled on or cancelled for an instant-clone pool. */
function pushImageEvent(type: string, verb: string) {
  return ({ params, store }: PlanInput): PlannedEvent[] => {
    const pool = store.desktopPools.get(params[0] ?? "");
    return pool
      ? [
          vlsiEvent(
            type,
            (actor) => `${actor} ${verb} push image operation in desktop ${pool.name}`,
            pool.name,
          ),
        ]
      : [];
  };
}

/** A global desktop (GE) or application (GAE) entitlement changed or deleted, by its name. */
function globalEntitlementEvent(kind: "GE" | "GAE", change: "CHANGED" | "DELETED") {
  const noun = kind === "GE" ? "global entitlement" : "global application entitlement";
  const verb = change === "CHANGED" ? "updated" : "deleted";
  return ({ params, store }: PlanInput): PlannedEvent[] => {
    const entitlement = store.globalEntitlements.get(params[0] ?? "");
    return entitlement
      ? [vlsiEvent(`VLSI_${kind}_${change}`, (actor) => `${actor} ${verb} ${noun}: ${entitlement.name}.`)]
      : [];
  };
}

function roleName(roles: RoleStore | undefined, id: string): string {
  return roles?.role(id)?.name ?? id;
}

/** Global desktop (GE) and application (GAE) entitlements edited (the v1 update) or deleted. */
const GLOBAL_ENTITLEMENT_RULES: readonly AuditRule[] = (
  [
    ["GE", "global-desktop-entitlements"],
    ["GAE", "global-application-entitlements"],
  ] as const
).flatMap(([kind, resource]) =>
  (
    [
      ["PUT", "CHANGED"],
      ["DELETE", "DELETED"],
    ] as const
  ).map(([method, change]) => ({
    method,
    path: rest(`inventory/v1/${resource}/${ID}`),
    plan: globalEntitlementEvent(kind, change),
  })),
);

const SESSION_IDS = strings;
const MESSAGE_SESSION_IDS = (body: unknown) => strings(field(body, "session_ids"));

/** The changes that are recorded, with the Horizon Console event type each writes. */
const RULES: readonly AuditRule[] = [
  {
    method: "POST",
    path: rest("inventory/v[12]/desktop-pools"),
    plan: ({ body }) => {
      const name = text(field(body, "name"));
      return name
        ? [
            {
              type: "ADMIN_DESKTOP_ADDED",
              message: (actor) => `${actor} added Pool ${name}`,
              desktopPoolName: name,
            },
          ]
        : [];
    },
  },
  {
    method: "PUT",
    path: rest(`inventory/v1/desktop-pools/${ID}`),
    plan: ({ params, store }) => poolEvent(store, params[0] ?? "", "ADMIN_DESKTOP_EDITED", "updated"),
  },
  {
    method: "DELETE",
    path: rest(`inventory/v1/desktop-pools/${ID}`),
    plan: ({ params, store }) => poolEvent(store, params[0] ?? "", "ADMIN_DESKTOP_DELETED", "deleted"),
  },
  {
    method: "POST",
    path: rest("config/v1/roles"),
    plan: ({ body }) => {
      const name = text(field(body, "name"));
      return name ? [{ type: "ADMIN_ROLE_ADDED", message: (actor) => `${actor} added role ${name}` }] : [];
    },
  },
  {
    method: "PUT",
    path: rest(`config/v1/roles/${ID}`),
    plan: ({ params, roles }) => {
      const name = roleName(roles, params[0] ?? "");
      return [{ type: "ADMIN_ROLE_UPDATED", message: (actor) => `${actor} updated role ${name}` }];
    },
  },
  {
    method: "DELETE",
    path: rest(`config/v1/roles/${ID}`),
    plan: ({ params, roles }) => {
      const name = roleName(roles, params[0] ?? "");
      return [{ type: "ADMIN_ROLE_REMOVED", message: (actor) => `${actor} removed role ${name}` }];
    },
  },
  {
    method: "POST",
    path: rest("config/v1/permissions"),
    plan: ({ body, store, roles }) =>
      (Array.isArray(body) ? body : []).map((spec, index) => {
        const who = directoryName(store, text(field(spec, "ad_user_or_group_id")) ?? "");
        const role = roleName(roles, text(field(spec, "role_id")) ?? "");
        return {
          item: `#${index}`,
          type: "ADMIN_PERMISSION_ADDED",
          message: (actor: string) => `${actor} granted role ${role} to ${who}`,
        };
      }),
  },
  {
    method: "DELETE",
    path: rest("config/v1/permissions"),
    plan: ({ body, store, roles }) =>
      strings(body).flatMap((id) => {
        const permission = roles?.permission(id);
        if (!permission) return [];
        const who = directoryName(store, permission.principalSid);
        const role = roleName(roles, permission.roleId);
        return [
          {
            item: id,
            type: "ADMIN_PERMISSION_REMOVED",
            message: (actor: string) => `${actor} removed role ${role} from ${who}`,
          },
        ];
      }),
  },
  {
    method: "POST",
    path: rest("inventory/v1/machines/action/enter-maintenance"),
    plan: machineEvents("ADMIN_MACHINE_MAINTENANCE_ENTERED", "put into maintenance mode"),
  },
  {
    method: "POST",
    path: rest("inventory/v1/machines/action/exit-maintenance"),
    plan: machineEvents("ADMIN_MACHINE_MAINTENANCE_EXITED", "took out of maintenance mode"),
  },
  {
    method: "POST",
    path: rest("inventory/v1/machines/action/reset"),
    plan: machineEvents("ADMIN_MACHINE_RESET", "reset"),
  },
  {
    method: "POST",
    path: rest("inventory/v1/machines/action/restart"),
    plan: machineEvents("ADMIN_MACHINE_RESTARTED", "restarted"),
  },
  {
    method: "POST",
    path: rest("inventory/v1/sessions/action/logoff"),
    plan: sessionEvents("ADMIN_SESSION_LOGOFF", "logged off", SESSION_IDS),
  },
  {
    method: "POST",
    path: rest("inventory/v1/sessions/action/disconnect"),
    plan: sessionEvents("ADMIN_SESSION_DISCONNECT", "disconnected", SESSION_IDS),
  },
  {
    method: "POST",
    path: rest("inventory/v1/sessions/action/reset"),
    plan: sessionEvents("ADMIN_SESSION_RESET", "reset", SESSION_IDS),
  },
  {
    method: "POST",
    path: rest("inventory/v1/sessions/action/restart"),
    plan: sessionEvents("ADMIN_SESSION_RESTART", "restarted", SESSION_IDS),
  },
  {
    method: "POST",
    path: rest("inventory/v1/sessions/action/send-message"),
    plan: sessionEvents("ADMIN_SESSION_SEND_MESSAGE", "sent a message to", MESSAGE_SESSION_IDS),
  },
  {
    method: "POST",
    path: rest("inventory/v1/global-sessions/action/logoff"),
    plan: globalSessionEvents("LOGOFF", "logged off"),
  },
  {
    method: "POST",
    path: rest("inventory/v1/global-sessions/action/disconnect"),
    plan: globalSessionEvents("DISCONNECT", "disconnected"),
  },
  {
    method: "POST",
    path: rest("inventory/v1/global-sessions/action/reset"),
    plan: globalSessionEvents("RESET", "reset"),
  },
  {
    method: "POST",
    path: rest("inventory/v1/global-sessions/action/restart"),
    plan: globalSessionEvents("RESTART", "restarted"),
  },
  {
    method: "POST",
    path: rest("inventory/v1/global-sessions/action/send-message"),
    plan: globalSessionEvents("SEND_MESSAGE", "sent a message to"),
  },
  {
    method: "POST",
    path: rest(`inventory/v[12]/desktop-pools/${ID}/action/schedule-push-image`),
    plan: pushImageEvent("VLSI_DESKTOP_PUSH_IMAGE_SCHEDULED", "scheduled a"),
  },
  {
    method: "POST",
    path: rest(`inventory/v1/desktop-pools/${ID}/action/cancel-scheduled-push-image`),
    plan: pushImageEvent("VLSI_DESKTOP_PUSH_IMAGE_CANCELLED", "cancelled the scheduled"),
  },
  {
    // Enabling or disabling a host (2212 has no drain mode to set: decision 0029) or its session limit.
    method: "PUT",
    path: rest(`inventory/v1/rds-servers/${ID}`),
    plan: ({ params, body, store }) => {
      const host = store.rdsServers.get(params[0] ?? "");
      if (!host) return [];
      const enabled = field(body, "enabled");
      const change = typeof enabled === "boolean" ? `: (enabled: ${String(enabled)})` : "";
      return [
        vlsiEvent("VLSI_RDSSERVER_UPDATED", (actor) => `${actor} updated RDSServer ${host.name}${change}`),
      ];
    },
  },
  ...GLOBAL_ENTITLEMENT_RULES,
  { method: "POST", path: rest("entitlements/v1/desktop-pools"), plan: entitlementEvents("desktop", true) },
  {
    method: "DELETE",
    path: rest("entitlements/v1/desktop-pools"),
    plan: entitlementEvents("desktop", false),
  },
  {
    method: "POST",
    path: rest("entitlements/v1/application-pools"),
    plan: entitlementEvents("application", true),
  },
  {
    method: "DELETE",
    path: rest("entitlements/v1/application-pools"),
    plan: entitlementEvents("application", false),
  },
];

/** Which items of a bulk answer were done: ids, `id/user` for entitlements, `#index` for creations. */
function doneItems(answer: unknown): Set<string> {
  const done = new Set<string>();
  const failed = (item: unknown) => {
    const errors = field(item, "errors");
    return Array.isArray(errors) && errors.length > 0;
  };
  if (!Array.isArray(answer)) return done;
  answer.forEach((item, index) => {
    if (failed(item)) return;
    done.add(`#${index}`);
    const id = text(field(item, "id"));
    if (id !== undefined) done.add(id);
    const details = field(item, "details");
    if (!Array.isArray(details)) return;
    for (const detail of details) {
      if (failed(detail)) continue;
      const user = text(field(detail, "ad_user_or_group_id"));
      const detailId = text(field(detail, "id"));
      if (user !== undefined && id !== undefined) done.add(`${id}/${user}`);
      if (detailId !== undefined) done.add(detailId);
    }
  });
  return done;
}

/** The node that writes the events: the pod's first connection server. */
const NODE = "cs1.example.com";

export interface AuditTrailOptions {
  now: () => number;
  roles?: RoleStore;
  /** The signed-in caller once the route's guard has run; none when it refused the request. */
  callerOf: (c: Context) => InventoryCaller | undefined;
}

export interface AuditTrail {
  middleware: MiddlewareHandler;
  /** The inventory whose event list is written (it registers after the middleware must be in place). */
  attach(store: InventoryStore): void;
}

/** The audit trail of an emulator: one middleware in front of every route. */
export function createAuditTrail({ now, roles, callerOf }: AuditTrailOptions): AuditTrail {
  let store: InventoryStore | undefined;

  const write = (caller: InventoryCaller, planned: PlannedEvent, time: number, inventory: InventoryStore) => {
    const actor = `${caller.domain}\\${caller.username}`;
    const event: Omit<AuditEventRecord, "id"> = {
      time,
      severity: "AUDIT_SUCCESS",
      module: planned.module ?? "Admin",
      type: planned.type,
      message: planned.message(actor),
      ...(caller.sid === undefined ? {} : { user_id: caller.sid }),
      node: NODE,
      ...(planned.desktopPoolName === undefined ? {} : { desktop_pool_name: planned.desktopPoolName }),
      ...(planned.applicationPoolName === undefined
        ? {}
        : { application_pool_name: planned.applicationPoolName }),
      ...(planned.machineId === undefined ? {} : { machine_id: planned.machineId }),
      ...(planned.machineDnsName === undefined ? {} : { machine_dns_name: planned.machineDnsName }),
    };
    inventory.recordEvent(event);
    if (planned.helpdesk)
      recordHelpdeskActivity(inventory, caller, planned.helpdesk.action, planned.helpdesk.session, time);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const inventory = store;
    const rule = inventory ? ruleFor(c) : undefined;
    if (!inventory || !rule) return next();
    const match = rule.path.exec(c.req.path);
    const body = await readBody(c);
    const planned = rule.plan({ params: match?.slice(1) ?? [], body, store: inventory, roles });
    await next();
    const caller = callerOf(c);
    if (!caller || c.res.status < 200 || c.res.status >= 300 || planned.length === 0) return;
    const bulk = planned.some((event) => event.item !== undefined);
    const done = bulk
      ? doneItems(
          await c.res
            .clone()
            .json()
            .catch(() => undefined),
        )
      : new Set<string>();
    const time = now();
    for (const event of planned)
      if (event.item === undefined || done.has(event.item)) write(caller, event, time, inventory);
  };

  return {
    middleware,
    attach(inventory) {
      store = inventory;
    },
  };
}

function ruleFor(c: Context): AuditRule | undefined {
  const method = c.req.method;
  const path = c.req.path;
  return RULES.find((rule) => rule.method === method && rule.path.test(path));
}

/** The request's JSON, read from a copy so the route reads the body as sent; anything else is nothing. */
async function readBody(c: Context): Promise<unknown> {
  try {
    const raw = await c.req.raw.clone().text();
    return raw.trim() === "" ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}
