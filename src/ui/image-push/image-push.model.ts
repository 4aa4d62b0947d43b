import type { ActionValues } from "../actions/section-action";

/** What happens to signed-in users when their machine or host takes the new image (2212's enum). */
export type LogoffPolicy = "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF";
export const LOGOFF_POLICIES: readonly LogoffPolicy[] = ["WAIT_FOR_LOGOFF", "FORCE_LOGOFF"];

/** A push of a new golden image as the console asks for it (pools: push image; farms: maintenance). */
export interface ImagePushRequest {
  parentVmId: string;
  snapshotId: string;
  logoffPolicy: LogoffPolicy;
  stopOnFirstError: boolean;
  /** Epoch ms; undefined: now. */
  startTime?: number;
}

/** The default start of a scheduled push: the spec's pool schedule window opens at 8:00 (spec 000 §9). */
export const DEFAULT_SCHEDULE_HOUR = 8;

/** The next 8:00 after `now`, local time, as a datetime-local value (yyyy-MM-ddTHH:mm). */
export function nextScheduleStart(now: Date): string {
  const start = new Date(now);
  start.setHours(DEFAULT_SCHEDULE_HOUR, 0, 0, 0);
  if (start.getTime() <= now.getTime()) start.setDate(start.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T${pad(start.getHours())}:${pad(start.getMinutes())}`;
}

/**
 * The push form before anything is chosen: now, wait for users to log off, stop at the first error (the
 * OpenAPI's default for stop_on_first_error), and 8:00 next as the time offered once "later" is chosen.
 */
export function imagePushInitial(now: Date = new Date()): ActionValues {
  return {
    parentVmId: "",
    parentVmLabel: "",
    datacenterId: "",
    snapshotId: "",
    snapshotLabel: "",
    when: "now",
    startAt: nextScheduleStart(now),
    logoffPolicy: "WAIT_FOR_LOGOFF",
    stopOnFirstError: true,
  };
}

/** The chosen start as epoch ms, undefined for now, NaN when the text is no date. */
function startTimeOf(values: ActionValues): number | undefined {
  return values.when === "later" ? new Date(String(values.startAt)).getTime() : undefined;
}

/** Complete once an image and its snapshot are chosen and a later start is a date in the future. */
export function isImagePushComplete(values: ActionValues, now: number = Date.now()): boolean {
  if (values.parentVmId === "" || values.snapshotId === "") return false;
  const start = startTimeOf(values);
  return start === undefined || (Number.isFinite(start) && start > now);
}

/** The request a complete form asks for. */
export function imagePushRequest(values: ActionValues): ImagePushRequest {
  const start = startTimeOf(values);
  return {
    parentVmId: String(values.parentVmId),
    snapshotId: String(values.snapshotId),
    logoffPolicy: values.logoffPolicy === "FORCE_LOGOFF" ? "FORCE_LOGOFF" : "WAIT_FOR_LOGOFF",
    stopOnFirstError: values.stopOnFirstError !== false,
    ...(start === undefined ? {} : { startTime: start }),
  };
}

/** The image fields pools and farms share in their provisioning status (2212). */
export interface ImageStatus {
  instant_clone_current_image_state?: string;
  instant_clone_pending_image_state?: string;
  instant_clone_pending_image_progress?: number;
  instant_clone_pending_image_parent_vm_id?: string;
  instant_clone_pending_image_snapshot_id?: string;
  instant_clone_pending_image_error?: string;
}

const PENDING_STATES = new Set([
  "PENDING_PUBLISH",
  "PUBLISHING",
  "UNPUBLISHING",
  "READY",
  "FAILED",
  "READY_HELD",
]);
const CURRENT_STATES = new Set(["READY", "FAILED", "PENDING_UNPUBLISH", "UNPUBLISHING"]);

/**
 * The key of the image state to show: the pending image's while there is one (it is what the administrator
 * is waiting for), else the current image's; undefined without either (not an instant clone).
 */
export function imageStateKey(status: ImageStatus | undefined): string | undefined {
  const pending = status?.instant_clone_pending_image_state;
  if (pending !== undefined)
    return PENDING_STATES.has(pending) ? `ui.image.pending.${pending}` : "ui.image.state.unknown";
  const current = status?.instant_clone_current_image_state;
  if (current === undefined) return undefined;
  return CURRENT_STATES.has(current) ? `ui.image.current.${current}` : "ui.image.state.unknown";
}
