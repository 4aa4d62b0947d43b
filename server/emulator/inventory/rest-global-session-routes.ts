import type { Context, Env } from "hono";
import type { GlobalSessionRecord } from "../data/inventory-types";
import { TEXT_LIMITS } from "../http/errors";
import { type BulkItemResult, bulkResult, readJsonBody, restError, restPage } from "./http-responses";
import { readListRequest, pageOf } from "./rest-list";
import {
  type InventoryCaller,
  type RouteKit,
  denyUnlessAny,
  holdsAny,
  withListErrors,
} from "./route-context";
import { FEDERATED_SESSION_VIEW, globalSessionScope } from "./visibility";

/**
 * Fields a global session list may be filtered on. The OpenAPI's call takes only pod_id, user_id and
 * brokering_pod_id; the emulator also answers the house filter syntax on these (docs/emulator.md), so a
 * search across 250,000 sessions is not sent page after page to the browser.
 */
const GLOBAL_SESSION_FILTER_FIELDS: ReadonlySet<string> = new Set([
  "user_id",
  "pod_id",
  "site_id",
  "brokering_pod_id",
  "machine_or_rds_server_dns_name",
  "desktop_pool_or_farm_name",
  "session_state",
  "session_protocol",
  "session_type",
]);

interface ActionSpec {
  pod_id: string;
  ids: string[];
}

function readSpecs(value: unknown): ActionSpec[] | null {
  if (!Array.isArray(value)) return null;
  const specs: ActionSpec[] = [];
  for (const item of value) {
    const spec = item as { pod_id?: unknown; ids?: unknown } | null;
    if (typeof spec?.pod_id !== "string" || !Array.isArray(spec.ids)) return null;
    const ids: unknown[] = spec.ids;
    if (!ids.every((id): id is string => typeof id === "string")) return null;
    specs.push({ pod_id: spec.pod_id, ids });
  }
  return specs;
}

type Problem = { status: number; key: string; message: string };

const MESSAGE_TYPES = new Set(["ERROR", "WARNING", "INFO"]);

/**
 * Registers the federation's global session actions: per pod, a result per session id; a session is
 * in scope with FEDERATED_SESSIONS_MANAGE on one of its federation access groups, or the local
 * privilege on its local access group.
 */
