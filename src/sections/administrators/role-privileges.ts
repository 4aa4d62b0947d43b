import type { PrivilegeInfo } from "./administrators.types";

/**
 * Privileges that need others (spec 000 section 6): pool management depends on VC_CONFIG_VIEW, POOL_ENABLE,
 * POOL_ENTITLE and POOL_SVI_IMAGE_MANAGEMENT; machine management on reboot, VDI sessions, maintenance, user
 * management, remote processes and remote assistance.
 */
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

/**
 * The selection after ticking or unticking one privilege: ticking adds what it depends on, unticking a
 * dependency also unticks what depends on it. Only privileges the editor offers are ever selected.
 */
export function togglePrivilege(
  selected: readonly string[],
  name: string,
  isChecked: boolean,
  offered: readonly string[],
): string[] {
  const next = new Set(selected);
  if (isChecked) {
    next.add(name);
    for (const dependency of PRIVILEGE_DEPENDENCIES[name] ?? []) next.add(dependency);
  } else {
    next.delete(name);
    for (const [dependent, dependencies] of Object.entries(PRIVILEGE_DEPENDENCIES))
      if (dependencies.includes(name)) next.delete(dependent);
  }
  return offered.filter((privilege) => next.has(privilege));
}

/** The selectable privileges of a stored role (a role keeps non-selectable sub-privileges too). */
export function selectablePart(privileges: readonly string[], offered: readonly PrivilegeInfo[]): string[] {
  const names = new Set(privileges);
  return offered.filter((privilege) => names.has(privilege.name)).map((privilege) => privilege.name);
}

/** What the selection brings with it that the editor does not offer (the non-selectable view privileges). */
export function includedPrivileges(selected: readonly string[], offered: readonly PrivilegeInfo[]): string[] {
  const chosen = new Set(selected);
  const included = new Set<string>();
  for (const privilege of offered)
    if (chosen.has(privilege.name))
      for (const sub of privilege.sub_privileges ?? []) if (!chosen.has(sub)) included.add(sub);
  return [...included].sort();
}
