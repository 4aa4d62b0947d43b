import type { TFunction } from "i18next";
import { formatDateTime } from "../../core/i18n/formats";
import type { Locale } from "../../core/i18n/locales";
import type { KeyValueEntry } from "../detail-page/key-value-panel";
import { type ImageStatus, imageStateKey } from "./image-push.model";

/**
 * The image lines of an instant-clone pool's or farm's summary: the image state (translated), the publishing
 * progress while it publishes, when a scheduled push starts, and why a push failed. Nothing for others.
 */
export function imageEntries(
  status: ImageStatus | undefined,
  scheduledStart: number | undefined,
  t: TFunction,
  locale: Locale,
): KeyValueEntry[] {
  const stateKey = imageStateKey(status);
  if (stateKey === undefined) return [];
  const pending = status?.instant_clone_pending_image_state;
  const isPublishing = pending === "PENDING_PUBLISH" || pending === "PUBLISHING";
  return [
    ["ui.image.state", t(stateKey)],
    [
      "ui.image.progress",
      isPublishing
        ? t("ui.image.progressValue", { percent: status?.instant_clone_pending_image_progress ?? 0 })
        : undefined,
    ],
    [
      "ui.image.startTime",
      scheduledStart !== undefined && pending !== undefined && pending !== "FAILED"
        ? formatDateTime(scheduledStart, locale)
        : undefined,
    ],
    ["ui.image.error", pending === "FAILED" ? status?.instant_clone_pending_image_error : undefined],
  ];
}
