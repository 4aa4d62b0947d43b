import { directoryUserNameLookup } from "../../core/directory/directory-user-names";
import type { GridFilter, GridState } from "../../core/query/grid-state";
import { distinctIds, resolveIdNames } from "../../core/query/id-names";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { getAllDisks, getDiskPools, getDisksPage, getMachineNames } from "./api/persistent-disk-reads";
import type { DiskPool, PersistentDisk, PersistentDiskRow } from "./persistent-disks.types";

/** The tabs, as they appear in the route (/main/persistent_disks/<tab>). */
export const DISK_TABS = ["attached", "detached"] as const;
export type DiskTab = (typeof DISK_TABS)[number];

/** Spec 001 §9: the size of an imported disk unless the administrator gives another. */
export const DEFAULT_DISK_SIZE_MB = 2048;

/** The disk roles a tab shows: attached disks are a machine's primary or secondary disk. */
const TAB_ROLES: Record<DiskTab, string[]> = {
  attached: ["PRIMARY", "SECONDARY"],
  detached: ["UNATTACHED", "DELETING"],
};

/**
 * Serves a disks tab: pages and the whole filtered result (export, actions on all pages) with the names
 * of each disk's pool, machine and user. The pools are read once (a pod has few), the rest per page in
 * bounded lookups.
 */
export class PersistentDiskSource {
  readonly #scope: GridFilter[];
  #pools: Promise<Map<string, DiskPool>> | undefined;

  constructor(tab: DiskTab) {
    this.#scope = [{ field: "disk_role", kind: "CHECKBOX", values: TAB_ROLES[tab] }];
  }

  #scoped(state: GridState): GridState {
    return { ...state, filters: [...state.filters, ...this.#scope] };
  }

  /** The pools by id, read once; a failed read is tried again next time. */
  poolsById(): Promise<Map<string, DiskPool>> {
    this.#pools ??= getDiskPools().then(
      (pools) => new Map(pools.map((pool) => [pool.id, pool])),
      (error: unknown) => {
        this.#pools = undefined;
        throw error;
      },
    );
    return this.#pools;
  }

  async #withNames(disks: readonly PersistentDisk[], isStrict: boolean): Promise<PersistentDiskRow[]> {
    const pools = await this.poolsById().catch((error: unknown) => {
      if (isStrict) throw error;
      return new Map<string, DiskPool>();
    });
    const { names, firstFailure } = await resolveIdNames(
      {
        machines: distinctIds(disks.map((disk) => disk.machine_id)),
        users: distinctIds(disks.map((disk) => disk.user_id)),
      },
      {
        machines: async (chunk) =>
          new Map((await getMachineNames(chunk)).map((machine) => [machine.id, machine.name])),
        users: directoryUserNameLookup,
      },
    );
    if (firstFailure !== undefined && isStrict)
      throw firstFailure instanceof Error ? firstFailure : new Error("Names could not be looked up");
    return disks.map((disk) => {
      const poolName = disk.desktop_pool_id ? pools.get(disk.desktop_pool_id)?.name : undefined;
      const machineName = disk.machine_id ? names.machines.get(disk.machine_id) : undefined;
      const userName = disk.user_id ? (names.users.get(disk.user_id) ?? disk.user_id) : undefined;
      return {
        ...disk,
        ...(poolName ? { poolName } : {}),
        ...(machineName ? { machineName } : {}),
        ...(userName ? { userName } : {}),
      };
    });
  }

  readonly fetchPage = async (
    state: GridState,
    signal?: AbortSignal,
  ): Promise<PageResult<PersistentDiskRow>> => {
    const page = await getDisksPage(this.#scoped(state), signal);
    return { ...page, rows: await this.#withNames(page.rows, false) };
  };

  /** Every matching disk with its names; rejects rather than hand over ids where names belong. */
  readonly fetchAll = async (
    state: GridState,
    options: FetchAllOptions = {},
  ): Promise<PersistentDiskRow[]> => {
    const disks = await getAllDisks(this.#scoped(state));
    options.onProgress?.(disks.length, disks.length);
    return this.#withNames(disks, true);
  };
}

/** A size in megabytes as administrators read it (2048 MB → "2 GB"). */
export function diskSize(megabytes: number | undefined, locale: string): string {
  if (megabytes === undefined) return "";
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return megabytes >= 1024 ? `${format.format(megabytes / 1024)} GB` : `${format.format(megabytes)} MB`;
}
