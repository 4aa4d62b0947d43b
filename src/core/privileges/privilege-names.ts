/** Where a privilege applies (spec 000 section 6, "privilege types"). */
export type PrivilegeType =
  | "ALL"
  | "LOCAL_POD"
  | "GLOBAL"
  | "LOCAL_ACCESS_GROUP"
  | "FEDERATION_ACCESS_GROUP"
  | "LOCAL_AND_FEDERATION_ACCESS_GROUP";

/** Privileges that apply regardless of folder: held when anywhere in the granted set. */
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

/** Privileges granted on a local access group (folder). */
export const FOLDER_PRIVILEGES = [
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
  "INVENTORY_ADMINISTRATOR",
  "INVENTORY_ADMINISTRATOR_VIEW",
  "CVP_VIEW",
  "CVP_MANAGEMENT",
  "CVP_OWNERSHIP",
] as const;

/** Privileges granted on a federation access group. */
export const FEDERATION_PRIVILEGES = [
  "FEDERATED_LDAP_MANAGE",
  "FEDERATED_LDAP_VIEW",
  "FEDERATED_SESSIONS_MANAGE",
  "FEDERATED_SESSIONS_VIEW",
] as const;

/**
 * Privileges only the view API has (spec 000 section 6 keeps one set per API): the REST API's privilege
 * enum (OpenAPI 2212 RoleInfo, PrivilegeInfo, the caller's permissions) lacks them, so a REST answer never
 * carries them and a REST role cannot be given them.
 */
export const VIEW_API_ONLY_PRIVILEGES: readonly string[] = [
  "THINAPP_VIEW",
  "THINAPP_MANAGEMENT",
  "THINAPP_ENTITLE",
  "UDD_VIEW",
  "UDD_MANAGEMENT",
  "HORIZON_CLOUD_SERVICE",
];

/** Whether the REST API's privilege set can hold `name`. */
export function isRestPrivilege(name: string): boolean {
  return !VIEW_API_ONLY_PRIVILEGES.includes(name);
}

/** Whether an expression such as "POOL_VIEW|UDD_VIEW" names a privilege only the view API has. */
export function namesViewOnlyPrivilege(expression: string): boolean {
  return expression.split(/[|&]/).some((name) => VIEW_API_ONLY_PRIVILEGES.includes(name.trim()));
}

const TYPE_BY_NAME: ReadonlyMap<string, PrivilegeType> = new Map<string, PrivilegeType>([
  ["ADMINISTRATOR", "ALL"],
  ["ADMINISTRATOR_VIEW", "ALL"],
  ["LOCAL_ADMINISTRATOR", "LOCAL_POD"],
  ["LOCAL_ADMINISTRATOR_VIEW", "LOCAL_POD"],
  ["GLOBAL_ADMINISTRATOR", "GLOBAL"],
  ["GLOBAL_ADMINISTRATOR_VIEW", "GLOBAL"],
  ["HELPDESK_ADMINISTRATOR", "LOCAL_AND_FEDERATION_ACCESS_GROUP"],
  ["HELPDESK_ADMINISTRATOR_VIEW", "LOCAL_AND_FEDERATION_ACCESS_GROUP"],
  ...GLOBAL_PRIVILEGES.map((name) => [name, "GLOBAL"] as const),
  ...FOLDER_PRIVILEGES.map((name) => [name, "LOCAL_ACCESS_GROUP"] as const),
  ...FEDERATION_PRIVILEGES.map((name) => [name, "FEDERATION_ACCESS_GROUP"] as const),
]);

/** The type of a privilege name; unknown names are treated as folder-scoped (the stricter reading). */
export function privilegeType(name: string): PrivilegeType {
  return TYPE_BY_NAME.get(name) ?? "LOCAL_ACCESS_GROUP";
}

/** True for privileges that hold whenever granted anywhere (all, local pod, global). */
export function isUnscopedPrivilege(name: string): boolean {
  const type = privilegeType(name);
  return type === "ALL" || type === "LOCAL_POD" || type === "GLOBAL";
}

/** Privileges that pool and machine management depend on (spec 000 section 6). */
export const PRIVILEGE_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  POOL_MANAGEMENT: ["VC_CONFIG_VIEW", "POOL_ENABLE", "POOL_ENTITLE", "POOL_SVI_IMAGE_MANAGEMENT"],
  MACHINE_MANAGEMENT: [
    "MACHINE_REBOOT",
    "MACHINE_MANAGE_VDI_SESSION",
    "MACHINE_MAINTENANCE",
    "MACHINE_USER_MANAGEMENT",
    "MANAGE_REMOTE_PROCESS",
    "REMOTE_ASSISTANCE",
  ],
};

/** Every privilege name the console knows, both API generations, for its texts (enum labels). */
export const PRIVILEGE_NAMES: readonly string[] = [...TYPE_BY_NAME.keys()];
