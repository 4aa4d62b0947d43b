import { SEED_IC_DOMAIN_ACCOUNT } from "../data/seed-ic-domain-account";
import { AD_DOMAIN_SID } from "../config/domain-routes";
import { DEMO_PASSWORD } from "../demo-accounts";
import { AD_DOMAIN_DNS, AD_DOMAIN_NETBIOS, DEMO_USER_SIDS } from "../data/seed-directory";
import {
  badRequest,
  checkLength,
  EmulatorHttpError,
  optionalBoolean,
  optionalInteger,
  readJsonObject,
  requireObject,
  requireString,
  TEXT_LIMITS,
  type JsonObject,
} from "../http/errors";
import { bulkResult, restError } from "../inventory/http-responses";
import { denyUnlessAny, type RouteKit } from "../inventory/route-context";

const VIEW = "GLOBAL_CONFIG_VIEW";
const MANAGE = "GLOBAL_CONFIG_MANAGEMENT";
const LEGACY_SID = "S-1-5-21-2740361519-3511221498-1459042876";

/** A service account: the password is write-only (never answered). */
interface ServiceAccount {
  id: string;
  username: string;
  password: string;
}

interface AdvancedSettings {
  ad_domain_auto_discovery: boolean;
  ad_domain_context: string;
  ad_domain_controllers: string[];
  ad_domain_preferred_site?: string;
  port: number;
}

interface AdDomain {
  id: string;
  dns_name: string;
  netbios_name: string;
  domain_type: "CONNECTION_SERVER_DOMAIN" | "NO_TRUST_DOMAIN";
  primary?: ServiceAccount;
  auxiliary: ServiceAccount[];
  settings: AdvancedSettings;
}

interface IcDomainAccount {
  id: string;
  ad_domain_id: string;
  username: string;
  password: string;
}

/** The REST password field: a string, or the OpenAPI's array of characters. */
export function passwordField(body: JsonObject, field = "password"): string {
  const value = body[field];
  const text =
    typeof value === "string"
      ? value
      : Array.isArray(value) && value.every((item) => typeof item === "string")
        ? value.join("")
        : undefined;
  if (text === undefined || text === "")
    throw badRequest(`${field} must be a non-empty string`, "request.field.invalid");
  return checkLength(field, text, 256);
}

/**
 * The emulator's directory accepts the demo password for every service account (docs/emulator.md): any
 * other password is refused as the domain controller would refuse it.
 */
const credentialsValid = (password: string) => password === DEMO_PASSWORD;

const contextOf = (dns: string) =>
  dns
    .split(".")
    .map((part) => `dc=${part}`)
    .join(",");

function advancedSettings(value: unknown, dns: string): AdvancedSettings {
  if (value === undefined || value === null)
    return {
      ad_domain_auto_discovery: true,
      ad_domain_context: contextOf(dns),
      ad_domain_controllers: [],
      port: 389,
    };
  const body = requireObject(value, "ad_domain_advanced_settings");
  const controllers = body.ad_domain_controllers;
  if (
    controllers !== undefined &&
    !(
      Array.isArray(controllers) &&
      controllers.every((item) => typeof item === "string" && item.length <= 255)
    )
  )
    throw badRequest("ad_domain_controllers must be a list of host names", "request.field.invalid");
  const site = body.ad_domain_preferred_site;
  if (site !== undefined && typeof site !== "string")
    throw badRequest("ad_domain_preferred_site must be a string", "request.field.invalid");
  const list = (controllers as string[] | undefined) ?? [];
  if (list.length > 0 && typeof site === "string" && site !== "")
    throw badRequest(
      "Domain controllers and a preferred site are mutually exclusive",
      "ad.domain.advanced.settings.exclusive",
    );
  const context = body.ad_domain_context;
  return {
    ad_domain_auto_discovery: optionalBoolean(body, "ad_domain_auto_discovery") ?? list.length === 0,
    ad_domain_context:
      typeof context === "string" && context !== ""
        ? checkLength("ad_domain_context", context, 1024)
        : contextOf(dns),
    ad_domain_controllers: list,
    ...(typeof site === "string" && site !== "" ? { ad_domain_preferred_site: site } : {}),
    port: optionalInteger(body, "port", 1, 65535) ?? 389,
  };
}

function accountSpec(value: unknown, what: string): { username: string; password: string } {
  const body = requireObject(value, what);
  return {
    username: requireString(body, "username", { maxLength: TEXT_LIMITS.name }),
    password: passwordField(body),
  };
}

