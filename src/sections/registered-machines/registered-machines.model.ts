import { restApi } from "../../core/http/api-clients";
import { FarmNames } from "../../core/inventory/farm-names";
import type { GridState } from "../../core/query/grid-state";
import type { NamedItem } from "../../core/query/id-names";
import type { FetchAllOptions, PageResult } from "../../core/query/query-service";
import { FARMS_PATH, PHYSICAL_MACHINES_PATH, RDS_SERVERS_PATH } from "./api/registered-machine-paths";
import { getAllRestGridRows, getRestGridPage } from "./api/rest-grid-pages";
import type { PhysicalMachine, RdsServer, RdsServerRow } from "./registered-machines.types";

/** The tabs, as they appear in the route (/main/registered_machines/<tab>). */
export const REGISTERED_MACHINE_TABS = ["rds", "others"] as const;
export type RegisteredMachineTab = (typeof REGISTERED_MACHINE_TABS)[number];

/** The drain states an RDS host reports (spec 001 §3: DRAIN_MODE_ENABLED, DRAIN_MODE_UNTIL_RESTART). */
export const DRAIN_STATES: Readonly<Record<string, string>> = {
  AGENT_DRAIN_MODE: "registeredMachines.drain.enabled",
  AGENT_DRAIN_UNTIL_RESTART: "registeredMachines.drain.untilRestart",
};

/** Serves the RDS hosts tab, each host with its farm's name (the unpaged v1 farm list is read whole, once). */
export class RdsServerSource {
  readonly #farms = new FarmNames(() => restApi.get(FARMS_PATH).json<NamedItem[]>());

  readonly fetchPage = async (state: GridState, signal?: AbortSignal): Promise<PageResult<RdsServerRow>> => {
    const page = await getRestGridPage<RdsServer>(RDS_SERVERS_PATH, state, signal);
    return { ...page, rows: await this.#farms.attach(page.rows, false) };
  };

  /** Every matching host with its farm; rejects rather than hand over ids where names belong. */
  readonly fetchAll = async (state: GridState, options: FetchAllOptions = {}): Promise<RdsServerRow[]> => {
    const servers = await getAllRestGridRows<RdsServer>(RDS_SERVERS_PATH, state);
    options.onProgress?.(servers.length, servers.length);
    return this.#farms.attach(servers, true);
  };
}

/** Serves the other registered machines (physical machines, other hypervisors). */
export const PHYSICAL_MACHINE_SOURCE = {
  fetchPage: (state: GridState, signal?: AbortSignal) =>
    getRestGridPage<PhysicalMachine>(PHYSICAL_MACHINES_PATH, state, signal),
  fetchAll: async (state: GridState, options: FetchAllOptions = {}) => {
    const machines = await getAllRestGridRows<PhysicalMachine>(PHYSICAL_MACHINES_PATH, state);
    options.onProgress?.(machines.length, machines.length);
    return machines;
  },
};
