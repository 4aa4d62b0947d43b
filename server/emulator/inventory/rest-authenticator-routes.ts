import type { Context, Env } from "hono";
import { readJsonBody, restError, restNotFound } from "./http-responses";
import { type RouteKit, denyUnlessAny } from "./route-context";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// The OpenAPI's privileges (each operation's description).
const CONFIG_VIEW = ["GLOBAL_CONFIG_VIEW"];
const CONFIG_MANAGE = ["GLOBAL_CONFIG_MANAGEMENT"];
const ADMINISTRATOR_VIEW = ["ADMINISTRATOR_VIEW"];
/** The monitor calls document no privilege; the emulator's monitor asks GLOBAL_CONFIG_VIEW throughout. */
const MONITOR_VIEW = ["GLOBAL_CONFIG_VIEW"];

/** The seeded RADIUS authenticator, which a connection server with RADIUS on names. */
export const RADIUS_AUTHENTICATOR_ID = "radius-example-com";
const ENROLLMENT_SERVER_ID = "enrollment-example-com";
const TRUE_SSO_CONNECTOR_ID = "true-sso-example-com";

const SAML_TYPES = ["STATIC", "DYNAMIC"];
const SAML_TRIGGER_MODES = [
  "DISABLED",
  "ENABLE_IF_NO_PASSWORD",
  "REQUIRE_IF_NO_PASSWORD",
  "ENABLE_ALWAYS",
  "REQUIRE_ALWAYS",
];
const SAML_PASSWORD_MODES = ["REMOVE", "PASSTHRU", "ERROR"];
const CERTIFICATE_TYPES = ["PEM", "UNKNOWN"];
const GSSAPI_TRIGGER_MODES = ["DISABLED", "OPTIONAL", "ENABLED"];
const RADIUS_AUTHENTICATION_TYPES = ["PAP", "CHAP", "MSCHAP1", "MSCHAP2", "UNKNOWN"];

/** What one field of a request schema must hold. */
type FieldRule = "string" | "boolean" | "integer" | "strings" | readonly string[];

const fits = (rule: FieldRule, value: unknown): boolean => {
  if (rule === "string") return typeof value === "string";
  if (rule === "boolean") return typeof value === "boolean";
  if (rule === "integer") return Number.isInteger(value);
  if (rule === "strings") return Array.isArray(value) && value.every((item) => typeof item === "string");
  return typeof value === "string" && rule.includes(value);
};

/**
 * The first problem of a request body against its schema's required and typed fields, or undefined.
 * Unknown fields are the exchange checker's concern (a closed schema), not repeated here.
 */
function problemOf(body: unknown, required: readonly string[], rules: Record<string, FieldRule>) {
  if (!isObject(body)) return "the body must be a JSON object";
  const missing = required.find((field) => body[field] === undefined || body[field] === null);
  if (missing) return `${missing} is required`;
  const wrong = Object.entries(rules).find(
    ([field, rule]) => body[field] !== undefined && !fits(rule, body[field]),
  );
  return wrong ? `${wrong[0]} is not valid` : undefined;
}

const SAML_RULES: Record<string, FieldRule> = {
  label: "string",
  description: "string",
  authenticator_type: SAML_TYPES,
  administrator_url: "string",
  metadata_url: "string",
  static_metadata: "string",
  certificate: "string",
  certificate_type: CERTIFICATE_TYPES,
  trigger_mode: SAML_TRIGGER_MODES,
  password_mode: SAML_PASSWORD_MODES,
  connection_server_ids: "strings",
};
const GSSAPI_RULES: Record<string, FieldRule> = {
  allow_legacy_clients: "boolean",
  allow_ntlm_fallback: "boolean",
  enable_login_as_current_user: "boolean",
  enforce_channel_bindings: "boolean",
  trigger_mode: GSSAPI_TRIGGER_MODES,
  connection_server_ids: "strings",
};
const GSSAPI_UPDATE_REQUIRED = [
  "allow_legacy_clients",
  "allow_ntlm_fallback",
  "enable_login_as_current_user",
  "enforce_channel_bindings",
  "trigger_mode",
];
const JWT_RULES: Record<string, FieldRule> = {
  name: "string",
  issuer: "string",
  description: "string",
  url: "string",
  public_keys: "strings",
};
const RADIUS_RULES: Record<string, FieldRule> = {
  label: "string",
  description: "string",
  user_name_label: "string",
  passcode_label: "string",
};
const RADIUS_SERVER_RULES: Record<string, FieldRule> = {
  hostname: "string",
  authentication_port: "integer",
  accounting_port: "integer",
  authentication_type: RADIUS_AUTHENTICATION_TYPES,
  max_attempts: "integer",
  server_timeout_seconds: "integer",
  primary_radius_server: "boolean",
  realm_prefix: "string",
  realm_suffix: "string",
};
const RADIUS_SERVER_REQUIRED = [
  "accounting_port",
  "authentication_port",
  "authentication_type",
  "hostname",
  "max_attempts",
  "server_timeout_seconds",
  "shared_secret",
];

