import { restApi } from "../../../core/http/api-clients";
import { clientPoliciesFrom, type ClientPolicy } from "../global-settings.model";

/** GET /rest/config/v1/settings/client-settings: the client policies. */
export async function getClientSettings(): Promise<ClientPolicy[]> {
  return clientPoliciesFrom(await restApi.get("/config/v1/settings/client-settings").json());
}
