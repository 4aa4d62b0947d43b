import { restApi } from "../http/api-clients";
import { splitDomainUser } from "../utils/user-name";
import type { AdUser } from "./get-ad-users";

/** The pod's domains: NetBIOS label to DNS name (GET /external/v1/domains). */
export type DomainMap = Readonly<Record<string, string>>;

/** GET /external/v1/domains. */
export function getDomains(): Promise<DomainMap> {
  return restApi.get("/external/v1/domains").json<DomainMap>();
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
 * Whether a record belongs to the typed domain, named by its NetBIOS label or its DNS name (records carry
 * the DNS name); no typed domain matches every record.
 */
export function isInDomain(record: Pick<AdUser, "domain">, typed: string, domains: DomainMap): boolean {
  if (typed === "") return true;
  const wanted = typed.toLowerCase();
  const recordDomain = (record.domain ?? "").toLowerCase();
  if (recordDomain === wanted) return true;
  return Object.entries(domains).some(
    ([label, dns]) => label.toLowerCase() === wanted && dns.toLowerCase() === recordDomain,
  );
}

/** The domain id the container calls take for a typed domain: the typed one, else the pod's first domain. */
export function containerDomainOf(typed: string, domains: DomainMap): string | undefined {
  if (typed !== "") return typed;
  return Object.keys(domains)[0];
}
