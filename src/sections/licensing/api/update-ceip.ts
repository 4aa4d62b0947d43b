import { restApi, withoutErrorBanner } from "../../../core/http/api-clients";
import { ceipUpdate, type CeipSettings } from "../licensing.model";

/** PUT /rest/config/v1/ceip: opt in (with geography, size and vertical) or out. */
export async function updateCeip(settings: CeipSettings): Promise<void> {
  await withoutErrorBanner(restApi).put(ceipUpdate(settings), "/config/v1/ceip").res();
}
