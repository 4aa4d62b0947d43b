import { betweenFilter, type QueryFilter } from "../query/query.model";

/** The time period presets of spec 001 section 3: one, two or three weeks; one, two, three or six months. */
export const TIME_PERIODS = ["1w", "2w", "3w", "1m", "2m", "3m", "6m"] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

export const DEFAULT_TIME_PERIOD: TimePeriod = "1w";

const DAY_MS = 86_400_000;

export function isTimePeriod(value: string | undefined): value is TimePeriod {
  return TIME_PERIODS.some((period) => period === value);
}

/**
 * When a period reaching back from `now` starts: weeks are 7 days, months are calendar months (the same
 * day of an earlier month, or that month's last day when it is shorter).
 */
export function periodStart(period: TimePeriod, now: number): number {
  const count = Number(period.slice(0, -1));
  if (period.endsWith("w")) return now - count * 7 * DAY_MS;
  const date = new Date(now);
  const day = date.getDate();
  date.setDate(1);
  date.setMonth(date.getMonth() - count);
  const lastDay = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  date.setDate(Math.min(day, lastDay));
  return date.getTime();
}

/** The filter of an events list over a period reaching back from `now` (the list and the dashboard's counts). */
export function periodFilter(period: TimePeriod, now: number): QueryFilter {
  return betweenFilter("time", periodStart(period, now), now);
}
