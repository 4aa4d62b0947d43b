import type { Context, Env } from "hono";
import type { MonitorRecord } from "../data/seed-inventory";
import { bulkResult, readJsonBody, restError, restNotFound, stringList } from "./http-responses";
import { RADIUS_AUTHENTICATOR_ID } from "./rest-authenticator-routes";
import { type RouteKit, denyUnlessAny, denyUnlessPodWide } from "./route-context";
import { csrOf, isPem } from "./server-certificates";

/** The OpenAPI's pattern for `format: byte` fields. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// The OpenAPI's privileges.
const VIEW = ["GLOBAL_CONFIG_VIEW", "INVENTORY_ADMINISTRATOR_VIEW", "POOL_VIEW"];
const CONFIG_VIEW = ["GLOBAL_CONFIG_VIEW"];
const MANAGE = ["GLOBAL_CONFIG_MANAGEMENT"];
const CERTIFICATES = ["MANAGE_CERTIFICATES"];
const DAY_MS = 86_400_000;

const SMART_CARD_SUPPORT = ["OFF", "OPTIONAL", "REQUIRED"] as const;
/** ConnectionServerSAMLInfo.saml_support: off, allowed, or required (several authenticators each). */
const SAML_SUPPORT = ["DISABLED", "MULTI_ENABLED", "MULTI_REQUIRED"] as const;
const TAG = /^[A-Za-z0-9_.-]{1,64}$/;

/** ConnectionServerJWTInfo.jwt_support. */
const JWT_SUPPORT = ["DISABLED", "MULTI_ENABLED", "MULTI_REQUIRED"] as const;

/** The per-server settings an administrator edits (ConnectionServerUpdateSpecV2's fields). */
interface ServerSettings {
  tags: string[];
  smart_card_support: (typeof SMART_CARD_SUPPORT)[number];
  logoff_when_remove_smart_card: boolean;
  bypass_tunnel: boolean;
  bypass_pcoip_gateway: boolean;
  bypass_app_blast_gateway: boolean;
  disclose_service_principal_name: boolean;
  host_redirection: boolean;
  gss_api_enabled: boolean;
  rsa_secure_id_enabled: boolean;
  radius_enabled: boolean;
  /** The RADIUS authenticator of an enabled RADIUS sign-in (the seeded one when the body names none). */
  radius_authenticator_id: string;
  saml_support: (typeof SAML_SUPPORT)[number];
  /** Undefined: every SAML authenticator of the pod. */
  saml_authenticator_ids?: string[];
  jwt_support: (typeof JWT_SUPPORT)[number];
  jwt_authenticator_ids: string[];
  unauthenticated_access_enabled: boolean;
}

/** ConnectionServerUpdateSpecV2's required fields and the type each must have. */
const UPDATE_REQUIRED: Record<string, "boolean" | "object" | readonly string[]> = {
  bypass_app_blast_gateway: "boolean",
  bypass_pcoip_gateway: "boolean",
  disclose_service_principal_name: "boolean",
  enabled: "boolean",
  host_redirection: "boolean",
  gss_apiinfo: "object",
  radius_info: "object",
  rsa_secure_id_info: "object",
  saml_info: "object",
  unauthenticated_access_info: "object",
  smart_card_support: SMART_CARD_SUPPORT,
  smart_card_support_for_admin: SMART_CARD_SUPPORT,
};
/** The required field of each nested spec (ConnectionServer*Spec). */
const NESTED_REQUIRED: Record<string, [string, "boolean" | readonly string[]]> = {
  gss_apiinfo: ["gss_apienabled", "boolean"],
  radius_info: ["radius_enabled", "boolean"],
  rsa_secure_id_info: ["secure_id_enabled", "boolean"],
  saml_info: ["saml_support", SAML_SUPPORT],
  unauthenticated_access_info: ["enabled", "boolean"],
};

