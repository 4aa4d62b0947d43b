/** The resources the REST entitlement calls cover (`/entitlements/v1/<resource>`). */
export type EntitledResource =
  "desktop-pools" | "application-pools" | "global-desktop-entitlements" | "global-application-entitlements";

/** The users and groups entitled to one pool (REST entitlement request item, spec 001 §3). */
export interface PoolEntitlement {
  id: string;
  ad_user_or_group_ids: string[];
}

/** An error of the REST API's bulk answers. */
export interface RestItemError {
  error_key?: string;
  error_message?: string;
}

/** The answer for one pool of an entitlement change, with a result per user or group. */
export interface BulkEntitlementResult {
  id: string;
  status_code?: number;
  errors?: RestItemError[];
  error_messages?: string[];
  details?: { ad_user_or_group_id: string; status_code?: number; errors?: RestItemError[] }[];
}
