import { SEED_IC_DOMAIN_ACCOUNT } from "./seed-ic-domain-account";
import {
  ENGINEERING_ACCESS_GROUP_ID,
  FEDERATION_EMEA_ACCESS_GROUP_ID,
  FEDERATION_ROOT_ACCESS_GROUP_ID,
  FINANCE_ACCESS_GROUP_ID,
  LOCAL_ROOT_ACCESS_GROUP_ID,
  SALES_ACCESS_GROUP_ID,
  SUPPORT_ACCESS_GROUP_ID,
} from "./access-groups";
import type {
  AdUserOrGroupRecord,
  AgentInstallerPackageRecord,
  AgentUpgradeTaskRecord,
  ApplicationPoolRecord,
  AuditEventRecord,
  DesktopPoolRecord,
  EntitlementRecord,
  EventSeverity,
  FarmRecord,
  GatewayAccessEntryRecord,
  GatewayRecord,
  GlobalEntitlementRecord,
  GlobalSessionRecord,
  MachineRecord,
  MachineState,
  PhysicalMachineRecord,
  PodRecord,
  RdsServerRecord,
  RdsServerState,
  SessionRecord,
  SiteRecord,
  UnauthenticatedAccessUserRecord,
  VirtualCenterRecord,
} from "./inventory-types";
import { APPLICATIONS } from "./application-catalogue";
import { Prng } from "./prng";
import { seedApplicationHealth } from "./seed-application-health";
import {
  AD_DOMAIN_DNS,
  AD_DOMAIN_NETBIOS,
  DEPARTMENTS,
  DEMO_USER_SIDS,
  seedDirectory,
} from "./seed-directory";
import { seedPhysicalMachines } from "./seed-registered";
import { seededPlacement } from "./seed-vcenter-inventory";

/** One of a pool's datastores (by a draw), or a datastore id of the old form for a pool without any. */
function datastoreOf(pool: DesktopPoolRecord, draw: number): string {
  const datastores = pool.storage_settings?.datastores ?? [];
  return datastores[draw % Math.max(1, datastores.length)]?.datastore_id ?? `datastore-${draw}`;
}

export type InventoryScale = "small" | "large" | "federation";

/** A monitor record in the OpenAPI shape; kept loose because the emulator only serves it. */
export type MonitorRecord = { id: string } & Record<string, unknown>;

/** Everything the inventory side of the emulator serves. */
export interface InventoryData {
  scale: InventoryScale;
  localPodId: string;
  desktopPools: DesktopPoolRecord[];
  machines: MachineRecord[];
  farms: FarmRecord[];
  rdsServers: RdsServerRecord[];
  applicationPools: ApplicationPoolRecord[];
  sessions: SessionRecord[];
  globalEntitlements: GlobalEntitlementRecord[];
  globalSessions: GlobalSessionRecord[];
  auditEvents: AuditEventRecord[];
  adUsersOrGroups: AdUserOrGroupRecord[];
  entitlements: EntitlementRecord[];
  unauthenticatedAccessUsers: UnauthenticatedAccessUserRecord[];
  gatewayAccessEntries: GatewayAccessEntryRecord[];
  virtualCenters: VirtualCenterRecord[];
  gateways: GatewayRecord[];
  pods: PodRecord[];
  sites: SiteRecord[];
  /** Absent in data files written before agent upgrades existed: the default packages, no tasks. */
  agentInstallerPackages?: AgentInstallerPackageRecord[];
  agentUpgradeTasks?: AgentUpgradeTaskRecord[];
  /** Absent in data files written before registered machines existed: none. */
  physicalMachines?: PhysicalMachineRecord[];
  monitor: {
    connectionServers: MonitorRecord[];
    gateways: MonitorRecord[];
    virtualCenters: MonitorRecord[];
    adDomains: (Record<string, unknown> & { dns_name: string })[];
    eventDatabase: Record<string, unknown>;
    samlAuthenticators: MonitorRecord[];
    pods: MonitorRecord[];
  };
}

interface ScaleProfile {
  desktopPools: number;
  machines: number;
  farms: number;
  rdsServersPerFarm: number;
  applicationPools: number;
  sessions: number;
  events: number;
  users: number;
  projectGroups: number;
  connectionServers: number;
  pods: number;
  sites: number;
  globalEntitlements: number;
  globalSessions: number;
}

const PROFILES: Record<InventoryScale, ScaleProfile> = {
  small: {
    desktopPools: 24,
    machines: 300,
    farms: 6,
    rdsServersPerFarm: 3,
    applicationPools: 30,
    sessions: 150,
    events: 2000,
    users: 250,
    projectGroups: 12,
    connectionServers: 2,
    pods: 1,
    sites: 1,
    globalEntitlements: 0,
    globalSessions: 0,
  },
  large: {
    desktopPools: 300,
    machines: 10000,
    farms: 200,
    rdsServersPerFarm: 8,
    applicationPools: 600,
    sessions: 12000,
    events: 100000,
    users: 6000,
    projectGroups: 200,
    connectionServers: 4,
    pods: 1,
    sites: 1,
    globalEntitlements: 0,
    globalSessions: 0,
  },
  federation: {
    desktopPools: 24,
    machines: 300,
    farms: 6,
    rdsServersPerFarm: 3,
    applicationPools: 30,
    sessions: 150,
    events: 5000,
    users: 3000,
    projectGroups: 40,
    connectionServers: 3,
    pods: 6,
    sites: 3,
    globalEntitlements: 40,
    globalSessions: 50000,
  },
};

const DEPARTMENT_ACCESS_GROUP: Record<string, string> = {
  Sales: SALES_ACCESS_GROUP_ID,
  Marketing: SALES_ACCESS_GROUP_ID,
  Engineering: ENGINEERING_ACCESS_GROUP_ID,
  QA: ENGINEERING_ACCESS_GROUP_ID,
  Research: ENGINEERING_ACCESS_GROUP_ID,
  Design: ENGINEERING_ACCESS_GROUP_ID,
  Finance: FINANCE_ACCESS_GROUP_ID,
  Legal: FINANCE_ACCESS_GROUP_ID,
  Support: SUPPORT_ACCESS_GROUP_ID,
  Training: SUPPORT_ACCESS_GROUP_ID,
};

const DESKTOP_OS = [
  { label: "Win11", short: "w11", os: "WINDOWS_11", agent: "2312.1" },
  { label: "Win10", short: "w10", os: "WINDOWS_10", agent: "2306" },
  { label: "Ubuntu", short: "ubu", os: "LINUX_UBUNTU", agent: "2312" },
  { label: "RHEL", short: "rhel", os: "LINUX_RHEL", agent: "2209" },
] as const;

const PROBLEM_AND_OTHER_STATES: readonly MachineState[] = [
  "ERROR",
  "PROVISIONING_ERROR",
  "AGENT_ERROR_STARTUP_IN_PROGRESS",
  "AGENT_UNREACHABLE",
  "AGENT_ERROR_DISABLED",
  "AGENT_ERROR_INVALID_IP",
  "AGENT_ERROR_NEEDS_REBOOT",
  "AGENT_ERROR_PROTOCOL_FAILURE",
  "AGENT_CONFIG_ERROR",
  "ALREADY_USED",
  "UNKNOWN",
  "UNASSIGNED_USER_CONNECTED",
  "UNASSIGNED_USER_DISCONNECTED",
  "MAINTENANCE",
  "PROVISIONING",
  "CUSTOMIZING",
  "WAITING_FOR_AGENT",
  "DELETING",
  "PROVISIONED",
  "AGENT_DRAIN_MODE",
  "AGENT_DRAIN_UNTIL_RESTART",
  "DISABLED",
  "DISABLE_IN_PROGRESS",
  "VALIDATING",
  "IN_PROGRESS",
];

