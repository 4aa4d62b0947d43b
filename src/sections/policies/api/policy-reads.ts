import type { ApiCall } from "../../../core/http/api-call";
import { restApi } from "../../../core/http/api-clients";
import type { GlobalMode, GlobalPolicy, PolicyName, PolicyOverrideSource } from "../policies.types";

const POLICIES = "/config/v1/policies";

export function getGlobalPolicies(): Promise<GlobalPolicy[]> {
  return restApi.get(POLICIES).json<GlobalPolicy[]>();
}

/** The pools that set their own modes or hold user overrides. */
export function getPolicyOverrides(): Promise<PolicyOverrideSource[]> {
  return restApi.get(`${POLICIES}/overrides`).json<PolicyOverrideSource[]>();
}

/** Sets the global policies (Allow or Deny each). */
export function updateGlobalPoliciesCall(policies: { name: PolicyName; mode: GlobalMode }[]): ApiCall {
  return { api: "rest", method: "PUT", path: POLICIES, body: policies };
}
