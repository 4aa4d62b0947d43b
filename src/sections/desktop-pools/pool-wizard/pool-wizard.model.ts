import type { VcenterChoice } from "../../../ui/vcenter/vcenter-choice";
import type { DesktopPoolRow } from "../desktop-pools.types";

export type WizardMode = "add" | "duplicate" | "edit";
export type PoolKind = "AUTOMATED" | "MANUAL" | "RDS";

/** Every entry of the add / duplicate / edit pool wizard. */
export interface PoolDraft {
  type: PoolKind;
  userAssignment: "FLOATING" | "DEDICATED";
  source: "INSTANT_CLONE" | "VIRTUAL_CENTER";
  vcenter: VcenterChoice | null;
  name: string;
  displayName: string;
  description: string;
  enabled: boolean;
  namingMethod: "PATTERN" | "SPECIFIED";
  namingPattern: string;
  maxMachines: number;
  specifiedNames: string;
  baseVm: VcenterChoice | null;
  snapshot: VcenterChoice | null;
  vmFolder: VcenterChoice | null;
  hostOrCluster: VcenterChoice | null;
  resourcePool: VcenterChoice | null;
  datastores: VcenterChoice[];
  customization: VcenterChoice | null;
  powerPolicy: string;
  defaultProtocol: string;
  allowProtocolChoice: boolean;
  renderer3d: string;
  maxResolution: string;
  afterLogoff: string;
  sessionType: string;
  accessGroupId: string;
}

export const POWER_POLICIES = ["TAKE_NO_POWER_ACTION", "ALWAYS_POWERED_ON", "SUSPEND", "POWER_OFF"];
export const PROTOCOLS = ["BLAST", "PCOIP", "RDP"];
export const RENDERERS = ["DISABLED", "AUTOMATIC", "SOFTWARE", "HARDWARE", "MANAGE_BY_VSPHERE_CLIENT"];
export const RESOLUTIONS = ["WSXGA_PLUS", "WUXGA", "WQXGA", "UHD", "UHD_5K", "UHD_8K"];
export const AFTER_LOGOFF = ["NEVER", "REFRESH", "DELETE"];
export const SESSION_TYPES = ["DESKTOP", "APPLICATION", "DESKTOP_AND_APPLICATION"];

/** Names machines may get from a pattern: letters, digits, hyphens, at most one {n} or {n:fixed=N}. */
export const NAMING_PATTERN = /^[A-Za-z0-9-]*(\{n(:fixed=[1-9])?\})?[A-Za-z0-9-]*$/;
export const POOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_MACHINES = 500;

/** A new pool's entries: an instant-clone floating pool with the platform's defaults. */
export function emptyDraft(accessGroupId: string): PoolDraft {
  return {
    type: "AUTOMATED",
    userAssignment: "FLOATING",
    source: "INSTANT_CLONE",
    vcenter: null,
    name: "",
    displayName: "",
    description: "",
    enabled: true,
    namingMethod: "PATTERN",
    namingPattern: "",
    maxMachines: 1,
    specifiedNames: "",
    baseVm: null,
    snapshot: null,
    vmFolder: null,
    hostOrCluster: null,
    resourcePool: null,
    datastores: [],
    customization: null,
    powerPolicy: "TAKE_NO_POWER_ACTION",
    defaultProtocol: "BLAST",
    allowProtocolChoice: true,
    renderer3d: "DISABLED",
    maxResolution: "WUXGA",
    afterLogoff: "NEVER",
    sessionType: "DESKTOP",
    accessGroupId,
  };
}

/** An existing pool's entries (duplicate starts from them with a new name; edit changes a few). */
export function draftFromPool(pool: DesktopPoolRow, mode: WizardMode, fallbackGroup: string): PoolDraft {
  const base = emptyDraft(pool.access_group_id ?? fallbackGroup);
  const choice = (id: string | undefined): VcenterChoice | null => (id ? { id, label: id } : null);
  return {
    ...base,
    type: pool.type,
    userAssignment: pool.user_assignment === "DEDICATED" ? "DEDICATED" : "FLOATING",
    source: pool.source === "VIRTUAL_CENTER" ? "VIRTUAL_CENTER" : "INSTANT_CLONE",
    vcenter: choice(pool.vcenter_id),
    name: mode === "edit" ? pool.name : "",
    displayName: mode === "edit" ? (pool.display_name ?? pool.name) : "",
    description: pool.description ?? "",
    enabled: pool.enabled,
    namingPattern: pool.pattern_naming_settings?.naming_pattern ?? "",
    maxMachines: pool.pattern_naming_settings?.max_number_of_machines ?? 1,
    powerPolicy: pool.session_settings?.power_policy ?? base.powerPolicy,
    defaultProtocol: pool.display_protocol_settings?.default_display_protocol ?? base.defaultProtocol,
    allowProtocolChoice: pool.display_protocol_settings?.allow_users_to_choose_protocol ?? true,
    renderer3d: pool.display_protocol_settings?.renderer3d ?? base.renderer3d,
    afterLogoff: pool.session_settings?.delete_or_refresh_machine_after_logoff ?? base.afterLogoff,
    sessionType: pool.session_type ?? base.sessionType,
  };
}

/** The specified machine names, one a line, blanks dropped. */
export function specifiedNamesOf(draft: PoolDraft): string[] {
  return draft.specifiedNames
    .split(/\r?\n/)
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** The REST create body (DesktopPoolCreateSpecV2) of the entries. */
export function createBody(draft: PoolDraft): Record<string, unknown> {
  const automated = draft.type === "AUTOMATED";
  const common = {
    name: draft.name,
    display_name: draft.displayName || draft.name,
    description: draft.description,
    type: draft.type,
    enabled: draft.enabled,
    access_group_id: draft.accessGroupId,
    user_assignment: draft.userAssignment,
    session_type: draft.sessionType,
    display_protocol_settings: {
      default_display_protocol: draft.defaultProtocol,
      allow_users_to_choose_protocol: draft.allowProtocolChoice,
      renderer3d: draft.renderer3d,
      max_resolution_of_any_one_monitor: draft.maxResolution,
    },
    session_settings: {
      power_policy: draft.powerPolicy,
      delete_or_refresh_machine_after_logoff: draft.afterLogoff,
    },
  };
  if (!automated) return common;
  return {
    ...common,
    source: draft.source,
    vcenter_id: draft.vcenter?.id,
    naming_method: draft.namingMethod,
    ...(draft.namingMethod === "PATTERN"
      ? {
          pattern_naming_settings: {
            naming_pattern: draft.namingPattern,
            max_number_of_machines: draft.maxMachines,
            provisioning_time: "UP_FRONT",
          },
        }
      : {
          specific_naming_settings: {
            specified_names: specifiedNamesOf(draft).map((machine_name) => ({ machine_name })),
          },
        }),
    provisioning_settings: {
      parent_vm_id: draft.baseVm?.id,
      base_snapshot_id: draft.snapshot?.id,
      datacenter_id: draft.baseVm?.datacenterId,
      vm_folder_id: draft.vmFolder?.id,
      host_or_cluster_id: draft.hostOrCluster?.id,
      resource_pool_id: draft.resourcePool?.id,
    },
    storage_settings: { datastores: draft.datastores.map((store) => ({ datastore_id: store.id })) },
    customization_settings:
      draft.source === "INSTANT_CLONE"
        ? { customization_type: "CLONE_PREP" }
        : draft.customization?.id
          ? { customization_type: "SYS_PREP", sysprep_customization_spec_id: draft.customization.id }
          : { customization_type: "NONE" },
  };
}
