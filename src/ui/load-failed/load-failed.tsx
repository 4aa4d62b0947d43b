import { useTranslation } from "../i18n/use-translation";

export interface LoadFailedProps {
  /** What could not be loaded, already translated. */
  message: string;
  /** Loads again; called by the Retry button. */
  onRetry: () => void;
  /** The section's class for the block, so it sits in the section's layout. */
  className?: string;
  /** The block's id, when a control points at what loads here (aria-controls). */
  id?: string;
}

/** A failed load in place of content: what failed, and a button to load it again. */
export function LoadFailed({ message, onRetry, className = "vdc-load-failed", id }: LoadFailedProps) {
  const t = useTranslation();
  return (
    <div role="alert" className={className} id={id}>
      <p>{message}</p>
      <button type="button" className="vdc-button" onClick={onRetry}>
        {t("common.action.retry")}
      </button>
    </div>
  );
}
