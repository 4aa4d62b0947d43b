import type { Hono } from "hono";
import { getCaller, restGuard, viewGuard } from "./auth/guards";
import type { EmulatorDeps, EmulatorEnv, InventoryInspection } from "./emulator-context";
import { InventoryStore } from "./inventory/inventory-store";
import { registerInventoryRoutes } from "./inventory/register-inventory-routes";

/** Plugs the inventory side (server/emulator/inventory, query) into the emulator app. */
export function registerInventory(app: Hono<EmulatorEnv>, deps: EmulatorDeps): InventoryInspection {
  const store = InventoryStore.create({
    scale: deps.scale,
    now: deps.clock.now(),
    ...(deps.seed === undefined ? {} : { seed: deps.seed }),
    ...(deps.globalSessions === undefined ? {} : { globalSessions: deps.globalSessions }),
  });
  deps.registerState("inventory", store);
  const routes = registerInventoryRoutes(app, {
    store,
    restGuard,
    viewGuard,
    getCaller,
    now: () => deps.clock.now(),
    markChanged: () => deps.markChanged(),
    onSessionEnd: (listener) => deps.onSessionEnd(listener),
    sessionKeyOf: (c) => getCaller(c).sessionId,
    itemFault: (id) => deps.itemFault(id),
    isLocalAccessGroup: (id) => deps.isLocalAccessGroup(id),
    adminSmartCardMode: () => deps.adminSmartCardMode(),
  });
  deps.setAccessGroupUsage((id) =>
    [store.desktopPools, store.farms, store.applicationPools, store.machines, store.rdsServers].reduce(
      (sum, collection) => sum + collection.all.filter((record) => record.access_group_id === id).length,
      0,
    ),
  );
  deps.onSessionEnd((sessionId) => routes.dropSession(sessionId));
  return { openQueryCount: (sessionId) => routes.openQueryCount(sessionId), store };
}
