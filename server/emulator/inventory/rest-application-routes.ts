import type { Context, Env } from "hono";
import { LOCAL_ROOT_ACCESS_GROUP_ID } from "../data/access-groups";
import { APPLICATIONS } from "../data/application-catalogue";
import type { ApplicationPoolRecord } from "../data/inventory-types";
import { APP_VOLUMES_APPLICATIONS } from "../data/seed-application-health";
import { readJsonBody, restError, restForbidden, restNotFound, stringList } from "./http-responses";
import { applicationSettingsProblem, applyApplicationSettings } from "./application-settings";
import { type InventoryCaller, type RouteKit, denyUnlessAny } from "./route-context";
import {
  ApplicationIconStore,
  ICON_MAX_BYTES,
  type IconRecord,
  UNUSED_ICONS_PER_ACCESS_GROUP,
  base64Bytes,
} from "./application-icon-store";

/** The installed applications of a farm or desktop pool, in InstalledApplicationInfo's shape. */
const INSTALLED_APPLICATIONS = APPLICATIONS.map(([name, publisher, executable_path, version]) => ({
  name,
  publisher,
  executable_path,
  version,
  file_types: [],
  other_file_types: [],
}));
const INSTALLED_PATHS = new Set<string>(INSTALLED_APPLICATIONS.map((app) => app.executable_path));

const EXECUTION_FIELDS = ["executable_path", "version", "publisher", "start_folder", "parameters"] as const;

/** Applies the execution fields of an application pool update (validated as strings by the caller). */
export function applyApplicationExecutionChange(
  application: ApplicationPoolRecord,
  body: Record<string, unknown>,
): void {
  for (const field of EXECUTION_FIELDS) {
    const value = body[field];
    if (typeof value === "string") application[field] = value;
  }
}

/**
 * Which of a farm's RDS hosts or a desktop pool's machines lack each executable
 * (validate-installed-applications): a host or machine lacks what its seeded application health names,
 * and every one lacks an executable none has installed.
 */
function validateInstalledApplications(
  members: readonly { id: string; missing_executable_paths?: string[] }[],
  paths: readonly string[],
) {
  return paths.map((path) => {
    const lacking = members.filter(
      (member) => !INSTALLED_PATHS.has(path) || member.missing_executable_paths?.includes(path),
    );
    return lacking.length === 0
      ? { application_exe_path: path, status: "SUCCESS" }
      : {
          application_exe_path: path,
          status: "NOT_INSTALLED",
          machine_or_rds_server_ids: lacking.map((member) => member.id),
        };
  });
}

type CreateSpec = Partial<Record<string, unknown>>;

