import { restItemPages } from "../../../core/query/rest-list-source";
import type { PoolMachine } from "../desktop-pools.types";

/** Pages of the machines of a pool, by the pool's id. */
export const getPoolMachinesPage = restItemPages<PoolMachine>("/inventory/v4/machines", "desktop_pool_id");
