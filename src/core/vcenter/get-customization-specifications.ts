import { queryString, restApi } from "../http/api-clients";
import type { CustomizationSpec } from "./vcenter.types";

/** The guest customisation specifications of a vCenter. */
export function getCustomizationSpecifications(vcenterId: string): Promise<CustomizationSpec[]> {
  return restApi
    .get("/external/v1/customization-specifications" + queryString({ vcenter_id: vcenterId }))
    .json<CustomizationSpec[]>();
}
