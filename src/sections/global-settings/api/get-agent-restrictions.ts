import { restApi } from "../../../core/http/api-clients";
import { agentRestrictionsFrom, type AgentRestrictions } from "../global-settings.model";

/** GET /rest/config/v1/settings/agent-restriction-settings. */
export async function getAgentRestrictions(): Promise<AgentRestrictions> {
  return agentRestrictionsFrom(await restApi.get("/config/v1/settings/agent-restriction-settings").json());
}
