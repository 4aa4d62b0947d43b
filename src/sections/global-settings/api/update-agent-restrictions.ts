import { restApi, withoutErrorBanner } from "../../../core/http/api-clients";
import { agentRestrictionsUpdate, type AgentRestrictions } from "../global-settings.model";

/** PUT /rest/config/v1/settings/agent-restriction-settings. */
export async function updateAgentRestrictions(settings: AgentRestrictions): Promise<void> {
  await withoutErrorBanner(restApi)
    .put(agentRestrictionsUpdate(settings), "/config/v1/settings/agent-restriction-settings")
    .res();
}
