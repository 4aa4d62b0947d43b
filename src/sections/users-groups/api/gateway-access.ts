import type { ApiCall } from "../../../core/http/api-call";
import { viewApi } from "../../../core/http/api-clients";
import type { GatewayAccessEntry } from "../users-groups.types";

/** GatewayAccessUserOrGroup/List (view API, spec 001 §7). */
export function getGatewayAccessEntries(): Promise<GatewayAccessEntry[]> {
  return viewApi.url("GatewayAccessUserOrGroup/List").post({}).json<GatewayAccessEntry[]>();
}

/** GatewayAccessUserOrGroup/Create for one user or group. */
export function addGatewayAccessCall(userOrGroupId: string): ApiCall {
  return {
    api: "view",
    method: "POST",
    path: "/GatewayAccessUserOrGroup/Create",
    body: { userOrGroup: userOrGroupId },
  };
}

/** GatewayAccessUserOrGroup/Delete for one entry. */
export function removeGatewayAccessCall(entry: GatewayAccessEntry): ApiCall {
  return { api: "view", method: "POST", path: "/GatewayAccessUserOrGroup/Delete", body: { id: entry.id } };
}
