import { useTranslation } from "../i18n/use-translation";
import { MoreInfoPopover } from "../more-info/more-info-popover";

/**
 * One row of a summary: a label key and its value (text; empty values are left out), and optionally the
 * key of an explanation, shown behind an info button beside the label (spec 001 §2's more-info popover).
 */
export type KeyValueEntry = readonly [
  labelKey: string,
  value: string | undefined | null,
  explanationKey?: string,
];

export interface KeyValuePanelProps {
  /** Accessible name of the panel (translated text). */
  label: string;
  /** Label keys with their values, in order; empty values are left out. */
  entries: readonly KeyValueEntry[];
}

/** A summary panel: label and value pairs; admin-entered values are shown as text. */
export function KeyValuePanel({ label, entries }: KeyValuePanelProps) {
  const t = useTranslation();
  return (
    <dl className="vdc-details" aria-label={label}>
      {entries
        .filter(
          (entry): entry is readonly [string, string, string?] =>
            typeof entry[1] === "string" && entry[1] !== "",
        )
        .map(([key, value, explanationKey]) => (
          <div key={key} className="vdc-details__row">
            <dt>
              {t(key)}
              {explanationKey && (
                <MoreInfoPopover label={t("ui.popover.moreInfoAbout", { name: t(key) })} isDynamic>
                  {t(explanationKey)}
                </MoreInfoPopover>
              )}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
