import type { Locale } from "../../core/i18n/locales";

/** A duration in days, hours and minutes as the locale writes units ("2 hr, 5 min"); seconds are dropped. */
export function formatDuration(milliseconds: number | undefined, locale: Locale): string {
  if (milliseconds === undefined || !Number.isFinite(milliseconds) || milliseconds < 0) return "";
  const totalMinutes = Math.floor(milliseconds / 60_000);
  const amounts: [Intl.NumberFormatOptions["unit"], number][] = [
    ["day", Math.floor(totalMinutes / 1440)],
    ["hour", Math.floor((totalMinutes % 1440) / 60)],
    ["minute", totalMinutes % 60],
  ];
  const shown = amounts.filter(([, amount], index) => amount > 0 || (index === 2 && totalMinutes === 0));
  const parts = shown.map(([unit, amount]) =>
    new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(amount),
  );
  return new Intl.ListFormat(locale, { style: "narrow", type: "unit" }).format(parts);
}
