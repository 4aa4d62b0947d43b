import { fetchAllPages } from "../../../core/http/api-clients";
import type { GridState } from "../../../core/query/grid-state";
import type { Farm } from "../farms.types";
import { farmListParams } from "./get-farms-page";

/** Every farm matching a grid state's filters, page after page. */
export function getAllFarms(state: GridState): Promise<Farm[]> {
  const { page: _page, size: _size, ...params } = farmListParams(state);
  return fetchAllPages<Farm>("/inventory/v4/farms", params);
}
