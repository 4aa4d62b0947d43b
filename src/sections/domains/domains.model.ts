import type {
  AdDomain,
  AdDomainMonitor,
  DomainBindRow,
  DomainServerRow,
  IcAccountRow,
  IcDomainAccount,
} from "./domains.types";
import type { StatusValue } from "../../ui/status-icon/status-icon";

/** The tabs of /main/domains (spec 000 §2), in their route spelling. */
export const DOMAIN_TABS = ["instant-clone", "connection-server", "domain-bind"] as const;
export type DomainTab = (typeof DOMAIN_TABS)[number];

/** The monitor's domain statuses, worst first. */
const STATUS_ORDER = ["CANNOT_BIND", "UNCONTACTABLE", "ERROR", "UNKNOWN", "FULLY_ACCESSIBLE"];

export function domainStatusLevel(status: string): StatusValue {
  if (status === "FULLY_ACCESSIBLE") return "OK";
  if (status === "UNKNOWN" || status === "") return "UNKNOWN";
  return "ERROR";
}

const worst = (statuses: readonly string[]) =>
  [...statuses].sort((a, b) => rank(a) - rank(b))[0] ?? "UNKNOWN";
const rank = (status: string) => {
  const index = STATUS_ORDER.indexOf(status);
  return index < 0 ? STATUS_ORDER.indexOf("UNKNOWN") : index;
};

const sameDomain = (domain: { netbios_name?: string; dns_name: string }, monitor: AdDomainMonitor) =>
  monitor.dns_name.toLowerCase() === domain.dns_name.toLowerCase();

/** Instant clone accounts with their domain's DNS name. */
export function icAccountRows(
  accounts: readonly IcDomainAccount[],
  domains: readonly AdDomain[],
): IcAccountRow[] {
  return accounts.map((account) => ({
    ...account,
    domainName:
      domains.find((domain) => domain.id === account.ad_domain_id)?.dns_name ?? account.ad_domain_id,
  }));
}

/** One row per domain and connection server. */
export function domainServerRows(monitors: readonly AdDomainMonitor[]): DomainServerRow[] {
  return monitors.flatMap((monitor) =>
    (monitor.connection_servers ?? []).map((server) => ({
      id: `${monitor.dns_name}/${server.id ?? server.name ?? ""}`,
      dns_name: monitor.dns_name,
      serverName: server.name ?? "",
      status: server.status ?? "UNKNOWN",
      trust: server.trust_relationship ?? "UNKNOWN",
    })),
  );
}

/** The domains with the worst status any connection server reports for them. */
export function domainBindRows(
  domains: readonly AdDomain[],
  monitors: readonly AdDomainMonitor[],
): DomainBindRow[] {
  return domains.map((domain) => {
    const monitor = monitors.find((candidate) => sameDomain(domain, candidate));
    return {
      ...domain,
      status: worst((monitor?.connection_servers ?? []).map((server) => server.status ?? "UNKNOWN")),
      primaryName: domain.primary_account?.username ?? "",
      auxiliaryNames: (domain.auxiliary_accounts ?? []).map((account) => account.username).join(", "),
    };
  });
}

/** Only domains without trust are bound (and unbound, and given accounts) from the console. */
export const isBound = (domain: AdDomain) => domain.domain_type === "NO_TRUST_DOMAIN";
