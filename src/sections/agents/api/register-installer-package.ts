import type { ApiCall } from "../../../core/http/api-call";

/** Registers an agent installer package from the URL of its metadata file. */
export function registerInstallerPackageCall(metadataFileUrl: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: "/inventory/v1/agent-installer-packages/action/register",
    body: { metadata_file_url: metadataFileUrl },
  };
}
