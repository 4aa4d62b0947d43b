import { restApi, withoutErrorBanner } from "../../../core/http/api-clients";
import { clientPoliciesUpdate, type ClientPolicy } from "../global-settings.model";

/** PUT /rest/config/v1/settings/client-settings with every client policy. */
export async function updateClientSettings(policies: readonly ClientPolicy[]): Promise<void> {
  await withoutErrorBanner(restApi)
    .put(clientPoliciesUpdate(policies), "/config/v1/settings/client-settings")
    .res();
}
