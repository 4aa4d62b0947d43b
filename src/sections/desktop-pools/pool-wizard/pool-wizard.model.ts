import {
  EMPTY_CLONE_PREP,
  EMPTY_PLACEMENT,
  clonePrepSettingsOf,
  nicSettingsOf,
  type ClonePrepEntries,
  type PlacementEntries,
} from "../../../ui/vcenter/vcenter-entries";
import type { VcenterChoice } from "../../../ui/vcenter/vcenter-choice";
import type { AccessGroup, DesktopPoolRow } from "../desktop-pools.types";

export type WizardMode = "add" | "duplicate" | "edit";
export type PoolKind = "AUTOMATED" | "MANUAL" | "RDS";

/**
 * Every entry of the add / duplicate / edit pool wizard (an instant-clone pool's ClonePrep and network
 * among them).
 */
export interface PoolDraft extends ClonePrepEntries, PlacementEntries {
  type: PoolKind;
  userAssignment: "FLOATING" | "DEDICATED";
  source: "INSTANT_CLONE" | "VIRTUAL_CENTER";
  name: string;
  displayName: string;
  description: string;
  enabled: boolean;
  namingMethod: "PATTERN" | "SPECIFIED";
  namingPattern: string;
  maxMachines: number;
  spareMachines: number;
  specifiedNames: string;
  /** View Storage Accelerator (a host cache of the common disk blocks), regenerated every so many days. */
  useStorageAccelerator: boolean;
  regenerateDays: string;
  /** One window in which the cache is not regenerated nor disk space reclaimed (spec 000 §9: 8:00 to 10:00). */
  useBlackout: boolean;
  blackoutDay: string;
  blackoutStart: string;
  blackoutEnd: string;
  powerPolicy: string;
  defaultProtocol: string;
  allowProtocolChoice: boolean;
  /** The API's renderer3d, or GRID_VGPU (vSphere-managed rendering with NVIDIA GRID vGPUs). */
  renderer3d: string;
  /** Video memory of Horizon-managed 3D rendering, in MB, as typed. */
  vramSizeMb: string;
  maxResolution: string;
  afterLogoff: string;
  sessionType: string;
  accessGroupId: string;
  /** The farm an RDS desktop pool is made on (2212 requires one); the pool goes in the farm's access group. */
  farmId: string;
}

export const POWER_POLICIES = ["TAKE_NO_POWER_ACTION", "ALWAYS_POWERED_ON", "SUSPEND", "POWER_OFF"];
export const PROTOCOLS = ["BLAST", "PCOIP", "RDP"];
/** Spec 001's renderer "GRID vGPU": in the REST API, vSphere-managed rendering with grid_vgpus_enabled. */
export const GRID_VGPU = "GRID_VGPU";
export const RENDERERS = [
  "DISABLED",
  "AUTOMATIC",
  "SOFTWARE",
  "HARDWARE",
  "MANAGE_BY_VSPHERE_CLIENT",
  GRID_VGPU,
];
/** The renderers Horizon manages, which take a video memory size (vram_size_mb is required with them). */
export const VRAM_RENDERERS: readonly string[] = ["AUTOMATIC", "SOFTWARE", "HARDWARE"];
/** Spec 000 §9: default video memory 96 MB; the API takes 64 to 512. */
export const DEFAULT_VRAM_MB = 96;
export const VRAM_RANGE_MB = { min: 64, max: 512 } as const;
export const RESOLUTIONS = ["WSXGA_PLUS", "WUXGA", "WQXGA", "UHD", "UHD_5K", "UHD_8K"];
export const AFTER_LOGOFF = ["NEVER", "REFRESH", "DELETE"];
export const SESSION_TYPES = ["DESKTOP", "APPLICATION", "DESKTOP_AND_APPLICATION"];