const RDS_PROBLEM_STATES: readonly RdsServerState[] = [
  "AGENT_ERR_DOMAIN_FAILURE",
  "AGENT_UNREACHABLE",
  "ERROR",
  "PROVISIONING_ERROR",
  "AGENT_CONFIG_ERROR",
  "AGENT_ERR_STARTUP_IN_PROGRESS",
  "MAINTENANCE",
];

const EVENT_TYPES: readonly (readonly [string, string, EventSeverity, string])[] = [
  ["BROKER_USERLOGGEDIN", "Broker", "AUDIT_SUCCESS", "User {user} has logged in"],
  ["BROKER_USERLOGGEDOUT", "Broker", "AUDIT_SUCCESS", "User {user} has logged out"],
  ["BROKER_USER_AUTHFAILED_BAD_USER_PASSWORD", "Broker", "AUDIT_FAIL", "User {user} failed to authenticate"],
  ["AGENT_CONNECTED", "Agent", "INFO", "User {user} has logged in to a new session on machine {machine}"],
  ["AGENT_DISCONNECTED", "Agent", "INFO", "User {user} has disconnected from machine {machine}"],
  ["AGENT_RECONNECTED", "Agent", "INFO", "User {user} has reconnected to machine {machine}"],
  ["AGENT_ENDED", "Agent", "INFO", "User {user} has logged off machine {machine}"],
  [
    "AGENT_PENDING_EXPIRED",
    "Agent",
    "WARNING",
    "The pending session on machine {machine} for user {user} has expired",
  ],
  [
    "BROKER_MACHINE_PROTOCOL_UNAVAILABLE",
    "Broker",
    "ERROR",
    "Unable to launch from pool {pool} for user {user}: the protocol is unavailable",
  ],
  ["BROKER_PROVISIONING_ERROR_CONFIG_SET", "Broker", "ERROR", "Provisioning error occurred on pool {pool}"],
  ["ADMIN_DESKTOP_EDITED", "Admin", "AUDIT_SUCCESS", "{admin} has updated pool {pool}"],
  [
    "ADMIN_DESKTOP_ENTITLEMENT_ADDED",
    "Admin",
    "AUDIT_SUCCESS",
    "{admin} has entitled a group to pool {pool}",
  ],
  ["ADMIN_USERLOGGEDIN", "Admin", "AUDIT_SUCCESS", "{admin} has logged in to the console"],
  ["VLSI_USERLOGGEDIN", "Vlsi", "AUDIT_SUCCESS", "{admin} has logged in"],
  ["FRAMEWORK_SERVICE_STARTED", "Framework", "INFO", "The Connection Server service has started"],
  ["TUNNEL_CONNECTION_FAILED", "Tunnel", "WARNING", "A tunnel connection for user {user} failed"],
  ["CLIENT_CONNECTED", "Client", "INFO", "Client for {user} connected from 10.20.{n}.{m}"],
  [
    "ENDPOINT_CERTIFICATE_EXPIRING",
    "Endpoint",
    "WARNING",
    "The certificate of endpoint cs{n}.example.com expires soon",
  ],
  [
    "TRANSFER_SERVER_UNREACHABLE",
    "TransferServer",
    "ERROR",
    "Transfer server ts{n}.example.com is unreachable",
  ],
  ["REST_API_LOGIN", "Rest", "AUDIT_SUCCESS", "{admin} has logged in through the REST API"],
];

const DAY_MS = 86_400_000;

