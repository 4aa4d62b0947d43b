import type { ActionValues } from "../../ui/actions/section-action";

// What the farm actions' confirmation inputs hold, apart from their fields (lazy-farm-inputs.tsx): the
// action declarations read them in a list's first paint (decision 0038).

/** The hosts chosen in a host picker, as ids. */
export function chosenHosts(values: ActionValues): string[] {
  return String(values.hostIds ?? "")
    .split(",")
    .filter((id) => id !== "");
}

/** The maintenance schedule before anything is chosen: recurring daily from 8:00 (spec 000 §9). */
export const MAINTENANCE_INPUT: ActionValues = {
  mode: "RECURRING",
  logoffPolicy: "WAIT_FOR_LOGOFF",
  period: "DAILY",
  startTime: "08:00",
  startIndex: "1",
};

/** A schedule is complete with a start time of hh:mm and, weekly or monthly, a day. */
export function isMaintenanceComplete(values: ActionValues): boolean {
  if (values.mode !== "RECURRING") return true;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(String(values.startTime))) return false;
  const index = Number(values.startIndex);
  const highest = values.period === "WEEKLY" ? 7 : 31;
  return values.period === "DAILY" || (Number.isInteger(index) && index >= 1 && index <= highest);
}
