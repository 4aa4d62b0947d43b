import { useTranslation } from "../i18n/use-translation";

/** One row of a summary: a label key and its value (text; empty values are left out). */
export type KeyValueEntry = readonly [labelKey: string, value: string | undefined | null];

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
          (entry): entry is readonly [string, string] => typeof entry[1] === "string" && entry[1] !== "",
        )
        .map(([key, value]) => (
          <div key={key} className="vdc-details__row">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
