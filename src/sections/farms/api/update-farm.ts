import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";
import { draftFromFarm, farmUpdateSpecOf } from "../farm-draft";
import type { Farm } from "../farms.types";

/**
 * Enables or disables a farm. The REST update replaces the farm's settings (FarmUpdateSpecV3 requires them
 * all), so the body is the farm as it is (FarmInfoV4) with only `enabled` changed.
 */
export function setFarmEnabledCall(farm: Farm, enabled: boolean): ApiCall {
  return {
    api: "rest",
    method: "PUT",
    path: apiPath("/inventory/v3/farms/{id}", { id: farm.id }),
    body: farmUpdateSpecOf(farm, { ...draftFromFarm(farm), enabled }),
  };
}
