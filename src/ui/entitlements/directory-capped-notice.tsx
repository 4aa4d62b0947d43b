import { useTranslation } from "../i18n/use-translation";

/** Says a directory search showed only its first matches, so a missing user is not taken for absent. */
export function DirectoryCappedNotice({ count }: { count: number }) {
  const t = useTranslation();
  return (
    <p role="status" className="vdc-notice" data-tone="info">
      {t("ui.directory.capped", { count })}
    </p>
  );
}