/** Seeds the inventory for a scale, deterministically for a given seed and reference time. */
export function seedInventory(
  scale: InventoryScale,
  now: number,
  seed = 20_260_101,
  globalSessions?: number,
): InventoryData {
  const scaleProfile = PROFILES[scale];
  // Only a scale with a federation has global sessions to resize.
  const profile =
    globalSessions === undefined || scaleProfile.globalSessions === 0
      ? scaleProfile
      : { ...scaleProfile, globalSessions };
  const rng = new Prng(seed);
  const directory = seedDirectory(rng, profile.users, profile.projectGroups);
  const adUsersOrGroups = [...directory.users, ...directory.groups];

  const virtualCenters = seedVirtualCenters(rng, scale === "large" ? 3 : 2);
  const vcIds = virtualCenters.map((vc) => vc.id);
  const pick = <T>(items: readonly T[]) => rng.pick(items);
  const departmentOf = (index: number) => DEPARTMENTS[index % DEPARTMENTS.length] ?? "Sales";
  const accessGroupOf = (department: string) =>
    DEPARTMENT_ACCESS_GROUP[department] ?? LOCAL_ROOT_ACCESS_GROUP_ID;

  // Farms and their RDS servers.
  const farms: FarmRecord[] = [];
  const rdsServers: RdsServerRecord[] = [];
  let rdsProblemCount = 0;
  for (let index = 0; index < profile.farms; index += 1) {
    const department = departmentOf(index * 5 + 1);
    const automated = index % 3 !== 2;
    const name = `${department}-RDS-${String(index + 1).padStart(2, "0")}`;
    const farm: FarmRecord = {
      id: rng.uuid(),
      name,
      display_name: `${department} published apps ${index + 1}`,
      description: `${automated ? "Instant-clone" : "Manual"} RDS farm for ${department}`,
      access_group_id: accessGroupOf(department),
      enabled: index % 11 !== 4,
      delete_in_progress: false,
      type: automated ? "AUTOMATED" : "MANUAL",
      server_error_threshold: 0,
      use_custom_script_for_load_balancing: false,
      display_protocol_settings: {
        default_display_protocol: "BLAST",
        allow_users_to_choose_protocol: true,
        grid_vgpus_enabled: false,
        session_collaboration_enabled: index % 2 === 0,
      },
      session_settings: {
        disconnected_session_timeout_policy: "AFTER",
        disconnected_session_timeout_minutes: 120,
        empty_session_timeout_policy: "AFTER",
        empty_session_timeout_minutes: 1,
        logoff_after_timeout: false,
        pre_launch_session_timeout_policy: "AFTER",
        pre_launch_session_timeout_minutes: 10,
        session_timeout_policy: "DEFAULT",
      },
      load_balancer_settings: {
        include_session_count: true,
        cpu_threshold: 0,
        memory_threshold: 0,
        disk_queue_length_threshold: 0,
        disk_read_latency_threshold: 0,
        disk_write_latency_threshold: 0,
        connecting_session_threshold: 0,
        load_index_threshold: 0,
      },
    };
    if (automated) {
      farm.automated_farm_settings = {
        enable_provisioning: index % 7 !== 3,
        stop_provisioning_on_error: true,
        image_source: "VIRTUAL_CENTER",
        vcenter_id: pick(vcIds),
        max_session_type: "LIMITED",
        max_sessions: 50,
        min_ready_vms: 1,
        operating_system: "WINDOWS_SERVER_2016_OR_ABOVE",
        operating_system_architecture: "BIT_64",
        transparent_page_sharing_scope: "VM",
        // Host names stay within the platform's 15 characters once numbered (mar-rds03-01).
        pattern_naming_settings: {
          naming_pattern: `${department.slice(0, 3).toLowerCase()}-rds${String(index + 1).padStart(2, "0")}-{n:fixed=2}`,
          max_number_of_rds_servers: profile.rdsServersPerFarm + 2,
        },
        // Placement, storage and customization without drawing on the generator: the seed stays as it was.
        provisioning_settings: {
          datacenter_id: "datacenter-1",
          host_or_cluster_id: "domain-c11",
          resource_pool_id: "resgroup-110",
          vm_folder_id: "group-v11",
        },
        storage_settings: { datastores: [{ datastore_id: "datastore-112" }] },
        customization_settings: {
          customization_type: "CLONE_PREP",
          instant_clone_domain_account_id: SEED_IC_DOMAIN_ACCOUNT.id,
          ad_container_rdn: "CN=Computers",
          reuse_pre_existing_accounts: false,
        },
      };
    }
    farms.push(farm);
    for (let server = 0; server < profile.rdsServersPerFarm; server += 1) {
      const serverName = `${name.toLowerCase()}-${String(server + 1).padStart(2, "0")}`;
      const unhealthy = server === 0 && index % 4 === 1;
      const rdsState: RdsServerState = unhealthy
        ? (RDS_PROBLEM_STATES[rdsProblemCount++ % RDS_PROBLEM_STATES.length] ?? "ERROR")
        : "AVAILABLE";
      rdsServers.push({
        id: rng.uuid(),
        name: serverName,
        dns_name: `${serverName}.${AD_DOMAIN_DNS}`,
        description: `RDS host ${server + 1} of ${name}`,
        access_group_id: farm.access_group_id,
        farm_id: farm.id,
        enabled: rdsState !== "MAINTENANCE",
        state: rdsState,
        operating_system: "WINDOWS_SERVER_2016_OR_ABOVE",
        agent_version: "2312.1",
        agent_build_number: "23014593",
        remote_experience_agent_version: "2312.1",
        remote_experience_agent_build_number: "23014593",
        message_security_mode: "ENHANCED",
        message_security_enhanced_mode_supported: true,
        load_index: rng.int(5, 90),
        load_preference: pick(["LIGHT", "NORMAL", "NORMAL", "HEAVY"] as const),
        logoff_policy: "WAIT_FOR_LOGOFF",
        max_sessions_type: "LIMITED",
        max_sessions_count: 50,
        max_sessions_type_configured: "UNCONFIGURED",
        session_count: 0,
      });
    }
  }

  // Desktop pools: virtual machine pools, then one RDS desktop pool for every second farm.
  const desktopPools: DesktopPoolRecord[] = [];
  const vmPoolCount = profile.desktopPools - Math.ceil(profile.farms / 2);
  for (let index = 0; index < vmPoolCount; index += 1) {
    const department = departmentOf(index);
    const os = DESKTOP_OS[index % DESKTOP_OS.length] ?? DESKTOP_OS[0];
    const manual = index % 8 === 6;
    const dedicated = index % 3 === 0;
    const name = `${department}-${os.label}-${String(Math.floor(index / DEPARTMENTS.length) + 1).padStart(2, "0")}`;
    const pool: DesktopPoolRecord = {
      id: rng.uuid(),
      name,
      display_name: `${department} ${os.label} ${dedicated ? "dedicated" : "floating"} desktops`,
      description: `${dedicated ? "Dedicated" : "Floating"} ${os.label} desktops for ${department}`,
      access_group_id: index % 9 === 8 ? LOCAL_ROOT_ACCESS_GROUP_ID : accessGroupOf(department),
      enabled: index % 10 !== 7,
      enable_provisioning: !manual && index % 13 !== 5,
      delete_in_progress: false,
      type: manual ? "MANUAL" : "AUTOMATED",
      source: manual ? "VIRTUAL_CENTER" : index % 5 === 4 ? "VIRTUAL_CENTER" : "INSTANT_CLONE",
      user_assignment: dedicated ? "DEDICATED" : "FLOATING",
      session_type: index % 6 === 2 ? "DESKTOP_AND_APPLICATION" : "DESKTOP",
      vcenter_id: pick(vcIds),
      automatic_user_assignment: dedicated,
      allow_multiple_user_assignments: false,
      enable_client_restrictions: false,
      cloud_managed: false,
      cloud_brokered: false,
      cloud_assigned: false,
      display_assigned_machine_name: false,
      display_machine_alias: false,
      stop_provisioning_on_error: true,
      shortcut_locations_v2: index % 4 === 0 ? ["START_MENU"] : [],
      user_group_count: 0,
      category_folder_name: index % 5 === 0 ? department : undefined,
      display_protocol_settings: {
        default_display_protocol: os.os.startsWith("LINUX")
          ? "BLAST"
          : pick(["BLAST", "BLAST", "PCOIP"] as const),
        allow_users_to_choose_protocol: true,
        display_protocols: os.os.startsWith("LINUX") ? ["BLAST"] : ["BLAST", "PCOIP", "RDP"],
        renderer3d: pick(["AUTOMATIC", "DISABLED", "MANAGE_BY_VSPHERE_CLIENT"] as const),
        session_collaboration_enabled: index % 2 === 1,
        max_resolution_of_any_one_monitor: "WUXGA",
      },
      session_settings: {
        power_policy: dedicated ? "TAKE_NO_POWER_ACTION" : "ALWAYS_POWERED_ON",
        disconnected_session_timeout_policy: "AFTER",
        disconnected_session_timeout_minutes: 240,
        allow_users_to_reset_machines: index % 2 === 0,
        allow_multiple_sessions_per_user: false,
        delete_or_refresh_machine_after_logoff: dedicated ? "NEVER" : "DELETE",
      },
    };
    if (!manual) {
      pool.naming_method = "PATTERN";
      pool.image_source = "VIRTUAL_CENTER";
      // Five draws, in the order the seed has always made them, so every later seeded value stays the same.
      const snapshot = rng.int(10, 99);
      const image = rng.int(100, 999);
      const cluster = rng.int(10, 99);
      const resourcePool = rng.int(10, 99);
      rng.int(10, 99);
      const placement = seededPlacement(
        Math.max(0, vcIds.indexOf(pool.vcenter_id ?? "")),
        { image, snapshot, cluster, resourcePool },
        os.os.startsWith("LINUX"),
      );
      pool.provisioning_settings = {
        base_snapshot_id: placement.base_snapshot_id,
        parent_vm_id: placement.parent_vm_id,
        host_or_cluster_id: placement.host_or_cluster_id,
        resource_pool_id: placement.resource_pool_id,
        vm_folder_id: placement.vm_folder_id,
        datacenter_id: placement.datacenter_id,
        add_virtual_tpm: false,
      };
      pool.storage_settings = {
        datastores: placement.datastore_ids.map((datastore_id) => ({ datastore_id, sdrs_cluster: false })),
      };
      pool.customization_settings =
        pool.source === "INSTANT_CLONE"
          ? {
              customization_type: "CLONE_PREP",
              instant_clone_domain_account_id: SEED_IC_DOMAIN_ACCOUNT.id,
              ad_container_rdn: "CN=Computers",
            }
          : {
              customization_type: "SYS_PREP",
              sysprep_customization_spec_id: placement.sysprep_customization_spec_id,
            };
      pool.provisioning_status_data =
        index % 13 === 5
          ? {
              instant_clone_operation: "NONE",
              instant_clone_current_image_state: "FAILED",
              last_provisioning_error:
                "Failed to customize the virtual machine: timeout waiting for the agent",
              last_provisioning_error_time: now - rng.int(1, 72) * 3_600_000,
            }
          : { instant_clone_operation: "NONE", instant_clone_current_image_state: "READY" };
    }
    desktopPools.push(pool);
  }
  farms.forEach((farm, index) => {
    if (index % 2 !== 0) return;
    const pool: DesktopPoolRecord = {
      id: rng.uuid(),
      name: `${farm.name}-Desktop`,
      display_name: `${farm.display_name} (session desktop)`,
      description: `Published desktop on farm ${farm.name}`,
      access_group_id: farm.access_group_id,
      enabled: true,
      enable_provisioning: false,
      delete_in_progress: false,
      type: "RDS",
      source: "RDS",
      user_assignment: "FLOATING",
      session_type: "DESKTOP",
      farm_id: farm.id,
      automatic_user_assignment: false,
      allow_multiple_user_assignments: false,
      enable_client_restrictions: false,
      cloud_managed: false,
      cloud_brokered: false,
      cloud_assigned: false,
      display_assigned_machine_name: false,
      display_machine_alias: false,
      stop_provisioning_on_error: false,
      shortcut_locations_v2: [],
      user_group_count: 0,
      display_protocol_settings: {
        default_display_protocol: "BLAST",
        allow_users_to_choose_protocol: true,
        display_protocols: ["BLAST", "PCOIP", "RDP"],
        renderer3d: "DISABLED",
        session_collaboration_enabled: false,
      },
      session_settings: {
        disconnected_session_timeout_policy: "NEVER",
        allow_users_to_reset_machines: false,
        allow_multiple_sessions_per_user: false,
        delete_or_refresh_machine_after_logoff: "NEVER",
      },
    };
    farm.desktop_pool_id = pool.id;
    desktopPools.push(pool);
  });

  // Machines spread over the virtual machine pools.
  const machines: MachineRecord[] = [];
  const vmPools = desktopPools.filter((pool) => pool.type !== "RDS");
  const perPool = Math.floor(profile.machines / vmPools.length);
  let remainder = profile.machines - perPool * vmPools.length;
  const connectionServerNames = Array.from(
    { length: profile.connectionServers },
    (_, index) => `cs${index + 1}.${AD_DOMAIN_DNS}`,
  );
  vmPools.forEach((pool, poolIndex) => {
    const count = perPool + (remainder > 0 ? 1 : 0);
    if (remainder > 0) remainder -= 1;
    const os = DESKTOP_OS[desktopPools.indexOf(pool) % DESKTOP_OS.length] ?? DESKTOP_OS[0];
    // Machine names are NetBIOS names (15 characters with the 3-digit number): the department part gives
    // way where the OS and pool number leave it less than 5 characters.
    const tail = `-${os.short}-${poolIndex + 1}`;
    const head = (pool.name.split("-")[0] ?? "vm").toLowerCase().slice(0, Math.min(5, 11 - tail.length));
    const prefix = `${head}${tail}`;
    if (pool.pattern_naming_settings === undefined && pool.type === "AUTOMATED") {
      pool.pattern_naming_settings = {
        naming_pattern: `${prefix}-{n:fixed=3}`,
        max_number_of_machines: count + 5,
        number_of_spare_machines: 2,
        provisioning_time: "UP_FRONT",
      };
    }
    const poolUsers = directory.departmentUsers.get(pool.name.split("-")[0] ?? "") ?? directory.users;
    for (let index = 0; index < count; index += 1) {
      const name = `${prefix}-${String(index + 1).padStart(3, "0")}`;
      const assigned = pool.user_assignment === "DEDICATED" && index % 4 !== 3 && poolUsers.length > 0;
      const machine: MachineRecord = {
        id: rng.uuid(),
        name,
        dns_name: `${name}.${AD_DOMAIN_DNS}`,
        access_group_id: pool.access_group_id,
        desktop_pool_id: pool.id,
        state: "AVAILABLE",
        type: pool.type === "MANUAL" && index % 2 === 1 ? "UNMANAGED_MACHINE" : "MANAGED_MACHINE",
        operating_system: os.os,
        operating_system_architecture: "BIT_64",
        agent_version: os.agent,
        agent_build_number: String(22_000_000 + rng.int(0, 999_999)),
        remote_experience_agent_version: os.agent,
        remote_experience_agent_build_number: String(22_000_000 + rng.int(0, 999_999)),
        message_security_mode: "ENHANCED",
        message_security_enhanced_mode_supported: true,
        pairing_state: "PAIRED_AND_SECURED",
        held_machine: false,
        user_ids: assigned ? [pick(poolUsers).id] : [],
        aliases: [],
        configured_by_connection_server: [pick(connectionServerNames)],
        attempted_theft_by_connection_server: [],
      };
      // The first dedicated machine of each pool gives its user an alias, so that machine aliases (and the
      // console's machineAlias flag) have something to show.
      const [aliasedUser] = machine.user_ids;
      if (index === 0 && aliasedUser !== undefined)
        machine.aliases = [{ ad_user_id: aliasedUser, alias_name: `${name}-alias` }];
      if (machine.type === "MANAGED_MACHINE") {
        machine.managed_machine_data = {
          virtual_center_id: pool.vcenter_id ?? pick(vcIds),
          host_name: `esx${rng.int(1, 24).toString().padStart(2, "0")}.${AD_DOMAIN_DNS}`,
          path: `/Datacenter/vm/${pool.name}/${name}`,
          memory_mb: pick([4096, 8192, 8192, 16384]),
          create_time: now - rng.int(1, 400) * DAY_MS,
          in_maintenance_mode: false,
          in_hold_customization: false,
          missing_in_vcenter: false,
          virtual_machine_power_state: "POWERED_ON",
          storage_accelerator_state: "CURRENT",
          base_vm_id: pool.provisioning_settings?.parent_vm_id,
          base_vm_snapshot_id: pool.provisioning_settings?.base_snapshot_id,
          datastore_ids: [datastoreOf(pool, rng.int(10, 40))],
        };
      }
      machines.push(machine);
    }
  });

  const applicationPools = seedApplicationPools(rng, profile.applicationPools, farms, desktopPools);

  // Sessions: desktop sessions on machines, the rest on RDS hosts.
  const sessions: SessionRecord[] = [];
  const usersByDepartment = (department: string) =>
    directory.departmentUsers.get(department) ?? directory.users;
  const poolById = new Map(desktopPools.map((pool) => [pool.id, pool]));
  const vmSessionTarget = Math.min(Math.round(profile.sessions * 0.55), Math.floor(machines.length * 0.6));
  const machineOrder = machines.filter((machine) => machine.type === "MANAGED_MACHINE" || rng.chance(0.5));
  const sessionMachineStride = Math.max(1, Math.floor(machineOrder.length / Math.max(1, vmSessionTarget)));
  for (
    let index = 0;
    sessions.length < vmSessionTarget && index < machineOrder.length;
    index += sessionMachineStride
  ) {
    const machine = machineOrder[index];
    if (!machine) break;
    const pool = poolById.get(machine.desktop_pool_id);
    const department = pool?.name.split("-")[0] ?? "Sales";
    const userId = machine.user_ids[0] ?? pick(usersByDepartment(department)).id;
    const session = newSession(rng, now, userId, machine.access_group_id, "DESKTOP");
    session.machine_id = machine.id;
    session.desktop_pool_id = machine.desktop_pool_id;
    session.agent_version = machine.agent_version;
    sessions.push(session);
    machine.session_id = session.id;
    machine.state = session.session_state === "CONNECTED" ? "CONNECTED" : "DISCONNECTED";
  }
  const usableRdsServers = rdsServers.filter((server) => server.state === "AVAILABLE");
  const farmById = new Map(farms.map((farm) => [farm.id, farm]));
  const appsByFarm = new Map<string, string[]>();
  for (const app of applicationPools) {
    if (app.farm_id) appsByFarm.set(app.farm_id, [...(appsByFarm.get(app.farm_id) ?? []), app.name]);
  }
  for (let index = 0; sessions.length < profile.sessions && usableRdsServers.length > 0; index += 1) {
    const server = usableRdsServers[index % usableRdsServers.length];
    if (!server) break;
    const farm = farmById.get(server.farm_id ?? "");
    const department = farm?.name.split("-")[0] ?? "Sales";
    const apps = appsByFarm.get(server.farm_id ?? "") ?? [];
    const isApplication = apps.length > 0 && (farm?.desktop_pool_id === undefined || rng.chance(0.6));
    const session = newSession(
      rng,
      now,
      pick(usersByDepartment(department)).id,
      server.access_group_id,
      isApplication ? "APPLICATION" : "DESKTOP",
    );
    session.farm_id = server.farm_id;
    session.rds_server_id = server.id;
    session.agent_version = server.agent_version;
    if (isApplication) session.application_names = [pick(apps)];
    else if (farm?.desktop_pool_id) session.desktop_pool_id = farm.desktop_pool_id;
    server.session_count += 1;
    sessions.push(session);
  }

  // Machines without a session get the remaining states, so every problem state occurs.
  let stateCursor = 0;
  for (const machine of machines) {
    if (machine.session_id) continue;
    const roll = rng.next();
    if (roll < 0.8) continue;
    const state = PROBLEM_AND_OTHER_STATES[stateCursor % PROBLEM_AND_OTHER_STATES.length] ?? "UNKNOWN";
    stateCursor += 1;
    machine.state = state;
    const managed = machine.managed_machine_data;
    if (state === "MAINTENANCE" && managed) managed.in_maintenance_mode = true;
    if (state === "PROVISIONING_ERROR" && managed) {
      managed.clone_error_message = "Timeout expired trying to clone a virtual machine";
      managed.clone_error_time = now - rng.int(1, 48) * 3_600_000;
    }
    if ((state === "AGENT_UNREACHABLE" || state === "UNKNOWN") && managed) {
      managed.virtual_machine_power_state = "POWERED_OFF";
    }
    if (state === "ERROR" && managed && rng.chance(0.5)) managed.missing_in_vcenter = true;
  }

  const entitlements = seedEntitlements(
    rng,
    desktopPools,
    applicationPools,
    directory.departmentGroups,
    directory.users,
  );
  for (const pool of desktopPools) {
    pool.user_group_count = entitlements.filter((entitlement) => entitlement.resource_id === pool.id).length;
  }

  const localPodId = rng.uuid();
  const federation = seedFederation(
    rng,
    now,
    profile,
    localPodId,
    desktopPools,
    applicationPools,
    directory.users,
  );

  const auditEvents = seedEvents(
    rng,
    now,
    profile.events,
    directory.users,
    machines,
    desktopPools,
    applicationPools,
  );

  const gateways: GatewayRecord[] = [
    {
      id: rng.uuid(),
      name: "uag1.example.com",
      address: "uag1.example.com",
      internal: false,
      type: "UAG",
      version: "2312",
    },
    {
      id: rng.uuid(),
      name: "uag2.example.com",
      address: "uag2.example.com",
      internal: false,
      type: "UAG",
      version: "2106.1",
    },
    { id: rng.uuid(), name: "uag-internal", address: "10.0.8.20", internal: true, type: "UAG", version: "" },
    {
      id: rng.uuid(),
      name: "f5-edge",
      address: "f5.example.com",
      internal: false,
      type: "F5",
      version: "16.1",
    },
  ];

  const unauthenticatedAccessUsers: UnauthenticatedAccessUserRecord[] = directory.users
    .slice(5, 8)
    .map((user, index) => ({
      id: rng.uuid(),
      loginName: `kiosk-${index + 1}`,
      userId: user.id,
      description: `Kiosk login ${index + 1}`,
      hybridLogonConfig: index === 1 ? "PASSWORD" : "NONE",
      domain: AD_DOMAIN_NETBIOS,
      podId: index === 2 ? "other-pod" : localPodId,
    }));
  const gatewayAccessEntries: GatewayAccessEntryRecord[] = directory.groups
    .slice(2, 4)
    .map((group) => ({ id: rng.uuid(), userOrGroupId: group.id }));

  const connectionServerIds = connectionServerNames.map(() => rng.uuid());
  const monitor = seedMonitor(rng, now, {
    connectionServerNames,
    connectionServerIds,
    virtualCenters,
    gateways,
    sessions,
    pods: federation.pods,
    eventCount: auditEvents.length,
  });

  // Last, so the application health seed draws no number the rest of the seed depends on.
  seedApplicationHealth(rng, farms, rdsServers, applicationPools, machines);

  return {
    scale,
    localPodId,
    desktopPools,
    machines,
    farms,
    // Registered hosts in no farm yet, appended last so the seeded sessions and health stay as they were.
    rdsServers: [...rdsServers, ...spareRdsServers()],
    applicationPools,
    sessions,
    globalEntitlements: federation.globalEntitlements,
    globalSessions: federation.globalSessions,
    auditEvents,
    adUsersOrGroups,
    entitlements,
    unauthenticatedAccessUsers,
    gatewayAccessEntries,
    virtualCenters,
    gateways,
    pods: federation.pods,
    sites: federation.sites,
    physicalMachines: seedPhysicalMachines(scale, seed),
    monitor,
  };
}