const DNS_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))+$/;
const NETBIOS_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,14}$/;

/**
 * Directory domains (OpenAPI `external/v1|v2|v3/ad-domains`, bind, unbind, update, auxiliary accounts) and
 * instant clone domain accounts (`config/v1/ic-domain-accounts`). The connection servers' view of each
 * domain is the monitor's record (`store.monitor.adDomains`), kept in step: a bound domain appears there,
 * an unbound one leaves, and a domain whose primary account is refused cannot bind.
 */
export function registerAdDomainRoutes(kit: RouteKit): void {
  const { app, deps, store } = kit;
  const { restGuard, getCaller } = deps;
  let nextId = 1;
  const newId = (prefix: string) => `${prefix}-${String(nextId++).padStart(4, "0")}`;
  const newSid = () =>
    `S-1-5-21-${1_000_000_000 + nextId * 7919}-${2_000_000_000 + nextId * 104_729}-${1_300_000_000 + nextId++}`;

  const domains: AdDomain[] = [
    {
      id: AD_DOMAIN_SID,
      dns_name: AD_DOMAIN_DNS,
      netbios_name: AD_DOMAIN_NETBIOS,
      domain_type: "CONNECTION_SERVER_DOMAIN",
      auxiliary: [],
      settings: advancedSettings(undefined, AD_DOMAIN_DNS),
    },
    {
      // Bound with an account whose password changed since: the domain cannot bind (the monitor says so).
      id: LEGACY_SID,
      dns_name: "legacy.example.com",
      netbios_name: "LEGACY",
      domain_type: "NO_TRUST_DOMAIN",
      primary: { id: newId("aux"), username: "svc-horizon", password: "changed-since" },
      auxiliary: [{ id: newId("aux"), username: "svc-horizon-2", password: DEMO_PASSWORD }],
      settings: advancedSettings(
        { ad_domain_controllers: ["dc1.legacy.example.com"], port: 389 },
        "legacy.example.com",
      ),
    },
  ];
  const icAccounts: IcDomainAccount[] = [
    { ...SEED_IC_DOMAIN_ACCOUNT, ad_domain_id: AD_DOMAIN_SID, password: DEMO_PASSWORD },
  ];

  const monitorOf = (domain: AdDomain) =>
    store.monitor.adDomains.find((record) => record.netbios_name === domain.netbios_name);

  /** The monitor record follows the domain: reachable when its primary account is accepted. */
  function publish(domain: AdDomain): void {
    const status =
      domain.primary && !credentialsValid(domain.primary.password) ? "CANNOT_BIND" : "FULLY_ACCESSIBLE";
    const trust = domain.domain_type === "NO_TRUST_DOMAIN" ? "NOTRUST" : "PRIMARY_DOMAIN";
    const servers = store.monitor.connectionServers.map((server) => ({
      id: server.id,
      name: server.name,
      last_updated_timestamp: deps.now(),
      status,
      trust_relationship: trust,
    }));
    const accounts = [domain.primary, ...domain.auxiliary].flatMap((account) =>
      account
        ? [
            {
              username: account.username,
              owner_id: DEMO_USER_SIDS.admin,
              status: credentialsValid(account.password) ? "ACTIVE" : "ERROR",
            },
          ]
        : [],
    );
    const record = monitorOf(domain);
    if (record) {
      record.connection_servers = servers;
      record.service_accounts = accounts;
    } else
      store.monitor.adDomains.push({
        dns_name: domain.dns_name,
        netbios_name: domain.netbios_name,
        nt4_domain: false,
        domain_type: domain.domain_type,
        connection_servers: servers,
        service_accounts: accounts,
      });
    kit.changed();
  }

  const domainOf = (id: string) => {
    const domain = domains.find(
      (candidate) => candidate.id === id || candidate.netbios_name.toUpperCase() === id.toUpperCase(),
    );
    if (!domain)
      throw new EmulatorHttpError(404, "ad.domain.not.found", `Unable to access domain ${id}`, {
        resourceId: id,
      });
    return domain;
  };
  const untrustedOf = (id: string) => {
    const domain = domainOf(id);
    if (domain.domain_type !== "NO_TRUST_DOMAIN")
      throw badRequest(
        `${domain.dns_name} is trusted by the connection server domain`,
        "ad.domain.not.untrusted",
      );
    return domain;
  };
  const refuseCredentials = (username: string) => {
    throw badRequest(`The domain refused the credentials of ${username}`, "ad.domain.credentials.invalid");
  };

  const v1 = (domain: AdDomain) => ({
    id: domain.id,
    dns_name: domain.dns_name,
    netbios_name: domain.netbios_name,
  });
  const v2 = (domain: AdDomain) => ({
    ...v1(domain),
    domain_type: domain.domain_type,
    ad_domain_advanced_settings: {
      ...domain.settings,
      ad_domain_controllers: [...domain.settings.ad_domain_controllers],
    },
    ...(domain.primary ? { primary_account: { username: domain.primary.username } } : {}),
  });
  const v3 = (domain: AdDomain) => ({
    ...v2(domain),
    auxiliary_accounts: domain.auxiliary.map(({ id, username }) => ({ id, username })),
  });
  // The OpenAPI asks no privilege for the domain list: every administrator picks domains.
  app.get("/rest/external/v1/ad-domains", restGuard(), (c) => c.json(domains.map(v1)));
  app.get("/rest/external/v2/ad-domains", restGuard(), (c) => c.json(domains.map(v2)));
  app.get("/rest/external/v3/ad-domains", restGuard(), (c) => c.json(domains.map(v3)));

  app.post("/rest/external/v1/ad-domains/action/bind", restGuard(MANAGE), async (c) => {
    const body = await readJsonObject(c);
    const dns = requireString(body, "dns_name", { maxLength: 253 }).trim().toLowerCase();
    if (!DNS_NAME.test(dns))
      throw badRequest("dns_name must be a DNS domain name", "ad.domain.dns.name.invalid");
    const netbios = requireString(body, "netbios_name", { maxLength: 15 }).trim().toUpperCase();
    if (!NETBIOS_NAME.test(netbios))
      throw badRequest(
        "netbios_name must be 1 to 15 letters, digits, - or _",
        "ad.domain.netbios.name.invalid",
      );
    const primary = accountSpec(body.primary_account, "primary_account");
    const settings = advancedSettings(body.ad_domain_advanced_settings, dns);
    if (domains.some((domain) => domain.dns_name === dns || domain.netbios_name === netbios))
      return restError(c, 409, "ad.domain.already.bound", `${dns} is already known to the pod`);
    if (!credentialsValid(primary.password)) refuseCredentials(primary.username);
    const domain: AdDomain = {
      id: newSid(),
      dns_name: dns,
      netbios_name: netbios,
      domain_type: "NO_TRUST_DOMAIN",
      primary: { id: newId("aux"), ...primary },
      auxiliary: [],
      settings,
    };
    domains.push(domain);
    publish(domain);
    return c.json({ id: domain.id }, 201);
  });

  app.post("/rest/external/v1/ad-domains/:id/action/update", restGuard(MANAGE), async (c) => {
    const domain = untrustedOf(c.req.param("id"));
    const body = await readJsonObject(c);
    const primary = accountSpec(body.primary_account, "primary_account");
    const settings = advancedSettings(body.ad_domain_advanced_settings, domain.dns_name);
    if (!credentialsValid(primary.password)) refuseCredentials(primary.username);
    domain.primary = { id: domain.primary?.id ?? newId("aux"), ...primary };
    domain.settings = settings;
    publish(domain);
    return c.body(null, 204);
  });

  app.post("/rest/external/v1/ad-domains/:id/action/unbind", restGuard(MANAGE), (c) => {
    const domain = untrustedOf(c.req.param("id"));
    domains.splice(domains.indexOf(domain), 1);
    const record = monitorOf(domain);
    if (record) store.monitor.adDomains.splice(store.monitor.adDomains.indexOf(record), 1);
    kit.changed();
    return c.body(null, 204);
  });

  const accountList = (body: JsonObject, field: string) => {
    const value = body[field];
    if (!Array.isArray(value) || value.length === 0 || value.length > 16)
      throw badRequest(`${field} must list 1 to 16 items`, "request.field.invalid");
    return value as unknown[];
  };

  app.post("/rest/external/v1/ad-domains/:id/action/add-auxiliary-accounts", restGuard(MANAGE), async (c) => {
    const domain = untrustedOf(c.req.param("id"));
    const specs = accountList(await readJsonObject(c), "auxiliary_accounts").map((item) =>
      accountSpec(item, "auxiliary account"),
    );
    const results = specs.map((spec) => {
      const taken = [domain.primary, ...domain.auxiliary].some(
        (account) => account?.username.toLowerCase() === spec.username.toLowerCase(),
      );
      if (taken)
        return bulkResult(spec.username, deps.now(), {
          status: 409,
          key: "ad.domain.auxiliary.account.exists",
          message: `${spec.username} is already an account of ${domain.dns_name}`,
        });
      if (!credentialsValid(spec.password))
        return bulkResult(spec.username, deps.now(), {
          status: 400,
          key: "ad.domain.credentials.invalid",
          message: `The domain refused the credentials of ${spec.username}`,
        });
      const account = { id: newId("aux"), ...spec };
      domain.auxiliary.push(account);
      return bulkResult(account.id, deps.now());
    });
    publish(domain);
    return c.json(results);
  });

  app.post(
    "/rest/external/v1/ad-domains/:id/action/delete-auxiliary-accounts",
    restGuard(MANAGE),
    async (c) => {
      const domain = untrustedOf(c.req.param("id"));
      const ids = accountList(await readJsonObject(c), "auxiliary_account_ids");
      const results = ids.map((id) => {
        const index = domain.auxiliary.findIndex((account) => account.id === id);
        if (index < 0)
          return bulkResult(String(id), deps.now(), {
            status: 404,
            key: "ad.domain.auxiliary.account.not.found",
            message: `No auxiliary account ${String(id)}`,
          });
        domain.auxiliary.splice(index, 1);
        return bulkResult(String(id), deps.now());
      });
      publish(domain);
      return c.json(results);
    },
  );

  // Instant clone domain accounts: read with GLOBAL_CONFIG_VIEW or POOL_VIEW anywhere (the pool wizard
  // picks one), changed with GLOBAL_CONFIG_MANAGEMENT; the password is never answered.
  const icView = (account: IcDomainAccount) => ({
    id: account.id,
    ad_domain_id: account.ad_domain_id,
    username: account.username,
  });
  const icAccountOf = (id: string) => {
    const account = icAccounts.find((candidate) => candidate.id === id);
    if (!account)
      throw new EmulatorHttpError(
        404,
        "ic.domain.account.not.found",
        `No instant clone domain account ${id}`,
        {
          resourceId: id,
        },
      );
    return account;
  };
  app.get("/rest/config/v1/ic-domain-accounts", restGuard(), (c) => {
    const denied = denyUnlessAny(c, getCaller(c), [VIEW, "POOL_VIEW"]);
    return denied ?? c.json(icAccounts.map(icView));
  });
  app.get("/rest/config/v1/ic-domain-accounts/:id", restGuard(), (c) => {
    const denied = denyUnlessAny(c, getCaller(c), [VIEW, "POOL_VIEW"]);
    return denied ?? c.json(icView(icAccountOf(c.req.param("id"))));
  });
  app.post("/rest/config/v1/ic-domain-accounts", restGuard(MANAGE), async (c) => {
    const body = await readJsonObject(c);
    const domainId = requireString(body, "ad_domain_id", { maxLength: 256 });
    const username = requireString(body, "username", { maxLength: TEXT_LIMITS.name }).trim();
    const password = passwordField(body);
    const domain = domains.find((candidate) => candidate.id === domainId);
    if (!domain) throw badRequest(`Unknown domain ${domainId}`, "ic.domain.account.domain.not.found");
    if (
      icAccounts.some(
        (account) =>
          account.ad_domain_id === domain.id && account.username.toLowerCase() === username.toLowerCase(),
      )
    )
      return restError(
        c,
        409,
        "ic.domain.account.exists",
        `${username} is already an instant clone domain account`,
      );
    if (!credentialsValid(password)) refuseCredentials(username);
    const account = { id: newId("ic"), ad_domain_id: domain.id, username, password };
    icAccounts.push(account);
    kit.changed();
    c.header("Location", `/rest/config/v1/ic-domain-accounts/${account.id}`);
    return c.json({ id: account.id }, 201);
  });
  app.put("/rest/config/v1/ic-domain-accounts/:id", restGuard(MANAGE), async (c) => {
    const account = icAccountOf(c.req.param("id"));
    const password = passwordField(await readJsonObject(c));
    if (!credentialsValid(password)) refuseCredentials(account.username);
    account.password = password;
    kit.changed();
    return c.body(null, 204);
  });
  app.delete("/rest/config/v1/ic-domain-accounts/:id", restGuard(MANAGE), (c) => {
    const account = icAccountOf(c.req.param("id"));
    icAccounts.splice(icAccounts.indexOf(account), 1);
    kit.changed();
    return c.body(null, 204);
  });
}
