import type { Env, Hono } from "hono";
import { registerQueryRoutes } from "../query/query-routes";
import { registerRestAgentUpgradeRoutes } from "./rest-agent-upgrade-routes";
import { registerRestApplicationRoutes } from "./rest-application-routes";
import { registerRestAuthenticatorRoutes } from "./rest-authenticator-routes";
import { registerRestConnectionServerRoutes } from "./rest-connection-server-routes";
import { registerRestEntitlementRoutes } from "./rest-entitlement-routes";
import { registerRestEventConfigurationRoutes } from "./rest-event-configuration-routes";
import { registerRestFarmRoutes } from "./rest-farm-routes";
import { registerRestFederationRoutes } from "./rest-federation-routes";
import { registerRestGlobalSessionRoutes } from "./rest-global-session-routes";
import { registerRestHomeSiteRoutes } from "./rest-home-site-routes";
import { registerRestHostRoutes } from "./rest-host-routes";
import { registerRestInfrastructureRoutes } from "./rest-infrastructure-routes";
import { registerRestInventoryRoutes } from "./rest-inventory-routes";
import { registerRestPoolImageRoutes } from "./rest-pool-image-routes";
import { registerRestPoolProvisioningRoutes } from "./rest-pool-provisioning-routes";
import { registerRestPoolTabRoutes } from "./rest-pool-tab-routes";
import { registerRestServerRoutes } from "./rest-server-routes";
import { registerRestVcenterRoutes } from "./rest-vcenter-routes";
import { registerRestPhysicalMachineRoutes } from "./rest-physical-machine-routes";
import { registerRestImageManagementRoutes } from "./rest-image-management-routes";
import { registerRestPodInfoRoutes } from "./rest-pod-info-routes";
import type { InventoryRouteDeps, RouteKit } from "./route-context";
import { registerViewDirectoryRoutes } from "./view-directory-routes";
import { registerAdDomainRoutes } from "../infrastructure/ad-domain-routes";

export type { InventoryCaller, InventoryRouteDeps } from "./route-context";

/** What the emulator core can inspect of the inventory side. */
export interface InventoryRoutes {
  /** Open query cursors of one API session, or of all sessions. */
  openQueryCount(sessionKey?: string): number;
  /** Drops every query cursor of a session (logout, expiry). */
  dropSession(sessionKey: string): void;
}

/** Registers every inventory, monitor, directory, entitlement and query-service route on the emulator app. */
export function registerInventoryRoutes<E extends Env>(
  app: Hono<E>,
  deps: InventoryRouteDeps<E>,
): InventoryRoutes {
  // The emulator's environment only adds typed variables; the routes read the caller through deps.
  const plainApp = app as unknown as Hono;
  const plainDeps = deps as unknown as InventoryRouteDeps;
  // Query cursors share row snapshots until the inventory changes; this count tells them it did.
  let changeCount = 0;
  const kit: RouteKit = {
    app: plainApp,
    deps: plainDeps,
    store: deps.store,
    changed: () => {
      changeCount += 1;
      deps.markChanged?.();
    },
  };
  // First: its middleware moves provisioning RDS hosts on before any REST route reads them.
  registerRestFarmRoutes(kit);
  // Before the machine routes: /machines/agent-upgrade-tasks is not a machine id.
  registerRestAgentUpgradeRoutes(kit);
  // First: its middleware moves provisioning machines along before any other route reads them.
  registerRestPoolProvisioningRoutes(kit);
  // Before the pool reads too: its middleware moves image pushes along.
  registerRestPoolImageRoutes(kit);
  registerRestInventoryRoutes(kit);
  registerRestHostRoutes(kit);
  // Before the infrastructure routes: it answers the federation's state and moves CPA tasks on.
  registerRestFederationRoutes(kit);
  // Before the infrastructure routes: ad-users-or-groups/held-users-or-groups is not a directory id.
  registerRestPodInfoRoutes(kit);
  registerRestInfrastructureRoutes(kit);
  registerRestEntitlementRoutes(kit);
  registerRestApplicationRoutes(kit);
  registerRestGlobalSessionRoutes(kit);
  registerRestVcenterRoutes(kit);
  registerRestPhysicalMachineRoutes(kit);
  registerRestPoolTabRoutes(kit);
  registerAdDomainRoutes(kit);
  registerRestEventConfigurationRoutes(kit);
  registerRestHomeSiteRoutes(kit);
  registerRestServerRoutes(kit);
  registerRestConnectionServerRoutes(kit);
  registerRestImageManagementRoutes(kit);
  registerRestAuthenticatorRoutes(kit);
  registerViewDirectoryRoutes(kit);
  const cursors = registerQueryRoutes(kit, { changeCount: () => changeCount });
  return {
    openQueryCount: (sessionKey) => cursors.openQueryCount(sessionKey),
    dropSession: (sessionKey) => {
      cursors.deleteAll(sessionKey);
    },
  };
}
