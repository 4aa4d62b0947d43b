import type { Locale } from "./locales";

/** Date and time patterns the spec fixes per locale (spec 000 section 9); others follow Intl. */
interface FixedPattern {
  date: (parts: DateParts) => string;
  time: (parts: DateParts) => string;
  dateTime: (parts: DateParts) => string;
}

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour24: string;
  hour12: string;
  minute: string;
  dayPeriod: string;
}

const FIXED: Partial<Record<Locale, FixedPattern>> = {
  en: {
    date: (p) => `${p.month}/${p.day}/${p.year}`,
    time: (p) => `${p.hour12}:${p.minute} ${p.dayPeriod}`,
    dateTime: (p) => `${p.month}/${p.day}/${p.year}, ${p.hour12}:${p.minute} ${p.dayPeriod}`,
  },
  es: {
    date: (p) => `${p.day}/${p.month}/${p.year}`,
    time: (p) => `${p.hour24}:${p.minute}`,
    dateTime: (p) => `${p.day}/${p.month}/${p.year} ${p.hour24}:${p.minute}`,
  },
  ko: {
    date: (p) => `${p.year}-${p.month}-${p.day}`,
    time: (p) => `${p.dayPeriod} ${p.hour12}:${p.minute}`,
    dateTime: (p) => `${p.year}-${p.month}-${p.day} ${p.dayPeriod} ${p.hour12}:${p.minute}`,
  },
  de: {
    date: (p) => `${p.day}.${p.month}.${p.year}`,
    time: (p) => `${p.hour24}:${p.minute}`,
    dateTime: (p) => `${p.day}.${p.month}.${p.year} ${p.hour24}:${p.minute}`,
  },
};

// Fixed rather than from Intl: Node builds with small ICU answer "AM" for Korean.
const DAY_PERIODS: Partial<Record<Locale, readonly [string, string]>> & { en: readonly [string, string] } = {
  en: ["AM", "PM"],
  ko: ["오전", "오후"],
};

const pad = (value: number) => String(value).padStart(2, "0");

function parts(date: Date, locale: Locale, timeZone?: string): DateParts {
  const numeric = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => numeric.find((part) => part.type === type)?.value ?? "";
  const hour = Number(get("hour")) % 24;
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour24: String(hour),
    hour12: String(hour % 12 === 0 ? 12 : hour % 12),
    minute: pad(Number(get("minute"))),
    dayPeriod: (DAY_PERIODS[locale] ?? DAY_PERIODS.en)[hour < 12 ? 0 : 1],
  };
}

function toDate(value: Date | number | string): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export interface FormatOptions {
  /** IANA time zone; the browser's when not given. */
  timeZone?: string;
}

/** A date as the locale writes it: en MM/dd/yyyy, es dd/MM/yyyy, ko yyyy-MM-dd, de dd.MM.yyyy. */
export function formatDate(
  value: Date | number | string,
  locale: Locale,
  options: FormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return "";
  const fixed = FIXED[locale];
  if (fixed) return fixed.date(parts(date, locale, options.timeZone));
  return new Intl.DateTimeFormat(locale, { dateStyle: "short", ...options }).format(date);
}

/** A time as the locale writes it: en h:mm a, es and de H:mm, ko a h:mm. */
export function formatTime(
  value: Date | number | string,
  locale: Locale,
  options: FormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return "";
  const fixed = FIXED[locale];
  if (fixed) return fixed.time(parts(date, locale, options.timeZone));
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", ...options }).format(date);
}

/** A date and time as the locale writes them. */
export function formatDateTime(
  value: Date | number | string,
  locale: Locale,
  options: FormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return "";
  const fixed = FIXED[locale];
  if (fixed) return fixed.dateTime(parts(date, locale, options.timeZone));
  return new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short", ...options }).format(date);
}

/** A number with 0 to 2 decimals, grouped as the locale does. */
export function formatNumber(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return "";
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
}
