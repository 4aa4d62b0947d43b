import { useSignals } from "@preact/signals-react/runtime";
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { hasPrivilege, type PrivilegeCheckScope } from "../../core/privileges/privileges.model";
import { useTranslation } from "../i18n/use-translation";
import { DisabledReason, type ReasonedControlProps } from "./disabled-reason";
import { missingPrivilegeText } from "./missing-privilege";

/** Whether the signed-in admin holds a privilege expression; re-renders when the privileges change. */
export function usePrivilege(expression: string, scope?: PrivilegeCheckScope): boolean {
  useSignals();
  return hasPrivilege(expression, scope);
}

/** What happens to an element whose privilege is missing. */
export type PrivilegedMode = "disable" | "hide";

export interface PrivilegedProps {
  /** Privilege expression, e.g. "GLOBAL_CONFIG_MANAGEMENT" or "POOL_VIEW|MACHINE_VIEW". */
  expression: string;
  scope?: PrivilegeCheckScope;
  /** Disable (default) or hide the child when the privilege is missing. */
  mode?: PrivilegedMode;
  /** Force the mode even when the privilege is held (e.g. a state where the action makes no sense). */
  force?: boolean;
  /**
   * One element accepting `disabled` and `title` props (button, input, select, fieldset or a widget with
   * those props). A button without the privilege stays focusable (aria-disabled) with a tooltip naming the
   * privilege; other elements are disabled with the privilege as their title.
   */
  children: ReactElement<ReasonedControlProps>;
}

/**
 * Renders its child enabled, disabled or not at all depending on a privilege expression; unavailable for
 * want of it, the child's tooltip names the privilege.
 */
export function Privileged({
  expression,
  scope,
  mode = "disable",
  force = false,
  children,
}: PrivilegedProps): ReactNode {
  const t = useTranslation();
  const allowed = usePrivilege(expression, scope);
  if (allowed && !force) return children;
  if (mode === "hide") return null;
  if (!isValidElement(children)) return children;
  // Forced for another reason (a state), the privilege is not what is missing.
  if (allowed) return cloneElement(children, { disabled: true });
  const reason = missingPrivilegeText(t, expression);
  if (children.type === "button") return <DisabledReason reason={reason}>{children}</DisabledReason>;
  return cloneElement(children, { disabled: true, title: reason });
}

/** Menu-item state for a privilege: menus get enabled/hidden attributes rather than wrappers. */
export interface MenuItemPrivilegeState {
  enabled: boolean;
  hidden: boolean;
}

/** The enabled/hidden state of a menu item bound to a privilege (pure: pass the check's result). */
export function menuItemPrivilegeState(
  allowed: boolean,
  mode: PrivilegedMode = "disable",
  force = false,
): MenuItemPrivilegeState {
  const denied = !allowed || force;
  return { enabled: !denied, hidden: denied && mode === "hide" };
}

/** Hook form of menuItemPrivilegeState for one menu item. */
export function useMenuItemPrivilege(
  expression: string,
  options: { scope?: PrivilegeCheckScope; mode?: PrivilegedMode; force?: boolean } = {},
): MenuItemPrivilegeState {
  const allowed = usePrivilege(expression, options.scope);
  return menuItemPrivilegeState(allowed, options.mode, options.force);
}
