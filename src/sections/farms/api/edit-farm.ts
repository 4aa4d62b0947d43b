import { apiPath, restApi } from "../../../core/http/api-clients";
import type { DisplayProtocol, FarmLoadBalancerSettings, FarmSessionSettings } from "../farms.types";

/**
 * A whole farm edit as FarmUpdateSpecV3 describes it: what may change on an existing farm. The name, type,
 * vCenter Server and image never change here (the image changes through maintenance).
 */
export interface FarmUpdateSpec {
  access_group_id: string;
  display_name: string;
  description: string;
  enabled: boolean;
  server_error_threshold: number;
  use_custom_script_for_load_balancing: boolean;
  display_protocol_settings: {
    default_display_protocol: DisplayProtocol;
    allow_users_to_choose_protocol: boolean;
    session_collaboration_enabled: boolean;
  };
  load_balancer_settings: Required<FarmLoadBalancerSettings>;
  session_settings: FarmSessionSettings;
  automated_farm_settings?: {
    enable_provisioning: boolean;
    stop_provisioning_on_error: boolean;
    transparent_page_sharing_scope: "VM" | "FARM" | "POD" | "GLOBAL";
    max_session_type: "UNLIMITED" | "LIMITED";
    max_sessions?: number;
    min_ready_vms: number;
    pattern_naming_settings: { naming_pattern: string; max_number_of_rds_servers: number };
    provisioning_settings: { host_or_cluster_id: string; resource_pool_id: string };
    storage_settings: { datastores: { datastore_id: string }[] };
    customization_settings: {
      customization_type: "CLONE_PREP" | "SYS_PREP";
      instant_clone_domain_account_id: string;
      ad_container_rdn: string;
      reuse_pre_existing_accounts: boolean;
      cloneprep_customization_settings: Record<string, unknown>;
    };
  };
}

/** Saves the edit farm wizard (the whole farm, the newest update of the REST API). */
export async function editFarm(id: string, spec: FarmUpdateSpec): Promise<void> {
  await restApi.put(spec, apiPath("/inventory/v3/farms/{id}", { id })).res();
}