function newSession(
  rng: Prng,
  now: number,
  userId: string,
  accessGroupId: string,
  type: "DESKTOP" | "APPLICATION",
): SessionRecord {
  const connected = rng.chance(0.75);
  const start = now - rng.int(5, 60 * 24 * 3) * 60_000;
  const clientType = rng.weighted([
    ["WINDOWS", 6],
    ["MAC", 2],
    ["HTMLACCESS", 2],
    ["LINUX", 1],
    ["IOS", 1],
    ["ANDROID", 1],
  ] as const);
  const external = rng.chance(0.4);
  const session: SessionRecord = {
    id: rng.uuid(),
    user_id: userId,
    broker_user_id: userId,
    access_group_id: accessGroupId,
    session_type: type,
    session_state: rng.chance(0.02) ? "PENDING" : connected ? "CONNECTED" : "DISCONNECTED",
    session_protocol: rng.weighted([
      ["BLAST", 6],
      ["PCOIP", 3],
      ["RDP", 1],
    ] as const),
    start_time: start,
    last_session_duration_ms: now - start,
    idle_duration: connected ? rng.int(0, 3600) : 0,
    agent_version: "2312.1",
    brokered_remotely: false,
    resourced_remotely: false,
    unauthenticated: false,
    client_data: {
      address: `10.${rng.int(10, 99)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      name: `CLIENT-${rng.int(1000, 9999)}`,
      type: clientType,
      version: rng.pick(["2312.1", "2306", "2212", "8.11.0"]),
    },
  };
  if (session.session_state === "DISCONNECTED") session.disconnected_time = now - rng.int(1, 600) * 60_000;
  if (external) {
    session.security_gateway_data = {
      address: `203.0.113.${rng.int(2, 250)}`,
      domain_name: rng.pick(["uag1.example.com", "uag2.example.com"]),
      location: "EXTERNAL",
    };
  }
  return session;
}

function seedVirtualCenters(rng: Prng, count: number): VirtualCenterRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: rng.uuid(),
    server_name: `vc${index + 1}.${AD_DOMAIN_DNS}`,
    display_name: `vc${index + 1}.${AD_DOMAIN_DNS}`,
    description: index === 0 ? "Primary vCenter Server" : `vCenter Server ${index + 1}`,
    port: 443,
    use_ssl: true,
    user_name: "administrator@vsphere.local",
    version: index === 0 ? "8.0.2" : "7.0.3",
    enabled: true,
    instance_uuid: rng.uuid(),
    deployment_type: "GENERAL",
    maintenance_mode: false,
    se_sparse_reclamation_enabled: index === 0,
    has_virtual_tpm_pools: false,
  }));
}

function seedApplicationPools(
  rng: Prng,
  count: number,
  farms: FarmRecord[],
  desktopPools: DesktopPoolRecord[],
): ApplicationPoolRecord[] {
  const hosts: { farm?: FarmRecord; pool?: DesktopPoolRecord }[] = [
    ...farms.map((farm) => ({ farm })),
    ...desktopPools
      .filter((pool) => pool.session_type === "DESKTOP_AND_APPLICATION")
      .map((pool) => ({ pool })),
  ];
  const names = new Set<string>();
  const result: ApplicationPoolRecord[] = [];
  for (let index = 0; index < count && hosts.length > 0; index += 1) {
    const host = hosts[index % hosts.length] ?? {};
    const [title, publisher, path, version] = APPLICATIONS[index % APPLICATIONS.length] ?? APPLICATIONS[0];
    const hostName = host.farm?.name ?? host.pool?.name ?? "host";
    let name = `${title.replace(/[^A-Za-z0-9]+/g, "-")}-${hostName}`;
    for (let suffix = 2; names.has(name); suffix += 1)
      name = `${title.replace(/[^A-Za-z0-9]+/g, "-")}-${hostName}-${suffix}`;
    names.add(name);
    const app: ApplicationPoolRecord = {
      id: rng.uuid(),
      name,
      display_name: title,
      description: `${title} published from ${hostName}`,
      access_group_id: host.farm?.access_group_id ?? host.pool?.access_group_id ?? LOCAL_ROOT_ACCESS_GROUP_ID,
      enabled: index % 9 !== 4,
      enable_pre_launch: index % 5 === 0,
      enable_client_restrictions: false,
      cloud_brokered: false,
      executable_path: path,
      version,
      publisher,
      multi_session_mode: index % 4 === 0 ? "ENABLED_DEFAULT_OFF" : "DISABLED",
      shortcut_locations: index % 3 === 0 ? ["START_MENU"] : [],
      icon_ids: [],
    };
    if (app.multi_session_mode !== "DISABLED") app.max_multi_sessions = 3;
    // Start-menu shortcuts go into a category folder (the OpenAPI asks for a location with a folder).
    if (index % 3 === 0) app.category_folder_name = index % 2 === 0 ? "Office" : "Tools\\Engineering";
    if (host.farm) app.farm_id = host.farm.id;
    if (host.pool) app.desktop_pool_id = host.pool.id;
    result.push(app);
  }
  return result;
}

function seedEntitlements(
  rng: Prng,
  desktopPools: DesktopPoolRecord[],
  applicationPools: ApplicationPoolRecord[],
  departmentGroups: Map<string, AdUserOrGroupRecord>,
  users: AdUserOrGroupRecord[],
): EntitlementRecord[] {
  const result: EntitlementRecord[] = [];
  const seen = new Set<string>();
  const add = (userOrGroupId: string, resourceId: string, resourceType: "DESKTOP" | "APPLICATION") => {
    const key = `${resourceId}|${userOrGroupId}`;
    if (seen.has(key)) return;
    seen.add(key);
    result.push({
      id: rng.uuid(),
      user_or_group_id: userOrGroupId,
      resource_id: resourceId,
      resource_type: resourceType,
    });
  };
  const groupFor = (name: string) => departmentGroups.get(name.split("-")[0] ?? "");
  desktopPools.forEach((pool, index) => {
    const group = groupFor(pool.name);
    if (group && index % 10 !== 9) add(group.id, pool.id, "DESKTOP");
    if (index % 3 === 0) add(DEMO_USER_SIDS.readonly ?? "", pool.id, "DESKTOP");
    const extra = rng.int(0, 2);
    for (let n = 0; n < extra; n += 1) add(rng.pick(users).id, pool.id, "DESKTOP");
  });
  applicationPools.forEach((app, index) => {
    const group =
      groupFor(app.name.split("-").slice(-3)[0] ?? "") ?? rng.pick([...departmentGroups.values()]);
    if (index % 7 !== 6) add(group.id, app.id, "APPLICATION");
    if (rng.chance(0.3)) add(rng.pick(users).id, app.id, "APPLICATION");
  });
  return result;
}

function seedFederation(
  rng: Prng,
  now: number,
  profile: ScaleProfile,
  localPodId: string,
  desktopPools: DesktopPoolRecord[],
  applicationPools: ApplicationPoolRecord[],
  users: AdUserOrGroupRecord[],
) {
  const siteNames = ["Frankfurt", "New York", "Singapore", "London", "São Paulo"];
  const sites: SiteRecord[] = Array.from({ length: profile.sites }, (_, index) => ({
    id: rng.uuid(),
    name: siteNames[index] ?? `Site ${index + 1}`,
    description: `Data center ${siteNames[index] ?? index + 1}`,
    pods: [],
  }));
  const pods: PodRecord[] = Array.from({ length: profile.pods }, (_, index) => {
    const site = sites[index % sites.length];
    const pod: PodRecord = {
      id: index === 0 ? localPodId : rng.uuid(),
      name: `Cluster-${(site?.name ?? "SITE").replace(/[^A-Za-z]/g, "").toUpperCase()}-POD${Math.floor(index / sites.length) + 1}`,
      description: index === 0 ? "This pod" : `Pod ${index + 1}`,
      site_id: site?.id ?? "",
      local_pod: index === 0,
      cloud_managed: false,
      endpoints: [rng.uuid(), rng.uuid()],
      active_global_desktop_entitlements: [],
      active_global_application_entitlements: [],
    };
    site?.pods.push(pod.id);
    return pod;
  });

  const globalEntitlements: GlobalEntitlementRecord[] = [];
  for (let index = 0; index < profile.globalEntitlements; index += 1) {
    const desktop = index % 3 !== 2;
    const department = DEPARTMENTS[index % DEPARTMENTS.length] ?? "Sales";
    const entitlement: GlobalEntitlementRecord = {
      id: rng.uuid(),
      kind: desktop ? "DESKTOP" : "APPLICATION",
      name: `GE-${department}-${desktop ? "Desktop" : "Apps"}-${index + 1}`,
      display_name: `${department} ${desktop ? "global desktop" : "global apps"} ${index + 1}`,
      description: `Global ${desktop ? "desktop" : "application"} entitlement for ${department}`,
      federated_access_group_id:
        index % 4 === 1 ? FEDERATION_EMEA_ACCESS_GROUP_ID : FEDERATION_ROOT_ACCESS_GROUP_ID,
      enabled: index % 8 !== 5,
      scope: rng.pick(["WITHIN_POD", "WITHIN_SITE", "ALL_SITES"] as const),
      require_home_site: false,
      use_home_site: index % 3 === 0,
      multiple_session_auto_clean: false,
      allow_users_to_choose_protocol: true,
      enable_client_restrictions: false,
      default_display_protocol: "BLAST",
      supported_display_protocols: desktop ? ["BLAST", "PCOIP", "RDP"] : ["BLAST", "PCOIP"],
      shortcut_locations_v2: [],
    };
    if (desktop) {
      entitlement.dedicated = index % 5 === 0;
      entitlement.allow_multiple_sessions_per_user = false;
      entitlement.allow_users_to_reset_machines = true;
    } else {
      entitlement.enable_pre_launch = false;
      entitlement.multi_session_mode = "DISABLED";
    }
    globalEntitlements.push(entitlement);
    for (const pod of pods) {
      if (rng.chance(0.6)) {
        (desktop ? pod.active_global_desktop_entitlements : pod.active_global_application_entitlements).push(
          entitlement.id,
        );
      }
    }
  }
  const localDesktopEntitlements = globalEntitlements.filter((entitlement) => entitlement.kind === "DESKTOP");
  const localAppEntitlements = globalEntitlements.filter((entitlement) => entitlement.kind === "APPLICATION");
  desktopPools.forEach((pool, index) => {
    const entitlement = localDesktopEntitlements[index];
    if (entitlement && index % 2 === 0) pool.global_desktop_entitlement_id = entitlement.id;
  });
  applicationPools.forEach((app, index) => {
    const entitlement = localAppEntitlements[index];
    if (entitlement && index % 2 === 0) app.global_application_entitlement_id = entitlement.id;
  });

  const globalSessions: GlobalSessionRecord[] = [];
  if (globalEntitlements.length > 0) {
    for (let index = 0; index < profile.globalSessions; index += 1) {
      const entitlement = globalEntitlements[index % globalEntitlements.length];
      const pod = pods[index % pods.length];
      const brokeringPod = rng.chance(0.8) ? pod : rng.pick(pods);
      if (!entitlement || !pod || !brokeringPod) break;
      const user = users[index % users.length];
      const desktop = entitlement.kind === "DESKTOP";
      const state = rng.chance(0.7) ? "CONNECTED" : "DISCONNECTED";
      const start = now - rng.int(5, 60 * 24 * 2) * 60_000;
      const host = `${desktop ? "gvm" : "grds"}-${String(index % 5000).padStart(4, "0")}.${AD_DOMAIN_DNS}`;
      const session: GlobalSessionRecord = {
        id: rng.uuid(),
        user_id: user?.id ?? "",
        broker_user_id: user?.id ?? "",
        pod_id: pod.id,
        site_id: pod.site_id,
        brokering_pod_id: brokeringPod.id,
        federated_access_group_ids: [entitlement.federated_access_group_id],
        local_access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
        desktop_pool_or_farm_name: `${entitlement.name.replace(/^GE-/, "")}-${pod.name.slice(-4)}`,
        desktop_pool_or_farm_type: desktop ? "AUTOMATED" : "RDS",
        desktop_pool_or_farm_source: desktop ? "INSTANT_CLONE" : "RDS",
        machine_or_rds_server_dns_name: host,
        session_type: desktop ? "DESKTOP" : "APPLICATION",
        session_state: state,
        session_protocol: rng.pick(["BLAST", "BLAST", "PCOIP"] as const),
        start_time: start,
        last_session_duration_ms: now - start,
        idle_duration: rng.int(0, 1800),
        agent_version: "2312.1",
        brokered_remotely: brokeringPod.id !== pod.id,
        resourced_remotely: pod.id !== localPodId,
        unauthenticated: false,
        forever_session: false,
        client_data: {
          address: `10.${rng.int(10, 99)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          name: `CLIENT-${rng.int(1000, 9999)}`,
          type: rng.pick(["WINDOWS", "WINDOWS", "MAC", "HTMLACCESS", "LINUX"] as const),
          version: "2312.1",
        },
      };
      if (desktop) session.global_desktop_entitlement_id = entitlement.id;
      else session.global_application_entitlement_ids = [entitlement.id];
      if (state === "DISCONNECTED") session.disconnected_time = now - rng.int(1, 300) * 60_000;
      globalSessions.push(session);
    }
  }
  return { sites, pods, globalEntitlements, globalSessions };
}

