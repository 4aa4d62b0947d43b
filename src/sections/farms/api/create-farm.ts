import { idFromLocation, restApi } from "../../../core/http/api-clients";

/** A new farm as FarmCreateSpecV3 describes it (only what the wizard sets). */
export interface FarmCreateSpec {
  name: string;
  display_name?: string;
  description?: string;
  type: "MANUAL" | "AUTOMATED";
  access_group_id: string;
  enabled: boolean;
  rds_server_ids?: string[];
  display_protocol_settings?: { grid_vgpus_enabled: boolean };
  load_balancer_settings: {
    include_session_count: boolean;
    cpu_threshold: number;
    memory_threshold: number;
    load_index_threshold: number;
  };
  automated_farm_settings?: {
    vcenter_id: string;
    enable_provisioning: boolean;
    max_session_type: "UNLIMITED" | "LIMITED";
    max_sessions?: number;
    min_ready_vms: number;
    pattern_naming_settings: { naming_pattern: string; max_number_of_rds_servers: number };
    provisioning_settings: {
      datacenter_id: string;
      host_or_cluster_id: string;
      resource_pool_id: string;
      vm_folder_id: string;
      parent_vm_id: string;
      base_snapshot_id: string;
    };
    storage_settings: { datastores: { datastore_id: string }[] };
    customization_settings: {
      customization_type: "CLONE_PREP" | "SYS_PREP";
      instant_clone_domain_account_id: string;
      ad_container_rdn: string;
      sysprep_customization_spec_id?: string;
      cloneprep_customization_settings?: Record<string, string>;
    };
    /** Cards of the image given another network than the image's (FarmNetworkInterfaceCardSettingsCreateSpec). */
    nics?: {
      network_interface_card_id: string;
      network_label_assignment_specs: {
        enabled: boolean;
        max_label_type: "UNLIMITED" | "LIMITED";
        network_label_name: string;
      }[];
    }[];
  };
}

/** Creates a farm (the newest create of the REST API) and answers its id from the Location header. */
export async function createFarm(spec: FarmCreateSpec): Promise<string | undefined> {
  const response = await restApi.post(spec, "/inventory/v3/farms").res();
  return idFromLocation(response);
}
