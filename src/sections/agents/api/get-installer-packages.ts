import { restApi } from "../../../core/http/api-clients";
import type { InstallerPackage } from "../agents.types";

/** The registered agent installer packages. */
export async function getInstallerPackages(signal?: AbortSignal): Promise<InstallerPackage[]> {
  const body: unknown = await restApi
    .options(signal ? { signal } : {})
    .get("/inventory/v1/agent-installer-packages")
    .json();
  return Array.isArray(body) ? (body as InstallerPackage[]) : [];
}
