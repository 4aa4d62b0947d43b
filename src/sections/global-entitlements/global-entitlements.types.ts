/** Which global entitlements: of desktops or of applications (two REST resources). */
export type GlobalEntitlementKind = "DESKTOP" | "APPLICATION";

export type GlobalEntitlementScope = "WITHIN_POD" | "WITHIN_SITE" | "ALL_SITES";
export type DisplayProtocol = "RDP" | "PCOIP" | "BLAST";

/** What the console uses of GlobalDesktopEntitlementSummary / GlobalApplicationEntitlementSummary. */
export interface GlobalEntitlement {
  id: string;
  name: string;
  display_name?: string;
  description?: string;
  federated_access_group_id?: string;
  enabled?: boolean;
  scope?: GlobalEntitlementScope;
  require_home_site?: boolean;
  use_home_site?: boolean;
  default_display_protocol?: DisplayProtocol;
  allow_users_to_choose_protocol?: boolean;
  multiple_session_auto_clean?: boolean;
  dedicated?: boolean;
  allow_multiple_sessions_per_user?: boolean;
  enable_pre_launch?: boolean;
}

/**
 * What the edit form carries over of GlobalDesktop/ApplicationEntitlementInfoV2: the settings the update
 * specs require or keep that the console does not edit, sent back as read.
 */
export interface GlobalEntitlementInfo extends GlobalEntitlement {
  enable_client_restrictions?: boolean;
  cloud_managed?: boolean;
  display_assigned_machine_name?: boolean;
  display_machine_alias?: boolean;
  session_collaboration_enabled?: boolean;
  multi_session_mode?: "DISABLED" | "ENABLED_DEFAULT_OFF" | "ENABLED_DEFAULT_ON" | "ENABLED_ENFORCED";
  backup_gde_id?: string;
  backup_gae_id?: string;
  category_folder_name?: string;
  cs_restriction_tags?: string[];
  shortcut_locations_v2?: ("START_MENU" | "DESKTOP")[];
}

/** A list row: the entitlement with its kind (the two lists in one grid). */
export interface GlobalEntitlementRow extends GlobalEntitlement {
  kind: GlobalEntitlementKind;
}

/** The create specification the wizard sends (GlobalDesktop/ApplicationEntitlementCreateSpec). */
export interface GlobalEntitlementSpec {
  name: string;
  display_name?: string;
  description?: string;
  scope: GlobalEntitlementScope;
  use_home_site: boolean;
  require_home_site: boolean;
  enabled: boolean;
  default_display_protocol: DisplayProtocol;
  allow_users_to_choose_protocol: boolean;
  multiple_session_auto_clean: boolean;
  dedicated?: boolean;
  enable_pre_launch?: boolean;
  /** Required by both create specs that carry it (application v1, desktop v2). */
  federated_access_group_id: string;
}

/** What the console uses of FederationAccessGroupInfoV2. */
export interface FederationAccessGroup {
  id: string;
  name: string;
  /** False for the Federation Root, which no pod lets be deleted. */
  deletable?: boolean;
}

/** A pod of the federation (PodInfo). */
export interface Pod {
  id: string;
  name: string;
  site_id?: string;
  local_pod?: boolean;
}

/** What the console uses of this pod's desktop pools (v6) or application pools (v4). */
export interface LocalPool {
  id: string;
  name: string;
  display_name?: string;
}

/**
 * A pool row of a global entitlement's local pool tabs. A pool of another pod is known only by its id:
 * its name is the id and its pod is "another pod".
 */
export interface LocalPoolRow extends LocalPool {
  podName: string;
}

/** A link into another console section; the shell or the element adapter decides where it leads. */
export interface SectionTarget {
  section: string;
  id?: string;
}
