import { restApi } from "../http/api-clients";
import { splitDomainUser } from "../utils/user-name";

/** An AD domain of the pod as GET /external/v1/ad-domains answers it (ADDomainInfo). */
export interface AdDomain {
  /** The domain's SID: the id the ad-containers calls take. */
  id: string;
  dns_name?: string;
  netbios_name?: string;
}

/** GET /external/v1/ad-domains: the pod's AD domains with their SIDs, DNS and NetBIOS names. */
export function getAdDomains(): Promise<AdDomain[]> {
  return restApi.get("/external/v1/ad-domains").json<AdDomain[]>();
}

/**
 * A directory search as typed (spec 001 §5): "DOMAIN\user" is split into the domain and the name to look
 * for; a name without a backslash searches every domain.
 */
export function directorySearchOf(text: string): { domain: string; name: string } {
  const { domain, user } = splitDomainUser(text.trim());
  return { domain: domain.trim(), name: user.trim() };
}

/**
 * The pod's domain a typed domain names, by NetBIOS label or DNS name, without case. Undefined when the pod
 * has none by that name.
 */
export function domainNamed(typed: string, domains: readonly AdDomain[]): AdDomain | undefined {
  const wanted = typed.toLowerCase();
  return domains.find(
    (domain) => domain.netbios_name?.toLowerCase() === wanted || domain.dns_name?.toLowerCase() === wanted,
  );
}

/**
 * The DNS name the directory's `domain` filter takes (records carry the DNS name) for a typed domain: the
 * named domain's DNS name, else the text as typed (a domain the pod does not know then matches nothing).
 */
export function domainFilterValue(typed: string, domains: readonly AdDomain[]): string {
  return domainNamed(typed, domains)?.dns_name ?? typed;
}

/**
 * The domain whose containers a container search lists: the typed one, else the pod's first domain.
 * Undefined when the typed domain is not one of the pod's (the ad-containers calls take a domain SID).
 */
export function containerDomainOf(typed: string, domains: readonly AdDomain[]): AdDomain | undefined {
  if (typed !== "") return domainNamed(typed, domains);
  return domains[0];
}
