import { restApi } from "../../../core/http/api-clients";
import type { FarmHealthInfo } from "../../../core/inventory/application-health";

/** Every farm's name and health, with the host health its applications' health is derived from. */
export function getFarmHealth(): Promise<FarmHealthInfo[]> {
  return restApi.get("/monitor/farms").json<FarmHealthInfo[]>();
}
