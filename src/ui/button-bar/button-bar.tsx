import { useSignals } from "@preact/signals-react/runtime";
import type { TFunction } from "i18next";
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from "react";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";
import { DisabledReason } from "../privileges/disabled-reason";
import { missingPrivilegeText } from "../privileges/missing-privilege";

/** What happens to an item whose privilege expression does not hold. */
export type PrivilegeMode = "disable" | "hide";

interface ButtonBarItemBase {
  id: string;
  /** Translation key of the text. */
  label: string;
  /** Privilege expression (such as "POOL_MANAGEMENT|MACHINE_MANAGEMENT") the item needs. */
  privilege?: string;
  /** Disable (default) or hide the item when the privilege is missing. */
  privilegeMode?: PrivilegeMode;
  isHidden?: boolean;
  isDisabled?: boolean;
  /**
   * Disabled because the privilege is held, but not on the access group of what is selected: the control
   * still names the privilege, on the selection's access group.
   */
  isRefusedBySelectionScope?: boolean;
}

/** A plain button. */
export interface ButtonBarButton extends ButtonBarItemBase {
  kind?: "button";
  onClick: () => void;
  variant?: "primary" | "danger";
}

/** A dropdown of buttons under one label. */
export interface ButtonBarGroup extends ButtonBarItemBase {
  kind: "group";
  items: readonly ButtonBarButton[];
}

export type ButtonBarItem = ButtonBarButton | ButtonBarGroup;

export interface ButtonBarProps {
  /** Accessible name of the bar (translated text). */
  label: string;
  /** Buttons and dropdown groups, in order; each with its label key, handler and optional privilege. */
  items: readonly ButtonBarItem[];
  /** Decides privilege expressions; the signed-in administrator's privileges by default. */
  can?: (expression: string) => boolean;
}

interface ItemState {
  isHidden: boolean;
  isDisabled: boolean;
  /** The privilege expression the administrator lacks for the item, which its tooltip names. */
  missingPrivilege?: string;
  /** The privilege is lacking only on the selection's access group. */
  isMissingOnSelection?: boolean;
}

function itemState(item: ButtonBarItemBase, can: (expression: string) => boolean): ItemState {
  const isAllowed = item.privilege === undefined || can(item.privilege);
  return {
    isHidden: item.isHidden === true || (!isAllowed && item.privilegeMode === "hide"),
    isDisabled: item.isDisabled === true || !isAllowed,
    ...(item.privilege === undefined
      ? {}
      : !isAllowed
        ? { missingPrivilege: item.privilege }
        : item.isRefusedBySelectionScope === true
          ? { missingPrivilege: item.privilege, isMissingOnSelection: true }
          : {}),
  };
}

/** The tooltip (and accessible description) of an item disabled for want of a privilege. */
function privilegeTitle(t: TFunction, state: ItemState): string | undefined {
  return state.missingPrivilege === undefined
    ? undefined
    : missingPrivilegeText(t, state.missingPrivilege, state.isMissingOnSelection === true);
}

/** A bar control: disabled by its state, or focusable with its missing privilege as a tooltip. */
function withReason(t: TFunction, state: ItemState, control: ReactElement<{ disabled?: boolean }>) {
  const reason = privilegeTitle(t, state);
  return reason === undefined ? control : <DisabledReason reason={reason}>{control}</DisabledReason>;
}

function MenuButton({
  group,
  state,
  can,
}: {
  group: ButtonBarGroup;
  state: ItemState;
  can: (expression: string) => boolean;
}) {
  const t = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const entries = group.items
    .map((item) => ({ item, state: itemState(item, can) }))
    .filter((entry) => !entry.state.isHidden);

  useEffect(() => {
    if (isOpen) menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [isOpen, active]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const open = (index: number) => {
    setActive(index);
    setIsOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div
      className="vdc-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
      }}
    >
      {withReason(
        t,
        state,
        <button
          ref={triggerRef}
          type="button"
          className="vdc-button"
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls={isOpen ? `${id}-menu` : undefined}
          disabled={state.isDisabled}
          onClick={() => (isOpen ? close(false) : open(0))}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              open(event.key === "ArrowDown" ? 0 : entries.length - 1);
            }
          }}
        >
          {t(group.label)} <Icon name="chevron-down" />
        </button>,
      )}
      {isOpen && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          className="vdc-menu__list"
          aria-label={t(group.label)}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map(({ item, state: entryState }, index) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              className="vdc-menu__item"
              tabIndex={index === active ? 0 : -1}
              aria-disabled={entryState.isDisabled || undefined}
              aria-describedby={
                entryState.missingPrivilege === undefined ? undefined : `${id}-${item.id}-reason`
              }
              onClick={() => {
                if (entryState.isDisabled) return;
                close(true);
                item.onClick();
              }}
            >
              {t(item.label)}
            </button>
          ))}
        </div>
      )}
      {/* Outside the menu (whose children are its items): the focused entry's missing privilege. */}
      {isOpen &&
        entries.map(({ item, state: entryState }, index) => {
          const reason = privilegeTitle(t, entryState);
          return reason === undefined ? null : (
            <span
              key={item.id}
              id={`${id}-${item.id}-reason`}
              role="tooltip"
              className="vdc-menu__reason"
              hidden={index !== active}
            >
              {reason}
            </span>
          );
        })}
    </div>
  );
}

/**
 * A row of action buttons and dropdown groups. Each item can be hidden or disabled, and bound to a
 * privilege expression that disables it (default) or hides it when the administrator lacks it.
 */
export function ButtonBar({ label, items, can = hasPrivilege }: ButtonBarProps) {
  // Privileges are signals: reading them through `can` during render re-renders on change.
  useSignals();
  const t = useTranslation();
  return (
    <div role="group" aria-label={label} className="vdc-button-bar" part="button-bar">
      {items.map((item) => {
        const state = itemState(item, can);
        if (state.isHidden) return null;
        if (item.kind === "group") return <MenuButton key={item.id} group={item} state={state} can={can} />;
        return (
          <Fragment key={item.id}>
            {withReason(
              t,
              state,
              <button
                type="button"
                className="vdc-button"
                data-variant={item.variant}
                disabled={state.isDisabled}
                onClick={item.onClick}
              >
                {t(item.label)}
              </button>,
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
