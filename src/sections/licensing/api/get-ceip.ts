import { restApi } from "../../../core/http/api-clients";
import { ceipSettingsFrom, type CeipSettings } from "../licensing.model";

/** GET /rest/config/v1/ceip: the customer experience program settings. */
export async function getCeip(): Promise<CeipSettings> {
  return ceipSettingsFrom(await restApi.get("/config/v1/ceip").json());
}
