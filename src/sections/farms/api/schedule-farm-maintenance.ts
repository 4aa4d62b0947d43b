import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";
import type { ImagePushRequest } from "../../../ui/image-push/image-push.model";
import type { LogoffPolicy, MaintenancePeriod } from "../farms.types";

/** A maintenance schedule as the console asks for it. */
export interface MaintenanceRequest {
  mode: "IMMEDIATE" | "RECURRING";
  logoffPolicy: LogoffPolicy;
  /** Recurring only. */
  period?: MaintenancePeriod;
  /** Recurring only: hh:mm, 24 hours. */
  startTime?: string;
  /** Weekly 1-7 (Sunday first), monthly 1-31. */
  startIndex?: number;
  /** Immediate only: a new image to publish and roll out (the farm's push image), and when. */
  image?: ImagePushRequest;
}

/** A push image as FarmMaintenanceSpec fields: the image, its start and whether to stop at the first error. */
function imageOf({ image }: MaintenanceRequest) {
  if (!image) return {};
  return {
    parent_vm_id: image.parentVmId,
    snapshot_id: image.snapshotId,
    stop_on_first_error: image.stopOnFirstError,
    ...(image.startTime === undefined ? {} : { next_scheduled_time: image.startTime }),
  };
}

/** Schedules immediate or recurring maintenance of an instant-clone farm's RDS hosts. */
export function scheduleFarmMaintenanceCall(farmId: string, request: MaintenanceRequest): ApiCall {
  const recurring =
    request.mode === "RECURRING"
      ? {
          recurring_maintenance_settings: {
            maintenance_period: request.period ?? "DAILY",
            start_time: request.startTime ?? "08:00",
            maintenance_period_frequency: 1,
            ...(request.period !== "DAILY" && request.startIndex !== undefined
              ? { start_index: request.startIndex }
              : {}),
          },
        }
      : {};
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/inventory/v1/farms/{id}/action/schedule-maintenance", { id: farmId }),
    body: {
      maintenance_mode: request.mode,
      logoff_policy: request.logoffPolicy,
      ...recurring,
      ...imageOf(request),
    },
  };
}