function seedEvents(
  rng: Prng,
  now: number,
  count: number,
  users: AdUserOrGroupRecord[],
  machines: MachineRecord[],
  desktopPools: DesktopPoolRecord[],
  applicationPools: ApplicationPoolRecord[],
): AuditEventRecord[] {
  const admins = users.slice(0, 5);
  const poolNames = new Map(desktopPools.map((pool) => [pool.id, pool.name]));
  const span = 30 * DAY_MS;
  const events: AuditEventRecord[] = new Array<AuditEventRecord>(count);
  let time = now - rng.int(1, 60) * 1000;
  const step = span / Math.max(1, count);
  for (let index = 0; index < count; index += 1) {
    const [type, module, severity, template] = rng.pick(EVENT_TYPES);
    const user = rng.pick(users);
    const admin = rng.pick(admins);
    const machine = machines.length > 0 ? rng.pick(machines) : undefined;
    const pool = rng.pick(desktopPools);
    const usesMachine = template.includes("{machine}");
    const usesPool = template.includes("{pool}");
    const actor = template.includes("{admin}") ? admin : user;
    const message = template
      .replace("{user}", `${AD_DOMAIN_NETBIOS}\\${user.login_name}`)
      .replace("{admin}", `${AD_DOMAIN_NETBIOS}\\${admin.login_name}`)
      .replace("{machine}", machine?.name ?? "")
      .replace("{pool}", pool.name)
      .replace("{n}", String(rng.int(1, 9)))
      .replace("{m}", String(rng.int(1, 254)));
    const event: AuditEventRecord = {
      id: count - index,
      time: Math.round(time),
      severity,
      module,
      type,
      message,
      user_id: actor?.id,
      node: `cs${rng.int(1, 2)}.${AD_DOMAIN_DNS}`,
    };
    if (usesMachine && machine) {
      event.machine_id = machine.id;
      event.machine_dns_name = machine.dns_name;
      event.desktop_pool_name = poolNames.get(machine.desktop_pool_id);
    } else if (usesPool) {
      event.desktop_pool_name = pool.name;
    }
    if (type === "AGENT_CONNECTED" && applicationPools.length > 0 && rng.chance(0.2)) {
      event.application_pool_name = rng.pick(applicationPools).name;
    }
    events[index] = event;
    time -= step * (0.5 + rng.next());
  }
  // Text a client reports ends up in messages: the newest failed launch carries one that a spreadsheet
  // would run as a formula, so every export shows it neutralised (it changes no count and no other record).
  const formulaLike = events.find((event) => event.type === "BROKER_MACHINE_PROTOCOL_UNAVAILABLE");
  if (formulaLike)
    formulaLike.message = `=HYPERLINK("https://example.com/","Launch failed") reported by the client of ${formulaLike.message.replace(/^.* for user /, "").replace(/:.*$/, "")}`;
  return events;
}

