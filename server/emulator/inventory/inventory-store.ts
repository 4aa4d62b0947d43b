import type {
  AdUserOrGroupRecord,
  AgentInstallerPackageRecord,
  AgentUpgradeTaskRecord,
  ApplicationPoolRecord,
  AuditEventRecord,
  DesktopPoolRecord,
  EntitlementRecord,
  FarmRecord,
  GatewayAccessEntryRecord,
  GatewayRecord,
  GlobalEntitlementRecord,
  GlobalSessionRecord,
  MachineRecord,
  PhysicalMachineRecord,
  PodRecord,
  RdsServerRecord,
  SessionRecord,
  SiteRecord,
  UnauthenticatedAccessUserRecord,
  VirtualCenterRecord,
} from "../data/inventory-types";
import { type InventoryData, type InventoryScale, seedInventory } from "../data/seed-inventory";
import { seedAgentInstallerPackages } from "../data/seed-agent-packages";
import type { StoredOrder } from "./rest-list";

/** The order the store keeps audit events in, which a page asked in that order reads without a sort. */
export const AUDIT_EVENTS_STORED_ORDER: StoredOrder = { field: "time", descending: true };

/** Records in insertion order with an index by id; removal is rare, lookups are frequent. */
export class Collection<T extends { id: string }> {
  private list: T[];
  private index: Map<string, T>;

  constructor(items: T[]) {
    this.list = items;
    this.index = new Map(items.map((item) => [item.id, item]));
  }

  /** All records, in order; callers must not mutate the array. */
  get all(): readonly T[] {
    return this.list;
  }

  get size(): number {
    return this.list.length;
  }

  get(id: string): T | undefined {
    return this.index.get(id);
  }

  add(item: T): void {
    this.list.push(item);
    this.index.set(item.id, item);
  }

  /** Removes a record; true when it existed. */
  remove(id: string): boolean {
    const item = this.index.get(id);
    if (!item) return false;
    this.index.delete(id);
    this.list.splice(this.list.indexOf(item), 1);
    return true;
  }

  /** Removes every record matching the predicate. */
  removeWhere(predicate: (item: T) => boolean): number {
    const before = this.list.length;
    this.list = this.list.filter((item) => {
      if (!predicate(item)) return true;
      this.index.delete(item.id);
      return false;
    });
    return before - this.list.length;
  }
}

export interface InventoryStoreOptions {
  scale?: InventoryScale;
  /** Reference time of the seeded timestamps (epoch ms). */
  now?: number;
  seed?: number;
  /** Global sessions of the federation scale, when not the scale's own count. */
  globalSessions?: number;
}

/** The emulator's inventory state: seeded, mutated by actions, persisted through snapshot()/restore(). */
export class InventoryStore {
  scale!: InventoryScale;
  localPodId!: string;
  desktopPools!: Collection<DesktopPoolRecord>;
  machines!: Collection<MachineRecord>;
  farms!: Collection<FarmRecord>;
  rdsServers!: Collection<RdsServerRecord>;
  applicationPools!: Collection<ApplicationPoolRecord>;
  sessions!: Collection<SessionRecord>;
  globalEntitlements!: Collection<GlobalEntitlementRecord>;
  globalSessions!: Collection<GlobalSessionRecord>;
  /** In AUDIT_EVENTS_STORED_ORDER: newest first. */
  auditEvents!: AuditEventRecord[];
  adUsersOrGroups!: Collection<AdUserOrGroupRecord>;
  entitlements!: Collection<EntitlementRecord>;
  unauthenticatedAccessUsers!: Collection<UnauthenticatedAccessUserRecord>;
  gatewayAccessEntries!: Collection<GatewayAccessEntryRecord>;
  virtualCenters!: Collection<VirtualCenterRecord>;
  gateways!: Collection<GatewayRecord>;
  pods!: Collection<PodRecord>;
  sites!: Collection<SiteRecord>;
  agentInstallerPackages!: Collection<AgentInstallerPackageRecord>;
  agentUpgradeTasks!: Collection<AgentUpgradeTaskRecord>;
  physicalMachines!: Collection<PhysicalMachineRecord>;
  monitor!: InventoryData["monitor"];

  constructor(data: InventoryData) {
    this.load(data);
  }

  /** Seeds a store at a scale (default small). */
  static create(options: InventoryStoreOptions = {}): InventoryStore {
    return new InventoryStore(
      seedInventory(
        options.scale ?? "small",
        options.now ?? Date.now(),
        options.seed,
        options.globalSessions,
      ),
    );
  }

