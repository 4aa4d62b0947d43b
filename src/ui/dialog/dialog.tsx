import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { GridHostConfigContext } from "../grid-host/grid-host-context";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";
import { DialogScopeContext } from "./dialog-scope";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside a dialog that is not in the top layer (modal to its element only). */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (node) => node.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const root = dialog.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The focused element, looked for inside shadow roots (the console and its elements live in one). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Gives focus back to the remembered opener, once. */
function focusOpener(openerRef: RefObject<HTMLElement | null>): void {
  const opener = openerRef.current;
  openerRef.current = null;
  // An opener that went away with the work (a deleted row, a page left) leaves focus where it is.
  if (opener?.isConnected) opener.focus();
}

/**
 * Remembers the control that had focus when the dialog opened, and gives focus back to it once the dialog
 * is closed or gone: browsers do so only for a modal dialog that is closed (not removed), never for one
 * opened inside an element. Returns the function the close calls.
 */
function useFocusReturn(dialogRef: RefObject<HTMLDialogElement | null>, isOpen: boolean): () => void {
  const openerRef = useRef<HTMLElement | null>(null);
  // A layout effect, before the open effect moves focus into the dialog; a field of the dialog's own that
  // focused itself on mounting is not the opener.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const active = deepActiveElement();
    openerRef.current = active && !dialogRef.current?.contains(active) ? active : null;
  }, [dialogRef, isOpen]);
  // Removed while open: after the removal, when the page is no longer inert behind a modal dialog.
  useEffect(() => () => focusOpener(openerRef), []);
  return () => focusOpener(openerRef);
}

export interface DialogProps {
  /** Shows the dialog as a modal inside the shadow root. */
  isOpen: boolean;
  /** Heading (translated text). */
  title: string;
  /** Optional icon before the title, such as a StatusIcon. */
  icon?: ReactNode;
  children: ReactNode;
  /** Footer buttons. */
  footer?: ReactNode;
  /**
   * Called by the corner close button and by Escape. The dialog never closes by itself: the owner
   * decides (a wizard asks before it throws work away).
   */
  onDismiss: () => void;
  /** Width of the dialog; medium by default. */
  size?: "small" | "medium" | "large";
  /** Extra region before the body, such as a wizard's step list. */
  aside?: ReactNode;
}

/**
 * The console's one modal dialog, on the native <dialog> element so focus trapping, the top layer and
 * Escape work inside a shadow root. Inside a custom element (DialogScopeContext "element") it is modal to
 * the element only: opened non-modally over an overlay in the element, focus kept in the dialog, so the
 * portal's page is never made inert. Open state is owned by the caller.
 */
export function Dialog({
  isOpen,
  title,
  icon,
  children,
  footer,
  onDismiss,
  size = "medium",
  aside,
}: DialogProps) {
  const t = useTranslation();
  const id = useId();
  const isElementScoped = useContext(DialogScopeContext) === "element";
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onDismissRef = useRef(onDismiss);
  const returnFocus = useFocusReturn(dialogRef, isOpen);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (isElementScoped && typeof dialog.show === "function") dialog.show();
      else if (!isElementScoped && typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      returnFocus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- returnFocus reads refs only
  }, [isOpen, isElementScoped]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape fires "cancel"; keep the dialog open and let the owner decide.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onDismissRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, []);

  return (
    <>
      {isElementScoped && isOpen && <div className="vdc-dialog-overlay" aria-hidden="true" />}
      <dialog
        ref={dialogRef}
        className="vdc-dialog"
        data-size={size}
        data-scope={isElementScoped ? "element" : "page"}
        aria-labelledby={`${id}-title`}
        aria-modal={isElementScoped ? true : undefined}
        part="dialog"
        onKeyDown={(event) => {
          if (isElementScoped && event.key === "Tab") trapFocus(event);
          // Browsers without a cancel event for Escape (and test DOMs) still dismiss.
          if (event.key === "Escape" && !event.defaultPrevented) {
            event.preventDefault();
            onDismissRef.current();
          }
        }}
      >
        {isOpen && (
          <div className="vdc-dialog__frame">
            <header className="vdc-dialog__header">
              {icon && <span className="vdc-dialog__icon">{icon}</span>}
              <h2 id={`${id}-title`} className="vdc-dialog__title">
                {title}
              </h2>
              <button
                type="button"
                className="vdc-dialog__close"
                aria-label={t("ui.action.close")}
                onClick={onDismiss}
              >
                <Icon name="close" />
              </button>
            </header>
            {/* A portal's grid settings are for the section's grids, not for a picker in a dialog. */}
            <GridHostConfigContext value={null}>
              <div className="vdc-dialog__main">
                {aside}
                <div className="vdc-dialog__body">{children}</div>
              </div>
            </GridHostConfigContext>
            {footer && <footer className="vdc-dialog__footer">{footer}</footer>}
          </div>
        )}
      </dialog>
    </>
  );
}

export interface DialogButtonsProps {
  /** Text of the confirm button (translated). */
  confirmLabel: string;
  /** danger for destructive actions; primary by default. */
  confirmVariant?: "primary" | "danger" | undefined;
  /** Disables both buttons while the confirmed action runs. */
  isBusy?: boolean | undefined;
  /** False while there is nothing to confirm yet (nothing chosen); true by default. */
  canConfirm?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A dialog's Cancel and confirm buttons, in the footer of every dialog that asks for one choice. */
export function DialogButtons({
  confirmLabel,
  confirmVariant,
  isBusy,
  canConfirm = true,
  onConfirm,
  onCancel,
}: DialogButtonsProps) {
  const t = useTranslation();
  return (
    <>
      <button type="button" className="vdc-button" disabled={isBusy} onClick={onCancel}>
        {t("ui.action.cancel")}
      </button>
      <button
        type="button"
        className="vdc-button"
        data-variant={confirmVariant ?? "primary"}
        disabled={isBusy || !canConfirm}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </>
  );
}

export interface ConfirmDialogProps {
  /** Shows the dialog as a modal inside the shadow root. */
  isOpen: boolean;
  /** The question's heading (translated text). */
  title: string;
  /** Optional icon before the title, such as a StatusIcon. */
  icon?: ReactNode;
  /** The question and what it affects. */
  children: ReactNode;
  /** Text of the confirm button (translated); OK by default. */
  confirmLabel?: string;
  /** danger for destructive actions; primary by default. */
  confirmVariant?: "primary" | "danger";
  /** Disables the buttons while the confirmed action runs. */
  isBusy?: boolean;
  /** Called by the confirm button; the owner closes the dialog. */
  onConfirm: () => void;
  /** Called by Cancel, the corner close button and Escape; the owner closes the dialog. */
  onCancel: () => void;
}

/** A question with confirm and cancel buttons, built on the one Dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useTranslation();
  return (
    <Dialog
      isOpen={props.isOpen}
      title={props.title}
      icon={props.icon}
      size="small"
      onDismiss={props.onCancel}
      footer={
        <DialogButtons
          confirmLabel={props.confirmLabel ?? t("ui.action.ok")}
          confirmVariant={props.confirmVariant}
          isBusy={props.isBusy}
          onConfirm={props.onConfirm}
          onCancel={props.onCancel}
        />
      }
    >
      {props.children}
    </Dialog>
  );
}
