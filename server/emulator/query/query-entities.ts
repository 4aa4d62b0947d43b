import type {
  AdUserOrGroupRecord,
  AuditEventRecord,
  MachineState,
  SessionRecord,
} from "../data/inventory-types";
import type { InventoryStore } from "../inventory/inventory-store";
import type { InventoryCaller } from "../inventory/route-context";
import { accessScope } from "../inventory/route-context";
import { helpdeskActivity } from "../inventory/helpdesk-activity";
import {
  EVENT_VIEW,
  FEDERATED_SESSION_VIEW,
  FEDERATION_VIEW,
  entitledResourceScope,
  visibleEvents,
  globalEntitlementScope,
  globalSessionScope,
} from "../inventory/visibility";

/** A first-generation view row: an id plus nested data objects addressed by dotted member names. */
export type ViewRow = { id: string } & Record<string, unknown>;

/** How one query entity type is built from the store. */
export interface QueryEntity {
  /** Top-level members a memberName may start with. */
  roots: readonly string[];
  /** Privileges of which the caller needs one (on the row's access group, when rows have one). */
  privileges: readonly string[];
  rows(store: InventoryStore, caller: InventoryCaller): ViewRow[];
}

/** Machine states as the first API generation names them. */
const BASIC_STATE: Partial<Record<MachineState, string>> = {
  MAINTENANCE: "MAINTENANCE_MODE",
  AGENT_ERROR_STARTUP_IN_PROGRESS: "AGENT_ERR_STARTUP_IN_PROGRESS",
  AGENT_ERROR_DISABLED: "AGENT_ERR_DISABLED",
  AGENT_ERROR_INVALID_IP: "AGENT_ERR_INVALID_IP",
  AGENT_ERROR_NEEDS_REBOOT: "AGENT_ERR_NEED_REBOOT",
  AGENT_ERROR_PROTOCOL_FAILURE: "AGENT_ERR_PROTOCOL_FAILURE",
  AGENT_DRAIN_MODE: "DRAIN_MODE_ENABLED",
  AGENT_DRAIN_UNTIL_RESTART: "DRAIN_MODE_UNTIL_RESTART",
  IN_PROGRESS: "STARTUP",
};

function basicState(state: MachineState): string {
  return BASIC_STATE[state] ?? state;
}

function scoped<T extends { access_group_id: string }>(
  records: readonly T[],
  caller: InventoryCaller,
  privileges: readonly string[],
): T[] {
  const inScope = accessScope(caller, privileges);
  return records.filter((record) => inScope(record.access_group_id));
}

