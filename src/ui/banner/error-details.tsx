import { useTranslation } from "../i18n/use-translation";

/**
 * The server's own sentence behind a "Details" disclosure: the main message is the console's text in the
 * administrator's language, and this keeps what the pod said (often English) for a support case.
 */
export function ErrorDetails({ details }: { details: string | null | undefined }) {
  const t = useTranslation();
  if (!details) return null;
  return (
    <details className="vdc-error-details">
      <summary>{t("ui.error.details")}</summary>
      <span className="vdc-error-details__text">{details}</span>
    </details>
  );
}
