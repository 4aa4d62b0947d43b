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
  multi_session_mode?: MultiSessionMode;
  max_multi_sessions?: number;
  category_folder_name?: string;
  shortcut_locations?: ShortcutLocation[];
  cs_restriction_tags?: string[];
  enable_client_restrictions?: boolean;
  anti_affinity_data?: { anti_affinity_count: number; anti_affinity_patterns: string[] };
  supported_file_types_data?: Record<string, unknown>;
}

/** Where a category folder's shortcut is put on the user's machine (ApplicationPoolUpdateSpec). */
export const SHORTCUT_LOCATIONS = ["START_MENU", "DESKTOP"] as const;
export type ShortcutLocation = (typeof SHORTCUT_LOCATIONS)[number];
export const MULTI_SESSION_MODES = [
  "DISABLED",
  "ENABLED_DEFAULT_OFF",
  "ENABLED_DEFAULT_ON",
  "ENABLED_ENFORCED",
] as const;
export type MultiSessionMode = (typeof MULTI_SESSION_MODES)[number];

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
export interface ApplicationForm extends ApplicationSettingsForm {
  name: string;
  display_name: string;
  executable_path: string;
  version: string;
  publisher: string;
  start_folder: string;
  parameters: string;
}

/**
 * The application pool settings beyond execution (spec 001 §3: category folder and shortcut locations,
 * connection server and client restrictions, anti-affinity, multi-session), as typed in the form: lists are
 * comma-separated text, numbers are text until saved.
 */
export interface ApplicationSettingsForm {
  category_folder_name: string;
  shortcut_start_menu: boolean;
  shortcut_desktop: boolean;
  cs_restriction_tags: string;
  enable_client_restrictions: boolean;
  enable_anti_affinity: boolean;
  anti_affinity_patterns: string;
  anti_affinity_count: string;
  multi_session_mode: MultiSessionMode;
  max_multi_sessions: string;
}

/** A custom icon (ApplicationIconInfo: the fields read here). */
export interface ApplicationIcon {
  id: string;
  data: string;
  width: number;
  height: number;
}
