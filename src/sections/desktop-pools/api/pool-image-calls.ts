import { apiPath } from "../../../core/http/api-clients";
import type { ApiCall } from "../../../core/http/api-call";
import type { ImagePushRequest } from "../../../ui/image-push/image-push.model";

/**
 * Schedules (or, before it starts, reschedules) a push of a new image to an instant-clone pool: the
 * DesktopPoolPushImageSpec of 2212 (v1 answers 204; v2 is only needed for a push to chosen machines).
 */
export function schedulePushImageCall(poolId: string, request: ImagePushRequest): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/inventory/v1/desktop-pools/{id}/action/schedule-push-image", { id: poolId }),
    body: {
      parent_vm_id: request.parentVmId,
      snapshot_id: request.snapshotId,
      logoff_policy: request.logoffPolicy,
      stop_on_first_error: request.stopOnFirstError,
      ...(request.startTime === undefined ? {} : { start_time: request.startTime }),
    },
  };
}

/** Cancels a push image that has not started yet (or drops an image held for some machines). */
export function cancelPushImageCall(poolId: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/inventory/v1/desktop-pools/{id}/action/cancel-scheduled-push-image", { id: poolId }),
  };
}

/** Makes the image held for some machines (READY_HELD) the pool's image, on every machine. */
export function promotePendingImageCall(poolId: string): ApiCall {
  return {
    api: "rest",
    method: "POST",
    path: apiPath("/inventory/v1/desktop-pools/{id}/action/promote-pending-image", { id: poolId }),
  };
}