function countBy<T>(records: readonly T[], key: (record: T) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records) {
    const value = key(record);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function directoryBase(record: AdUserOrGroupRecord) {
  return {
    name: record.name,
    login: record.login_name,
    domain: record.domain,
    displayName: record.display_name,
    longDisplayName: record.long_display_name,
    group: record.group,
    email: record.email,
    phone: record.phone,
    description: record.description,
    distinguishedName: record.distinguished_name,
    container: record.container,
    firstName: record.first_name,
    lastName: record.last_name,
    userPrincipalName: record.user_principal_name,
    kioskUser: record.kiosk_user,
    sid: record.id,
  };
}

/** The ADUserOrGroupSummaryView row of a directory record. */
export function adUserOrGroupSummaryView(record: AdUserOrGroupRecord): ViewRow {
  return { id: record.id, base: directoryBase(record) };
}

function eventRow(event: AuditEventRecord, users: InventoryStore["adUsersOrGroups"]): ViewRow {
  const user = event.user_id ? users.get(event.user_id) : undefined;
  return {
    id: String(event.id),
    data: {
      eventType: event.type,
      severity: event.severity,
      time: event.time,
      module: event.module,
      message: event.message,
      source: event.node,
      node: event.node,
      userSid: event.user_id,
      userDisplayName: user?.display_name,
      machine: event.machine_id,
      machineDnsName: event.machine_dns_name,
      desktopName: event.desktop_pool_name,
      applicationName: event.application_pool_name,
    },
  };
}

function eventRows(store: InventoryStore, caller: InventoryCaller): ViewRow[] {
  return visibleEvents(store, caller).map((event) => eventRow(event, store.adUsersOrGroups));
}

function sessionRow(session: SessionRecord, store: InventoryStore): ViewRow {
  const user = store.adUsersOrGroups.get(session.user_id);
  const machine = session.machine_id ? store.machines.get(session.machine_id) : undefined;
  const server = session.rds_server_id ? store.rdsServers.get(session.rds_server_id) : undefined;
  const pool = session.desktop_pool_id ? store.desktopPools.get(session.desktop_pool_id) : undefined;
  const farm = session.farm_id ? store.farms.get(session.farm_id) : undefined;
  return {
    id: session.id,
    region: "LOCAL",
    namesData: {
      userName: user ? `${user.domain}\\${user.login_name}` : session.user_id,
      desktopName: pool?.name,
      desktopType: pool?.type,
      desktopSource: pool?.source,
      farmName: farm?.name,
      applicationNames: session.application_names,
      machineOrRDSServerName: machine?.name ?? server?.name,
      machineOrRDSServerDNS: machine?.dns_name ?? server?.dns_name,
      clientName: session.client_data.name,
      clientAddress: session.client_data.address,
      clientType: session.client_data.type,
      clientVersion: session.client_data.version,
      securityGatewayDNS: session.security_gateway_data?.domain_name,
      securityGatewayAddress: session.security_gateway_data?.address,
      securityGatewayLocation: session.security_gateway_data?.location,
      agentVersion: session.agent_version,
    },
    referenceData: {
      user: session.user_id,
      groups: user?.group_ids ?? [],
      desktop: session.desktop_pool_id,
      farm: session.farm_id,
      machine: session.machine_id,
      rdsServer: session.rds_server_id,
      accessGroup: session.access_group_id,
      globalAccessGroups: [],
    },
    sessionData: {
      sessionType: session.session_type,
      sessionState: session.session_state,
      sessionProtocol: session.session_protocol,
      startTime: session.start_time,
      disconnectTime: session.disconnected_time,
      lastSessionDurationMS: session.last_session_duration_ms,
      idleDuration: session.idle_duration,
      unauthenticated: session.unauthenticated,
      resourcedRemotely: session.resourced_remotely,
      brokeredRemotely: session.brokered_remotely,
    },
  };
}

const POOL_VIEW = ["POOL_VIEW"];
const MACHINE_VIEW = ["MACHINE_VIEW"];

/** The query entity types the emulator answers; others are rejected with InvalidArgument. */
export const QUERY_ENTITIES: Readonly<Record<string, QueryEntity>> = {
  DesktopSummaryView: {
    roots: ["desktopSummaryData"],
    privileges: POOL_VIEW,
    rows(store, caller) {
      const machines = countBy(store.machines.all, (machine) => machine.desktop_pool_id);
      const sessions = countBy(store.sessions.all, (session) => session.desktop_pool_id);
      return scoped(store.desktopPools.all, caller, POOL_VIEW).map((pool) => ({
        id: pool.id,
        desktopSummaryData: {
          name: pool.name,
          displayName: pool.display_name,
          description: pool.description,
          type: pool.type,
          source: pool.source,
          userAssignment: pool.user_assignment,
          sessionType: pool.session_type,
          enabled: pool.enabled,
          provisioningEnabled: pool.enable_provisioning,
          deleting: pool.delete_in_progress,
          accessGroup: pool.access_group_id,
          categoryFolderName: pool.category_folder_name,
          farm: pool.farm_id,
          virtualCenter: pool.vcenter_id,
          globalEntitlement: pool.global_desktop_entitlement_id,
          defaultDisplayProtocol: pool.display_protocol_settings.default_display_protocol,
          numMachines: machines.get(pool.id) ?? 0,
          numSessions: sessions.get(pool.id) ?? 0,
          userGroupCount: pool.user_group_count,
          lastProvisioningError: pool.provisioning_status_data?.last_provisioning_error,
        },
      }));
    },
  },
  MachineSummaryView: {
    roots: ["base", "managedMachineData", "messageSecurityData"],
    privileges: MACHINE_VIEW,
    rows(store, caller) {
      return scoped(store.machines.all, caller, MACHINE_VIEW).map((machine) => {
        const user = machine.user_ids[0] ? store.adUsersOrGroups.get(machine.user_ids[0]) : undefined;
        const pool = store.desktopPools.get(machine.desktop_pool_id);
        const managed = machine.managed_machine_data;
        return {
          id: machine.id,
          base: {
            name: machine.name,
            dnsName: machine.dns_name,
            user: machine.user_ids[0],
            userName: user ? `${user.domain}\\${user.login_name}` : undefined,
            desktop: machine.desktop_pool_id,
            desktopName: pool?.name,
            session: machine.session_id,
            basicState: basicState(machine.state),
            type: machine.type,
            operatingSystem: machine.operating_system,
            operatingSystemArchitecture: machine.operating_system_architecture,
            agentVersion: machine.agent_version,
            agentBuildNumber: machine.agent_build_number,
            remoteExperienceAgentVersion: machine.remote_experience_agent_version,
            accessGroup: machine.access_group_id,
            aliasName: machine.aliases[0]?.alias_name,
          },
          managedMachineData: managed
            ? {
                virtualCenter: managed.virtual_center_id,
                hostName: managed.host_name,
                path: managed.path,
                virtualMachinePowerState: managed.virtual_machine_power_state,
                missingInVirtualCenter: managed.missing_in_vcenter,
                inMaintenanceMode: managed.in_maintenance_mode,
                storageAcceleratorState: managed.storage_accelerator_state,
                memoryMB: managed.memory_mb,
                createTime: managed.create_time,
              }
            : undefined,
          messageSecurityData: { messageSecurityMode: machine.message_security_mode },
        };
      });
    },
  },
  MachineNamesView: {
    roots: ["base", "namesData"],
    privileges: MACHINE_VIEW,
    rows(store, caller) {
      return scoped(store.machines.all, caller, MACHINE_VIEW).map((machine) => {
        const user = machine.user_ids[0] ? store.adUsersOrGroups.get(machine.user_ids[0]) : undefined;
        return {
          id: machine.id,
          base: {
            name: machine.name,
            dnsName: machine.dns_name,
            user: machine.user_ids[0],
            desktop: machine.desktop_pool_id,
            basicState: basicState(machine.state),
            accessGroup: machine.access_group_id,
          },
          namesData: {
            desktopName: store.desktopPools.get(machine.desktop_pool_id)?.name,
            userName: user ? `${user.domain}\\${user.login_name}` : undefined,
          },
        };
      });
    },
  },
  SessionLocalSummaryView: {
    roots: ["namesData", "referenceData", "sessionData", "region"],
    privileges: MACHINE_VIEW,
    rows(store, caller) {
      return scoped(store.sessions.all, caller, MACHINE_VIEW).map((session) => sessionRow(session, store));
    },
  },
  FarmSummaryView: {
    roots: ["data"],
    privileges: POOL_VIEW,
    rows(store, caller) {
      const servers = countBy(store.rdsServers.all, (server) => server.farm_id);
      const applications = countBy(store.applicationPools.all, (application) => application.farm_id);
      const sessions = countBy(store.sessions.all, (session) => session.farm_id);
      return scoped(store.farms.all, caller, POOL_VIEW).map((farm) => ({
        id: farm.id,
        data: {
          name: farm.name,
          displayName: farm.display_name,
          description: farm.description,
          type: farm.type,
          source: farm.type === "AUTOMATED" ? "INSTANT_CLONE_ENGINE" : "UNMANAGED",
          enabled: farm.enabled,
          provisioningEnabled: farm.automated_farm_settings?.enable_provisioning,
          deleting: farm.delete_in_progress,
          accessGroup: farm.access_group_id,
          desktop: farm.desktop_pool_id,
          rdsServerCount: servers.get(farm.id) ?? 0,
          applicationCount: applications.get(farm.id) ?? 0,
          sessionCount: sessions.get(farm.id) ?? 0,
          defaultDisplayProtocol: farm.display_protocol_settings.default_display_protocol,
        },
      }));
    },
  },
  RDSServerSummaryView: {
    roots: ["base", "settings", "runtimeData", "agentData"],
    privileges: ["MACHINE_VIEW", "POOL_VIEW"],
    rows(store, caller) {
      return scoped(store.rdsServers.all, caller, ["MACHINE_VIEW", "POOL_VIEW"]).map((server) => ({
        id: server.id,
        base: {
          name: server.name,
          dnsName: server.dns_name,
          description: server.description,
          farm: server.farm_id,
          farmName: store.farms.get(server.farm_id ?? "")?.name,
          desktop: store.farms.get(server.farm_id ?? "")?.desktop_pool_id,
          accessGroup: server.access_group_id,
          operatingSystem: server.operating_system,
        },
        settings: {
          enabled: server.enabled,
          maxSessionsType: server.max_sessions_type,
          maxSessionsCount: server.max_sessions_count,
        },
        agentData: { agentVersion: server.agent_version, agentBuildNumber: server.agent_build_number },
        runtimeData: {
          status: server.state,
          sessionCount: server.session_count,
          loadPreference: server.load_preference,
          loadIndex: server.load_index,
        },
      }));
    },
  },
  ApplicationInfo: {
    roots: ["data", "executionData", "runtimeData", "accessGroup", "refId", "customizedIcons"],
    privileges: POOL_VIEW,
    rows(store, caller) {
      const users = countBy(store.entitlements.all, (entitlement) => entitlement.resource_id);
      return scoped(store.applicationPools.all, caller, POOL_VIEW).map((application) => ({
        id: application.id,
        refId: application.id,
        accessGroup: application.access_group_id,
        customizedIcons: application.icon_ids,
        data: {
          name: application.name,
          displayName: application.display_name,
          description: application.description,
          enabled: application.enabled,
          enablePreLaunch: application.enable_pre_launch,
          enableAntiAffinityRules: application.anti_affinity_data !== undefined,
          antiAffinityPatterns: application.anti_affinity_data?.anti_affinity_patterns ?? [],
          antiAffinityCount: application.anti_affinity_data?.anti_affinity_count ?? 0,
          clientRestrictions: application.enable_client_restrictions,
          connectionServerRestrictions: application.cs_restriction_tags ?? [],
          categoryFolderName: application.category_folder_name,
          shortcutLocations: application.shortcut_locations ?? [],
          multiSessionMode: application.multi_session_mode,
          maxMultiSessions: application.max_multi_sessions,
          cloudBrokered: application.cloud_brokered,
          globalApplicationEntitlement: application.global_application_entitlement_id,
        },
        executionData: {
          executablePath: application.executable_path,
          version: application.version,
          publisher: application.publisher,
          startFolder: application.start_folder,
          args: application.parameters,
          farm: application.farm_id,
          desktop: application.desktop_pool_id,
        },
        runtimeData: { userCount: users.get(application.id) ?? 0 },
      }));
    },
  },
  EventSummaryView: {
    roots: ["data"],
    privileges: EVENT_VIEW,
    rows: eventRows,
  },
  AuditEventSummaryView: {
    roots: ["data"],
    privileges: EVENT_VIEW,
    rows: eventRows,
  },
  ADUserOrGroupSummaryView: {
    roots: ["base"],
    privileges: [],
    rows: (store) => store.adUsersOrGroups.all.map(adUserOrGroupSummaryView),
  },
  EntitledUserOrGroupLocalSummaryView: {
    roots: ["base", "localData"],
    privileges: POOL_VIEW,
    rows(store, caller) {
      return entitledUserOrGroupRows(store, store.adUsersOrGroups.all, entitledResourceScope(store, caller));
    },
  },
  HelpdeskActivityView: {
    roots: ["data"],
    privileges: ["HELPDESK_ADMINISTRATOR_VIEW", "HELPDESK_ADMINISTRATOR", "ADMINISTRATOR_VIEW"],
    rows(store) {
      const podNames = new Map(store.pods.all.map((pod) => [pod.id, pod.name]));
      return helpdeskActivity(store).map((activity) => {
        const user = store.adUsersOrGroups.get(activity.userId);
        return {
          id: activity.id,
          data: {
            time: activity.time,
            adminName: activity.adminName,
            action: activity.action,
            userId: activity.userId,
            userName: user ? `${user.domain}\\${user.login_name}` : activity.userId,
            sessionId: activity.sessionId,
            podName: podNames.get(activity.podId) ?? activity.podId,
            machineOrRDSServerDNS: activity.machineOrRDSServerDNS,
          },
        };
      });
    },
  },
  SessionGlobalSummaryView: {
    roots: ["namesData", "referenceData", "sessionData", "region"],
    privileges: FEDERATED_SESSION_VIEW,
    rows(store, caller) {
      const podNames = new Map(store.pods.all.map((pod) => [pod.id, pod.name]));
      return store.globalSessions.all.filter(globalSessionScope(caller)).map((session) => {
        const user = store.adUsersOrGroups.get(session.user_id);
        return {
          id: session.id,
          region: "GLOBAL",
          namesData: {
            userName: user ? `${user.domain}\\${user.login_name}` : session.user_id,
            desktopName: session.desktop_pool_or_farm_name,
            desktopType: session.desktop_pool_or_farm_type,
            desktopSource: session.desktop_pool_or_farm_source,
            machineOrRDSServerDNS: session.machine_or_rds_server_dns_name,
            clientName: session.client_data.name,
            clientAddress: session.client_data.address,
            clientType: session.client_data.type,
            podName: podNames.get(session.pod_id),
            brokeringPodName: podNames.get(session.brokering_pod_id),
            agentVersion: session.agent_version,
          },
          referenceData: {
            user: session.user_id,
            groups: user?.group_ids ?? [],
            pod: session.pod_id,
            site: session.site_id,
            brokeringPod: session.brokering_pod_id,
            globalEntitlement: session.global_desktop_entitlement_id,
            globalApplicationEntitlements: session.global_application_entitlement_ids ?? [],
            accessGroup: session.local_access_group_id,
            globalAccessGroups: session.federated_access_group_ids,
          },
          sessionData: {
            sessionType: session.session_type,
            sessionState: session.session_state,
            sessionProtocol: session.session_protocol,
            startTime: session.start_time,
            disconnectTime: session.disconnected_time,
            lastSessionDurationMS: session.last_session_duration_ms,
            idleDuration: session.idle_duration,
            resourcedRemotely: session.resourced_remotely,
            brokeredRemotely: session.brokered_remotely,
          },
        };
      });
    },
  },
  GlobalEntitlementSummaryView: {
    roots: ["base", "data"],
    privileges: FEDERATION_VIEW,
    rows(store, caller) {
      const inScope = globalEntitlementScope(caller);
      // Local pools of other access groups are not the caller's to count.
      const localPools = scoped(store.desktopPools.all, caller, POOL_VIEW);
      return store.globalEntitlements.all
        .filter((entitlement) => entitlement.kind === "DESKTOP" && inScope(entitlement))
        .map((entitlement) => ({
          id: entitlement.id,
          base: {
            name: entitlement.name,
            displayName: entitlement.display_name,
            description: entitlement.description,
            scope: entitlement.scope,
            fromHome: entitlement.use_home_site,
            requireHomeSite: entitlement.require_home_site,
            multipleSessionAutoClean: entitlement.multiple_session_auto_clean,
            enabled: entitlement.enabled,
            dedicated: entitlement.dedicated,
            defaultDisplayProtocol: entitlement.default_display_protocol,
            federatedAccessGroup: entitlement.federated_access_group_id,
          },
          data: {
            localDesktopCount: localPools.filter(
              (pool) => pool.global_desktop_entitlement_id === entitlement.id,
            ).length,
            podCount: store.pods.all.filter((pod) =>
              pod.active_global_desktop_entitlements.includes(entitlement.id),
            ).length,
          },
        }));
    },
  },
};

/**
 * EntitledUserOrGroupLocalSummaryView rows for the given directory records that hold an entitlement to a
 * pool the caller may view (`visible`); entitlements to other pools are neither listed nor counted.
 */
export function entitledUserOrGroupRows(
  store: InventoryStore,
  records: readonly AdUserOrGroupRecord[],
  visible: (resourceId: string) => boolean,
): ViewRow[] {
  const desktops = new Map<string, string[]>();
  const applications = new Map<string, string[]>();
  for (const entitlement of store.entitlements.all) {
    if (!visible(entitlement.resource_id)) continue;
    const target = entitlement.resource_type === "DESKTOP" ? desktops : applications;
    const list = target.get(entitlement.user_or_group_id);
    if (list) list.push(entitlement.resource_id);
    else target.set(entitlement.user_or_group_id, [entitlement.resource_id]);
  }
  const rows: ViewRow[] = [];
  for (const record of records) {
    const desktopIds = desktops.get(record.id) ?? [];
    const applicationIds = applications.get(record.id) ?? [];
    if (desktopIds.length === 0 && applicationIds.length === 0) continue;
    rows.push({
      id: record.id,
      base: directoryBase(record),
      localData: {
        desktops: desktopIds,
        applications: applicationIds,
        desktopCount: desktopIds.length,
        applicationCount: applicationIds.length,
      },
    });
  }
  return rows;
}