/** ViewStorageAcceleratorBlackoutTimeSettingsCreateSpec's days: one of the week, or all of them. */
export const BLACKOUT_DAYS = [
  "ALL",
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
  "SUNDAY",
];
/** Spec 000 §9: the default pool schedule and blackout window, 8:00 to 10:00 (the API's 24-hour times). */
export const DEFAULT_BLACKOUT = { start: "08:00", end: "10:00" } as const;
/** The OpenAPI's default and range of regenerate_view_storage_accelerator_days. */
export const REGENERATE_DAYS = { default: 7, min: 1, max: 999 } as const;
const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The message key of a blackout time the API would not read as a 24-hour time, if any. */
export const blackoutTimeErrorKey = (time: string) =>
  TIME_24H.test(time.trim()) ? undefined : "desktopPools.wizard.storage.timeInvalid";

/** The message key of a regeneration interval outside the API's range, if any. */
export const regenerateDaysErrorKey = (days: string) =>
  /^\d+$/.test(days.trim()) && Number(days) >= REGENERATE_DAYS.min && Number(days) <= REGENERATE_DAYS.max
    ? undefined
    : "desktopPools.wizard.storage.daysInvalid";

export const POOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_MACHINES = 500;

/** A new pool's entries: an instant-clone floating pool with the platform's defaults. */
export function emptyDraft(accessGroupId: string): PoolDraft {
  return {
    type: "AUTOMATED",
    userAssignment: "FLOATING",
    source: "INSTANT_CLONE",
    name: "",
    displayName: "",
    description: "",
    enabled: true,
    namingMethod: "PATTERN",
    namingPattern: "",
    maxMachines: 1,
    spareMachines: 1,
    specifiedNames: "",
    useStorageAccelerator: false,
    regenerateDays: String(REGENERATE_DAYS.default),
    useBlackout: true,
    blackoutDay: "ALL",
    blackoutStart: DEFAULT_BLACKOUT.start,
    blackoutEnd: DEFAULT_BLACKOUT.end,
    powerPolicy: "TAKE_NO_POWER_ACTION",
    defaultProtocol: "BLAST",
    allowProtocolChoice: true,
    renderer3d: "DISABLED",
    vramSizeMb: String(DEFAULT_VRAM_MB),
    maxResolution: "WUXGA",
    afterLogoff: "NEVER",
    sessionType: "DESKTOP",
    accessGroupId,
    farmId: "",
    ...EMPTY_CLONE_PREP,
    // The vCenter placement, with the network cards keeping the image's network.
    ...EMPTY_PLACEMENT,
  };
}

/**
 * An existing pool's entries. Edit keeps every one of them (the fixed ones are shown, not offered);
 * duplicate keeps the settings and the vCenter placement but needs a new pool name and naming pattern.
 * vCenter objects carry their id as label until `withPlacementNames` gives them their names.
 */
