import { clonePrepSettingsOf, nicSettingsOf } from "../../ui/vcenter/vcenter-entries";
import { namingPatternErrorKey } from "../../ui/edit-form/naming-pattern-rule";
import { NO_CUSTOMIZATION } from "../../ui/vcenter/vcenter-choice";
import type { FarmCreateSpec } from "./api/create-farm";
import { patternNamingOf, type FarmDraft } from "./farm-draft";
import { chosenHosts } from "./farm-input-values";
import type {
  DisconnectedSessionPolicy,
  DisplayProtocol,
  EmptySessionPolicy,
  PreLaunchSessionPolicy,
  SessionTimeoutPolicy,
} from "./farms.types";

// What a draft holds and how an edit becomes an update live in farm-draft, which enabling a farm uses
// without the wizard's rules (decision 0038).
export { EMPTY_DRAFT, draftFromFarm, farmUpdateSpecOf, type FarmDraft } from "./farm-draft";

export type FarmWizardMode = "add" | "edit";

/** Farm names the platform accepts: letters, digits, hyphens and underscores (at most 64). */
export const FARM_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export const PROTOCOLS: readonly DisplayProtocol[] = ["BLAST", "PCOIP", "RDP"];
export const DISCONNECTED_POLICIES: readonly DisconnectedSessionPolicy[] = ["NEVER", "IMMEDIATELY", "AFTER"];
export const EMPTY_POLICIES: readonly EmptySessionPolicy[] = ["NEVER", "IMMEDIATE", "AFTER"];
export const PRE_LAUNCH_POLICIES: readonly PreLaunchSessionPolicy[] = ["NEVER", "AFTER"];
export const SESSION_TIMEOUT_POLICIES: readonly SessionTimeoutPolicy[] = ["DEFAULT", "NEVER"];
/** The shortest pre-launch timeout the platform takes, in minutes. */
export const MIN_PRE_LAUNCH_MINUTES = 10;

export const isPercent = (text: string) => /^\d{1,3}$/.test(text) && Number(text) <= 100;
export const isCount = (text: string, lowest: number, highest = 2147483647) =>
  /^\d+$/.test(text) && Number(text) >= lowest && Number(text) <= highest;

/** The message key of a timeout's minutes its policy refuses (a whole number of at least `lowest` after AFTER). */
export const timeoutErrorKey = (policy: string, minutes: string, lowest = 1) =>
  isTimeoutValid(policy, minutes, lowest)
    ? undefined
    : lowest === MIN_PRE_LAUNCH_MINUTES
      ? "farms.wizard.sessions.minutesAtLeastTen"
      : "farms.wizard.sessions.minutesAtLeastOne";

/** Whether a timeout's minutes fit its policy: a whole number of at least `lowest` when it is AFTER. */
export const isTimeoutValid = (policy: string, minutes: string, lowest = 1) =>
  policy !== "AFTER" || isCount(minutes, lowest);

/** Whether the minimum of ready hosts during maintenance leaves a host to work on. */
export const isMinReadyValid = (draft: FarmDraft) =>
  isCount(draft.minReadyHosts, 0) && Number(draft.minReadyHosts) < Number(draft.maxHosts);

/** The message key of a refused host naming pattern (the pod's rule, for the farm's largest size). */
export const namingPatternError = (draft: FarmDraft) =>
  namingPatternErrorKey(draft.namingPattern, isCount(draft.maxHosts, 1) ? Number(draft.maxHosts) : 1);

/** Whether the RDS host names and sizes are complete. */
export const isNamingValid = (draft: FarmDraft) =>
  namingPatternError(draft) === undefined &&
  isCount(draft.maxHosts, 1, 1000) &&
  (draft.maxSessions.trim() === "" || isCount(draft.maxSessions, 1));

/** Whether the session settings of the edit are complete. */
export const areSessionSettingsValid = (draft: FarmDraft) =>
  isTimeoutValid(draft.disconnectedPolicy, draft.disconnectedMinutes) &&
  isTimeoutValid(draft.emptyPolicy, draft.emptyMinutes) &&
  isTimeoutValid(draft.preLaunchPolicy, draft.preLaunchMinutes, MIN_PRE_LAUNCH_MINUTES);

/** The create spec of a complete draft. */
export function farmSpecOf(draft: FarmDraft): FarmCreateSpec {
  const spec: FarmCreateSpec = {
    name: draft.name.trim(),
    type: draft.type,
    access_group_id: draft.accessGroupId,
    enabled: true,
    load_balancer_settings: {
      include_session_count: draft.includeSessionCount,
      cpu_threshold: Number(draft.cpuThreshold),
      memory_threshold: Number(draft.memoryThreshold),
      load_index_threshold: Number(draft.loadIndexThreshold),
    },
  };
  if (draft.displayName.trim() !== "") spec.display_name = draft.displayName.trim();
  if (draft.description.trim() !== "") spec.description = draft.description.trim();
  if (draft.type === "MANUAL") {
    spec.rds_server_ids = chosenHosts({ hostIds: draft.hostIds });
    return spec;
  }
  const limited = draft.maxSessions.trim() !== "";
  // A Sysprep specification replaces ClonePrep (and its scripts); none chosen is ClonePrep.
  const sysprep =
    draft.customization && draft.customization.id !== NO_CUSTOMIZATION ? draft.customization.id : undefined;
  spec.automated_farm_settings = {
    vcenter_id: draft.vcenter?.id ?? "",
    enable_provisioning: true,
    max_session_type: limited ? "LIMITED" : "UNLIMITED",
    ...(limited ? { max_sessions: Number(draft.maxSessions) } : {}),
    min_ready_vms: 0,
    pattern_naming_settings: patternNamingOf(draft),
    provisioning_settings: {
      datacenter_id: draft.baseVm?.datacenterId ?? "",
      host_or_cluster_id: draft.hostOrCluster?.id ?? "",
      resource_pool_id: draft.resourcePool?.id ?? "",
      vm_folder_id: draft.vmFolder?.id ?? "",
      parent_vm_id: draft.baseVm?.id ?? "",
      base_snapshot_id: draft.snapshot?.id ?? "",
    },
    storage_settings: { datastores: draft.datastores.map((store) => ({ datastore_id: store.id })) },
    customization_settings: sysprep
      ? {
          customization_type: "SYS_PREP",
          instant_clone_domain_account_id: draft.domainAccountId,
          ad_container_rdn: draft.adContainer.trim(),
          sysprep_customization_spec_id: sysprep,
        }
      : { customization_type: "CLONE_PREP", ...clonePrepSettingsOf(draft) },
    ...nicSettingsOf(draft),
  };
  // Sent only when asked for: a farm without vGPUs is created as before, with the platform's defaults.
  if (draft.gridVgpus) spec.display_protocol_settings = { grid_vgpus_enabled: true };
  return spec;
}