function seedMonitor(
  rng: Prng,
  now: number,
  input: {
    connectionServerNames: string[];
    connectionServerIds: string[];
    virtualCenters: VirtualCenterRecord[];
    gateways: GatewayRecord[];
    sessions: SessionRecord[];
    pods: PodRecord[];
    eventCount: number;
  },
): InventoryData["monitor"] {
  const updated = now - 45_000;
  const csRef = (index: number) => ({
    id: input.connectionServerIds[index] ?? "",
    name: input.connectionServerNames[index] ?? "",
    last_updated_timestamp: updated,
  });
  const protocolCount = (protocol: string) =>
    input.sessions.filter((session) => session.session_protocol === protocol).length;
  const connectionServers: MonitorRecord[] = input.connectionServerNames.map((name, index) => {
    const failing = index === input.connectionServerNames.length - 1 && index > 0;
    return {
      id: input.connectionServerIds[index] ?? "",
      name,
      status: failing ? "ERROR" : "OK",
      last_updated_timestamp: updated,
      connection_count: Math.round(input.sessions.length / input.connectionServerNames.length),
      tunnel_connection_count: rng.int(0, 40),
      session_threshold: 4000,
      default_certificate: failing,
      certificate: {
        valid: !failing,
        valid_from: now - 300 * DAY_MS,
        valid_to: failing ? now - 2 * DAY_MS : now + 400 * DAY_MS,
      },
      details: { version: "8.12.0", build: "23148203" },
      services: [
        { service_name: "BLAST_SECURE_GATEWAY", status: "UP" },
        { service_name: "PCOIP_SECURE_GATEWAY", status: failing ? "DOWN" : "UP" },
        { service_name: "SECURITY_GATEWAY_COMPONENT", status: "UP" },
      ],
      cs_replications: input.connectionServerNames
        .filter((other) => other !== name)
        .map((other) => ({ server_name: other, status: failing ? "ERROR" : "OK" })),
      session_protocol_data: (["BLAST", "PCOIP", "RDP"] as const).map((protocol) => ({
        session_protocol: protocol,
        session_count: Math.round(protocolCount(protocol) / input.connectionServerNames.length),
      })),
      unrecognized_pcoip_requests_count: 0,
      unrecognized_tunnel_requests_count: 0,
      unrecognized_xmlapi_requests_count: 0,
    };
  });
  const gatewayStatuses = ["OK", "PROBLEM", "NOT_CONTACTED", "STALE"];
  const gateways: MonitorRecord[] = input.gateways.map((gateway, index) => ({
    id: gateway.id,
    name: gateway.name,
    status: gatewayStatuses[index % gatewayStatuses.length],
    last_updated_timestamp: updated,
    active_connection_count: index === 0 ? rng.int(10, 80) : 0,
    blast_connection_count: index === 0 ? rng.int(5, 40) : 0,
    pcoip_connection_count: index === 0 ? rng.int(1, 20) : 0,
    details: {
      address: gateway.address,
      internal: gateway.internal,
      type: gateway.type,
      version: gateway.version,
    },
    unrecognized_pcoip_requests_count: 0,
    unrecognized_tunnel_requests_count: 0,
    unrecognized_xmlapi_requests_count: 0,
  }));
  const virtualCenters: MonitorRecord[] = input.virtualCenters.map((vc, index) => ({
    id: vc.id,
    name: vc.server_name,
    desktop_pools_and_farms_count: rng.int(3, 40),
    details: { version: vc.version, build: "22617221", api_version: vc.version.slice(0, 3) },
    connection_servers: input.connectionServerNames.map((_, csIndex) => ({
      ...csRef(csIndex),
      status: index === 1 && csIndex === 0 ? "RECONNECTING" : "OK",
      thumbprint_accepted: true,
      certificate: { valid: true, valid_from: now - 200 * DAY_MS, valid_to: now + 500 * DAY_MS },
    })),
    hosts: Array.from({ length: 4 }, (_, hostIndex) => ({
      details: {
        name: `esx${index * 4 + hostIndex + 1}.${AD_DOMAIN_DNS}`,
        version: "8.0.2",
        api_version: "8.0",
        cluster_name: `Cluster-${index + 1}`,
        vgpu_types: [],
      },
      status: index === 1 && hostIndex === 3 ? "NOT_RESPONDING" : "CONNECTED",
      cpu_core_count: 32,
      cpu_mhz: 2600,
      memory_size_mb: 524_288,
    })),
    datastores: Array.from({ length: 3 }, (_, dsIndex) => ({
      details: {
        name: `ds-${index + 1}-${dsIndex + 1}`,
        path: `/vmfs/volumes/ds-${index + 1}-${dsIndex + 1}`,
        url: "",
      },
      status: index === 1 && dsIndex === 2 ? "NOT_ACCESSIBLE" : "ACCESSIBLE",
      type: dsIndex === 0 ? "VSAN" : "VMFS",
      capacity_mb: 4_194_304,
      free_space_mb: rng.int(100_000, 3_000_000),
    })),
  }));
  const adDomains = [
    {
      dns_name: AD_DOMAIN_DNS,
      netbios_name: AD_DOMAIN_NETBIOS,
      nt4_domain: false,
      domain_type: "CONNECTION_SERVER_DOMAIN",
      connection_servers: input.connectionServerNames.map((_, index) => ({
        ...csRef(index),
        status: "FULLY_ACCESSIBLE",
        trust_relationship: "PRIMARY_DOMAIN",
      })),
      service_accounts: [],
    },
    {
      dns_name: "legacy.example.com",
      netbios_name: "LEGACY",
      nt4_domain: false,
      domain_type: "NO_TRUST_DOMAIN",
      connection_servers: input.connectionServerNames.map((_, index) => ({
        ...csRef(index),
        status: "CANNOT_BIND",
        trust_relationship: "NOTRUST",
      })),
      service_accounts: [{ username: "svc-horizon", owner_id: DEMO_USER_SIDS.admin, status: "ERROR" }],
    },
  ];
  const samlAuthenticators: MonitorRecord[] = [
    {
      id: rng.uuid(),
      details: {
        label: "idp.example.com",
        administrator_url: "https://idp.example.com/admin",
        metadata_url: "https://idp.example.com/metadata",
      },
      connection_servers: input.connectionServerNames.map((_, index) => ({
        ...csRef(index),
        status: "OK",
        thumbprint_accepted: true,
      })),
    },
    {
      id: rng.uuid(),
      details: {
        label: "old-idp.example.com",
        administrator_url: "https://old-idp.example.com/admin",
        metadata_url: "https://old-idp.example.com/metadata",
      },
      connection_servers: input.connectionServerNames.map((_, index) => ({
        ...csRef(index),
        status: index === 0 ? "ERROR" : "WARN",
        thumbprint_accepted: false,
      })),
    },
  ];
  const pods: MonitorRecord[] = input.pods.map((pod, index) => ({
    id: pod.id,
    name: pod.name,
    site_id: pod.site_id,
    endpoints: pod.endpoints.map((endpointId, endpointIndex) => ({
      id: endpointId,
      name: `cs${endpointIndex + 1}.${pod.name.toLowerCase()}.${AD_DOMAIN_DNS}`,
      url: `https://cs${endpointIndex + 1}.${pod.name.toLowerCase()}.${AD_DOMAIN_DNS}:8472`,
      enabled: true,
      status: index === 2 && endpointIndex === 1 ? "OFFLINE" : index === 4 ? "UNCHECKED" : "ONLINE",
      roundtrip_time: rng.int(2, 180),
      last_updated_timestamp: updated,
    })),
  }));
  return {
    connectionServers,
    gateways,
    virtualCenters,
    adDomains,
    eventDatabase: {
      status: "CONNECTED",
      event_count: input.eventCount,
      details: {
        server_name: "eventdb.example.com",
        port: 5432,
        database_name: "horizon_events",
        user_name: "horizon",
        prefix: "vdc_",
        type: "POSTGRESQL",
      },
    },
    samlAuthenticators,
    pods,
  };
}

/** Two registered RDS hosts that are in no farm: what a manual farm's "add RDS hosts" offers. */
function spareRdsServers(): RdsServerRecord[] {
  return [1, 2].map((number) => {
    const name = `rdsh-spare-${String(number).padStart(2, "0")}`;
    return {
      id: `0c9e4b2a-5d1f-4e8a-b7c3-00000000000${number}`,
      name,
      dns_name: `${name}.${AD_DOMAIN_DNS}`,
      description: "Registered RDS host, not in a farm",
      access_group_id: LOCAL_ROOT_ACCESS_GROUP_ID,
      enabled: true,
      state: "AVAILABLE",
      operating_system: "WINDOWS_SERVER_2016_OR_ABOVE",
      agent_version: "2312.1",
      agent_build_number: "23014593",
      remote_experience_agent_version: "2312.1",
      remote_experience_agent_build_number: "23014593",
      message_security_mode: "ENHANCED",
      message_security_enhanced_mode_supported: true,
      load_index: 0,
      load_preference: "LIGHT",
      logoff_policy: "WAIT_FOR_LOGOFF",
      max_sessions_type: "UNLIMITED",
      max_sessions_type_configured: "UNCONFIGURED",
      session_count: 0,
    };
  });
}