/** Copies the fields of `source` that an answer schema documents, leaving out any other. */
const pick = (source: Json, fields: readonly string[]): Json =>
  Object.fromEntries(
    fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]),
  );

/** RADIUSServerInfo: a server's settings without its shared secret, which is never read back. */
const radiusServerInfo = (server: Json): Json => pick(server, Object.keys(RADIUS_SERVER_RULES));

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The authenticators a connection server can use, as OpenAPI 2212 documents them: SAML (SAMLAuthenticatorInfo;
 * each is also a monitor record, so the monitor and the configuration name the same ids), RADIUS, GSSAPI
 * (Kerberos sign-in) and JWT authenticators with their create, get, update and delete calls, and the True SSO
 * enrollment servers (read only in 2212) with the True SSO connectors' monitor. None of the lists is paged in
 * 2212. The settings live in memory; a data file keeps only the SAML monitor records.
 */
export function registerRestAuthenticatorRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const guard = deps.restGuard();
  const deny = (c: Context<Env>, privileges: readonly string[]) =>
    denyUnlessAny(c, deps.getCaller(c), privileges);
  let created = 0;
  /** A fresh id: the label's slug where it is free, else with a counter. */
  const newId = (kind: string, label: string, taken: (id: string) => boolean) => {
    let id = `${kind}-${slug(label) || "authenticator"}`;
    while (taken(id)) id = `${kind}-${slug(label) || "authenticator"}-${(created += 1)}`;
    return id;
  };
  const invalid = (c: Context, problem: string) => restError(c, 400, "invalid.request.body", problem);
  const readBody = async (c: Context) => {
    const body = await readJsonBody(c);
    return body.ok ? body.value : null;
  };
  const connectionServerIds = () => new Set(store.monitor.connectionServers.map((server) => server.id));
  const unknownServer = (ids: readonly string[] | undefined) => {
    const known = connectionServerIds();
    return (ids ?? []).find((id) => !known.has(id));
  };

  // ---- SAML: configuration kept beside each monitor record (the monitor answers its own schema) ----
  const samlSettings = new Map<string, Json>();
  const samlMonitors = () => store.monitor.samlAuthenticators;
  const samlInfo = (monitor: { id: string } & Json): Json => {
    const details = isObject(monitor.details) ? monitor.details : {};
    const label = typeof details.label === "string" ? details.label : monitor.id;
    const own = samlSettings.get(monitor.id) ?? {};
    return {
      id: monitor.id,
      label,
      description: `SAML identity provider ${label}`,
      authenticator_type: "DYNAMIC",
      metadata_url: typeof details.metadata_url === "string" ? details.metadata_url : "",
      administrator_url: typeof details.administrator_url === "string" ? details.administrator_url : "",
      trigger_mode: "DISABLED",
      password_mode: "REMOVE",
      ...pick(own, [
        "description",
        "authenticator_type",
        "static_metadata",
        "certificate",
        "certificate_type",
        "trigger_mode",
        "password_mode",
      ]),
    };
  };
  const samlDetails = (body: Json, previous: Json) => ({
    ...previous,
    label: body.label,
    ...(typeof body.administrator_url === "string" ? { administrator_url: body.administrator_url } : {}),
    ...(typeof body.metadata_url === "string" ? { metadata_url: body.metadata_url } : {}),
  });
  const samlSettingsOf = (body: Json) =>
    pick(body, [
      "description",
      "authenticator_type",
      "static_metadata",
      "certificate",
      "certificate_type",
      "trigger_mode",
      "password_mode",
    ]);

  app.get(
    "/rest/config/v1/saml-authenticators",
    guard,
    (c) => deny(c, CONFIG_VIEW) ?? c.json(samlMonitors().map(samlInfo)),
  );
  app.get("/rest/config/v1/saml-authenticators/:id", guard, (c) => {
    const denied = deny(c, CONFIG_VIEW);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    const monitor = samlMonitors().find((item) => item.id === id);
    return monitor ? c.json(samlInfo(monitor)) : restNotFound(c, "config.saml.authenticator", id);
  });
  app.post("/rest/config/v1/saml-authenticators", guard, async (c) => {
    const denied = deny(c, CONFIG_MANAGE);
    if (denied) return denied;
    const body = await readBody(c);
    const problem = problemOf(body, ["authenticator_type", "label"], SAML_RULES);
    if (problem || !isObject(body)) return invalid(c, problem ?? "");
    const label = String(body.label);
    if (samlMonitors().some((monitor) => samlInfo(monitor).label === label))
      return restError(
        c,
        409,
        "config.saml.authenticator.label.exists",
        `A SAML authenticator ${label} exists`,
      );
    if (body.authenticator_type === "DYNAMIC" && typeof body.metadata_url !== "string")
      return invalid(c, "metadata_url is required for a DYNAMIC authenticator");
    if (body.authenticator_type === "STATIC" && typeof body.static_metadata !== "string")
      return invalid(c, "static_metadata is required for a STATIC authenticator");
    const serverIds = body.connection_server_ids as string[] | undefined;
    const unknown = unknownServer(serverIds);
    if (unknown) return restNotFound(c, "config.connection.server", unknown);
    const id = newId("saml", label, (taken) => samlMonitors().some((monitor) => monitor.id === taken));
    const servers = store.monitor.connectionServers.filter((server) => serverIds?.includes(server.id));
    samlMonitors().push({
      id,
      details: samlDetails(body, {}),
      connection_servers: servers.map((server) => ({
        id: server.id,
        name: server.name,
        last_updated_timestamp: deps.now(),
        status: "OK",
        thumbprint_accepted: true,
      })),
    });
    samlSettings.set(id, samlSettingsOf(body));
    kit.changed();
    return c.body(null, 201);
  });
  app.put("/rest/config/v1/saml-authenticators/:id", guard, async (c) => {
    const denied = deny(c, CONFIG_MANAGE);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    const monitor = samlMonitors().find((item) => item.id === id);
    if (!monitor) return restNotFound(c, "config.saml.authenticator", id);
    const body = await readBody(c);
    const problem = problemOf(body, ["label", "trigger_mode"], SAML_RULES);
    if (problem || !isObject(body)) return invalid(c, problem ?? "");
    monitor.details = samlDetails(body, isObject(monitor.details) ? monitor.details : {});
    samlSettings.set(id, { ...samlSettings.get(id), ...samlSettingsOf(body) });
    kit.changed();
    return c.body(null, 204);
  });
  app.delete("/rest/config/v1/saml-authenticators/:id", guard, (c) => {
    const denied = deny(c, CONFIG_MANAGE);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    const index = samlMonitors().findIndex((item) => item.id === id);
    if (index < 0) return restNotFound(c, "config.saml.authenticator", id);
    samlMonitors().splice(index, 1);
    samlSettings.delete(id);
    kit.changed();
    return c.body(null, 204);
  });

  // ---- RADIUS, GSSAPI and JWT: kept in memory, one list each ----
  const radius: Json[] = [
    {
      id: RADIUS_AUTHENTICATOR_ID,
      label: "radius.example.com",
      description: "Two-factor sign-in (RADIUS)",
      user_name_label: "RADIUS user name",
      passcode_label: "Passcode",
      radius_servers: [
        {
          hostname: "radius.example.com",
          authentication_port: 1812,
          accounting_port: 1813,
          authentication_type: "MSCHAP2",
          max_attempts: 3,
          server_timeout_seconds: 5,
          primary_radius_server: true,
          realm_prefix: "",
          realm_suffix: "",
        },
      ],
    },
  ];
  const radiusInfo = (record: Json): Json => ({
    ...pick(record, ["id", "label", "description", "user_name_label", "passcode_label"]),
    radius_servers: (record.radius_servers as Json[]).map(radiusServerInfo),
  });
  const radiusProblem = (body: unknown, serverRequired: readonly string[]) => {
    const problem = problemOf(body, ["label", "radius_servers"], RADIUS_RULES);
    if (problem || !isObject(body)) return problem;
    const servers = body.radius_servers;
    if (!Array.isArray(servers) || servers.length === 0 || servers.length > 2)
      return "radius_servers must name one or two servers";
    for (const [index, server] of servers.entries()) {
      const serverProblem = problemOf(server, serverRequired, RADIUS_SERVER_RULES);
      if (serverProblem) return `radius_servers[${index}]: ${serverProblem}`;
    }
    return undefined;
  };
  const gssapi: Json[] = [
    {
      id: "gssapi-example-com",
      trigger_mode: "OPTIONAL",
      allow_legacy_clients: false,
      allow_ntlm_fallback: false,
      enable_login_as_current_user: true,
      enforce_channel_bindings: true,
      connection_servers: store.monitor.connectionServers.slice(0, 1).map((server) => server.id),
    },
  ];
  const jwt: Json[] = [
    {
      id: "jwt-workspace-example-com",
      name: "workspace.example.com",
      description: "Sign-in tokens of the Workspace ONE portal",
      issuer: "https://workspace.example.com",
      url: "https://workspace.example.com/.well-known/jwks.json",
      public_keys: [],
    },
  ];

  /** A get/list/create/update/delete family of one authenticator kind held in `records`. */
  const family = (options: {
    path: string;
    entity: string;
    records: Json[];
    info: (record: Json) => Json;
    createProblem: (body: unknown) => string | undefined;
    updateProblem: (body: unknown) => string | undefined;
    labelOf: (body: Json) => string;
    /** The record a valid create body makes (without id), and what an update changes. */
    fromCreate: (body: Json, c: Context) => Json | Response;
    fromUpdate: (body: Json) => Json;
    /** A name no two may share (409), if the OpenAPI documents a conflict for it. */
    unique?: string;
  }) => {
    const { path, entity, records, info } = options;
    const find = (id: string) => records.find((record) => record.id === id);
    app.get(`/rest/config/v1/${path}`, guard, (c) => deny(c, CONFIG_VIEW) ?? c.json(records.map(info)));
    app.get(`/rest/config/v1/${path}/:id`, guard, (c) => {
      const denied = deny(c, CONFIG_VIEW);
      if (denied) return denied;
      const id = c.req.param("id") ?? "";
      const record = find(id);
      return record ? c.json(info(record)) : restNotFound(c, entity, id);
    });
    const conflict = (c: Context, body: Json, ownId?: string) => {
      const { unique } = options;
      if (!unique) return undefined;
      const clash = records.find((record) => record.id !== ownId && record[unique] === body[unique]);
      return clash
        ? restError(
            c,
            409,
            `${entity}.${unique}.exists`,
            `Another one has the ${unique} ${String(body[unique])}`,
          )
        : undefined;
    };
    app.post(`/rest/config/v1/${path}`, guard, async (c) => {
      const denied = deny(c, CONFIG_MANAGE);
      if (denied) return denied;
      const body = await readBody(c);
      const problem = options.createProblem(body);
      if (problem || !isObject(body)) return invalid(c, problem ?? "");
      const clash = conflict(c, body);
      if (clash) return clash;
      const record = options.fromCreate(body, c);
      if (record instanceof Response) return record;
      const kind = path.replace(/-authenticators$/, "");
      records.push({ id: newId(kind, options.labelOf(body), (id) => find(id) !== undefined), ...record });
      kit.changed();
      return c.body(null, 201);
    });
    app.put(`/rest/config/v1/${path}/:id`, guard, async (c) => {
      const denied = deny(c, CONFIG_MANAGE);
      if (denied) return denied;
      const id = c.req.param("id") ?? "";
      const record = find(id);
      if (!record) return restNotFound(c, entity, id);
      const body = await readBody(c);
      const problem = options.updateProblem(body);
      if (problem || !isObject(body)) return invalid(c, problem ?? "");
      const clash = conflict(c, body, id);
      if (clash) return clash;
      Object.assign(record, options.fromUpdate(body));
      kit.changed();
      return c.body(null, 204);
    });
    app.delete(`/rest/config/v1/${path}/:id`, guard, (c) => {
      const denied = deny(c, CONFIG_MANAGE);
      if (denied) return denied;
      const id = c.req.param("id") ?? "";
      const index = records.findIndex((record) => record.id === id);
      if (index < 0) return restNotFound(c, entity, id);
      records.splice(index, 1);
      kit.changed();
      return c.body(null, 204);
    });
  };

  const radiusFields = (body: Json) => ({
    ...pick(body, ["label", "description", "user_name_label", "passcode_label"]),
    // The shared secret is kept with each server, never answered.
    radius_servers: (body.radius_servers as Json[]).map((server) => ({ ...server })),
  });
  family({
    path: "radius-authenticators",
    entity: "config.radius.authenticator",
    records: radius,
    info: radiusInfo,
    createProblem: (body) => radiusProblem(body, RADIUS_SERVER_REQUIRED),
    updateProblem: (body) => radiusProblem(body, [...RADIUS_SERVER_REQUIRED, "primary_radius_server"]),
    labelOf: (body) => String(body.label),
    fromCreate: radiusFields,
    fromUpdate: radiusFields,
  });

  const gssapiFields = (body: Json) => pick(body, GSSAPI_UPDATE_REQUIRED);
  family({
    path: "gssapi-authenticators",
    entity: "config.gssapi.authenticator",
    records: gssapi,
    info: (record) => pick(record, [...GSSAPI_UPDATE_REQUIRED, "id", "connection_servers"]),
    createProblem: (body) =>
      problemOf(body, [...GSSAPI_UPDATE_REQUIRED, "connection_server_ids"], GSSAPI_RULES),
    updateProblem: (body) => problemOf(body, GSSAPI_UPDATE_REQUIRED, GSSAPI_RULES),
    labelOf: () => "authenticator",
    // A GSSAPI authenticator names connection servers the pod has.
    fromCreate: (body, c) => {
      const serverIds = body.connection_server_ids as string[];
      const unknown = unknownServer(serverIds);
      if (unknown) return restNotFound(c, "config.connection.server", unknown);
      return { ...gssapiFields(body), connection_servers: [...serverIds] };
    },
    fromUpdate: gssapiFields,
  });

  const jwtFields = (body: Json) => ({
    description: "",
    url: "",
    public_keys: [],
    ...pick(body, ["name", "issuer", "description", "url", "public_keys"]),
  });
  family({
    path: "jwt-authenticators",
    entity: "config.jwt.authenticator",
    records: jwt,
    info: (record) => pick(record, ["id", "name", "description", "issuer", "url", "public_keys"]),
    createProblem: (body) => problemOf(body, ["issuer", "name"], JWT_RULES),
    updateProblem: (body) => problemOf(body, ["issuer", "name"], JWT_RULES),
    labelOf: (body) => String(body.name),
    fromCreate: jwtFields,
    fromUpdate: jwtFields,
    unique: "name",
  });
  // ---- True SSO: the paired enrollment server (read only in 2212) and its connector's monitor ----
  const domain = store.monitor.adDomains[0];
  const enrollmentServer = {
    id: ENROLLMENT_SERVER_ID,
    name: "es1.example.com",
    network_address: "es1.example.com",
    status: "ONLINE",
    version: "2212",
    // Its domains' certificate authorities and templates are not modelled: none is listed.
    domains: [],
    connector_ids: domain ? [TRUE_SSO_CONNECTOR_ID] : [],
  };
  const connectors = domain
    ? [
        {
          id: TRUE_SSO_CONNECTOR_ID,
          name: domain.dns_name,
          enabled: true,
          status: "OK",
          ad_domain_id: typeof domain.id === "string" ? domain.id : domain.dns_name,
          ad_domain_dns_name: domain.dns_name,
          ad_domain_status: "OK",
          template_name: "TrueSSOTemplate",
          template_status: "OK",
          primary_enrollment_server: {
            id: ENROLLMENT_SERVER_ID,
            dns_name: enrollmentServer.network_address,
            status: "OK",
          },
          certificate_server_details: [{ name: "Example Issuing CA 01", status: "OK" }],
        },
      ]
    : [];
  app.get(
    "/rest/config/v1/true-sso-enrollment-servers",
    guard,
    (c) => deny(c, ADMINISTRATOR_VIEW) ?? c.json([enrollmentServer]),
  );
  app.get("/rest/config/v1/true-sso-enrollment-servers/:id", guard, (c) => {
    const denied = deny(c, ADMINISTRATOR_VIEW);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    return id === enrollmentServer.id
      ? c.json(enrollmentServer)
      : restNotFound(c, "config.true.sso.enrollment.server", id);
  });
  app.get("/rest/monitor/v1/true-sso", guard, (c) => deny(c, MONITOR_VIEW) ?? c.json(connectors));
  app.get("/rest/monitor/v1/true-sso/:id", guard, (c) => {
    const denied = deny(c, MONITOR_VIEW);
    if (denied) return denied;
    const id = c.req.param("id") ?? "";
    const connector = connectors.find((item) => item.id === id);
    return connector ? c.json(connector) : restNotFound(c, "monitor.true.sso", id);
  });
}
