import { isUnscopedPrivilege, privilegeType } from "./privilege-names";

/** A child access group as listed under a root in the role response. */
export interface AccessGroupRef {
  id: string;
  name: string;
}

/** The privileges one admin holds on one access group (folder), after merging and inheritance. */
export interface FolderPrivileges {
  id: string;
  name: string;
  privileges: string[];
  children: AccessGroupRef[];
}

/**
 * One API generation's privileges, normalised: local and federation folders with the root's privileges
 * inherited by its children and several roles on one folder merged. Plain data so it can be stored.
 */
export interface PrivilegeSet {
  local: FolderPrivileges[];
  federation: FolderPrivileges[];
  localRootId: string | null;
  federationRootId: string | null;
  /** The role response's helpdeskAdmin: a helpdesk administrator without the administrator role. */
  helpdeskAdmin: boolean;
}

/** Which folder a privilege is checked on; without one, any folder that has it suffices. */
export interface PrivilegeScope {
  /** A specific access group (folder) id; unknown ids fall back to their root. */
  accessGroupId?: string;
  /** Check on the local or federation root folder. */
  root?: "local" | "federation";
  /** Look the access group up among the federation folders instead of the local ones. */
  federation?: boolean;
}

/** A set with no privileges at all: what a signed-out console or a failed load holds. */
export const EMPTY_PRIVILEGE_SET: PrivilegeSet = {
  local: [],
  federation: [],
  localRootId: null,
  federationRootId: null,
  helpdeskAdmin: false,
};

/** The folder entries of a role response before normalisation (one per role and folder). */
export interface RawFolderPrivileges {
  id: string;
  name: string;
  privileges: readonly string[];
  children?: readonly AccessGroupRef[];
}

const ROOT_NAME = /^(local |federation )?root$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function childList(value: unknown): AccessGroupRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((child) => {
    const id = child.id ?? child.accessGroupId ?? child.access_group_id;
    if (typeof id !== "string" || id === "") return [];
    const name = child.name ?? child.accessGroupName ?? child.access_group_name;
    return [{ id, name: typeof name === "string" ? name : id }];
  });
}

/**
 * Merges entries per folder, finds the root (the entry with children, else the one named Root, else the
 * first) and gives every child of the root the root's privileges.
 */
export function normaliseFolders(
  entries: readonly RawFolderPrivileges[],
  rootGetsAllOthers: boolean,
): { folders: FolderPrivileges[]; rootId: string | null } {
  const merged = new Map<string, { name: string; privileges: Set<string>; children: Map<string, string> }>();
  for (const entry of entries) {
    const folder = merged.get(entry.id) ?? { name: entry.name, privileges: new Set(), children: new Map() };
    for (const privilege of entry.privileges) folder.privileges.add(privilege);
    for (const child of entry.children ?? []) folder.children.set(child.id, child.name);
    merged.set(entry.id, folder);
  }
  const ids = [...merged.keys()];
  const rootId =
    ids.find((id) => (merged.get(id)?.children.size ?? 0) > 0) ??
    ids.find((id) => ROOT_NAME.test(merged.get(id)?.name ?? "")) ??
    ids[0] ??
    null;
  const root = rootId === null ? undefined : merged.get(rootId);
  if (root && rootGetsAllOthers) {
    for (const [id, folder] of merged) if (id !== rootId) root.children.set(id, folder.name);
  }
  if (root) {
    for (const [childId, childName] of root.children) {
      const child = merged.get(childId) ?? { name: childName, privileges: new Set(), children: new Map() };
      for (const privilege of root.privileges) child.privileges.add(privilege);
      merged.set(childId, child);
    }
  }
  const folders = [...merged].map(([id, folder]) => ({
    id,
    name: folder.name,
    privileges: [...folder.privileges].sort(),
    children: [...folder.children].map(([childId, name]) => ({ id: childId, name })),
  }));
  return { folders, rootId };
}

function rawEntries(value: unknown, idKey: string, nameKey: string): RawFolderPrivileges[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((entry) => {
    const id = entry[idKey];
    if (typeof id !== "string" || id === "") return [];
    const name = entry[nameKey];
    return [
      {
        id,
        name: typeof name === "string" ? name : id,
        privileges: stringList(entry.privileges),
        children: childList(entry.children),
      },
    ];
  });
}

/** Builds the view-API set from AdminUserOrGroup/getloginview (privilegesInfo, globalPrivilegesInfo). */
export function privilegeSetFromViewRoles(body: unknown): PrivilegeSet {
  const record = isRecord(body) ? body : {};
  const local = normaliseFolders(
    rawEntries(record.privilegesInfo, "accessGroupId", "accessGroupName"),
    false,
  );
  const federation = normaliseFolders(
    rawEntries(record.globalPrivilegesInfo, "globalAccessGroupId", "globalAccessGroupName"),
    false,
  );
  return {
    local: local.folders,
    federation: federation.folders,
    localRootId: local.rootId,
    federationRootId: federation.rootId,
    helpdeskAdmin: record.helpdeskAdmin === true,
  };
}

/** Builds the REST set from GET /config/v1/admin-users-or-groups/permissions; the root gets every other group as child. */
export function privilegeSetFromRestPermissions(body: unknown): PrivilegeSet {
  const record = isRecord(body) ? body : {};
  const local = normaliseFolders(
    rawEntries(record.local_privileges_info, "access_group_id", "access_group_name"),
    true,
  );
  const federation = normaliseFolders(
    rawEntries(record.federated_privileges_info, "access_group_id", "access_group_name"),
    true,
  );
  return {
    local: local.folders,
    federation: federation.folders,
    localRootId: local.rootId,
    federationRootId: federation.rootId,
    helpdeskAdmin: record.help_desk_admin === true,
  };
}

function folderFor(
  set: PrivilegeSet,
  federation: boolean,
  id: string | undefined,
): FolderPrivileges | undefined {
  const folders = federation ? set.federation : set.local;
  const rootId = federation ? set.federationRootId : set.localRootId;
  // Every access group descends from its root, so a group absent from the response has the root's privileges.
  return folders.find((folder) => folder.id === id) ?? folders.find((folder) => folder.id === rootId);
}

/** Whether one privilege name holds in the set for the scope. */
export function holdsPrivilege(set: PrivilegeSet, name: string, scope: PrivilegeScope = {}): boolean {
  const everywhere = [...set.local, ...set.federation];
  if (isUnscopedPrivilege(name) || (scope.accessGroupId === undefined && scope.root === undefined)) {
    return everywhere.some((folder) => folder.privileges.includes(name));
  }
  const federation =
    scope.root === "federation" ||
    (scope.root === undefined &&
      (scope.federation === true || privilegeType(name) === "FEDERATION_ACCESS_GROUP"));
  const folderId =
    scope.root === "local"
      ? (set.localRootId ?? undefined)
      : scope.root === "federation"
        ? (set.federationRootId ?? undefined)
        : scope.accessGroupId;
  return folderFor(set, federation, folderId)?.privileges.includes(name) ?? false;
}

/**
 * Evaluates an expression: names joined by & (all required) and | (any one suffices), & binding
 * tighter than |. An empty expression requires nothing.
 */
export function evaluatePrivilegeExpression(
  set: PrivilegeSet,
  expression: string,
  scope: PrivilegeScope = {},
): boolean {
  if (expression.trim() === "") return true;
  return expression.split("|").some((alternative) => {
    const names = alternative
      .split("&")
      .map((name) => name.trim())
      .filter((name) => name !== "");
    return names.length > 0 && names.every((name) => holdsPrivilege(set, name, scope));
  });
}
