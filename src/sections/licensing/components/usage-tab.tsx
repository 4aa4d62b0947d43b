import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { currentLocale } from "../../../core/i18n/i18n";
import { useErrorText } from "../../../ui/i18n/error-text";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { Privileged } from "../../../ui/privileges/use-privilege";
import { useResource } from "../../../ui/resource/use-resource";
import { NoticeLine, ResourceContent, type Notice } from "../../../ui/section-page/section-page";
import { getUsage } from "../api/get-usage";
import { resetHighestUsage } from "../api/reset-highest-usage";

/** The usage tab: each licence counter's current and highest value; the highest values can be reset. */
export function UsageTab({ canEdit }: { canEdit: boolean }) {
  useSignals();
  const t = useTranslation();
  const errorText = useErrorText();
  const { state, reload, refresh } = useResource(getUsage);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isResetting, setIsResetting] = useState(false);
  const numberFormat = new Intl.NumberFormat(currentLocale.value, { maximumFractionDigits: 0 });
  const show = (value: number | null) =>
    value === null ? t("licensing.value.none") : numberFormat.format(value);

  async function reset() {
    setIsResetting(true);
    setNotice(null);
    try {
      await resetHighestUsage();
      // The counters stay on screen while they are read again.
      await refresh();
    } catch (error) {
      setNotice({
        tone: "error",
        text: t("ui.form.saveFailed", { reason: errorText(error, { serverText: false }) }),
      });
    } finally {
      setIsResetting(false);
    }
  }

  return (
    <ResourceContent resource={state} onRetry={reload}>
      {(counters) => (
        <>
          <div className="vdc-toolbar">
            <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force={!canEdit || isResetting}>
              <button type="button" className="vdc-button" onClick={() => void reset()}>
                {t("licensing.usage.resetHighest")}
              </button>
            </Privileged>
          </div>
          <NoticeLine notice={notice} />
          <table className="vdc-table">
            <caption>{t("licensing.usage.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("licensing.usage.counter")}</th>
                <th scope="col">{t("licensing.usage.current")}</th>
                <th scope="col">{t("licensing.usage.highest")}</th>
              </tr>
            </thead>
            <tbody>
              {counters.map((counter) => (
                <tr key={counter.name}>
                  <th scope="row">{t(`licensing.usage.${counter.name}`)}</th>
                  <td>{show(counter.current)}</td>
                  <td>{show(counter.highest)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ResourceContent>
  );
}