interface AppVolumesManager {
  id: string;
  server_name: string;
  port: number;
  username: string;
  certificate_pushed: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const passwordOf = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : Array.isArray(value) && value.every((item) => typeof item === "string")
      ? value.join("")
      : undefined;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

/** Sixteen hex digits derived from a text: a stable serial number per server. */
function id16(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return (hash.toString(16).padStart(8, "0") + (hash ^ 0x5bd1e995).toString(16).padStart(8, "0")).slice(
    0,
    16,
  );
}

/**
 * Connection servers (list and get v1/v2, enable, disable, the emulator's own settings update, CSR and
 * certificate import of the OpenAPI) and App Volumes managers (the OpenAPI's calls and their monitor).
 * A server's enabled state and certificate live in its monitor record, so the dashboard follows every
 * change; settings, managers and passwords live in memory.
 */
export function registerRestConnectionServerRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const deny = (c: Context<Env>, privileges: readonly string[]) =>
    denyUnlessAny(c, deps.getCaller(c), privileges);
  const monitors = () => store.monitor.connectionServers;
  const settings = new Map<string, ServerSettings>();
  const settingsOf = (id: string): ServerSettings => {
    let found = settings.get(id);
    if (!found) {
      const index = monitors().findIndex((monitor) => monitor.id === id);
      found = {
        tags: [["internal", "dmz-east"], ["internal"]][index] ?? [],
        smart_card_support: "OPTIONAL",
        logoff_when_remove_smart_card: false,
        bypass_tunnel: false,
        bypass_pcoip_gateway: false,
        bypass_app_blast_gateway: false,
        disclose_service_principal_name: false,
        host_redirection: false,
        gss_api_enabled: false,
        rsa_secure_id_enabled: false,
        radius_enabled: false,
        radius_authenticator_id: RADIUS_AUTHENTICATOR_ID,
        saml_support: "DISABLED",
        jwt_support: "DISABLED",
        jwt_authenticator_ids: [],
        unauthenticated_access_enabled: false,
      };
      settings.set(id, found);
    }
    return found;
  };
  const isEnabled = (monitor: MonitorRecord) => monitor.enabled !== false;
  // The status a disabled server reported while enabled, restored when it is enabled again.
  const statusBeforeDisable = new Map<string, unknown>();
  let pendingCsr: string | undefined;
  /** Enables or disables a server (its monitor follows), or says why the last enabled one stays. */
  const setEnabled = (monitor: MonitorRecord, enable: boolean, now: number) => {
    if (isEnabled(monitor) === enable) return undefined;
    if (!enable && monitors().filter(isEnabled).length === 1)
      return {
        key: "config.connection.server.last.enabled",
        message: `${String(monitor.name)} is the last enabled connection server`,
      };
    if (enable) {
      monitor.status = statusBeforeDisable.get(monitor.id) ?? "OK";
      delete monitor.enabled;
    } else {
      statusBeforeDisable.set(monitor.id, monitor.status);
      // A disabled server takes no connections: its health is unknown to the pod (grey).
      monitor.status = "UNKNOWN";
      monitor.enabled = false;
    }
    monitor.last_updated_timestamp = now;
    kit.changed();
    return undefined;
  };

  const serverInfo = (monitor: MonitorRecord, index: number) => {
    const own = settingsOf(monitor.id);
    const name = String(monitor.name);
    const details = isObject(monitor.details) ? monitor.details : {};
    return {
      id: monitor.id,
      name,
      fqhn: name,
      server_url: `https://${name}:443`,
      external_url: `https://${name}:443`,
      enabled: isEnabled(monitor),
      tags: own.tags,
      version: typeof details.version === "string" ? details.version : "",
      cluster_name: "Cluster-CS",
      local_connection_server: index === 0,
      ip_mode: "IPv4",
      bypass_tunnel: own.bypass_tunnel,
      bypass_pcoip_gateway: own.bypass_pcoip_gateway,
      bypass_app_blast_gateway: own.bypass_app_blast_gateway,
      disclose_service_principal_name: own.disclose_service_principal_name,
      host_redirection: own.host_redirection,
      smart_card_support: own.smart_card_support,
      smart_card_support_for_admin: deps.adminSmartCardMode?.() ?? "OFF",
      logoff_when_remove_smart_card: own.logoff_when_remove_smart_card,
      gss_apiinfo: { gss_apienabled: own.gss_api_enabled },
      rsa_secure_id_info: { secure_id_enabled: own.rsa_secure_id_enabled },
      radius_info: {
        radius_enabled: own.radius_enabled,
        ...(own.radius_enabled ? { radius_authenticator_id: own.radius_authenticator_id } : {}),
      },
      saml_info: {
        saml_support: own.saml_support,
        saml_authenticator_ids:
          own.saml_authenticator_ids ??
          store.monitor.samlAuthenticators.map((authenticator) => authenticator.id),
      },
      jwt_info: { jwt_support: own.jwt_support, jwt_authenticator_ids: own.jwt_authenticator_ids },
      unauthenticated_access_info: { enabled: own.unauthenticated_access_enabled },
      fips_mode_enabled: false,
    };
  };

