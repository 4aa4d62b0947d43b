import { fetchAllPages } from "../../../core/http/api-clients";
import type { FarmPublishedApplication } from "../../../core/inventory/farm-health";

/** Every application pool the administrator may see (its farm's health names the ones hosts lack). */
export function getPublishedApplications(): Promise<FarmPublishedApplication[]> {
  return fetchAllPages<FarmPublishedApplication>("/inventory/v1/application-pools");
}
