import type { Permissions } from "./roles";

/** The signed-in administrator of a request, as the guards establish it. */
export interface Caller {
  username: string;
  domain: string;
  /** The directory SID of the administrator. */
  sid: string;
  /** One id per sign-in (a REST token family or a view session); query cursors and logout use it. */
  sessionId: string;
  /** Which API generation's credentials the request carried. */
  via: "rest" | "view";
  permissions: Permissions;
  /** A privilege name or a & | expression, optionally on one access group (children inherit from parents). */
  hasPrivilege(name: string, accessGroupId?: string): boolean;
}
