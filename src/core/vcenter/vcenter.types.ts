// The vCenter inventory as the REST API's /external/v1 calls answer it (the fields the console reads).

/** Why vSphere says an object cannot be used; OpenAPI enum values. */
export type IncompatibleReasons = readonly string[];

export interface VirtualCenter {
  id: string;
  server_name: string;
  display_name?: string;
  description?: string;
  version?: string;
  enabled?: boolean;
}

export interface Datacenter {
  id: string;
  name: string;
  path: string;
}

export interface BaseVm {
  id: string;
  name: string;
  path: string;
  datacenter_id?: string;
  operating_system?: string;
  operating_system_display_name?: string;
  incompatible_reasons?: IncompatibleReasons;
}

export interface BaseSnapshot {
  id: string;
  name: string;
  path: string;
  created_timestamp?: number;
  memory_mb?: number;
  renderer3d?: string;
  max_number_of_monitors?: number;
  max_resolution_of_any_one_monitor?: string;
  incompatible_reasons?: IncompatibleReasons;
}

export interface VmFolder {
  id: string;
  name: string;
  path: string;
  type?: "DATACENTER" | "FOLDER" | "OTHER";
  incompatible_reasons?: IncompatibleReasons;
  children?: VmFolder[];
}

export interface HostOrCluster {
  id: string;
  details?: {
    name: string;
    path: string;
    cluster?: boolean;
    vgpu_types?: readonly string[];
    incompatible_reasons?: IncompatibleReasons;
  };
  container?: { name?: string; path?: string; children?: HostOrCluster[] };
}

export interface ResourcePool {
  id: string;
  name: string;
  path: string;
  type?: "HOST" | "CLUSTER" | "RESOURCE_POOL" | "OTHER";
  children?: ResourcePool[];
}

export interface Datastore {
  id: string;
  name: string;
  path: string;
  capacity_mb?: number;
  free_space_mb?: number;
  disk_type?: string;
  file_system_type?: string;
  local_datastore?: boolean;
  incompatible_reasons?: IncompatibleReasons;
}

export interface DatastoreCluster {
  id: string;
  name: string;
  path: string;
  capacity_mb?: number;
  free_space_mb?: number;
  datastore_ids?: readonly string[];
}

export interface CustomizationSpec {
  id: string;
  name: string;
  guest_os?: "UNKNOWN" | "WINDOWS" | "LINUX";
  incompatible_reasons?: IncompatibleReasons;
}

/** A network card of a golden image (NetworkInterfaceCardInfo). */
export interface NetworkInterfaceCard {
  id: string;
  name?: string;
  mac_address?: string;
}

export interface NetworkLabel {
  id: string;
  name: string;
  /** Port binding: EARLY_BINDING, EPHEMERAL or LATE_BINDING. */
  label_type?: string;
  /** STANDARD_SWITCH, DISTRIBUTED_VIRTUAL_SWITCH or NSX_NETWORK_SWITCH. */
  switch_type?: string;
  available_ports?: number;
  max_ports?: number;
  incompatible_reasons?: IncompatibleReasons;
}
