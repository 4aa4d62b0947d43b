import type { ApiCall } from "../../../core/http/api-call";

/** Unregisters an agent installer package. */
export function unregisterInstallerPackageCall(packageId: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: `/inventory/v1/agent-installer-packages/${encodeURIComponent(packageId)}/action/unregister`,
  };
}
