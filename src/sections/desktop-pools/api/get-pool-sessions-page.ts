import { restItemPages } from "../../../core/query/rest-list-source";
import type { PoolSession } from "../desktop-pools.types";

/** Pages of the sessions on a pool's machines, by the pool's id. */
export const getPoolSessionsPage = restItemPages<PoolSession>("/inventory/v1/sessions", "desktop_pool_id");
