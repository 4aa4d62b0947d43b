import { PRIVILEGE_DEPENDENCIES } from "../../core/privileges/privilege-names";
import type { PrivilegeInfo } from "./administrators.types";

// Which privileges need others (spec 000 section 6) is core's one list; the role editor reads it from here.
export { PRIVILEGE_DEPENDENCIES };

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
