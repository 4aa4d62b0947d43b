import { restItemPages } from "../../../core/query/rest-list-source";
import type { PoolEvent } from "../desktop-pools.types";

/** Pages of the audit events that name a pool, by the pool's name (as events record it). */
export const getPoolEventsPage = restItemPages<PoolEvent>("/external/v1/audit-events", "desktop_pool_name");
