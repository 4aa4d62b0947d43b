import type { Hono } from "hono";
import { AD_DOMAIN_DNS, AD_DOMAIN_NETBIOS, DEPARTMENTS } from "../data/seed-directory";
import { restGuard, viewGuard } from "../auth/guards";
import type { EmulatorEnv } from "../emulator-context";
import { badRequest, EmulatorHttpError } from "../http/errors";

const VIEW = "/view-vlsi/rest/v1";
/** The seeded AD domain's SID, the {id} of the ad-domains paths (the NetBIOS name is accepted too). */
export const AD_DOMAIN_SID = "S-1-5-21-1004336348-1177238915-682003330";

const DEFAULT_CONTAINER = "CN=Computers,DC=example,DC=com";
/** Container rdns relative to the domain root. */
const CONTAINERS = [
  "CN=Computers",
  "OU=Desktops",
  "OU=Engineering,OU=Desktops",
  "OU=Finance,OU=Desktops",
  "OU=Sales,OU=Desktops",
  "OU=RDS Hosts",
  "OU=Farm A,OU=RDS Hosts",
  "OU=People",
  // The OUs the seeded users live in (their container is example.com/People/<OU>).
  ...["IT", ...DEPARTMENTS].map((department) => `OU=${department},OU=People`),
  "OU=Groups",
  "OU=Servers",
];

function decodeBase64Url(value: string, field: string): string {
  try {
    const binary = atob(
      value.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (value.length % 4)) % 4),
    );
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    throw badRequest(`${field} must be Base64URL encoded`, "ad.container.rdn.invalid");
  }
}

function knownDomain(id: string): boolean {
  return id === AD_DOMAIN_SID || id.toUpperCase() === AD_DOMAIN_NETBIOS || id.toLowerCase() === AD_DOMAIN_DNS;
}

/** The domains of the pod and the directory containers of its AD domain. */
export function registerDomainRoutes(app: Hono<EmulatorEnv>): void {
  app.get("/rest/external/v1/domains", (c) => c.json({ [AD_DOMAIN_NETBIOS]: AD_DOMAIN_DNS }));

  const domainList = () => [
    { id: AD_DOMAIN_SID, dnsName: AD_DOMAIN_DNS, netBiosName: AD_DOMAIN_NETBIOS, status: "OK" },
  ];
  app.get(`${VIEW}/ADDomain/List`, viewGuard(), (c) => c.json(domainList()));
  app.post(`${VIEW}/ADDomain/List`, viewGuard(), (c) => c.json(domainList()));

  const containerGuard = restGuard("GLOBAL_CONFIG_VIEW|POOL_VIEW");
  const requireDomain = (id: string) => {
    if (!knownDomain(id))
      throw new EmulatorHttpError(404, "ad.domain.not.found", `Unable to access domain ${id}`, {
        faultName: "EntityNotFound",
        resourceId: id,
      });
  };

  app.get("/rest/external/v1/ad-domains/:id/ad-containers/default", containerGuard, (c) => {
    requireDomain(c.req.param("id"));
    return c.json({ rdn: DEFAULT_CONTAINER.replace(/,DC=.*$/, "") });
  });

  app.get("/rest/external/v1/ad-domains/:id/ad-containers/:rdn", containerGuard, (c) => {
    requireDomain(c.req.param("id"));
    const rdn = decodeBase64Url(c.req.param("rdn"), "rdn");
    const found = CONTAINERS.find((container) => container.toLowerCase() === rdn.toLowerCase());
    if (!found)
      throw new EmulatorHttpError(404, "ad.container.not.found", `Container ${rdn} not found`, {
        faultName: "EntityNotFound",
        resourceId: rdn,
      });
    return c.json({ rdn: found });
  });

  app.get("/rest/external/v1/ad-domains/:id/ad-containers", containerGuard, (c) => {
    requireDomain(c.req.param("id"));
    const rdnParam = c.req.query("rdn");
    const nameParam = c.req.query("container_name");
    const subTreeParam = c.req.query("sub_tree_search");
    if (subTreeParam !== undefined && subTreeParam !== "true" && subTreeParam !== "false")
      throw badRequest("sub_tree_search must be true or false", "request.field.invalid");
    const subTree = subTreeParam === "true";
    if (nameParam !== undefined) {
      if (subTree)
        throw badRequest(
          "Subtree search not supported for container or OU name",
          "ad.container.subtree.unsupported",
        );
      const name = decodeBase64Url(nameParam, "container_name").toLowerCase();
      return c.json(
        CONTAINERS.filter((container) =>
          /^(?:CN|OU)=([^,]*)/i.exec(container)?.[1]?.toLowerCase().includes(name),
        ).map((rdn) => ({ rdn })),
      );
    }
    if (rdnParam === undefined)
      return c.json(CONTAINERS.filter((container) => !container.includes(",")).map((rdn) => ({ rdn })));
    const base = decodeBase64Url(rdnParam, "rdn").toLowerCase();
    if (!CONTAINERS.some((container) => container.toLowerCase() === base))
      throw new EmulatorHttpError(404, "ad.container.not.found", `Container ${base} not found`, {
        faultName: "EntityNotFound",
      });
    const below = CONTAINERS.filter((container) => {
      const lower = container.toLowerCase();
      if (!lower.endsWith(`,${base}`)) return false;
      return subTree || !lower.slice(0, -base.length - 1).includes(",");
    });
    return c.json(below.map((rdn) => ({ rdn })));
  });
}
