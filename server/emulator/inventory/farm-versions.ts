import type { FarmRecord } from "../data/inventory-types";

// A farm as each version of /inventory/vN/farms answers it: the store keeps one record (FarmInfoV4's fields
// plus what only the emulator's own state needs), and every version shows exactly its documented fields
// (OpenAPI 2212: FarmInfo, FarmInfoV2, FarmInfoV3, FarmInfoV4, FarmInfoV5).

/** Versions of the farm list and farm get the emulator serves. */
export const FARM_VERSIONS = [1, 2, 3, 4, 5] as const;
export type FarmVersion = (typeof FARM_VERSIONS)[number];

/** FarmInfo (v1): the settings under `settings`, with the platform's own spelling of delete_in_progess. */
function farmInfoV1(farm: FarmRecord) {
  const protocol = farm.display_protocol_settings;
  const balancer = farm.load_balancer_settings;
  const { session_timeout_policy: _sessionTimeout, ...sessionSettings } = farm.session_settings;
  return {
    id: farm.id,
    name: farm.name,
    display_name: farm.display_name,
    description: farm.description,
    enabled: farm.enabled,
    type: farm.type,
    ...(farm.type === "AUTOMATED" ? { source: "INSTANT_CLONE" } : {}),
    settings: {
      delete_in_progess: farm.delete_in_progress,
      ...(farm.desktop_pool_id !== undefined ? { desktop_id: farm.desktop_pool_id } : {}),
      server_error_threshold: farm.server_error_threshold,
      display_protocol_settings: {
        default_display_protocol: protocol.default_display_protocol,
        allow_display_protocol_override: protocol.allow_users_to_choose_protocol,
        grid_vgpus_enabled: protocol.grid_vgpus_enabled,
        session_collaboration_enabled: protocol.session_collaboration_enabled,
      },
      load_balancer_settings: {
        custom_script_in_use: farm.use_custom_script_for_load_balancing,
        lb_metric_settings: {
          include_session_count: balancer.include_session_count,
          cpu_threshold: balancer.cpu_threshold,
          memory_threshold: balancer.memory_threshold,
          disk_queue_length_threshold: balancer.disk_queue_length_threshold,
          disk_read_latency_threshold: balancer.disk_read_latency_threshold,
          disk_write_latency_threshold: balancer.disk_write_latency_threshold,
        },
      },
      session_settings: sessionSettings,
    },
  };
}

/** FarmInfoV4: the record without what only the emulator keeps, nor V5's App Volumes manager. */
function farmInfoV4(farm: FarmRecord) {
  const { app_volumes_manager_accessible: _accessible, app_volumes_manager_guid: _manager, ...info } = farm;
  return info;
}

/** FarmInfoV5: V4 and the App Volumes manager the farm is assigned to, when it has one. */
function farmInfoV5(farm: FarmRecord) {
  const manager = farm.app_volumes_manager_guid;
  return { ...farmInfoV4(farm), ...(manager === undefined ? {} : { app_volumes_manager_guid: manager }) };
}

/**
 * FarmInfoV2 and V3: V4 without the load index and connecting session thresholds and the session timeout
 * policy (RDSHLoadBalancerSettingsInfo, FarmSessionSettingsInfo); V2's customization settings also lack
 * the customization type and sysprep specification (FarmCustomizationSettingsInfo).
 */
function farmInfoV2OrV3(farm: FarmRecord, version: 2 | 3) {
  const info = farmInfoV4(farm);
  const {
    load_index_threshold: _loadIndex,
    connecting_session_threshold: _connecting,
    ...loadBalancer
  } = info.load_balancer_settings;
  const { session_timeout_policy: _sessionTimeout, ...sessionSettings } = info.session_settings;
  const automated = info.automated_farm_settings;
  const result = { ...info, load_balancer_settings: loadBalancer, session_settings: sessionSettings };
  if (version === 3 || automated?.customization_settings === undefined) return result;
  const {
    customization_type: _type,
    sysprep_customization_spec_id: _sysprep,
    ...customization
  } = automated.customization_settings;
  return {
    ...result,
    automated_farm_settings: { ...automated, customization_settings: customization },
  };
}

/** The farm as version `version` of the inventory API answers it. */
export function farmInfoOf(farm: FarmRecord, version: FarmVersion): unknown {
  if (version === 1) return farmInfoV1(farm);
  if (version === 2 || version === 3) return farmInfoV2OrV3(farm, version);
  return version === 5 ? farmInfoV5(farm) : farmInfoV4(farm);
}
