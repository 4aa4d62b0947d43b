import { ApiError } from "../../core/http/api-error";
import { getGlobalEntitlement, getGlobalEntitlements } from "./api/global-entitlement-reads";
import type {
  DisplayProtocol,
  FederationAccessGroup,
  GlobalEntitlementInfo,
  GlobalEntitlementKind,
  GlobalEntitlementRow,
  GlobalEntitlementScope,
} from "./global-entitlements.types";

export const KINDS: readonly GlobalEntitlementKind[] = ["DESKTOP", "APPLICATION"];
export const SCOPES = ["ALL_SITES", "WITHIN_SITE", "WITHIN_POD"] as const;
export const PROTOCOLS = ["BLAST", "PCOIP", "RDP"] as const;

/** The display protocols a kind may default to: RDP is a desktop protocol only (2212's enums). */
export function protocolsOf(kind: GlobalEntitlementKind): readonly DisplayProtocol[] {
  return kind === "DESKTOP" ? PROTOCOLS : PROTOCOLS.filter((protocol) => protocol !== "RDP");
}

/** The settings the add and edit forms share (the create spec's, which the update specs also hold). */
export interface GlobalEntitlementSettings {
  name: string;
  display_name?: string;
  description?: string;
  federated_access_group_id: string;
  scope: GlobalEntitlementScope;
  use_home_site: boolean;
  require_home_site: boolean;
  enabled: boolean;
  default_display_protocol: DisplayProtocol;
  multiple_session_auto_clean: boolean;
  /** Applications only: the update spec sets it, where desktops keep `dedicated` as created. */
  enable_pre_launch?: boolean;
}

/** GlobalDesktopEntitlementUpdateSpec or GlobalApplicationEntitlementUpdateSpec, as sent. */
export type GlobalEntitlementUpdateSpec = Record<string, unknown> & { name: string };

const has = <T>(value: T | undefined) => value !== undefined;

/**
 * The whole update spec (2212 replaces every setting): the form's settings over what the pod answered for
 * the entitlement (the v2 read, the version with the federated group the spec requires), so that what the
 * console does not edit (client restrictions, shortcuts, backup entitlement…) is sent back as it was. A
 * required setting the pod did not answer is sent as the platform's default (off).
 */
export function updateSpecOf(
  kind: GlobalEntitlementKind,
  current: GlobalEntitlementInfo,
  settings: GlobalEntitlementSettings,
): GlobalEntitlementUpdateSpec {
  const { enable_pre_launch: preLaunch, ...shared } = settings;
  const common = {
    ...shared,
    // Required by both specs; the platform shows the name when the display name is blank.
    display_name: settings.display_name ?? settings.name,
    enable_client_restrictions: current.enable_client_restrictions ?? false,
    ...(has(current.category_folder_name) ? { category_folder_name: current.category_folder_name } : {}),
    ...(has(current.cs_restriction_tags) ? { cs_restriction_tags: current.cs_restriction_tags } : {}),
    ...(has(current.shortcut_locations_v2) ? { shortcut_locations_v2: current.shortcut_locations_v2 } : {}),
  };
  if (kind === "DESKTOP") {
    return {
      ...common,
      allow_multiple_sessions_per_user: current.allow_multiple_sessions_per_user ?? false,
      cloud_managed: current.cloud_managed ?? false,
      display_assigned_machine_name: current.display_assigned_machine_name ?? false,
      display_machine_alias: current.display_machine_alias ?? false,
      session_collaboration_enabled: current.session_collaboration_enabled ?? false,
      ...(has(current.backup_gde_id) ? { backup_gde_id: current.backup_gde_id } : {}),
    };
  }
  return {
    ...common,
    enable_pre_launch: preLaunch ?? current.enable_pre_launch ?? false,
    multi_session_mode: current.multi_session_mode ?? "DISABLED",
    ...(has(current.backup_gae_id) ? { backup_gae_id: current.backup_gae_id } : {}),
  };
}

/** Both lists, desktops first, each row marked with its kind. */
export async function loadGlobalEntitlementRows(): Promise<GlobalEntitlementRow[]> {
  const lists = await Promise.all(
    KINDS.map(async (kind) => (await getGlobalEntitlements(kind)).map((item) => ({ ...item, kind }))),
  );
  return lists.flat();
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** One global entitlement by id alone (the route has no kind): a desktop one, else an application one. */
export async function loadGlobalEntitlementRow(id: string): Promise<GlobalEntitlementRow> {
  try {
    return { ...(await getGlobalEntitlement("DESKTOP", id)), kind: "DESKTOP" };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return { ...(await getGlobalEntitlement("APPLICATION", id)), kind: "APPLICATION" };
  }
}

// Shared with the user page, which entitles users to global entitlements too.
export { entitlementScope } from "../../core/entitlements/global-entitlement-scope";

/**
 * The federation access groups a new global entitlement may go to: those where the administrator may manage
 * (`mayManageIn`), the Federation Root first (the only group a pod never lets be deleted), as the wizard
 * proposes it; the others by name. The desktop pool wizard orders local access groups the same way; sections
 * share no code, so the lead may move both to src/core.
 */
export function groupsForNewEntitlements(
  groups: readonly FederationAccessGroup[],
  mayManageIn: (accessGroupId: string) => boolean,
): FederationAccessGroup[] {
  const isRoot = (group: FederationAccessGroup) => group.deletable === false;
  return groups
    .filter((group) => mayManageIn(group.id))
    .sort(
      (a, b) =>
        Number(isRoot(b)) - Number(isRoot(a)) ||
        a.name.localeCompare(b.name, undefined, { sensitivity: "base" }),
    );
}