const STRING_FIELDS = [
  "name",
  "display_name",
  "description",
  "executable_path",
  "version",
  "publisher",
  "start_folder",
  "parameters",
  "farm_id",
  "desktop_pool_id",
  "avm_shortcut_id",
  "category_folder_name",
] as const;
const BOOLEAN_FIELDS: readonly string[] = [
  "enabled",
  "enable_pre_launch",
  "enable_client_restrictions",
  "cloud_brokered",
] as const;
const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function invalidCreateSpec(spec: CreateSpec): string | null {
  for (const field of STRING_FIELDS) {
    if (spec[field] !== undefined && typeof spec[field] !== "string") return `${field} must be a string`;
  }
  for (const field of BOOLEAN_FIELDS) {
    if (spec[field] !== undefined && typeof spec[field] !== "boolean") return `${field} must be a boolean`;
  }
  if (typeof spec.name !== "string" || !NAME_PATTERN.test(spec.name)) {
    return "name is required: 1 to 64 letters, digits, '-' or '_'";
  }
  if (typeof spec.executable_path !== "string" || spec.executable_path.trim() === "") {
    return "executable_path is required";
  }
  if ((spec.farm_id === undefined) === (spec.desktop_pool_id === undefined)) {
    return "Exactly one of farm_id and desktop_pool_id is required";
  }
  return applicationSettingsProblem(
    spec,
    {
      category_folder_name: typeof spec.category_folder_name === "string" ? spec.category_folder_name : "",
      shortcut_locations: spec.shortcut_locations,
    },
    spec.farm_id !== undefined,
  );
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Icon sizes of ApplicationIconCreateSpec (spec 000 §9: 16 to 256 pixels a side). */
const ICON_MIN = 16;
const ICON_MAX = 256;
const isIconSize = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= ICON_MIN && value <= ICON_MAX;

/**
 * Registers the application side of the inventory API: application pool create (every version with a
 * POST), name availability, installed and application volumes applications of farms and desktop pools,
 * application icons and custom icon association. Icons live with the store for the emulator's lifetime.
 */
export function registerRestApplicationRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const icons = new ApplicationIconStore(
    () => deps.now(),
    () => store.applicationPools.all,
  );

  /**
   * The access group an upload is charged to: the highest where the caller holds POOL_MANAGEMENT among
   * Local Root and the groups of the farms and desktop pools (an icon shows only on an application pool,
   * which lives in its farm's or desktop pool's group).
   */
  const uploadGroupOf = (caller: InventoryCaller): string | undefined => {
    if (caller.hasPrivilege("POOL_MANAGEMENT", LOCAL_ROOT_ACCESS_GROUP_ID)) return LOCAL_ROOT_ACCESS_GROUP_ID;
    const hosts = [...store.farms.all, ...store.desktopPools.all];
    return hosts.find((host) => caller.hasPrivilege("POOL_MANAGEMENT", host.access_group_id))
      ?.access_group_id;
  };

  const nameTaken = (name: string) =>
    store.applicationPools.all.some((application) => application.name.toLowerCase() === name.toLowerCase());

  for (const version of ["v1", "v2", "v3"]) {
    app.post(`/rest/inventory/${version}/application-pools`, guard, async (c) => {
      const caller = deps.getCaller(c);
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
      const denied = denyUnlessAny(c, caller, ["POOL_MANAGEMENT"]);
      if (denied) return denied;
      const spec = (typeof body.value === "object" && body.value !== null ? body.value : {}) as CreateSpec;
      const invalid = Array.isArray(body.value) ? "Expected an object" : invalidCreateSpec(spec);
      if (invalid) return restError(c, 400, "invalid.request.body", invalid);
      const farm = typeof spec.farm_id === "string" ? store.farms.get(spec.farm_id) : undefined;
      const pool =
        typeof spec.desktop_pool_id === "string" ? store.desktopPools.get(spec.desktop_pool_id) : undefined;
      const host = farm ?? pool;
      if (!host) {
        const entity =
          farm === undefined && spec.farm_id !== undefined ? "inventory.farm" : "inventory.desktop.pool";
        return restNotFound(c, entity, String(spec.farm_id ?? spec.desktop_pool_id));
      }
      if (!caller.hasPrivilege("POOL_MANAGEMENT", host.access_group_id))
        return restForbidden(c, "POOL_MANAGEMENT");
      if (pool && pool.session_type === "DESKTOP") {
        return restError(
          c,
          400,
          "inventory.application.pool.desktop.pool.unsupported",
          `Desktop pool ${pool.name} does not publish applications`,
        );
      }
      const name = spec.name as string;
      if (nameTaken(name)) {
        return restError(
          c,
          409,
          "inventory.application.pool.name.exists",
          `An application pool named ${name} exists`,
        );
      }
      const record: ApplicationPoolRecord = {
        id: crypto.randomUUID(),
        name,
        display_name:
          typeof spec.display_name === "string" && spec.display_name !== "" ? spec.display_name : name,
        description: typeof spec.description === "string" ? spec.description : "",
        access_group_id: host.access_group_id,
        enabled: spec.enabled !== false,
        enable_pre_launch: spec.enable_pre_launch === true,
        enable_client_restrictions: spec.enable_client_restrictions === true,
        cloud_brokered: spec.cloud_brokered === true,
        executable_path: spec.executable_path as string,
        version: typeof spec.version === "string" ? spec.version : "",
        publisher: typeof spec.publisher === "string" ? spec.publisher : "",
        multi_session_mode: "DISABLED",
        shortcut_locations: [],
        icon_ids: [],
      };
      if (typeof spec.start_folder === "string" && spec.start_folder !== "")
        record.start_folder = spec.start_folder;
      if (typeof spec.parameters === "string" && spec.parameters !== "") record.parameters = spec.parameters;
      if (typeof spec.avm_shortcut_id === "string") record.avm_shortcut_id = spec.avm_shortcut_id;
      if (farm) record.farm_id = farm.id;
      if (pool) record.desktop_pool_id = pool.id;
      applyApplicationSettings(record, spec);
      store.applicationPools.add(record);
      kit.changed();
      c.header("Location", `/rest/inventory/${version}/application-pools/${record.id}`);
      return c.body(null, 201);
    });
  }

  app.post("/rest/inventory/v1/application-pools/action/check-name-availability", guard, async (c) => {
    const caller = deps.getCaller(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const denied = denyUnlessAny(c, caller, ["POOL_VIEW"]);
    if (denied) return denied;
    const name = (body.value as { name?: unknown } | undefined)?.name;
    if (typeof name !== "string" || name === "") {
      return restError(c, 400, "invalid.request.body", "Expected { name }");
    }
    return c.json({ available: NAME_PATTERN.test(name) && !nameTaken(name) });
  });

  /** A farm's or desktop pool's list answer: 404 for an unknown id, 403 outside the caller's groups. */
  function hostList(
    c: Context<Env>,
    host: { access_group_id: string } | undefined,
    entity: string,
    list: () => unknown,
  ): Response {
    const caller = deps.getCaller(c);
    if (!host)
      return denyUnlessAny(c, caller, ["POOL_VIEW"]) ?? restNotFound(c, entity, c.req.param("id") ?? "");
    if (!caller.hasPrivilege("POOL_VIEW", host.access_group_id)) return restForbidden(c, "POOL_VIEW");
    return c.json(list());
  }

  app.get("/rest/inventory/v1/farms/:id/installed-applications", guard, (c) =>
    hostList(c, store.farms.get(c.req.param("id")), "inventory.farm", () => INSTALLED_APPLICATIONS),
  );
  app.post("/rest/inventory/v1/farms/:id/action/validate-installed-applications", guard, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const paths = stringList(body.value);
    if (!paths)
      return restError(c, 400, "invalid.request.body", "The body must be a list of executable paths");
    const farm = store.farms.get(c.req.param("id"));
    return hostList(c, farm, "inventory.farm", () =>
      validateInstalledApplications(
        store.rdsServers.all.filter((server) => server.farm_id === farm?.id),
        paths,
      ),
    );
  });
  // The OpenAPI: "not applicable for RDS desktop pools" (their applications are a farm's).
  app.post(
    "/rest/inventory/v1/desktop-pools/:id/action/validate-installed-applications",
    guard,
    async (c) => {
      const body = await readJsonBody(c);
      if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
      const paths = stringList(body.value);
      if (!paths)
        return restError(c, 400, "invalid.request.body", "The body must be a list of executable paths");
      const pool = store.desktopPools.get(c.req.param("id"));
      if (pool?.type === "RDS" && deps.getCaller(c).hasPrivilege("POOL_VIEW", pool.access_group_id))
        return restError(
          c,
          400,
          "inventory.desktop.pool.type.not.supported",
          `Desktop pool ${pool.name} is an RDS desktop pool`,
        );
      return hostList(c, pool, "inventory.desktop.pool", () =>
        validateInstalledApplications(
          store.machines.all.filter((machine) => machine.desktop_pool_id === pool?.id),
          paths,
        ),
      );
    },
  );
  app.get("/rest/inventory/v1/desktop-pools/:id/installed-applications", guard, (c) => {
    const pool = store.desktopPools.get(c.req.param("id"));
    return hostList(c, pool, "inventory.desktop.pool", () =>
      pool?.session_type === "DESKTOP" ? [] : INSTALLED_APPLICATIONS,
    );
  });
  app.get("/rest/inventory/v1/farms/:id/app-volumes-applications", guard, (c) => {
    const farm = store.farms.get(c.req.param("id"));
    // A manager that does not answer leaves the server nothing to list: a failure, not an empty list.
    if (
      farm?.app_volumes_manager_accessible === false &&
      deps.getCaller(c).hasPrivilege("POOL_VIEW", farm.access_group_id)
    )
      return restError(
        c,
        503,
        "inventory.app.volumes.manager.unreachable",
        "The App Volumes manager does not answer",
      );
    return hostList(c, farm, "inventory.farm", () =>
      APP_VOLUMES_APPLICATIONS.map((entry) => ({ ...entry, file_types: [], other_file_types: [] })),
    );
  });

  /**
   * The category folders of the desktop and application pools the caller may view (POOL_VIEW on their
   * access group), each path once. FEDERATED_LDAP_VIEW alone admits the call too; the emulator's global
   * entitlements have no category folder, so such a caller gets an empty list.
   */
  app.get("/rest/inventory/v1/category-folders", guard, (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, ["POOL_VIEW", "FEDERATED_LDAP_VIEW"]);
    if (denied) return denied;
    const folders = new Set<string>();
    for (const record of [...store.desktopPools.all, ...store.applicationPools.all]) {
      if (record.category_folder_name && caller.hasPrivilege("POOL_VIEW", record.access_group_id))
        folders.add(record.category_folder_name);
    }
    return c.json([...folders].sort((a, b) => a.localeCompare(b)));
  });

  // Application icons.
  const iconTooLarge = (c: Context<Env>) =>
    restError(
      c,
      400,
      "inventory.application.icon.data.too.large",
      `An icon's image data is at most ${ICON_MAX_BYTES / 1024} KiB`,
    );
  /**
   * ApplicationIconInfo: application_pool_ids lists the pools the caller may view (POOL_VIEW on their
   * access group) and is unset when there are none, as the OpenAPI describes the field.
   */
  const iconInfo = (caller: InventoryCaller, icon: IconRecord) => {
    const visible = icons
      .poolsUsing(icon.id)
      .filter((application) => caller.hasPrivilege("POOL_VIEW", application.access_group_id))
      .map((application) => application.id);
    return {
      id: icon.id,
      data: icon.data,
      width: icon.width,
      height: icon.height,
      icon_source: "HORIZON_CONNECTION_SERVER",
      icon_hash: icon.id.replace(/-/g, ""),
      ...(visible.length > 0 ? { application_pool_ids: visible } : {}),
    };
  };
  app.post("/rest/inventory/v1/application-icons", guard, async (c) => {
    const caller = deps.getCaller(c);
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const denied = denyUnlessAny(c, caller, ["POOL_MANAGEMENT"]);
    if (denied) return denied;
    const spec = (body.value ?? {}) as { data?: unknown; width?: unknown; height?: unknown };
    // The size is checked before the characters, so an oversized body costs no pattern match.
    if (typeof spec.data === "string" && spec.data.length > Math.ceil(ICON_MAX_BYTES / 3) * 4)
      return iconTooLarge(c);
    if (typeof spec.data !== "string" || spec.data === "" || !BASE64.test(spec.data)) {
      return restError(c, 400, "invalid.request.body", "data must be base64 image data");
    }
    if (!isIconSize(spec.width) || !isIconSize(spec.height)) {
      return restError(
        c,
        400,
        "inventory.application.icon.size.invalid",
        `An icon is ${ICON_MIN} to ${ICON_MAX} pixels wide and high`,
      );
    }
    if (base64Bytes(spec.data) > ICON_MAX_BYTES) return iconTooLarge(c);
    const accessGroupId = uploadGroupOf(caller);
    if (!accessGroupId) return restForbidden(c, "POOL_MANAGEMENT");
    const icon = icons.add({
      data: spec.data,
      width: spec.width as number,
      height: spec.height as number,
      accessGroupId,
    });
    if (!icon) {
      return restError(
        c,
        400,
        "inventory.application.icon.limit.reached",
        `An access group holds at most ${UNUSED_ICONS_PER_ACCESS_GROUP} icons not used by an application pool: add one to a pool first`,
      );
    }
    c.header("Location", `/rest/inventory/v1/application-icons/${icon.id}`);
    return c.body(null, 201);
  });
  app.get("/rest/inventory/v1/application-icons/:id", guard, (c) => {
    const caller = deps.getCaller(c);
    const denied = denyUnlessAny(c, caller, ["POOL_VIEW"]);
    if (denied) return denied;
    const icon = icons.get(c.req.param("id"));
    return icon
      ? c.json(iconInfo(caller, icon))
      : restNotFound(c, "inventory.application.icon", c.req.param("id"));
  });
  app.get("/rest/inventory/v1/application-icons", guard, (c) => {
    const caller = deps.getCaller(c);
    const id = c.req.query("application_pool_id") ?? "";
    const application = store.applicationPools.get(id);
    if (!application) {
      return denyUnlessAny(c, caller, ["POOL_VIEW"]) ?? restNotFound(c, "inventory.application.pool", id);
    }
    if (!caller.hasPrivilege("POOL_VIEW", application.access_group_id)) return restForbidden(c, "POOL_VIEW");
    return c.json(
      (application.customized_icon_ids ?? []).flatMap((iconId) => {
        const icon = icons.get(iconId);
        return icon ? [iconInfo(caller, icon)] : [];
      }),
    );
  });

  /** The application of an icon action, or the refusal (404 unknown, 403 outside the caller's groups). */
  function iconTarget(c: Context<Env>): ApplicationPoolRecord | Response {
    const caller = deps.getCaller(c);
    const id = c.req.param("id") ?? "";
    const application = store.applicationPools.get(id);
    if (!application) {
      return (
        denyUnlessAny(c, caller, ["POOL_MANAGEMENT"]) ?? restNotFound(c, "inventory.application.pool", id)
      );
    }
    if (!caller.hasPrivilege("POOL_MANAGEMENT", application.access_group_id)) {
      return restForbidden(c, "POOL_MANAGEMENT");
    }
    return application;
  }

  app.post("/rest/inventory/v1/application-pools/:id/action/add-custom-icon", guard, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return restError(c, 400, "invalid.json", "The request body is not valid JSON");
    const application = iconTarget(c);
    if (application instanceof Response) return application;
    const iconId = (body.value as { icon_id?: unknown } | undefined)?.icon_id;
    if (typeof iconId !== "string" || iconId === "") {
      return restError(c, 400, "invalid.request.body", "Expected { icon_id }");
    }
    if (!icons.get(iconId)) return restNotFound(c, "inventory.application.icon", iconId);
    const replaced = application.customized_icon_ids ?? [];
    application.customized_icon_ids = [iconId];
    icons.release(replaced);
    kit.changed();
    return c.body(null, 204);
  });
  app.post("/rest/inventory/v1/application-pools/:id/action/remove-custom-icon", guard, (c) => {
    const application = iconTarget(c);
    if (application instanceof Response) return application;
    if ((application.customized_icon_ids ?? []).length === 0) {
      return restError(
        c,
        409,
        "inventory.application.pool.no.custom.icon",
        `Application ${application.name} has no custom icon`,
      );
    }
    const removed = application.customized_icon_ids ?? [];
    delete application.customized_icon_ids;
    icons.release(removed);
    kit.changed();
    return c.body(null, 204);
  });
}
