import { searchAdUsers } from "../../core/directory/search-ad-users";
import { getPodsAndSites, type Pod, type Site } from "../../core/federation/get-pods-and-sites";
import { gridStateToRestParams, type GridFilter, type GridState } from "../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { getAllGlobalSessions, getGlobalSessionsPage } from "../../core/sessions/get-global-sessions";
import { withGlobalSessionNames, type GlobalSessionRow } from "../../core/sessions/global-session-names";
import { PodPager } from "../../core/sessions/pod-pager";
import type { GlobalSession } from "../../core/sessions/session-types";

/** Column filters the source answers itself: which pods are asked, and whose sessions. */
export const POD_FILTER = "pod_id";
export const SITE_FILTER = "site_id";
export const USER_FILTER = "user";

/** A search: the pods to ask, in order, and the server filter (JSON) for the rest; null finds nothing. */
interface Search {
  podIds: string[];
  filter: string | undefined;
  key: string;
}

const ticked = (filters: readonly GridFilter[], field: string): string[] | undefined => {
  const filter = filters.find((candidate) => candidate.field === field);
  return filter?.kind === "CHECKBOX" && filter.values.length > 0 ? [...filter.values] : undefined;
};

/**
 * Serves the search sessions grid: the federation's global sessions, asked pod by pod (the API takes
 * one pod at a time) and paged as one list; pod and site filters choose the pods asked, the user filter
 * is a directory lookup (DOMAIN\user or part of a name), the other filters go to the server.
 */
export class GlobalSessionSource {
  #federation: Promise<{ pods: Pod[]; sites: Site[] }> | undefined;
  #pager: { key: string; pager: PodPager<GlobalSession> } | undefined;
  /** The signal of the page load in flight (a pager outlives the loads it serves). */
  #signal: AbortSignal | undefined;
  readonly #matching = new FilteredPodSessions();

  /** The federation's pods and sites, read once (again after a failure). */
  federation(): Promise<{ pods: Pod[]; sites: Site[] }> {
    this.#federation ??= getPodsAndSites();
    this.#federation.catch(() => (this.#federation = undefined));
    return this.#federation;
  }

  async #search(state: GridState): Promise<Search | null> {
    const { pods } = await this.federation();
    const podFilter = ticked(state.filters, POD_FILTER);
    const siteFilter = ticked(state.filters, SITE_FILTER);
    const podIds = pods
      .filter((pod) => !podFilter || podFilter.includes(pod.id))
      .filter((pod) => !siteFilter || siteFilter.includes(pod.site_id ?? ""))
      .map((pod) => pod.id);
    const serverFilters: GridFilter[] = state.filters.filter(
      (filter) => ![POD_FILTER, SITE_FILTER, USER_FILTER].includes(filter.field),
    );
    const user = state.filters.find((filter) => filter.field === USER_FILTER);
    if (user?.kind === "STRING" && user.value.trim() !== "") {
      const users = (await searchAdUsers(user.value, { kind: "users" })).matches;
      if (users.length === 0) return null;
      serverFilters.push({ field: "user_id", kind: "CHECKBOX", values: users.map((found) => found.id) });
    }
    const { filter } = gridStateToRestParams({ filters: serverFilters, page: { current: 1, size: 1 } });
    return { podIds, filter, key: JSON.stringify([podIds, filter, state.page.size]) };
  }

  readonly fetchPage = async (
    state: GridState,
    signal?: AbortSignal,
  ): Promise<PageResult<GlobalSessionRow>> => {
    const search = await this.#search(state);
    if (!search || search.podIds.length === 0) return { rows: [], hasMore: false };
    if (this.#pager?.key !== search.key) {
      const { filter } = search;
      this.#pager = {
        key: search.key,
        pager: new PodPager((podId, page, size) =>
          filter === undefined
            ? getGlobalSessionsPage({ pod_id: podId }, { current: page, size }, undefined, this.#signal)
            : this.#matching.page(podId, filter, page, size, this.#signal),
        ),
      };
    }
    // Page 1 is a new look at the pods (a new search, a refresh, back to the start): read them again.
    if (state.page.current === 1) this.#matching.forget();
    this.#signal = signal;
    const page = await this.#pager.pager.page(search.podIds, state.page.current, state.page.size);
    const { pods, sites } = await this.federation();
    return {
      rows: await withGlobalSessionNames(page.rows, pods, sites, signal ? { signal } : {}),
      hasMore: page.hasMore,
    };
  };

  /** Every matching session of every pod asked (actions on all pages, export). */
  readonly fetchAll = async (
    state: GridState,
    options: FetchAllOptions = {},
  ): Promise<GlobalSessionRow[]> => {
    const search = await this.#search(state);
    if (!search) return [];
    const sessions: GlobalSession[] = [];
    for (const podId of search.podIds) {
      sessions.push(...(await getAllGlobalSessions({ pod_id: podId }, search.filter)));
    }
    const { pods, sites } = await this.federation();
    return withGlobalSessionNames(sessions, pods, sites, options);
  };
}

/**
 * The sessions of each pod that pass a filter, read once and paged from memory: 2212 filters global
 * sessions by pod only, so each page of a filtered search would otherwise read the whole pod again.
 */
class FilteredPodSessions {
  readonly #byPod = new Map<string, Promise<GlobalSession[]>>();

  async page(
    podId: string,
    filter: string,
    page: number,
    size: number,
    signal: AbortSignal | undefined,
  ): Promise<{ rows: GlobalSession[]; hasMore: boolean }> {
    const key = JSON.stringify([podId, filter]);
    let matching = this.#byPod.get(key);
    if (!matching) {
      matching = getAllGlobalSessions({ pod_id: podId }, filter, signal);
      this.#byPod.set(key, matching);
      // A failed or cancelled read is not kept: the next page asks again.
      matching.catch(() => {
        if (this.#byPod.get(key) === matching) this.#byPod.delete(key);
      });
    }
    const rows = await matching;
    const start = (page - 1) * size;
    return { rows: rows.slice(start, start + size), hasMore: rows.length > start + size };
  }

  forget(): void {
    this.#byPod.clear();
  }
}
