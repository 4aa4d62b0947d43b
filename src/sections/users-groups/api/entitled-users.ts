import type { GridFilter, GridState } from "../../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../../core/query/query-service";
import type { QueryEntityType } from "../../../core/query/query.model";
import { queryService } from "../../../core/query/view-query-service";
import type { EntitledUserOrGroup } from "../users-groups.types";

const ENTITY: QueryEntityType = "EntitledUserOrGroupLocalSummaryView";

/** Which local entitlements a Contains filter of the entitled users query may look in (spec 001 §5). */
export type EntitledMember = "localData.desktops" | "localData.applications";

/**
 * The filter "entitled to this pool" of the entitled users query: a Contains filter on the user's local
 * desktops or applications. Spec 001 §5: only EntitledUserOrGroupLocalSummaryView takes it ('Not support
 * type' otherwise).
 */
export function entitledToFilter(
  entityType: QueryEntityType,
  member: EntitledMember,
  poolId: string,
): GridFilter {
  if (entityType !== ENTITY) throw new Error("Not support type");
  return { field: member, kind: "STRING", operator: "Contains", value: poolId };
}

/** One page of entitled users and groups (the legacy query service: one cursor per page, closed at once). */
export function getEntitledUsersPage(state: GridState): Promise<PageResult<EntitledUserOrGroup>> {
  return queryService.fetchPage<EntitledUserOrGroup>(ENTITY, state);
}

/** Every entitled user and group of the grid's filters (export). */
export function getAllEntitledUsers(
  state: GridState,
  options: FetchAllOptions,
): Promise<EntitledUserOrGroup[]> {
  return queryService.fetchAll<EntitledUserOrGroup>(ENTITY, state, options);
}