export function draftFromPool(pool: DesktopPoolRow, mode: WizardMode, fallbackGroup: string): PoolDraft {
  const base = emptyDraft(pool.access_group_id ?? fallbackGroup);
  const choice = (id: string | undefined): VcenterChoice | null => (id ? { id, label: id } : null);
  const isEdit = mode === "edit";
  const placement = pool.provisioning_settings ?? {};
  const naming = pool.pattern_naming_settings;
  const customization = pool.customization_settings;
  const baseVm = choice(placement.parent_vm_id);
  return {
    ...base,
    type: pool.type,
    userAssignment: pool.user_assignment === "DEDICATED" ? "DEDICATED" : "FLOATING",
    source: pool.source === "VIRTUAL_CENTER" ? "VIRTUAL_CENTER" : "INSTANT_CLONE",
    vcenter: choice(pool.vcenter_id),
    name: isEdit ? pool.name : "",
    displayName: isEdit ? (pool.display_name ?? pool.name) : "",
    description: pool.description ?? "",
    enabled: pool.enabled,
    namingMethod: pool.naming_method === "SPECIFIED" ? "SPECIFIED" : "PATTERN",
    namingPattern: isEdit ? (naming?.naming_pattern ?? "") : "",
    maxMachines: naming?.max_number_of_machines ?? base.maxMachines,
    spareMachines: naming?.number_of_spare_machines ?? base.spareMachines,
    baseVm: baseVm && placement.datacenter_id ? { ...baseVm, datacenterId: placement.datacenter_id } : baseVm,
    snapshot: choice(placement.base_snapshot_id),
    vmFolder: choice(placement.vm_folder_id),
    hostOrCluster: choice(placement.host_or_cluster_id),
    resourcePool: choice(placement.resource_pool_id),
    datastores: storesOf(pool, false),
    datastoreClusters: storesOf(pool, true),
    customization:
      customization?.customization_type === "SYS_PREP"
        ? choice(customization.sysprep_customization_spec_id)
        : customization?.customization_type === "NONE"
          ? { id: "", label: "" }
          : null,
    powerPolicy: pool.session_settings?.power_policy ?? base.powerPolicy,
    defaultProtocol: pool.display_protocol_settings?.default_display_protocol ?? base.defaultProtocol,
    allowProtocolChoice: pool.display_protocol_settings?.allow_users_to_choose_protocol ?? true,
    renderer3d:
      pool.display_protocol_settings?.grid_vgpus_enabled === true
        ? GRID_VGPU
        : (pool.display_protocol_settings?.renderer3d ?? base.renderer3d),
    vramSizeMb: String(pool.display_protocol_settings?.vram_size_mb ?? DEFAULT_VRAM_MB),
    maxResolution: pool.display_protocol_settings?.max_resolution_of_any_one_monitor ?? base.maxResolution,
    afterLogoff: pool.session_settings?.delete_or_refresh_machine_after_logoff ?? base.afterLogoff,
    sessionType: pool.session_type ?? base.sessionType,
    ...clonePrepEntriesOf(customization),
  };
}

/** The pool's datastores, or its Storage DRS clusters, each named by its id until named from the vCenter. */
const storesOf = (pool: DesktopPoolRow, clusters: boolean): VcenterChoice[] =>
  (pool.storage_settings?.datastores ?? [])
    .filter((store) => (store.sdrs_cluster === true) === clusters)
    .map((store) => ({ id: store.datastore_id, label: store.datastore_id }));

/** The datastores of the storage settings: single ones, then Storage DRS clusters (full clones only). */
function datastoreSettingsOf(draft: PoolDraft) {
  return [
    ...draft.datastores.map((store) => ({ datastore_id: store.id })),
    ...(draft.source === "VIRTUAL_CENTER" ? draft.datastoreClusters : []).map((cluster) => ({
      datastore_id: cluster.id,
      sdrs_cluster: true,
    })),
  ];
}

/** The View Storage Accelerator settings when it is used (DesktopPoolViewStorageAcceleratorSettingsCreateSpec). */
function storageAcceleratorOf(draft: PoolDraft) {
  if (!draft.useStorageAccelerator) return {};
  return {
    view_storage_accelerator_settings: {
      use_view_storage_accelerator: true,
      regenerate_view_storage_accelerator_days: Number(draft.regenerateDays),
      ...(draft.useBlackout
        ? {
            blackout_times: [
              {
                days: [draft.blackoutDay],
                start_time: draft.blackoutStart.trim(),
                end_time: draft.blackoutEnd.trim(),
              },
            ],
          }
        : {}),
    },
  };
}

/** The ClonePrep entries of a pool's customization settings (the empty step's where it has none). */
function clonePrepEntriesOf(customization: DesktopPoolRow["customization_settings"]): ClonePrepEntries {
  const scripts = customization?.cloneprep_customization_settings;
  return {
    domainAccountId: customization?.instant_clone_domain_account_id ?? EMPTY_CLONE_PREP.domainAccountId,
    adContainer: customization?.ad_container_rdn ?? EMPTY_CLONE_PREP.adContainer,
    powerOffScript: scripts?.power_off_script_name ?? "",
    powerOffParameters: scripts?.power_off_script_parameters ?? "",
    postSyncScript: scripts?.post_synchronization_script_name ?? "",
    postSyncParameters: scripts?.post_synchronization_script_parameters ?? "",
  };
}

