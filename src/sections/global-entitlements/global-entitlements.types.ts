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
}

/** A pod of the federation (PodInfo). */
export interface Pod {
  id: string;
  name: string;
  site_id?: string;
  local_pod?: boolean;
}

/** A local pool of one pod, as the federation lists it (the emulator's pod pool list). */
export interface PodPool {
  id: string;
  name: string;
  display_name?: string;
  pod_id: string;
  global_entitlement_id?: string;
}

/** A pool row of a global entitlement's local pool tabs: the pool with its pod's name. */
export interface LocalPoolRow extends PodPool {
  podName: string;
}

/** A link into another console section; the shell or the element adapter decides where it leads. */
export interface SectionTarget {
  section: string;
  id?: string;
}
