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

/**
 * Privileges only the view API knows (spec 000 section 6 keeps one set per API): the REST API's privilege
 * enum (RoleInfo, PrivilegeInfo, AdminUserOrGroupPermissionsInfo in OpenAPI 2212) has none of them.
 */
export const VIEW_API_ONLY_PRIVILEGES: readonly PrivilegeName[] = [
  "THINAPP_VIEW",
  "THINAPP_MANAGEMENT",
  "THINAPP_ENTITLE",
  "UDD_VIEW",
  "UDD_MANAGEMENT",
  "HORIZON_CLOUD_SERVICE",
];

/** Whether the REST API's privilege enum has `name`. */
export function isRestPrivilegeName(name: unknown): name is PrivilegeName {
  return isPrivilegeName(name) && !VIEW_API_ONLY_PRIVILEGES.includes(name);
}

/** The REST API's copy of a privilege list: the view-only privileges left out. */
export function restPrivilegesOf(names: readonly string[]): PrivilegeName[] {
  return names.filter(isRestPrivilegeName);
}

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

/**
 * Privileges a role editor cannot pick (the OpenAPI's PrivilegeInfo: "This is a non-selectable privilege").
 * They are granted only through built-in roles or as sub-privileges of a selectable one.
 */
export const NON_SELECTABLE_PRIVILEGES: readonly PrivilegeName[] = [
  "ADMINISTRATOR",
  "ADMINISTRATOR_VIEW",
  "LOCAL_ADMINISTRATOR",
  "LOCAL_ADMINISTRATOR_VIEW",
  "INVENTORY_ADMINISTRATOR",
  "INVENTORY_ADMINISTRATOR_VIEW",
  "HELPDESK_ADMINISTRATOR",
  "GLOBAL_ADMINISTRATOR",
  "GLOBAL_ADMINISTRATOR_VIEW",
  "GLOBAL_ADMIN_UI_INTERACTIVE",
  "GLOBAL_ADMIN_SDK_INTERACTIVE",
  "GLOBAL_ROLE_MANAGEMENT",
  "GLOBAL_ROLE_VIEW",
  "GLOBAL_PERMISSION_VIEW",
  "GLOBAL_PERMISSION_MANAGEMENT",
  "GLOBAL_CONFIG_VIEW",
  "FOLDER_VIEW",
  "POOL_VIEW",
  "MACHINE_VIEW",
  "FEDERATED_LDAP_VIEW",
  "FEDERATED_SESSIONS_VIEW",
  "GLOBAL_CVP_REGISTER",
  "GLOBAL_CVP_PUBLICATION",
  "CVP_INTERACTIVE",
  "CVP_VIEW",
  "CVP_MANAGEMENT",
  "CVP_OWNERSHIP",
];

/** The privileges a role editor may pick, in the spec's order. */
export const SELECTABLE_PRIVILEGES: readonly PrivilegeName[] = ALL_PRIVILEGES.filter(
  (name) => !NON_SELECTABLE_PRIVILEGES.includes(name),
);

/**
 * What a selectable privilege brings with it (the privilege list's sub_privileges): the read-only
 * privileges a manage right needs, and the console sign-in every role needs.
 */
export const SUB_PRIVILEGES: Readonly<Partial<Record<PrivilegeName, readonly PrivilegeName[]>>> = {
  GLOBAL_ROLE_PERMISSION_MANAGEMENT: [
    "GLOBAL_ROLE_MANAGEMENT",
    "GLOBAL_ROLE_VIEW",
    "GLOBAL_PERMISSION_MANAGEMENT",
    "GLOBAL_PERMISSION_VIEW",
  ],
  GLOBAL_CONFIG_MANAGEMENT: ["GLOBAL_CONFIG_VIEW"],
  VC_CONFIG_VIEW: ["GLOBAL_CONFIG_VIEW"],
  FOLDER_MANAGEMENT: ["FOLDER_VIEW"],
  POOL_MANAGEMENT: ["POOL_VIEW"],
  POOL_ENABLE: ["POOL_VIEW"],
  POOL_ENTITLE: ["POOL_VIEW"],
  POOL_SVI_IMAGE_MANAGEMENT: ["POOL_VIEW"],
  MACHINE_MANAGEMENT: ["MACHINE_VIEW"],
  MACHINE_REBOOT: ["MACHINE_VIEW"],
  MACHINE_MANAGE_VDI_SESSION: ["MACHINE_VIEW"],
  MACHINE_USER_MANAGEMENT: ["MACHINE_VIEW"],
  MACHINE_MAINTENANCE: ["MACHINE_VIEW"],
  MACHINE_MANAGE_OFFLINE_SESSION: ["MACHINE_VIEW"],
  MANAGE_REMOTE_PROCESS: ["MACHINE_VIEW"],
  REMOTE_ASSISTANCE: ["MACHINE_VIEW"],
  UDD_MANAGEMENT: ["UDD_VIEW"],
  FEDERATED_LDAP_MANAGE: ["FEDERATED_LDAP_VIEW"],
  FEDERATED_SESSIONS_MANAGE: ["FEDERATED_SESSIONS_VIEW"],
};

/**
 * A role's stored privileges from what an editor picked: non-selectable input is ignored (as the
 * OpenAPI's RoleCreateSpec says), sub-privileges and the console sign-in are added.
 */
export function expandSelectedPrivileges(selected: readonly string[]): PrivilegeName[] {
  const result = new Set<PrivilegeName>();
  for (const name of selected) {
    if (!isPrivilegeName(name) || NON_SELECTABLE_PRIVILEGES.includes(name)) continue;
    result.add(name);
    for (const sub of SUB_PRIVILEGES[name] ?? []) result.add(sub);
  }
  if (result.size > 0) {
    result.add("GLOBAL_ADMIN_UI_INTERACTIVE");
    result.add("GLOBAL_ADMIN_SDK_INTERACTIVE");
  }
  return ALL_PRIVILEGES.filter((name) => result.has(name));
}