  private load(data: InventoryData): void {
    this.scale = data.scale;
    this.localPodId = data.localPodId;
    this.desktopPools = new Collection(data.desktopPools);
    this.machines = new Collection(data.machines);
    this.farms = new Collection(data.farms);
    this.rdsServers = new Collection(data.rdsServers);
    this.applicationPools = new Collection(data.applicationPools);
    this.sessions = new Collection(data.sessions);
    this.globalEntitlements = new Collection(data.globalEntitlements);
    this.globalSessions = new Collection(data.globalSessions);
    this.auditEvents = data.auditEvents;
    this.adUsersOrGroups = new Collection(data.adUsersOrGroups);
    this.entitlements = new Collection(data.entitlements);
    this.unauthenticatedAccessUsers = new Collection(data.unauthenticatedAccessUsers);
    this.gatewayAccessEntries = new Collection(data.gatewayAccessEntries);
    this.virtualCenters = new Collection(data.virtualCenters);
    this.gateways = new Collection(data.gateways);
    this.pods = new Collection(data.pods);
    this.sites = new Collection(data.sites);
    this.agentInstallerPackages = new Collection(data.agentInstallerPackages ?? seedAgentInstallerPackages());
    this.agentUpgradeTasks = new Collection(data.agentUpgradeTasks ?? []);
    // Data files written before this collection existed have none.
    this.physicalMachines = new Collection(data.physicalMachines ?? []);
    this.monitor = data.monitor;
  }

  /** The whole state as a JSON-serialisable object, for a data file. */
  snapshot(): InventoryData {
    const data: InventoryData = {
      scale: this.scale,
      localPodId: this.localPodId,
      desktopPools: [...this.desktopPools.all],
      machines: [...this.machines.all],
      farms: [...this.farms.all],
      rdsServers: [...this.rdsServers.all],
      applicationPools: [...this.applicationPools.all],
      sessions: [...this.sessions.all],
      globalEntitlements: [...this.globalEntitlements.all],
      globalSessions: [...this.globalSessions.all],
      auditEvents: this.auditEvents,
      adUsersOrGroups: [...this.adUsersOrGroups.all],
      entitlements: [...this.entitlements.all],
      unauthenticatedAccessUsers: [...this.unauthenticatedAccessUsers.all],
      gatewayAccessEntries: [...this.gatewayAccessEntries.all],
      virtualCenters: [...this.virtualCenters.all],
      gateways: [...this.gateways.all],
      pods: [...this.pods.all],
      sites: [...this.sites.all],
      agentInstallerPackages: [...this.agentInstallerPackages.all],
      agentUpgradeTasks: [...this.agentUpgradeTasks.all],
      physicalMachines: [...this.physicalMachines.all],
      monitor: this.monitor,
    };
    return data;
  }

  /** Replaces the whole state with a snapshot() result (object or its JSON); throws on anything else. */
  restore(snapshot: unknown): void {
    const data = (
      typeof snapshot === "string" ? JSON.parse(snapshot) : structuredClone(snapshot)
    ) as Partial<InventoryData> | null;
    if (
      !data ||
      typeof data !== "object" ||
      !Array.isArray(data.desktopPools) ||
      !Array.isArray(data.machines)
    ) {
      throw new Error("Not an inventory snapshot");
    }
    this.load(data as InventoryData);
  }

  /**
   * Records an audit event, numbered after every other (events are never removed, and the seed numbers
   * them 1 to its count). Events stay in time order, newest first (AUDIT_EVENTS_STORED_ORDER): an event
   * stamped earlier than the newest (a test's clock) goes where its time puts it.
   */
  recordEvent(event: Omit<AuditEventRecord, "id">): void {
    const id = this.auditEvents.length + 1;
    let position = 0;
    while (position < this.auditEvents.length && (this.auditEvents[position]?.time ?? 0) > event.time) {
      position += 1;
    }
    this.auditEvents.splice(position, 0, { ...event, id });
  }

  /** Ends a session and frees its machine or RDS host. */
  endSession(session: SessionRecord): void {
    this.sessions.remove(session.id);
    if (session.machine_id) {
      const machine = this.machines.get(session.machine_id);
      if (machine && machine.session_id === session.id) {
        delete machine.session_id;
        machine.state = "AVAILABLE";
      }
    }
    if (session.rds_server_id) {
      const server = this.rdsServers.get(session.rds_server_id);
      if (server) server.session_count = Math.max(0, server.session_count - 1);
    }
  }

  /** Removes a desktop pool with its machines, their sessions and its entitlements. */
  deleteDesktopPool(poolId: string): void {
    for (const session of this.sessions.all.filter((s) => s.desktop_pool_id === poolId))
      this.endSession(session);
    this.machines.removeWhere((machine) => machine.desktop_pool_id === poolId);
    this.entitlements.removeWhere((entitlement) => entitlement.resource_id === poolId);
    for (const farm of this.farms.all) if (farm.desktop_pool_id === poolId) delete farm.desktop_pool_id;
    this.desktopPools.remove(poolId);
  }

  /** Removes a machine and its session. */
  deleteMachine(machineId: string): void {
    for (const session of this.sessions.all.filter((s) => s.machine_id === machineId))
      this.endSession(session);
    this.machines.remove(machineId);
  }

  /** Removes an application pool and its entitlements. */
  deleteApplicationPool(appId: string): void {
    this.entitlements.removeWhere((entitlement) => entitlement.resource_id === appId);
    this.applicationPools.remove(appId);
  }
}
