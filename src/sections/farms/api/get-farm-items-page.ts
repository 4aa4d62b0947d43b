import { restItemPages } from "../../../core/query/rest-list-source";
import type { FarmApplication } from "../farms.types";

/** Pages of a farm's application pools, by the farm's id. */
export const getFarmApplicationsPage = restItemPages<FarmApplication>(
  "/inventory/v1/application-pools",
  "farm_id",
);
