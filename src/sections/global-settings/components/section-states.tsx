import { useTranslation } from "../../../ui/i18n/use-translation";
import { LoadFailed } from "../../../ui/load-failed/load-failed";

/** The loading state of a tab. */
export function LoadingState() {
  const t = useTranslation();
  return (
    <p className="gs-state" role="status" aria-live="polite">
      {t("globalSettings.state.loading")}
    </p>
  );
}

/** A failed load, with a retry button. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const t = useTranslation();
  return <LoadFailed message={t("globalSettings.state.loadFailed")} onRetry={onRetry} className="gs-state" />;
}

/** Nothing to show. */
export function EmptyState({ messageKey }: { messageKey: string }) {
  const t = useTranslation();
  return <p className="gs-state">{t(messageKey)}</p>;
}

/** The admin may not see this section. */
export function NoPermissionState() {
  const t = useTranslation();
  return (
    <div className="gs-state" role="alert">
      <p>{t("globalSettings.state.noPermission")}</p>
    </div>
  );
}

/** A save error under a form; the form keeps what the user typed. */
export function SaveError({ messageKey }: { messageKey: string | null }) {
  const t = useTranslation();
  if (messageKey === null) return null;
  return (
    <p className="vdc-error-text gs-save-error" role="alert">
      {t("globalSettings.error.saveFailed", { reason: t(messageKey) })}
    </p>
  );
}
