// The events every vdc element may fire on its host. One CustomEvent subclass per event, all bubbling
// and composed, so a portal can listen on document no matter how deep the element sits in shadow trees.

/** Why the shared console session ended while embedded. */
export type SessionExpiredReason = "unauthorized" | "refresh-failed" | "idle";

export interface SessionExpiredDetail {
  reason: SessionExpiredReason;
}

/** Fired when the console's API session is gone (a 401): the portal signs in again and hands new tokens. */
export class VdcSessionExpiredEvent extends CustomEvent<SessionExpiredDetail> {
  static readonly eventName = "vdc-session-expired";
  constructor(detail: SessionExpiredDetail) {
    super(VdcSessionExpiredEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

export interface NavigateDetail {
  /** The target section, named like its element without the prefix: "desktop-pool", "sessions". */
  section: string;
  /** The element that shows the target, when there is one: "vdc-desktop-pool". */
  tag: string | null;
  /** Item ids keyed by the target element's attribute names: { "pool-id": "pool-1" }. */
  ids: Record<string, string>;
  /** The standalone console's hash route for the same target, e.g. "/main/desktops/pool-1". */
  route: string;
  /** What the target list should show first, e.g. { state: "problem" }, when the link says. */
  filter?: Record<string, string>;
}

/** Fired when the user follows a link into another section; the portal decides where that lives. */
export class VdcNavigateEvent extends CustomEvent<NavigateDetail> {
  static readonly eventName = "vdc-navigate";
  constructor(detail: NavigateDetail) {
    super(VdcNavigateEvent.eventName, { detail, bubbles: true, composed: true, cancelable: true });
  }
}

export type ErrorLevel = "error" | "warning" | "info";

export interface ErrorDetail {
  level: ErrorLevel;
  /** The translation key of the message (e.g. SERVER_ERROR_OCCURRED_RETRY). */
  key: string;
  /** The message in the element's locale, ready to show in a portal banner. */
  message: string;
  /** The HTTP status behind it, when there is one (0 = no connection). */
  status: number | null;
}

/** Fired for the banners the console would show (server errors, lost connection), so a portal can show them. */
export class VdcErrorEvent extends CustomEvent<ErrorDetail> {
  static readonly eventName = "vdc-error";
  constructor(detail: ErrorDetail) {
    super(VdcErrorEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

export interface SignedInDetail {
  username: string;
  domain: string;
}

/** Fired by <vdc-login> once the user signed in and the shared session holds the tokens. */
export class VdcSignedInEvent extends CustomEvent<SignedInDetail> {
  static readonly eventName = "vdc-signed-in";
  constructor(detail: SignedInDetail) {
    super(VdcSignedInEvent.eventName, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    "vdc-session-expired": VdcSessionExpiredEvent;
    "vdc-navigate": VdcNavigateEvent;
    "vdc-error": VdcErrorEvent;
    "vdc-signed-in": VdcSignedInEvent;
  }
}
