import { hasMoreRecords, queryString, restApi } from "../http/api-clients";
import {
  directorySearchOf,
  domainFilterValue,
  getAdDomains,
  typedDirectorySearchOf,
  type AdDomain,
} from "./directory-search";
import type { AdUser } from "./get-ad-users";

/** How many records one page of a directory search asks for. */
export const DIRECTORY_PAGE_SIZE = 50;
/** How many matches a directory search shows at most; past it the search says it was capped. */
export const DIRECTORY_SEARCH_LIMIT = 200;
/** How many pages a narrowed search reads at most before saying it was capped. */
export const DIRECTORY_SCAN_PAGES = 20;

/** A filter of the ad-users-or-groups list (ADUserOrGroupSummary's supported filters). */
export type DirectoryFilter =
  | { type: "Equals" | "StartsWith" | "Contains"; name: string; value: string }
  | { type: "And"; filters: DirectoryFilter[] };

/** Users only, groups only, or both: sent as the documented `group_only` parameter, never filtered here. */
export type DirectoryKind = "usersAndGroups" | "users" | "groups";

export interface DirectorySearchOptions {
  kind?: DirectoryKind;
  /** At most this many matches (DIRECTORY_SEARCH_LIMIT unless told). */
  limit?: number;
  /**
   * Narrows the records the server answers by what no documented filter covers (the container): pages are
   * read until `limit` records pass it, at most DIRECTORY_SCAN_PAGES pages per filter.
   */
  accept?: (record: AdUser) => boolean;
  signal?: AbortSignal;
}

export interface DirectorySearchResult {
  matches: AdUser[];
  /** More records matched than `matches` holds: the administrator should refine the search. */
  isCapped: boolean;
}

const GROUP_ONLY: Record<DirectoryKind, string | undefined> = {
  usersAndGroups: undefined,
  users: "false",
  groups: "true",
};

/**
 * The filters a typed search sends, one request each (typedDirectorySearchOf reads the typed forms):
 * ADUserOrGroupSummary allows an Or only over Equals on domain or id, so the ways a text may match are asked
 * separately and merged; a typed domain is an Equals on its DNS name, which records carry.
 */
export function directoryFiltersOf(text: string, domains: readonly AdDomain[]): DirectoryFilter[] {
  const { domain, matches } = typedDirectorySearchOf(text);
  const domainEquals: DirectoryFilter = {
    type: "Equals",
    name: "domain",
    value: domainFilterValue(domain, domains),
  };
  if (matches.length === 0) return domain === "" ? [] : [domainEquals];
  return matches.map((match) => {
    const filter: DirectoryFilter = { type: match.type, name: match.field, value: match.value };
    return domain === "" ? filter : { type: "And", filters: [filter, domainEquals] };
  });
}

/** The pages of one filter, up to `limit` records; whether more records matched than were read. */
async function pagesOf(
  filter: DirectoryFilter | undefined,
  kind: DirectoryKind,
  limit: number,
  accept: ((record: AdUser) => boolean) | undefined,
  signal: AbortSignal | undefined,
): Promise<{ rows: AdUser[]; hasMore: boolean }> {
  const rows: AdUser[] = [];
  const api = signal ? restApi.options({ signal }) : restApi;
  for (let page = 1; ; page += 1) {
    const query = queryString({ filter, group_only: GROUP_ONLY[kind], page, size: DIRECTORY_PAGE_SIZE });
    const response = await api.get(`/external/v1/ad-users-or-groups${query}`).res();
    const body: unknown = await response.json();
    const pageRows = Array.isArray(body) ? (body as AdUser[]) : [];
    rows.push(...(accept ? pageRows.filter(accept) : pageRows));
    const more = pageRows.length > 0 && hasMoreRecords(response, pageRows.length, DIRECTORY_PAGE_SIZE);
    if (!more) return { rows, hasMore: false };
    if (rows.length > limit || (accept && page >= DIRECTORY_SCAN_PAGES)) return { rows, hasMore: true };
  }
}

/**
 * Directory users and groups as an administrator types them (see directoryFiltersOf), page after page up to
 * the limit; a search that finds more says so (`isCapped`) rather than dropping users without a word.
 */
export async function searchAdUsers(
  text: string,
  { kind = "usersAndGroups", limit = DIRECTORY_SEARCH_LIMIT, accept, signal }: DirectorySearchOptions = {},
): Promise<DirectorySearchResult> {
  const { domain } = directorySearchOf(text);
  const domains = domain === "" ? [] : await getAdDomains();
  const typed = directoryFiltersOf(text, domains);
  // Nothing typed lists the directory unfiltered: only a narrowed search (a container) asks for that.
  const filters = typed.length === 0 && accept ? [undefined] : typed;
  const answers = await Promise.all(filters.map((filter) => pagesOf(filter, kind, limit, accept, signal)));
  const byId = new Map<string, AdUser>();
  for (const answer of answers) for (const row of answer.rows) if (!byId.has(row.id)) byId.set(row.id, row);
  const merged = [...byId.values()];
  return {
    matches: merged.slice(0, limit),
    isCapped: merged.length > limit || answers.some((answer) => answer.hasMore),
  };
}
