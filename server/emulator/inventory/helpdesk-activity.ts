import type { GlobalSessionRecord } from "../data/inventory-types";
import type { InventoryStore } from "./inventory-store";
import type { InventoryCaller } from "./route-context";

/** One help desk action on a user's session, as the HelpdeskActivityView lists it. */
export interface HelpdeskActivity {
  id: string;
  time: number;
  /** DOMAIN\name of the administrator who acted. */
  adminName: string;
  /** The action: DISCONNECT, LOGOFF, RESET, RESTART or SEND_MESSAGE. */
  action: string;
  userId: string;
  sessionId: string;
  podId: string;
  machineOrRDSServerDNS: string;
}

/** At most this many activities are kept (oldest dropped first): a log, not an archive. */
const ACTIVITY_LIMIT = 1000;

// Kept per store for the emulator's lifetime (not in the data file): the activity of this run.
const activities = new WeakMap<InventoryStore, HelpdeskActivity[]>();

/** The help desk activity of a store, newest first. */
export function helpdeskActivity(store: InventoryStore): readonly HelpdeskActivity[] {
  return activities.get(store) ?? [];
}

/** Records a help desk action taken on a session. */
export function recordHelpdeskActivity(
  store: InventoryStore,
  caller: InventoryCaller,
  action: string,
  session: GlobalSessionRecord,
  time: number,
): void {
  const list = activities.get(store) ?? [];
  activities.set(store, list);
  list.unshift({
    id: `${time}-${list.length}-${session.id}`,
    time,
    adminName: `${caller.domain}\\${caller.username}`,
    action,
    userId: session.user_id,
    sessionId: session.id,
    podId: session.pod_id,
    machineOrRDSServerDNS: session.machine_or_rds_server_dns_name,
  });
  if (list.length > ACTIVITY_LIMIT) list.length = ACTIVITY_LIMIT;
}
