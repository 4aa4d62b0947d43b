import type { ApplicationPoolRecord, DesktopPoolRecord, MachineRecord } from "../data/inventory-types";

/*
 * What each version of the desktop pool, machine and application pool answers carries (OpenAPI 2212: DesktopPoolInfo,
 * DesktopPoolInfoV2…V6, MachineInfo, MachineInfoV2…V4, ApplicationPoolInfo…V4). The store keeps one record with every field; a
 * version answers only the fields its schema documents, as a real pod does, so a console that reads a
 * field from the wrong version sees it missing here too.
 */

const names = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

/** DesktopPoolInfo: the v1 summary (its `settings` block is not kept by the emulator). */
const POOL_V1 = names("id name display_name description enabled type source");
/** DesktopPoolInfoV2: the full pool, with the first shortcut list and no alias or entitlement. */
const POOL_V2 = names(`${[...POOL_V1].join(" ")} access_group_id allow_multiple_user_assignments
  allow_rds_pool_multi_session_per_user automatic_user_assignment category_folder_name cloud_assigned cloud_managed
  customization_settings delete_in_progress display_assigned_machine_name display_protocol_settings
  enable_client_restrictions enable_provisioning farm_id image_source pattern_naming_settings provisioning_settings
  provisioning_status_data session_settings session_type specific_naming_settings stop_provisioning_on_error
  storage_settings user_assignment vcenter_id`);
const POOL_V3 = names(`${[...POOL_V2].join(" ")} display_machine_alias global_desktop_entitlement_id`);
const POOL_V4 = names(`${[...POOL_V3].join(" ")} cloud_brokered`);
/** V5 and V6: naming_method, the second shortcut list and the user and group count. */
const POOL_V5 = names(`${[...POOL_V4].join(" ")} naming_method shortcut_locations_v2 user_group_count`);
const POOL_FIELDS: Record<number, ReadonlySet<string>> = {
  1: POOL_V1,
  2: POOL_V2,
  3: POOL_V3,
  4: POOL_V4,
  5: POOL_V5,
  6: POOL_V5,
};

/** MachineInfo: no access group, aliases, session or held flag; ManagedMachineData has no base VM. */
const MACHINE_V1 = names(`id name dns_name desktop_pool_id state type operating_system
  operating_system_architecture agent_version agent_build_number remote_experience_agent_version
  remote_experience_agent_build_number message_security_mode message_security_enhanced_mode_supported pairing_state
  user_ids configured_by_connection_server attempted_theft_by_connection_server managed_machine_data`);
const MACHINE_V2 = names(`${[...MACHINE_V1].join(" ")} access_group_id aliases session_id`);
const MACHINE_V3 = names(`${[...MACHINE_V2].join(" ")} held_machine`);
const MACHINE_V4 = names(
  `${[...MACHINE_V3].join(" ")} agent_upgrade_state agent_upgrade_result agent_upgrade_error_message`,
);
const MACHINE_FIELDS: Record<number, ReadonlySet<string>> = {
  1: MACHINE_V1,
  2: MACHINE_V2,
  3: MACHINE_V3,
  4: MACHINE_V4,
};
/** ManagedMachineData (v1): no base VM or snapshot, datastores or last maintenance (ManagedMachineDataV2 has them). */
const MANAGED_V1 = names(`virtual_center_id host_name path memory_mb create_time in_maintenance_mode
  in_hold_customization missing_in_vcenter virtual_machine_power_state storage_accelerator_state
  clone_error_message clone_error_time network_labels virtual_disks`);

// A loop, not entries/filter/fromEntries: an export's name lookups shape ten thousand machines.
function only<T extends object>(record: T, fields: ReadonlySet<string>): Partial<T> {
  const answer: Record<string, unknown> = {};
  for (const key of Object.keys(record))
    if (fields.has(key)) answer[key] = (record as Record<string, unknown>)[key];
  return answer as Partial<T>;
}

/** The API version of a /rest/inventory/v<n>/… request path (1 when the path names none). */
export function versionOfPath(path: string): number {
  const match = /\/v(\d+)\//.exec(path);
  return match ? Number(match[1]) : 1;
}

/** A desktop pool as GET /inventory/v<version>/desktop-pools[/{id}] answers it. */
export function desktopPoolAnswer(record: DesktopPoolRecord, version: number): Partial<DesktopPoolRecord> {
  return only(record, POOL_FIELDS[version] ?? POOL_V5);
}

/** A machine as GET /inventory/v<version>/machines[/{id}] answers it. */
export function machineAnswer(record: MachineRecord, version: number): Partial<MachineRecord> {
  const answer = only(record, MACHINE_FIELDS[version] ?? MACHINE_V4);
  if (version === 1 && record.managed_machine_data)
    answer.managed_machine_data = only(
      record.managed_machine_data,
      MANAGED_V1,
    ) as MachineRecord["managed_machine_data"];
  return answer;
}

/** ApplicationPoolInfo: no global entitlement, cloud brokering or application volumes shortcut. */
const APPLICATION_POOL_V1 = names(`id name display_name description access_group_id enabled enable_pre_launch
  enable_client_restrictions executable_path version publisher start_folder parameters farm_id desktop_pool_id
  multi_session_mode max_multi_sessions category_folder_name shortcut_locations cs_restriction_tags icon_ids
  customized_icon_ids anti_affinity_data supported_file_types_data`);
const APPLICATION_POOL_V2 = names(`${[...APPLICATION_POOL_V1].join(" ")} global_application_entitlement_id`);
const APPLICATION_POOL_V3 = names(`${[...APPLICATION_POOL_V2].join(" ")} cloud_brokered`);
const APPLICATION_POOL_V4 = names(`${[...APPLICATION_POOL_V3].join(" ")} avm_shortcut_id`);
const APPLICATION_POOL_FIELDS: Record<number, ReadonlySet<string>> = {
  1: APPLICATION_POOL_V1,
  2: APPLICATION_POOL_V2,
  3: APPLICATION_POOL_V3,
  4: APPLICATION_POOL_V4,
};

/** An application pool as GET /inventory/v<version>/application-pools[/{id}] answers it. */
export function applicationPoolAnswer(
  record: ApplicationPoolRecord,
  version: number,
): Partial<ApplicationPoolRecord> {
  return only(record, APPLICATION_POOL_FIELDS[version] ?? APPLICATION_POOL_V4);
}
