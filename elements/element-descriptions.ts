// Every element's description: what scripts/generate-manifest.mjs turns into custom-elements.json and the
// React JSX typings.
import type { ElementDescription } from "./element-description";
import { administratorsDescription } from "./administrators/administrators.description";
import { applicationPoolDescription } from "./application-pool/application-pool.description";
import { applicationPoolsDescription } from "./application-pools/application-pools.description";
import { commandPaletteDescription } from "./command-palette/command-palette.description";
import { domainsDescription } from "./domains/domains.description";
import { certificatesDescription } from "./certificates/certificates.description";
import { policiesDescription } from "./policies/policies.description";
import { userDiskSharesDescription } from "./user-disk-shares/user-disk-shares.description";
import { dashboardDescription } from "./dashboard/dashboard.description";
import { desktopPoolDescription } from "./desktop-pool/desktop-pool.description";
import { desktopPoolsDescription } from "./desktop-pools/desktop-pools.description";
import { eventConfigurationDescription } from "./event-configuration/event-configuration.description";
import { agentsDescription } from "./agents/agents.description";
import { logCollectorDescription } from "./log-collector/log-collector.description";
import { eventsDescription } from "./events/events.description";
import { farmDescription } from "./farm/farm.description";
import { farmsDescription } from "./farms/farms.description";
import { federationDescription } from "./federation/federation.description";
import { globalEntitlementsDescription } from "./global-entitlements/global-entitlements.description";
import { globalSettingsDescription } from "./global-settings/global-settings.description";
import { licensingDescription } from "./licensing/licensing.description";
import { loginDescription } from "./login/login.description";
import { machineDescription } from "./machine/machine.description";
import { machinesDescription } from "./machines/machines.description";
import { persistentDisksDescription } from "./persistent-disks/persistent-disks.description";
import { registeredMachinesDescription } from "./registered-machines/registered-machines.description";
import { helpdeskDescription } from "./helpdesk/helpdesk.description";
import { searchSessionsDescription } from "./search-sessions/search-sessions.description";
import { serversDescription } from "./servers/servers.description";
import { sessionsDescription } from "./sessions/sessions.description";
import { userDescription } from "./user/user.description";
import { usersGroupsDescription } from "./users-groups/users-groups.description";

export const ELEMENT_DESCRIPTIONS: readonly ElementDescription[] = [
  administratorsDescription,
  applicationPoolDescription,
  applicationPoolsDescription,
  commandPaletteDescription,
  dashboardDescription,
  domainsDescription,
  certificatesDescription,
  policiesDescription,
  userDiskSharesDescription,
  desktopPoolDescription,
  desktopPoolsDescription,
  eventConfigurationDescription,
  eventsDescription,
  agentsDescription,
  logCollectorDescription,
  farmDescription,
  farmsDescription,
  federationDescription,
  globalEntitlementsDescription,
  globalSettingsDescription,
  licensingDescription,
  loginDescription,
  machineDescription,
  machinesDescription,
  persistentDisksDescription,
  registeredMachinesDescription,
  searchSessionsDescription,
  serversDescription,
  helpdeskDescription,
  sessionsDescription,
  usersGroupsDescription,
  userDescription,
];
