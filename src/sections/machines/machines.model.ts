import { directoryUserNameLookup } from "../../core/directory/directory-user-names";
import { FarmNames } from "../../core/inventory/farm-names";
import { machineListScope, problemStateFilter } from "../../core/inventory/problem-lists";
import type { GridFilter, GridState } from "../../core/query/grid-state";
import { distinctIds, resolveIdNames } from "../../core/query/id-names";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { getAllMachines } from "./api/get-all-machines";
import { getAllRdsServers } from "./api/get-all-rds-servers";
import { getDesktopPools } from "./api/get-desktop-pools";
import { getFarmNames } from "./api/get-farm-names";
import { getMachinesPage } from "./api/get-machines-page";
import { getRdsServersPage } from "./api/get-rds-servers-page";
import type { Machine, MachinePool, MachineRow, RdsServerRow } from "./machines.types";

/** The machine list's tabs, as they appear in the route (/main/machines/<tab>). */
export const MACHINE_TABS = ["vcenter", "rds", "others"] as const;
export type MachineTab = (typeof MACHINE_TABS)[number];

/** What a link into the list may ask it to show first (the dashboard's problem counts). */
export interface MachineListFilter {
  /** "problem": only machines (or RDS hosts) in a state that needs attention. */
  state?: string;
}

/**
 * The state filter a link's { state: "problem" } lands as: the tab's problem states ticked in the state
 * column's filter (the dashboard counts the same filter), which the administrator may clear.
 */
export function linkFilters(tab: MachineTab, filter: MachineListFilter): GridFilter[] {
  return filter.state === "problem" ? [problemStateFilter(tab)] : [];
}

/**
 * The names of directory users, looked up in bounded requests; a failed lookup leaves ids unnamed, or
 * (strict, for export) rejects.
 */
export async function userNames(ids: readonly string[], isStrict = false): Promise<Map<string, string>> {
  const { names, firstFailure } = await resolveIdNames(
    { users: distinctIds(ids) },
    {
      users: directoryUserNameLookup,
    },
  );
  if (firstFailure === undefined) return names.users;
  if (isStrict)
    throw firstFailure instanceof Error ? firstFailure : new Error("The users' names could not be looked up");
  console.warn("Some users' names could not be looked up", firstFailure);
  return names.users;
}

/**
 * Serves a machines tab: pages and the whole filtered result (export, actions on all pages) with each
 * machine's pool and its users' names. The pools are read once (a pod has few), users per page.
 */
export class MachineSource {
  readonly #scope: GridFilter[];
  #pools: Promise<Map<string, MachinePool>> | undefined;

  constructor(tab: "vcenter" | "others") {
    this.#scope = machineListScope(tab);
  }

  #scoped(state: GridState): GridState {
    return { ...state, filters: [...state.filters, ...this.#scope] };
  }

  #poolsById(): Promise<Map<string, MachinePool>> {
    this.#pools ??= getDesktopPools().then(
      (pools) => new Map(pools.map((pool) => [pool.id, pool])),
      (error: unknown) => {
        this.#pools = undefined;
        throw error;
      },
    );
    return this.#pools;
  }

  async #withNames(machines: readonly Machine[], isStrict: boolean): Promise<MachineRow[]> {
    const lenient = <T>(promise: Promise<T>, fallback: T) =>
      isStrict ? promise : promise.catch(() => fallback);
    const [pools, users] = await Promise.all([
      lenient(this.#poolsById(), new Map<string, MachinePool>()),
      lenient(
        userNames(
          machines.flatMap((machine) => machine.user_ids ?? []),
          isStrict,
        ),
        new Map<string, string>(),
      ),
    ]);
    return machines.map((machine) => {
      const pool = machine.desktop_pool_id ? pools.get(machine.desktop_pool_id) : undefined;
      const names = (machine.user_ids ?? []).map((id) => users.get(id) ?? id);
      return {
        ...machine,
        ...(pool ? { pool, poolName: pool.name } : {}),
        ...(names.length > 0 ? { userNames: names.join(", ") } : {}),
      };
    });
  }

  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<MachineRow>> => {
    const page = await getMachinesPage(this.#scoped(state), signal);
    return { ...page, rows: await this.#withNames(page.rows, false) };
  };

  /** Every matching machine with its names; rejects rather than hand over ids where names belong. */
  readonly fetchAll = async (state: GridState, options: FetchAllOptions = {}): Promise<MachineRow[]> => {
    const machines = await getAllMachines(this.#scoped(state));
    options.onProgress?.(machines.length, machines.length);
    return this.#withNames(machines, true);
  };
}

/** Serves the RDS hosts tab, each host with its farm's name. */
export class RdsServerSource {
  readonly #farms = new FarmNames(getFarmNames);

  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<RdsServerRow>> => {
    const page = await getRdsServersPage(state, signal);
    return { ...page, rows: await this.#farms.attach(page.rows, false) };
  };

  readonly fetchAll = async (state: GridState, options: FetchAllOptions = {}): Promise<RdsServerRow[]> => {
    const servers = await getAllRdsServers(state);
    options.onProgress?.(servers.length, servers.length);
    return this.#farms.attach(servers, true);
  };
}
