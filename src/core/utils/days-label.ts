/** A translation key with the count it interpolates as {{count}}. */
export interface DaysLabel {
  key: "common.days.lastWeek" | "common.days.lastMonth" | "common.days.lastDay" | "common.days.lastDays";
  count: number;
}

/** Names a look-back period: 7 is last week, 30 last month, 1 last 1 day, anything else last X days. */
export function daysLabel(days: number): DaysLabel {
  if (days === 7) return { key: "common.days.lastWeek", count: days };
  if (days === 30) return { key: "common.days.lastMonth", count: days };
  if (days === 1) return { key: "common.days.lastDay", count: days };
  return { key: "common.days.lastDays", count: days };
}
