import type { SectionAction } from "../../ui/actions/section-action";
import { LazyImagePushInput } from "../../ui/image-push/lazy-image-push-input";
import {
  imagePushInitial,
  imagePushRequest,
  isImagePushComplete,
} from "../../ui/image-push/image-push.model";
import { cancelPushImageCall, promotePendingImageCall, schedulePushImageCall } from "./api/pool-image-calls";
import type { DesktopPoolRow } from "./desktop-pools.types";

const IMAGE = { id: "image", label: "desktopPools.action.image" };
/** Pushing a new image needs POOL_SVI_IMAGE_MANAGEMENT on the pool's access group (OpenAPI 2212, spec 000 §6). */
const PRIVILEGE = "POOL_SVI_IMAGE_MANAGEMENT";

const statusOf = (pool: DesktopPoolRow) => pool.provisioning_status_data;
const isInstantClone = (pool: DesktopPoolRow) => pool.type === "AUTOMATED" && pool.source === "INSTANT_CLONE";
const operation = (pool: DesktopPoolRow) => statusOf(pool)?.instant_clone_operation ?? "NONE";
const pendingState = (pool: DesktopPoolRow) => statusOf(pool)?.instant_clone_pending_image_state;

/** A scheduled push can be cancelled until it starts, and a held image until it is promoted. */
function isCancellable(pool: DesktopPoolRow): boolean {
  if (operation(pool) !== "SCHEDULE_PUSH_IMAGE") return false;
  if (pendingState(pool) === "READY_HELD") return true;
  const start = statusOf(pool)?.instant_clone_push_image_settings?.start_time;
  return start !== undefined && start > Date.now();
}

/**
 * The image actions of an instant-clone pool: push a new image now or at a time (or reschedule one not yet
 * started), cancel it, promote an image held for some machines, and retry a push whose publishing failed.
 */
export function poolImageActions(): SectionAction<DesktopPoolRow>[] {
  return [
    {
      id: "push-image",
      label: "desktopPools.action.pushImage",
      privilege: PRIVILEGE,
      selection: "one",
      group: IMAGE,
      appliesTo: (pool) => isInstantClone(pool) && operation(pool) === "NONE",
      confirm: { title: "desktopPools.pushImage.title", question: "desktopPools.pushImage.question" },
      input: {
        initial: imagePushInitial(),
        render: (values, set, [pool]) => (
          <LazyImagePushInput
            values={values}
            set={set}
            vcenterId={pool?.vcenter_id ?? ""}
            ignoredReasons={["UNSUPPORTED_OS_FOR_FARM"]}
          />
        ),
        isComplete: (values) => isImagePushComplete(values),
      },
      request: {
        kind: "item",
        call: (pool, values) => schedulePushImageCall(pool.id, imagePushRequest(values)),
      },
      success: "desktopPools.outcome.imagePushScheduled",
    },
    {
      id: "cancel-push-image",
      label: "desktopPools.action.cancelPushImage",
      privilege: PRIVILEGE,
      selection: "one",
      group: IMAGE,
      variant: "danger",
      appliesTo: (pool) => isInstantClone(pool) && isCancellable(pool),
      confirm: {
        title: "desktopPools.cancelPushImage.title",
        question: "desktopPools.cancelPushImage.question",
      },
      request: { kind: "item", call: (pool) => cancelPushImageCall(pool.id) },
      success: "desktopPools.outcome.imagePushCancelled",
    },
    {
      id: "promote-pending-image",
      label: "desktopPools.action.promotePendingImage",
      privilege: PRIVILEGE,
      selection: "one",
      group: IMAGE,
      appliesTo: (pool) => isInstantClone(pool) && pendingState(pool) === "READY_HELD",
      confirm: {
        title: "desktopPools.promotePendingImage.title",
        question: "desktopPools.promotePendingImage.question",
      },
      request: { kind: "item", call: (pool) => promotePendingImageCall(pool.id) },
      success: "desktopPools.outcome.imagePromoted",
    },
    {
      id: "retry-push-image",
      label: "desktopPools.action.retryPushImage",
      privilege: PRIVILEGE,
      selection: "one",
      group: IMAGE,
      appliesTo: (pool) =>
        isInstantClone(pool) &&
        operation(pool) === "NONE" &&
        pendingState(pool) === "FAILED" &&
        statusOf(pool)?.instant_clone_pending_image_parent_vm_id !== undefined,
      confirm: {
        title: "desktopPools.retryPushImage.title",
        question: "desktopPools.retryPushImage.question",
      },
      request: {
        kind: "item",
        // The same image, settings and stop rule as the failed push, starting now.
        call: (pool) => {
          const status = statusOf(pool);
          const settings = status?.instant_clone_push_image_settings;
          return schedulePushImageCall(pool.id, {
            parentVmId: status?.instant_clone_pending_image_parent_vm_id ?? "",
            snapshotId: status?.instant_clone_pending_image_snapshot_id ?? "",
            logoffPolicy: settings?.logoff_policy ?? "WAIT_FOR_LOGOFF",
            stopOnFirstError: settings?.stop_on_first_error !== false,
          });
        },
      },
      success: "desktopPools.outcome.imagePushScheduled",
    },
  ];
}
