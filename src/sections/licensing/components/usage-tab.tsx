import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { currentLocale } from "../../../core/i18n/i18n";
import { settingsSaveError } from "../../../core/settings/settings-errors";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { Privileged } from "../../../ui/privileges/use-privilege";
import { getUsage } from "../api/get-usage";
import { resetHighestUsage } from "../api/reset-highest-usage";
import { ErrorState, LoadingState, SaveError } from "./section-states";
import { useResource } from "../../../ui/resource/use-resource";

/** The usage tab: each licence counter's current and highest value; the highest values can be reset. */
export function UsageTab({ canEdit }: { canEdit: boolean }) {
  useSignals();
  const t = useTranslation();
  const { state, reload } = useResource(getUsage);
  const [error, setError] = useState<string | null>(null);
  const [isResetting, setIsResetting] = useState(false);
  if (state.status === "loading") return <LoadingState />;
  if (state.status === "error") return <ErrorState onRetry={reload} />;
  const numberFormat = new Intl.NumberFormat(currentLocale.value, { maximumFractionDigits: 0 });
  const show = (value: number | null) =>
    value === null ? t("licensing.value.none") : numberFormat.format(value);

  async function reset() {
    setIsResetting(true);
    setError(null);
    try {
      await resetHighestUsage();
      reload();
    } catch (failure) {
      setError(settingsSaveError(failure).key);
    } finally {
      setIsResetting(false);
    }
  }

  return (
    <section className="lic-view" aria-label={t("licensing.tab.usage")}>
      <div className="lic-toolbar">
        <Privileged expression="GLOBAL_CONFIG_MANAGEMENT" force={!canEdit || isResetting}>
          <button type="button" className="vdc-button" onClick={() => void reset()}>
            {t("licensing.usage.resetHighest")}
          </button>
        </Privileged>
      </div>
      <SaveError messageKey={error} />
      <table className="lic-table">
        <caption>{t("licensing.usage.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("licensing.usage.counter")}</th>
            <th scope="col">{t("licensing.usage.current")}</th>
            <th scope="col">{t("licensing.usage.highest")}</th>
          </tr>
        </thead>
        <tbody>
          {state.data.map((counter) => (
            <tr key={counter.name}>
              <th scope="row">{t(`licensing.usage.${counter.name}`)}</th>
              <td>{show(counter.current)}</td>
              <td>{show(counter.highest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
