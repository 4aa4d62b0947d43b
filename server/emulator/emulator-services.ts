import type { SessionStore } from "./auth/session-store";
import type { SignInThrottle } from "./auth/sign-in-throttle";
import type { AccessGroupStore } from "./config/access-group-store";
import type { RoleStore } from "./config/role-store";
import type { SettingsStore, SmartCardMode } from "./config/settings-store";
import type { EmulatorClock } from "./emulator-context";

/** Sign-in behaviours that depend on how the pod is set up. */
export interface AuthOptions {
  /** The pod's smart-card mode for administrators (the X-VDM-SmartCardSupportForAdmin header). */
  smartCardMode: SmartCardMode;
  /** A user whose smart card is "inserted": the pre-login GET login signs them in. */
  smartCardUser: string | undefined;
  /** Behind an identity provider, the pre-login GET login signs this user in directly. */
  identityProviderUser: string | undefined;
}

/** The emulator's own state, shared by the security and configuration routes. */
export interface EmulatorServices {
  clock: EmulatorClock;
  sessions: SessionStore;
  /** Failed sign-ins per account and per client (both generations' logins and the token refresh). */
  signInThrottle: SignInThrottle;
  groups: AccessGroupStore;
  /** Roles and permissions, read by every privilege check. */
  roles: RoleStore;
  /** Pools, farms and other inventory records on an access group (a group in use cannot be deleted). */
  accessGroupUsage(accessGroupId: string): number;
  settings: SettingsStore;
  auth: AuthOptions;
  markChanged(): void;
}