  /** The OpenAPI's certificate times: "yyyyMMddHHmmss" (UTC). */
  const certificateTime = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, "").slice(0, 14);

  // Before /connection-servers/:id, which would take "certificates" for an id.
  // The certificates of the connection server the call reaches (its personal store, CertificateInfo): the
  // machine certificate in use, and the self-signed default it replaced, kept and no longer in use.
  app.get("/rest/config/v1/connection-servers/certificates", guard, (c) => {
    const denied = deny(c, CONFIG_VIEW);
    if (denied) return denied;
    const local = monitors()[0];
    if (!local) return c.json([]);
    const name = String(local.name);
    const now = deps.now();
    const held = isObject(local.certificate) ? local.certificate : {};
    const from = typeof held.valid_from === "number" ? held.valid_from : now;
    const until = typeof held.valid_to === "number" ? held.valid_to : now;
    const isDefault = local.default_certificate === true;
    const selfSigned = `CN=${name}, OU=Horizon default certificate, O=Example`;
    const machine = {
      certificate_usage: "MACHINE",
      subject_name: isDefault ? selfSigned : `CN=${name}, O=Example`,
      issuer_name: isDefault ? selfSigned : "CN=Example Issuing CA 01, DC=example, DC=com",
      serial_number: `5a${id16(name)}`,
      signature_algorithm: "SHA256withRSA",
      valid_from: certificateTime(from),
      valid_until: certificateTime(until),
      is_valid: held.valid === true && until > now,
      in_use: true,
      invalid_reasons: held.valid === true ? [] : ["NOT_TRUSTED"],
      dnssubject_alternative_names: [name],
    };
    const selfSignedDefault = {
      certificate_usage: "MACHINE",
      subject_name: selfSigned,
      issuer_name: selfSigned,
      serial_number: `3c${id16(`${name}-default`)}`,
      signature_algorithm: "SHA256withRSA",
      valid_from: certificateTime(from - 400 * DAY_MS),
      valid_until: certificateTime(from - 400 * DAY_MS + 1825 * DAY_MS),
      is_valid: false,
      in_use: false,
      invalid_reasons: ["NOT_TRUSTED"],
      dnssubject_alternative_names: [name],
    };
    return c.json(isDefault ? [machine] : [machine, selfSignedDefault]);
  });

  for (const version of ["v1", "v2"]) {
    app.get(
      `/rest/config/${version}/connection-servers`,
      guard,
      (c) => deny(c, VIEW) ?? c.json(monitors().map(serverInfo)),
    );
    app.get(`/rest/config/${version}/connection-servers/:id`, guard, (c) => {
      const denied = deny(c, VIEW);
      if (denied) return denied;
      const id = c.req.param("id") ?? "";
      const index = monitors().findIndex((monitor) => monitor.id === id);
      const monitor = monitors()[index];
      return monitor ? c.json(serverInfo(monitor, index)) : restNotFound(c, "config.connection.server", id);
    });
  }

  for (const [action, enable] of [
    ["enable", true],
    ["disable", false],
  ] as const) {
    app.post(`/rest/config/v1/connection-servers/action/${action}`, guard, async (c) => {
      const denied = deny(c, MANAGE);
      if (denied) return denied;
      const read = await readJsonBody(c);
      const ids = read.ok ? stringList(read.value) : null;
      if (!ids || ids.length === 0)
        return restError(c, 400, "invalid.request.body", "The body must be a list of connection server ids");
      const now = deps.now();
      return c.json(
        ids.map((id) => {
          const monitor = monitors().find((candidate) => candidate.id === id);
          if (!monitor)
            return bulkResult(id, now, {
              status: 404,
              key: "config.connection.server.not.found",
              message: `No connection server with id ${id}`,
            });
          const refusal = setEnabled(monitor, enable, now);
          return bulkResult(id, now, refusal && { status: 400, ...refusal });
        }),
      );
    });
  }

  /** The JWT settings of ConnectionServerJWTSpec, or the problem with them. */
  const jwtOf = (value: unknown, current: ServerSettings) => {
    if (value === undefined) return {};
    if (!isObject(value)) return "jwt_info must be an object";
    const support =
      value.jwt_support === undefined ? current.jwt_support : oneOf(JWT_SUPPORT, value.jwt_support);
    if (!support) return `jwt_support must be one of ${JWT_SUPPORT.join(", ")}`;
    const ids =
      value.jwt_authenticator_ids === undefined
        ? current.jwt_authenticator_ids
        : stringList(value.jwt_authenticator_ids);
    if (!ids) return "jwt_authenticator_ids must be a list of ids";
    return { jwt_support: support, jwt_authenticator_ids: ids };
  };

  // 2212's v1 update carries the JWT settings only (ConnectionServerUpdateSpec).
  app.put("/rest/config/v1/connection-servers/:id", guard, async (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    if (!monitors().some((monitor) => monitor.id === id))
      return restNotFound(c, "config.connection.server", id);
    const read = await readJsonBody(c);
    if (!read.ok || !isObject(read.value))
      return restError(c, 400, "invalid.request.body", "The body must be a JSON object");
    const jwt = jwtOf(read.value.jwt_info, settingsOf(id));
    if (typeof jwt === "string") return restError(c, 400, "invalid.request.body", jwt);
    settings.set(id, { ...settingsOf(id), ...jwt });
    kit.changed();
    return c.body(null, 204);
  });

  /** The first required field of ConnectionServerUpdateSpecV2 (or of a nested spec) missing or mistyped. */
  const updateProblem = (spec: Json): string | undefined => {
    for (const [field, rule] of Object.entries(UPDATE_REQUIRED)) {
      const value = spec[field];
      if (value === undefined || value === null) return `${field} is required`;
      const fits =
        rule === "boolean"
          ? typeof value === "boolean"
          : rule === "object"
            ? isObject(value)
            : oneOf(rule, value);
      if (!fits) return `${field} is not valid`;
    }
    for (const [field, [inner, rule]] of Object.entries(NESTED_REQUIRED)) {
      const value = (spec[field] as Json)[inner];
      if (value === undefined || value === null) return `${field}.${inner} is required`;
      if (rule === "boolean" ? typeof value !== "boolean" : !oneOf(rule, value))
        return `${field}.${inner} is not valid`;
    }
    for (const field of ["bypass_tunnel", "logoff_when_remove_smart_card"])
      if (spec[field] !== undefined && typeof spec[field] !== "boolean")
        return `${field} must be true or false`;
    return undefined;
  };

  // The full update of 2212 (ConnectionServerUpdateSpecV2): every required field, the rest kept when absent.
  app.put("/rest/config/v2/connection-servers/:id", guard, async (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    const monitor = monitors().find((candidate) => candidate.id === id);
    if (!monitor) return restNotFound(c, "config.connection.server", id);
    const read = await readJsonBody(c);
    if (!read.ok || !isObject(read.value))
      return restError(c, 400, "invalid.request.body", "The body must be a JSON object");
    const spec = read.value;
    const problem = updateProblem(spec);
    if (problem) return restError(c, 400, "invalid.request.body", problem);
    const current = settingsOf(id);
    const invalid = (key: string, message: string) => restError(c, 400, key, message);
    let tags = current.tags;
    if (spec.tags !== undefined) {
      const list = Array.isArray(spec.tags) ? spec.tags : null;
      if (!list || !list.every((tag) => typeof tag === "string" && TAG.test(tag)))
        return invalid(
          "config.connection.server.tag.invalid",
          "tags are up to 64 letters, digits, dots, dashes or underscores each",
        );
      tags = [...new Set(list as string[])];
    }
    const jwt = jwtOf(spec.jwt_info, current);
    if (typeof jwt === "string") return restError(c, 400, "invalid.request.body", jwt);
    const radius = spec.radius_info as Json;
    const saml = spec.saml_info as Json;
    const radiusId = radius.radius_authenticator_id;
    if (radiusId !== undefined && typeof radiusId !== "string")
      return restError(c, 400, "invalid.request.body", "radius_authenticator_id must be an id");
    const samlIds =
      saml.saml_authenticator_ids === undefined ? undefined : stringList(saml.saml_authenticator_ids);
    if (samlIds === null)
      return restError(c, 400, "invalid.request.body", "saml_authenticator_ids must be a list of ids");
    const next: ServerSettings = {
      ...current,
      ...jwt,
      tags,
      smart_card_support: spec.smart_card_support as ServerSettings["smart_card_support"],
      bypass_pcoip_gateway: spec.bypass_pcoip_gateway as boolean,
      bypass_app_blast_gateway: spec.bypass_app_blast_gateway as boolean,
      disclose_service_principal_name: spec.disclose_service_principal_name as boolean,
      host_redirection: spec.host_redirection as boolean,
      gss_api_enabled: (spec.gss_apiinfo as Json).gss_apienabled as boolean,
      rsa_secure_id_enabled: (spec.rsa_secure_id_info as Json).secure_id_enabled as boolean,
      radius_enabled: radius.radius_enabled as boolean,
      radius_authenticator_id: typeof radiusId === "string" ? radiusId : current.radius_authenticator_id,
      saml_support: saml.saml_support as ServerSettings["saml_support"],
      unauthenticated_access_enabled: (spec.unauthenticated_access_info as Json).enabled as boolean,
      ...(samlIds ? { saml_authenticator_ids: samlIds } : {}),
      ...(typeof spec.bypass_tunnel === "boolean" ? { bypass_tunnel: spec.bypass_tunnel } : {}),
      ...(typeof spec.logoff_when_remove_smart_card === "boolean"
        ? { logoff_when_remove_smart_card: spec.logoff_when_remove_smart_card }
        : {}),
    };
    if (next.smart_card_support === "REQUIRED" && (next.rsa_secure_id_enabled || next.radius_enabled))
      return invalid(
        "config.connection.server.smart.card.conflict",
        "Required smart-card sign-in cannot be combined with RSA SecurID or RADIUS",
      );
    const refusal = setEnabled(monitor, spec.enabled as boolean, deps.now());
    if (refusal) return invalid(refusal.key, refusal.message);
    settings.set(id, next);
    kit.changed();
    return c.body(null, 204);
  });

  app.post("/rest/config/v1/connection-servers/action/generate-csr", guard, async (c) => {
    // The server's TLS certificate is pod-wide: MANAGE_CERTIFICATES on a child access group does not reach it.
    const denied = denyUnlessPodWide(c, deps.getCaller(c), CERTIFICATES);
    if (denied) return denied;
    const read = await readJsonBody(c);
    const spec = read.ok && isObject(read.value) ? read.value : null;
    const subject = spec && typeof spec.subject_name === "string" ? spec.subject_name.trim() : "";
    if (!/^CN=[^,]+/.test(subject))
      return restError(c, 400, "config.certificate.subject.invalid", "subject_name must start with CN=");
    const names = spec?.dns_subject_alternative_names ?? [];
    if (!Array.isArray(names) || !names.every((name) => typeof name === "string" && name.trim() !== ""))
      return restError(
        c,
        400,
        "config.certificate.san.invalid",
        "dns_subject_alternative_names must be host names",
      );
    if (spec?.certificate_usage !== undefined && spec.certificate_usage !== "MACHINE")
      return restError(c, 400, "config.certificate.usage.invalid", "certificate_usage must be MACHINE");
    pendingCsr = csrOf(subject, names as string[]);
    return c.json({ csr: pendingCsr });
  });

  app.post("/rest/config/v1/connection-servers/action/import-certificate", guard, async (c) => {
    // The server's TLS certificate is pod-wide: MANAGE_CERTIFICATES on a child access group does not reach it.
    const denied = denyUnlessPodWide(c, deps.getCaller(c), CERTIFICATES);
    if (denied) return denied;
    const read = await readJsonBody(c);
    const spec = read.ok && isObject(read.value) ? read.value : null;
    const format = spec?.format ?? "pem";
    if (!spec || (format !== "pem" && format !== "pfx"))
      return restError(c, 400, "config.certificate.format.invalid", "format must be pem or pfx");
    // certificate_chain is `format: byte`: the file's bytes in base64 (the schema refuses anything else).
    const chain =
      typeof spec.certificate_chain === "string" && BASE64.test(spec.certificate_chain)
        ? Buffer.from(spec.certificate_chain, "base64").toString("utf8")
        : undefined;
    if (!isPem(chain, "CERTIFICATE"))
      return restError(c, 400, "config.certificate.invalid", "certificate_chain must hold a PEM certificate");
    if (format === "pem" && !pendingCsr)
      return restError(
        c,
        400,
        "config.certificate.no.pending.request",
        "A PEM certificate answers a signing request: generate one first",
      );
    if (format === "pfx" && !passwordOf(spec.certificate_password))
      return restError(c, 400, "config.certificate.password.required", "A PFX file needs its password");
    const local = monitors()[0];
    if (local) {
      const now = deps.now();
      local.certificate = { valid: true, valid_from: now, valid_to: now + 730 * DAY_MS };
      local.default_certificate = false;
      local.last_updated_timestamp = now;
    }
    pendingCsr = undefined;
    kit.changed();
    return c.body(null, 204);
  });

  // App Volumes managers.
  const managers: AppVolumesManager[] = [
    {
      id: crypto.randomUUID(),
      server_name: "avm1.example.com",
      port: 443,
      username: "svc-appvol",
      certificate_pushed: true,
    },
    {
      id: crypto.randomUUID(),
      server_name: "avm2.example.com",
      port: 443,
      username: "svc-appvol",
      certificate_pushed: false,
    },
  ];
  const managerPasswords = new Map<string, string>(managers.map((manager) => [manager.id, "seeded"]));
  // The farms whose volumes manager does not answer (seeded application health) belong to the second.
  for (const farm of store.farms.all) {
    if (farm.app_volumes_manager_accessible === undefined) continue;
    // The farm names its manager (FarmInfoV5's app_volumes_manager_guid): the one link, as on a real pod.
    farm.app_volumes_manager_guid = managers[farm.app_volumes_manager_accessible ? 0 : 1]?.id;
  }
  const managerOf = (c: Context) => managers.find((manager) => manager.id === c.req.param("id"));
  const managerInfo = ({ id, server_name, port, username }: AppVolumesManager) => ({
    id,
    server_name,
    port,
    username,
  });
  type ManagerSpec = { serverName: string; port: number; username: string; password: string | undefined };
  const managerSpec = (
    spec: Json,
    current?: AppVolumesManager,
  ): ManagerSpec | { key: string; message: string } => {
    const serverName =
      typeof spec.server_name === "string" ? spec.server_name.trim() : (current?.server_name ?? "");
    if (!/^[a-z0-9.-]+$/i.test(serverName))
      return {
        key: "config.app.volumes.manager.server.name.invalid",
        message: "server_name must be a host name",
      };
    const port = spec.port ?? current?.port ?? 443;
    if (!Number.isInteger(port) || (port as number) < 1 || (port as number) > 65_535)
      return { key: "config.port.invalid", message: "port must be a whole number from 1 to 65535" };
    const username = typeof spec.username === "string" ? spec.username.trim() : (current?.username ?? "");
    if (username === "")
      return { key: "config.app.volumes.manager.username.required", message: "username is required" };
    const password = passwordOf(spec.password);
    if (!current && !password)
      return { key: "config.app.volumes.manager.password.required", message: "password is required" };
    return { serverName, port: port as number, username, password };
  };
  const readSpec = async (c: Context) => {
    const read = await readJsonBody(c);
    return read.ok && isObject(read.value) ? read.value : null;
  };

  app.get(
    "/rest/config/v1/app-volumes-manager",
    guard,
    (c) => deny(c, CONFIG_VIEW) ?? c.json(managers.map(managerInfo)),
  );
  app.get("/rest/config/v1/app-volumes-manager/:id", guard, (c) => {
    const denied = deny(c, CONFIG_VIEW);
    if (denied) return denied;
    const manager = managerOf(c);
    return manager
      ? c.json(managerInfo(manager))
      : restNotFound(c, "config.app.volumes.manager", c.req.param("id") ?? "");
  });
  app.post("/rest/config/v1/app-volumes-manager", guard, async (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const spec = await readSpec(c);
    if (!spec) return restError(c, 400, "invalid.request.body", "The body must be a JSON object");
    const parsed = managerSpec(spec);
    if ("key" in parsed) return restError(c, 400, parsed.key, parsed.message);
    if (managers.some((manager) => manager.server_name.toLowerCase() === parsed.serverName.toLowerCase()))
      return restError(c, 409, "config.app.volumes.manager.exists", `${parsed.serverName} is already added`);
    const manager: AppVolumesManager = {
      id: crypto.randomUUID(),
      server_name: parsed.serverName,
      port: parsed.port,
      username: parsed.username,
      certificate_pushed: false,
    };
    managers.push(manager);
    managerPasswords.set(manager.id, parsed.password ?? "");
    c.header("Location", `/rest/config/v1/app-volumes-manager/${manager.id}`);
    return c.json({ id: manager.id }, 201);
  });
  app.put("/rest/config/v1/app-volumes-manager/:id", guard, async (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const manager = managerOf(c);
    if (!manager) return restNotFound(c, "config.app.volumes.manager", c.req.param("id") ?? "");
    const spec = await readSpec(c);
    if (!spec) return restError(c, 400, "invalid.request.body", "The body must be a JSON object");
    const parsed = managerSpec(spec, manager);
    if ("key" in parsed) return restError(c, 400, parsed.key, parsed.message);
    Object.assign(manager, { server_name: parsed.serverName, port: parsed.port, username: parsed.username });
    if (parsed.password) managerPasswords.set(manager.id, parsed.password);
    return c.body(null, 204);
  });
  app.delete("/rest/config/v1/app-volumes-manager/:id", guard, (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const manager = managerOf(c);
    if (!manager) return restNotFound(c, "config.app.volumes.manager", c.req.param("id") ?? "");
    managers.splice(managers.indexOf(manager), 1);
    managerPasswords.delete(manager.id);
    return c.body(null, 204);
  });
  const farmBulk = (c: Context, ids: string[], apply: (farmId: string) => string | undefined) => {
    const now = deps.now();
    return c.json(
      ids.map((farmId) => {
        if (!store.farms.get(farmId))
          return bulkResult(farmId, now, {
            status: 404,
            key: "inventory.farm.not.found",
            message: `No farm with id ${farmId}`,
          });
        const refused = apply(farmId);
        return refused
          ? bulkResult(farmId, now, {
              status: 400,
              key: "config.app.volumes.manager.farm.unassigned",
              message: refused,
            })
          : bulkResult(farmId, now);
      }),
    );
  };
  const farmIds = async (c: Context) => {
    const read = await readJsonBody(c);
    return read.ok ? stringList(read.value) : null;
  };
  app.post("/rest/config/v1/app-volumes-manager/:id/action/assign-farms", guard, async (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const manager = managerOf(c);
    if (!manager) return restNotFound(c, "config.app.volumes.manager", c.req.param("id") ?? "");
    const ids = await farmIds(c);
    if (!ids || ids.length === 0)
      return restError(c, 400, "invalid.request.body", "The body must be a list of farm ids");
    return farmBulk(c, ids, (farmId) => {
      const farm = store.farms.get(farmId);
      if (farm) farm.app_volumes_manager_guid = manager.id;
      return undefined;
    });
  });
  app.post("/rest/config/v1/app-volumes-manager/action/unassign-farms", guard, async (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const ids = await farmIds(c);
    if (!ids || ids.length === 0)
      return restError(c, 400, "invalid.request.body", "The body must be a list of farm ids");
    return farmBulk(c, ids, (farmId) => {
      const farm = store.farms.get(farmId);
      if (!farm?.app_volumes_manager_guid) return "The farm has no App Volumes manager";
      farm.app_volumes_manager_guid = undefined;
      return undefined;
    });
  });
  app.post("/rest/config/v1/app-volumes-manager/:id/action/push-certificates", guard, (c) => {
    const denied = deny(c, MANAGE);
    if (denied) return denied;
    const manager = managerOf(c);
    if (!manager) return restNotFound(c, "config.app.volumes.manager", c.req.param("id") ?? "");
    manager.certificate_pushed = true;
    return c.body(null, 204);
  });

  // Their monitor: a manager without the connection servers' certificates cannot be trusted yet.
  const managerMonitor = (manager: AppVolumesManager) => ({
    id: manager.id,
    url: manager.server_name,
    version: "App Volumes 4, version 2309 (4.12.0.57)",
    status: manager.certificate_pushed ? "OK" : "ERROR",
    description: manager.certificate_pushed ? "SUCCESS" : "PROBLEM",
    connection_servers: monitors().map((monitor) => ({
      name: monitor.name,
      status: manager.certificate_pushed ? "OK" : "ERROR",
    })),
  });
  app.get(
    "/rest/monitor/app-volumes-managers",
    guard,
    (c) => deny(c, CONFIG_VIEW) ?? c.json(managers.map(managerMonitor)),
  );
  app.get("/rest/monitor/app-volumes-managers/:id", guard, (c) => {
    const denied = deny(c, CONFIG_VIEW);
    if (denied) return denied;
    const manager = managerOf(c);
    return manager
      ? c.json(managerMonitor(manager))
      : restNotFound(c, "monitor.app.volumes.manager", c.req.param("id") ?? "");
  });
}
