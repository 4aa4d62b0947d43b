import type { ApplicationHealth } from "../../core/inventory/application-health";

/** An application pool as the REST inventory answers it (ApplicationPoolInfoV4: the fields read here). */
export interface ApplicationPool {
  id: string;
  name: string;
  display_name?: string;
  description?: string;
  access_group_id?: string;
  enabled: boolean;
  executable_path: string;
  version?: string;
  publisher?: string;
  start_folder?: string;
  parameters?: string;
  farm_id?: string;
  desktop_pool_id?: string;
  avm_shortcut_id?: string;
  customized_icon_ids?: string[];
  enable_pre_launch?: boolean;
  multi_session_mode?: string;
}

/** A row of the list: the pool with its host's name, entitled count and derived health. */
export interface ApplicationPoolRow extends ApplicationPool {
  farmOrPoolName?: string;
  entitledCount?: number;
  health: ApplicationHealth;
}

/** An application installed on a farm's hosts or a desktop pool (InstalledApplicationInfo). */
export interface InstalledApplication {
  name: string;
  executable_path: string;
  version?: string;
  publisher?: string;
}

/** Where applications are published from. */
export interface ApplicationHost {
  kind: "farm" | "desktop-pool";
  id: string;
  name: string;
}

/** The fields an administrator enters or changes (create and edit). */
export interface ApplicationForm {
  name: string;
  display_name: string;
  executable_path: string;
  version: string;
  publisher: string;
  start_folder: string;
  parameters: string;
}

/** A custom icon (ApplicationIconInfo: the fields read here). */
export interface ApplicationIcon {
  id: string;
  data: string;
  width: number;
  height: number;
}