/** The entries with each vCenter object named (names by id; an object not found keeps its id). */
export function withPlacementNames(draft: PoolDraft, names: ReadonlyMap<string, string>): PoolDraft {
  const named = <C extends VcenterChoice | null>(choice: C): C =>
    choice && choice.label === choice.id && names.has(choice.id)
      ? { ...choice, label: names.get(choice.id) ?? choice.id }
      : choice;
  return {
    ...draft,
    vcenter: named(draft.vcenter),
    baseVm: named(draft.baseVm),
    snapshot: named(draft.snapshot),
    vmFolder: named(draft.vmFolder),
    hostOrCluster: named(draft.hostOrCluster),
    resourcePool: named(draft.resourcePool),
    datastores: draft.datastores.map(named),
    datastoreClusters: draft.datastoreClusters.map(named),
    customization: named(draft.customization),
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
    ...(draft.type === "RDS" ? { farm_id: draft.farmId } : {}),
    user_assignment: draft.userAssignment,
    session_type: draft.sessionType,
    display_protocol_settings: {
      default_display_protocol: draft.defaultProtocol,
      allow_users_to_choose_protocol: draft.allowProtocolChoice,
      ...rendererOf(draft),
      grid_vgpus_enabled: draft.renderer3d === GRID_VGPU,
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
            number_of_spare_machines: draft.spareMachines,
            provisioning_time: "UP_FRONT",
          },
        }
      : {
          specific_naming_settings: {
            // MachineSpecifiedName: the name is `name` (only validate-specified-names calls it machine_name).
            specified_names: specifiedNamesOf(draft).map((name) => ({ name })),
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
    storage_settings: { datastores: datastoreSettingsOf(draft) },
    ...storageAcceleratorOf(draft),
    customization_settings: customizationOf(draft),
    // Instant clones only: a full clone's cards are those of its template.
    ...(draft.source === "INSTANT_CLONE" ? nicSettingsOf(draft) : {}),
  };
}

/**
 * The REST update body (DesktopPoolUpdateSpec) of the edit wizard's entries: every setting an existing pool
 * may change, and nothing it may not (name, type, user assignment, source, vCenter, image, VM folder). The
 * spec's required flags are sent as the pool has them.
 */
export function updateBody(draft: PoolDraft, pool: DesktopPoolRow): Record<string, unknown> {
  const automated = pool.type === "AUTOMATED";
  const body: Record<string, unknown> = {
    display_name: draft.displayName || pool.name,
    description: draft.description,
    enabled: draft.enabled,
    // An RDS pool is in its farm's access group (the update spec): it moves with the farm, not on its own.
    ...(pool.type === "RDS" ? {} : { access_group_id: draft.accessGroupId }),
    cloud_assigned: pool.cloud_assigned ?? false,
    cloud_managed: pool.cloud_managed ?? false,
    display_assigned_machine_name: pool.display_assigned_machine_name ?? false,
    display_machine_alias: pool.display_machine_alias ?? false,
    enable_client_restrictions: pool.enable_client_restrictions ?? false,
  };
  if (pool.type === "RDS") return body;
  Object.assign(body, {
    session_type: draft.sessionType,
    // The update spec has no grid_vgpus_enabled: a pool's vGPUs stay as they were created.
    display_protocol_settings: {
      default_display_protocol: draft.defaultProtocol,
      allow_users_to_choose_protocol: draft.allowProtocolChoice,
      ...rendererOf(draft),
      max_resolution_of_any_one_monitor: draft.maxResolution,
    },
  });
  if (!automated) return body;
  return {
    ...body,
    // The nested update specs require settings the wizard does not edit: they go as the pool has them.
    session_settings: {
      power_policy: draft.powerPolicy,
      delete_or_refresh_machine_after_logoff: draft.afterLogoff,
      allow_multiple_sessions_per_user: pool.session_settings?.allow_multiple_sessions_per_user ?? false,
      disconnected_session_timeout_policy:
        pool.session_settings?.disconnected_session_timeout_policy ?? "NEVER",
      ...(pool.session_settings?.disconnected_session_timeout_minutes === undefined
        ? {}
        : {
            disconnected_session_timeout_minutes: pool.session_settings.disconnected_session_timeout_minutes,
          }),
    },
    ...(draft.namingMethod === "PATTERN"
      ? {
          pattern_naming_settings: {
            naming_pattern: draft.namingPattern,
            max_number_of_machines: draft.maxMachines,
            number_of_spare_machines: draft.spareMachines,
            provisioning_time: pool.pattern_naming_settings?.provisioning_time ?? "UP_FRONT",
          },
        }
      : {}),
    provisioning_settings: {
      host_or_cluster_id: draft.hostOrCluster?.id,
      resource_pool_id: draft.resourcePool?.id,
    },
    storage_settings: {
      datastores: datastoreSettingsOf(draft),
      use_vsan: pool.storage_settings?.use_vsan ?? false,
    },
    customization_settings: customizationOf(draft),
  };
}

/** The renderer as the API names it, with the video memory the Horizon-managed renderers require. */
function rendererOf(draft: PoolDraft): { renderer3d: string; vram_size_mb?: number } {
  if (draft.renderer3d === GRID_VGPU) return { renderer3d: "MANAGE_BY_VSPHERE_CLIENT" };
  return VRAM_RENDERERS.includes(draft.renderer3d)
    ? { renderer3d: draft.renderer3d, vram_size_mb: Number(draft.vramSizeMb) }
    : { renderer3d: draft.renderer3d };
}

/** The message key of a video memory size the API refuses, if any. */
export function vramErrorKey(vramSizeMb: string): string | undefined {
  const size = Number(vramSizeMb);
  return /^\d+$/.test(vramSizeMb.trim()) && size >= VRAM_RANGE_MB.min && size <= VRAM_RANGE_MB.max
    ? undefined
    : "desktopPools.wizard.settings.vramRange";
}

/**
 * The customisation of the entries: ClonePrep for instant clones (its domain account, container and
 * scripts), Sysprep with a spec or none otherwise.
 */
function customizationOf(draft: PoolDraft): Record<string, unknown> {
  if (draft.source === "INSTANT_CLONE")
    return { customization_type: "CLONE_PREP", ...clonePrepSettingsOf(draft) };
  return draft.customization?.id
    ? { customization_type: "SYS_PREP", sysprep_customization_spec_id: draft.customization.id }
    : { customization_type: "NONE" };
}

/**
 * LocalAccessGroupInfo has no parent: the root is the group named Root (the pod's own name for it, "Local
 * Root" in some releases), and the only one a pod never lets be deleted.
 */
const ROOT_NAME = /^(local )?root$/i;
const isRoot = (group: AccessGroup) => ROOT_NAME.test(group.name) || group.deletable === false;

/**
 * The access groups a new pool may go to: those where the administrator may manage pools (`mayCreateIn`),
 * the root first, as the wizard proposes it; the others by name.
 */
export function groupsForNewPools(
  groups: readonly AccessGroup[],
  mayCreateIn: (accessGroupId: string) => boolean,
): AccessGroup[] {
  return groups
    .filter((group) => mayCreateIn(group.id))
    .sort(
      (a, b) =>
        Number(isRoot(b)) - Number(isRoot(a)) ||
        a.name.localeCompare(b.name, undefined, { sensitivity: "base" }),
    );
}
