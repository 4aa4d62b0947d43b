/** Privilege names of spec 000 section 6, grouped by where they apply. */

export const ADMINISTRATOR_PRIVILEGES = [
  "ADMINISTRATOR",
  "ADMINISTRATOR_VIEW",
  "HELPDESK_ADMINISTRATOR",
  "HELPDESK_ADMINISTRATOR_VIEW",
  "LOCAL_ADMINISTRATOR",
  "LOCAL_ADMINISTRATOR_VIEW",
  "GLOBAL_ADMINISTRATOR",
  "GLOBAL_ADMINISTRATOR_VIEW",
] as const;

export const GLOBAL_PRIVILEGES = [
  "VC_CONFIG_VIEW",
  "GLOBAL_ROLE_PERMISSION_MANAGEMENT",
  "GLOBAL_ROLE_VIEW",
  "GLOBAL_ROLE_MANAGEMENT",
  "GLOBAL_PERMISSION_VIEW",
  "GLOBAL_PERMISSION_MANAGEMENT",
  "GLOBAL_CONFIG_VIEW",
  "GLOBAL_CONFIG_MANAGEMENT",
  "GLOBAL_MACHINE_REGISTER",
  "GLOBAL_CVP_PUBLICATION",
  "GLOBAL_CVP_REGISTER",
  "GLOBAL_ADMIN_UI_INTERACTIVE",
  "GLOBAL_ADMIN_SDK_INTERACTIVE",
  "CVP_INTERACTIVE",
  "THINAPP_VIEW",
  "THINAPP_MANAGEMENT",
  "THINAPP_ENTITLE",
  "API_SMART_CARD_BYPASS",
] as const;

export const FOLDER_PRIVILEGES = [
  "INVENTORY_ADMINISTRATOR",
  "INVENTORY_ADMINISTRATOR_VIEW",
  "FOLDER_MANAGEMENT",
  "FOLDER_VIEW",
  "POOL_VIEW",
  "POOL_MANAGEMENT",
  "POOL_ENABLE",
  "POOL_ENTITLE",
  "POOL_SVI_IMAGE_MANAGEMENT",
  "MACHINE_VIEW",
  "MACHINE_MANAGEMENT",
  "MACHINE_REBOOT",
  "MACHINE_MANAGE_VDI_SESSION",
  "MACHINE_USER_MANAGEMENT",
  "MACHINE_MAINTENANCE",
  "MACHINE_MANAGE_OFFLINE_SESSION",
  "MANAGE_REMOTE_PROCESS",
  "REMOTE_ASSISTANCE",
  "UDD_VIEW",
  "UDD_MANAGEMENT",
  "LOG_COLLECTION",
  "FORENSICS",
  "MANAGE_CERTIFICATES",
  "HORIZON_CLOUD_SERVICE",
  "CVP_VIEW",
  "CVP_MANAGEMENT",
  "CVP_OWNERSHIP",
] as const;

export const FEDERATION_PRIVILEGES = [
  "FEDERATED_LDAP_MANAGE",
  "FEDERATED_LDAP_VIEW",
  "FEDERATED_SESSIONS_MANAGE",
  "FEDERATED_SESSIONS_VIEW",
] as const;

export type PrivilegeName =
  | (typeof ADMINISTRATOR_PRIVILEGES)[number]
  | (typeof GLOBAL_PRIVILEGES)[number]
  | (typeof FOLDER_PRIVILEGES)[number]
  | (typeof FEDERATION_PRIVILEGES)[number];

export const ALL_PRIVILEGES: readonly PrivilegeName[] = [
  ...ADMINISTRATOR_PRIVILEGES,
  ...GLOBAL_PRIVILEGES,
  ...FOLDER_PRIVILEGES,
  ...FEDERATION_PRIVILEGES,
];

export type PrivilegeScope = "global" | "folder" | "federation";

/** Where a privilege is checked: root-only (global and administrator family), per local folder, or federation folder. */
export function privilegeScope(name: string): PrivilegeScope {
  if ((FEDERATION_PRIVILEGES as readonly string[]).includes(name)) return "federation";
  if ((FOLDER_PRIVILEGES as readonly string[]).includes(name)) return "folder";
  return "global";
}

/** Whether `name` is one of the spec's privilege names. */
export function isPrivilegeName(name: unknown): name is PrivilegeName {
  return typeof name === "string" && (ALL_PRIVILEGES as readonly string[]).includes(name);
}
