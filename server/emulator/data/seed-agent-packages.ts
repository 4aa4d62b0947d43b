import type { AgentInstallerPackageRecord } from "./inventory-types";

/**
 * The installer packages a pod starts with: the release most machines run and a newer one, so the
 * agents list shows "update available" and an upgrade can be scheduled without registering anything.
 */
export function seedAgentInstallerPackages(): AgentInstallerPackageRecord[] {
  return [
    {
      id: "0b7e4c1a-2312-4a51-9d3e-000000002312",
      version: "2312.1.0",
      build_number: "23001234",
      url: "https://downloads.example.com/agent/2312.1.0/VDC-Agent-x86_64-2312.1.0-23001234.exe",
    },
    {
      id: "0b7e4c1a-2406-4a51-9d3e-000000002406",
      version: "2406.0.0",
      build_number: "24005678",
      url: "https://downloads.example.com/agent/2406.0.0/VDC-Agent-x86_64-2406.0.0-24005678.exe",
    },
  ];
}
