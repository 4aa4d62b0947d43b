import {
  directoryQueryFilterOf,
  directorySearchOf,
  getAdDomains,
} from "../../../core/directory/directory-search";
import type { GridState } from "../../../core/query/grid-state";
import type { FetchAllOptions, PageResult } from "../../../core/query/query-service";
import type { QueryEntityType, QueryFilter } from "../../../core/query/query.model";
import { queryService } from "../../../core/query/view-query-service";
import type { EntitledUserOrGroup } from "../users-groups.types";

const ENTITY: QueryEntityType = "EntitledUserOrGroupLocalSummaryView";

/** The grid column whose text is a user or group as administrators type them (see typedDirectorySearchOf). */
export const TYPED_NAME_FIELD = "base.name";

/**
 * The grid's state without its typed name, and that name as the query's filter: "pdubois",
 * "EXAMPLE\pdubois", "pdubois@example.com" and "Pierre Dubois" find the same user as every directory search.
 */
async function withTypedName(state: GridState): Promise<{ state: GridState; fixed: QueryFilter[] }> {
  const typed = state.filters.find((filter) => filter.field === TYPED_NAME_FIELD && filter.kind === "STRING");
  if (!typed || typed.kind !== "STRING" || typed.value.trim() === "") return { state, fixed: [] };
  const { domain } = directorySearchOf(typed.value);
  const filter = directoryQueryFilterOf(typed.value, domain === "" ? [] : await getAdDomains());
  return {
    state: { ...state, filters: state.filters.filter((other) => other !== typed) },
    fixed: filter ? [filter] : [],
  };
}

/** One page of entitled users and groups (the legacy query service: one cursor per page, closed at once). */
export async function getEntitledUsersPage(state: GridState): Promise<PageResult<EntitledUserOrGroup>> {
  const { state: rest, fixed } = await withTypedName(state);
  return queryService.fetchPage<EntitledUserOrGroup>(ENTITY, rest, fixed);
}

/** Every entitled user and group of the grid's filters (export). */
export async function getAllEntitledUsers(
  state: GridState,
  options: FetchAllOptions,
): Promise<EntitledUserOrGroup[]> {
  const { state: rest, fixed } = await withTypedName(state);
  return queryService.fetchAll<EntitledUserOrGroup>(ENTITY, rest, options, fixed);
}