export function registerRestGlobalSessionRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();

  // Exactly one of pod_id, user_id and brokering_pod_id (the OpenAPI's rule); filter and sort_by narrow it.
  app.get("/rest/inventory/v1/global-sessions", guard, (c) =>
    withListErrors(c, () => {
      const caller = deps.getCaller(c);
      const denied = denyUnlessAny(c, caller, FEDERATED_SESSION_VIEW);
      if (denied) return denied;
      const url = new URL(c.req.url);
      const podId = url.searchParams.get("pod_id");
      const userId = url.searchParams.get("user_id");
      const brokeringPodId = url.searchParams.get("brokering_pod_id");
      if ([podId, userId, brokeringPodId].filter((value) => value).length !== 1) {
        return restError(
          c,
          400,
          "federation.global.sessions.query.invalid",
          "Exactly one of pod_id, user_id or brokering_pod_id is required",
        );
      }
      if ((podId && !store.pods.get(podId)) || (brokeringPodId && !store.pods.get(brokeringPodId))) {
        return restError(c, 404, "federation.pod.not.found", `No pod with id ${podId ?? brokeringPodId}`);
      }
      const inScope = globalSessionScope(caller);
      return restPage(
        pageOf(
          store.globalSessions.all,
          readListRequest(url),
          GLOBAL_SESSION_FILTER_FIELDS,
          (session) =>
            (podId ? session.pod_id === podId : true) &&
            (userId ? session.user_id === userId : true) &&
            (brokeringPodId ? session.brokering_pod_id === brokeringPodId : true) &&
            inScope(session),
        ),
      );
    }),
  );

  function run(
    c: Context<Env>,
    caller: InventoryCaller,
    specs: ActionSpec[],
    localPrivilege: string,
    check: (session: GlobalSessionRecord) => Problem | null,
    apply: (session: GlobalSessionRecord) => void,
  ): Response {
    if (!holdsAny(caller, [localPrivilege, "FEDERATED_SESSIONS_MANAGE"])) {
      return restError(
        c,
        403,
        "insufficient.privilege",
        `The caller needs ${localPrivilege} or FEDERATED_SESSIONS_MANAGE`,
      );
    }
    const now = deps.now();
    let changed = false;
    const results = specs.map((spec) => {
      if (!store.pods.get(spec.pod_id)) {
        const message = `No pod with id ${spec.pod_id}`;
        return {
          pod_id: spec.pod_id,
          status_code: 404,
          timestamp: now,
          errors: [{ error_key: "federation.pod.not.found", error_message: message }],
          error_messages: [message],
        };
      }
      const details: BulkItemResult[] = spec.ids.map((id) => {
        const session = store.globalSessions.get(id);
        if (!session || session.pod_id !== spec.pod_id) {
          return bulkResult(id, now, {
            status: 404,
            key: "inventory.global.session.not.found",
            message: `No session ${id} on this pod`,
          });
        }
        const allowed =
          session.federated_access_group_ids.some((group) =>
            caller.hasPrivilege("FEDERATED_SESSIONS_MANAGE", group),
          ) || caller.hasPrivilege(localPrivilege, session.local_access_group_id);
        if (!allowed) {
          return bulkResult(id, now, {
            status: 403,
            key: "insufficient.privilege",
            message: "The caller may not manage this session",
          });
        }
        const problem = check(session);
        if (problem) return bulkResult(id, now, problem);
        apply(session);
        changed = true;
        return bulkResult(id, now);
      });
      return { pod_id: spec.pod_id, status_code: 200, timestamp: now, details };
    });
    if (changed) kit.changed();
    return c.json(results);
  }

  const base = "/rest/inventory/v1/global-sessions/action";
  const connectedOnly = (session: GlobalSessionRecord, action: string): Problem | null =>
    session.session_state === "CONNECTED"
      ? null
      : {
          status: 400,
          key: "inventory.session.invalid.state",
          message: `Cannot ${action} a session in state ${session.session_state}`,
        };
  const end = (session: GlobalSessionRecord) => {
    store.globalSessions.remove(session.id);
  };

  const simple = (
    action: string,
    localPrivilege: string,
    check: (session: GlobalSessionRecord) => Problem | null,
    apply: (session: GlobalSessionRecord) => void,
  ) =>
    app.post(`${base}/${action}`, guard, async (c) => {
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
      const specs = readSpecs(body.value);
      if (!specs) return restError(c, 400, "invalid.request.body", "Expected a list of {pod_id, ids}");
      return run(c, deps.getCaller(c), specs, localPrivilege, check, apply);
    });

  simple(
    "disconnect",
    "MACHINE_MANAGE_VDI_SESSION",
    (s) => connectedOnly(s, "disconnect"),
    (session) => {
      session.session_state = "DISCONNECTED";
      session.disconnected_time = deps.now();
    },
  );
  simple("logoff", "MACHINE_MANAGE_VDI_SESSION", () => null, end);
  for (const action of ["reset", "restart"]) {
    simple(
      action,
      "MACHINE_REBOOT",
      (session) =>
        session.session_type === "DESKTOP"
          ? null
          : {
              status: 400,
              key: "inventory.session.operation.unsupported",
              message: `Cannot ${action} an application session`,
            },
      end,
    );
  }
  app.post(`${base}/send-message`, guard, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const spec = body.value as
      { message?: unknown; message_type?: unknown; global_session_action_specs?: unknown } | undefined;
    if (typeof spec?.message !== "string" || spec.message.trim() === "") {
      return restError(c, 400, "inventory.session.message.required", "message is required");
    }
    if (spec.message.length > TEXT_LIMITS.message) {
      return restError(
        c,
        400,
        "request.field.too_long",
        `message is longer than ${TEXT_LIMITS.message} characters`,
      );
    }
    if (typeof spec.message_type !== "string" || !MESSAGE_TYPES.has(spec.message_type)) {
      return restError(
        c,
        400,
        "inventory.session.message.type.invalid",
        "message_type must be ERROR, WARNING or INFO",
      );
    }
    const specs = readSpecs(spec.global_session_action_specs);
    if (!specs)
      return restError(c, 400, "invalid.request.body", "global_session_action_specs must list {pod_id, ids}");
    return run(
      c,
      deps.getCaller(c),
      specs,
      "MACHINE_MANAGE_VDI_SESSION",
      (s) => connectedOnly(s, "send a message to"),
      () => undefined,
    );
  });
}
