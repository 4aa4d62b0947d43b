import { ErrorDetails } from "../banner/error-details";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import type { HelpTopic } from "../../core/help/help-links";
import { ApiError } from "../../core/http/api-error";
import { isNotOfferedByPod } from "../../core/http/not-offered";
import { HelpLink } from "../help-link/help-link";
import { RouteHelpTopic } from "../help-link/route-help-topic";
import { useErrorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";
import { LoadFailed } from "../load-failed/load-failed";
import type { ResourceState } from "../resource/use-resource";
import { useStyleSheets } from "../styles/use-style-sheets";

/** What a section, a detail page or a tab shows in place of its content. */
export type SectionStatus =
  | { kind: "ready" }
  | { kind: "loading"; message?: string }
  | { kind: "empty"; message: string }
  | { kind: "failed"; message: string; onRetry: () => void }
  | { kind: "noPermission"; message?: string }
  /** The pod has no call for this (an older API version): a state of the screen, not a failure. */
  | { kind: "notOffered"; message?: string };

/** A message after an action: success as a status, failure as an alert. */
export interface Notice {
  tone: "success" | "error";
  text: string;
  /** The server's own sentence about a failure, behind "Details". */
  details?: string;
}

const READY: SectionStatus = { kind: "ready" };
const NO_STYLES: readonly string[] = [];

/** The named states: loading, empty, failed (message and Retry), no permission and not offered by this pod. */
export function SectionState({ status }: { status: SectionStatus }) {
  const t = useTranslation();
  switch (status.kind) {
    case "ready":
      return null;
    case "loading":
      return (
        <p className="vdc-section__state" role="status" aria-live="polite">
          {status.message ?? t("ui.state.loading")}
        </p>
      );
    case "empty":
      return (
        <p className="vdc-section__state" role="status">
          {status.message}
        </p>
      );
    case "failed":
      return <LoadFailed message={status.message} onRetry={status.onRetry} className="vdc-section__state" />;
    case "noPermission":
      return (
        <p className="vdc-section__state" role="status" data-state="no-permission">
          {status.message ?? t("ui.state.noPermission")}
        </p>
      );
    case "notOffered":
      return (
        <p className="vdc-section__state" role="status" data-state="not-offered">
          {status.message ?? t("ui.state.notOffered")}
        </p>
      );
  }
}

/** Announces a success on the page's notice line: the console's one way to say a change went through. */
export type AnnounceSuccess = (text: string) => void;

const SuccessNoticeContext = createContext<AnnounceSuccess>(() => {});

/**
 * The page's success notice, for a dialog or wizard inside it to say what its change did (translated
 * text, e.g. "Farm Finance was created."): the same line, role and look as an action's outcome.
 */
export function useSuccessNotice(): AnnounceSuccess {
  return useContext(SuccessNoticeContext);
}

/** The notice to show: an announced success, unless the page's own notice (an action's outcome) is newer. */
function useShownNotice(notice: Notice | null): { shown: Notice | null; announce: AnnounceSuccess } {
  const [announced, setAnnounced] = useState<Notice | null>(null);
  const [ownNotice, setOwnNotice] = useState(notice);
  if (ownNotice !== notice) {
    setOwnNotice(notice);
    setAnnounced(null);
  }
  const announce = useCallback((text: string) => setAnnounced({ tone: "success", text }), []);
  return { shown: announced ?? notice, announce };
}

/** A notice line; nothing when there is none. */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div role={notice.tone === "error" ? "alert" : "status"} className="vdc-notice" data-tone={notice.tone}>
      {notice.text}
      <ErrorDetails details={notice.details} />
    </div>
  );
}

/** Whether a failed load means the administrator may not see the thing (a 403 or a permission fault). */
export function isPermissionError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 403 ||
      error.faultName === "InsufficientPermission" ||
      error.errorKey === "INSUFFICIENT_PERMISSION")
  );
}

/**
 * The status of a loaded resource: loading, no permission, not offered by this pod, failed with the call's
 * error text, or ready.
 */
export function useResourceStatus<T>(
  state: ResourceState<T>,
  onRetry: () => void,
  isEmpty?: (data: T) => string | undefined,
  /** The section's own words for a pod without the call ("Persistent disks are not available on this pod"). */
  notOfferedText?: string,
): SectionStatus {
  const errorText = useErrorText();
  if (state.status === "loading") return { kind: "loading" };
  if (state.status === "error") {
    if (isPermissionError(state.error)) return { kind: "noPermission" };
    if (isNotOfferedByPod(state.error))
      return { kind: "notOffered", ...(notOfferedText ? { message: notOfferedText } : {}) };
    return { kind: "failed", message: errorText(state.error), onRetry };
  }
  const emptyMessage = isEmpty?.(state.data);
  return emptyMessage === undefined ? READY : { kind: "empty", message: emptyMessage };
}

/** A resource's content once loaded, or its named state (loading, no permission, failed with Retry). */
export function ResourceContent<T>({
  resource,
  onRetry,
  children,
}: {
  resource: ResourceState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const status = useResourceStatus(resource, onRetry);
  if (resource.status !== "ready" || status.kind !== "ready") return <SectionState status={status} />;
  return children(resource.data);
}

export interface SectionPageProps {
  /** The heading (translated text, or the item's name). */
  title: string;
  /** The part name portals style the content area by (`::part(desktop-pools)`). */
  part: string;
  /** The section's own stylesheets (module-level array), adopted where the page renders. */
  styles?: readonly string[];
  /** A link back to the list, before the heading. */
  back?: { label: string; onClick: () => void };
  /** Beside the heading: a status, a refresh button. */
  headerExtra?: ReactNode;
  /**
   * The section's help topic, a link to its page in the administrator's language, where no route gives
   * one (an embedded element); on a console route the route's topic is the one declaration.
   */
  helpTopic?: HelpTopic | undefined;
  /** Under the heading: the page's actions. */
  toolbar?: ReactNode;
  /**
   * A message after an action: success as a status, failure as an alert. Dialogs and wizards inside the
   * page announce their success on the same line with useSuccessNotice.
   */
  notice?: Notice | null;
  /** What to show instead of the content; ready by default. */
  status?: SectionStatus;
  /** The content, shown when the status is ready. */
  children?: ReactNode;
}

/**
 * Every section and detail page: heading, toolbar, a notice line, and either the content or one of the
 * named states. The section's stylesheets are adopted before the first paint, wherever it renders.
 */
export function SectionPage({
  title,
  part,
  styles = NO_STYLES,
  back,
  headerExtra,
  helpTopic,
  toolbar,
  notice = null,
  status = READY,
  children,
}: SectionPageProps) {
  const rootRef = useRef<HTMLElement>(null);
  useStyleSheets(rootRef, styles);
  const topic = useContext(RouteHelpTopic) ?? helpTopic;
  const { shown, announce } = useShownNotice(notice);
  return (
    <section
      ref={rootRef}
      className="vdc-section"
      part={part}
      aria-busy={status.kind === "loading" || undefined}
    >
      {back && (
        <button type="button" className="vdc-link vdc-section__back" onClick={back.onClick}>
          {back.label}
        </button>
      )}
      <div className="vdc-section__header">
        <h2 className="vdc-section__title">{title}</h2>
        {headerExtra}
        {topic && <HelpLink topic={topic} />}
      </div>
      {status.kind === "ready" && toolbar}
      <NoticeLine notice={shown} />
      <SuccessNoticeContext.Provider value={announce}>
        {status.kind === "ready" ? children : <SectionState status={status} />}
      </SuccessNoticeContext.Provider>
    </section>
  );
}
