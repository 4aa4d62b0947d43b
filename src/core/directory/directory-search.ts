import { restApi } from "../http/api-clients";
import { multiFilter, simpleFilter, type QueryFilter } from "../query/query.model";
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

/** The directory fields a typed user is looked for in (ADUserOrGroupSummary's names). */
export type DirectoryField = "login_name" | "name" | "user_principal_name" | "email";

/** One way a typed name may match a directory record. */
export interface DirectoryMatch {
  type: "StartsWith" | "Contains";
  field: DirectoryField;
  value: string;
}

/** What an administrator typed to find a user or group: the domain named (or "") and the ways it may match. */
export interface TypedDirectorySearch {
  domain: string;
  /** Any of these (none: every record of the domain). */
  matches: DirectoryMatch[];
}

const WHITESPACE = /\s/;

/**
 * The one reading of a typed user or group, for every directory search of the console:
 * - "pdubois@example.com": the user principal name, or the e-mail address, starting with the text;
 * - "pdubois": the login name or the name containing it;
 * - "Pierre Dubois" (a space: no login name has one): the name containing it;
 * - "DOMAIN\pdubois" or "example.com\pdubois": any of these in that domain.
 */
export function typedDirectorySearchOf(text: string): TypedDirectorySearch {
  const { domain, name } = directorySearchOf(text);
  if (name === "") return { domain, matches: [] };
  if (name.includes("@")) {
    return {
      domain,
      matches: [
        { type: "StartsWith", field: "user_principal_name", value: name },
        { type: "StartsWith", field: "email", value: name },
      ],
    };
  }
  const byName: DirectoryMatch = { type: "Contains", field: "name", value: name };
  if (WHITESPACE.test(name)) return { domain, matches: [byName] };
  return { domain, matches: [{ type: "Contains", field: "login_name", value: name }, byName] };
}

/** The first-generation directory views' names of the fields (ADUserOrGroupSummaryView's `base`). */
const VIEW_MEMBER: Readonly<Record<DirectoryField | "domain", string>> = {
  login_name: "base.login",
  name: "base.name",
  user_principal_name: "base.userPrincipalName",
  email: "base.email",
  domain: "base.domain",
};

/**
 * A typed user or group as a query-service filter on a view with the directory's `base` (the entitled users
 * and groups): the same reading as the REST directory search, its ways Or-ed (the query service takes any
 * filter), the domain by its DNS name. Undefined when nothing was typed.
 */
export function directoryQueryFilterOf(text: string, domains: readonly AdDomain[]): QueryFilter | undefined {
  const { domain, matches } = typedDirectorySearchOf(text);
  const ways = matches.map((match) => simpleFilter(VIEW_MEMBER[match.field], match.value, match.type));
  const parts: QueryFilter[] = [];
  if (ways.length > 0) parts.push(ways.length === 1 && ways[0] ? ways[0] : multiFilter(ways, "Or"));
  if (domain !== "")
    parts.push(simpleFilter(VIEW_MEMBER.domain, domainFilterValue(domain, domains), "Equals"));
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : multiFilter(parts);
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
