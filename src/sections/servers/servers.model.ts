import { enabledTabs } from "../../core/features/feature-flags";

/** The tabs, as they appear in the route (/main/servers/<tab>); spec 000 §2. */
export const SERVER_TABS = [
  "vcenter",
  "gateways",
  "connection_servers",
  "gateway_certificates",
  "app_volumes_manager",
] as const;
export type ServerTab = (typeof SERVER_TABS)[number];

/** The servers tab the appVolumesManager flag governs (spec 000 §9): off, the tab is gone. */
export function visibleServerTabs(): ServerTab[] {
  return enabledTabs(SERVER_TABS, { app_volumes_manager: "appVolumesManager" });
}

/** The tab names links from other sections use (the dashboard's ?tab=connectionServers). */
const LINKED_TABS: Readonly<Record<string, ServerTab>> = {
  vCenterServers: "vcenter",
  gateways: "gateways",
  connectionServers: "connection_servers",
  gatewayCertificates: "gateway_certificates",
  appVolumesManager: "app_volumes_manager",
};

/** The tab a route segment or a link names, if any. */
export function serverTabOf(value: string | undefined): ServerTab | undefined {
  const named =
    SERVER_TABS.find((tab) => tab === value) ?? (value === undefined ? undefined : LINKED_TABS[value]);
  return named !== undefined && visibleServerTabs().includes(named) ? named : undefined;
}
