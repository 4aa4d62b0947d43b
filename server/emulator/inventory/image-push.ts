import type { PendingImageStatus } from "../data/inventory-types";
import type { BaseVmInfo, VcenterInventory } from "../data/seed-vcenter-inventory";

// The image lifecycle an instant-clone pool or farm goes through after a push image (pools) or an immediate
// maintenance with a new image (farms), on the emulator's clock, as the OpenAPI 2212 describes it in
// DesktopPoolProvisioningStatusData and FarmProvisioningStatusInfo: the pending image is PENDING_PUBLISH, then
// PUBLISHING with a progress, then READY (held as READY_HELD when it was pushed to chosen machines only) or
// FAILED with its error. A READY image becomes the current one at the push's start time; its machines follow
// by the log-off policy, and a machine that cannot take it stops the rest when the push stops at the first error.

/** How long each publishing step lasts: one pending, three publishing (progress in thirds). */
export const IMAGE_PUBLISH_STEP_MS = 15_000;
const PUBLISH_STEPS = 3;

/** One push in progress: what the pod was asked, and when. */
export interface ImagePush {
  /** When publishing began (the request). */
  requestedAt: number;
  /** When machines get the image (start_time, or the request when unset or past). */
  startTime: number;
  parentVmId: string;
  snapshotId: string;
  logoffPolicy: "FORCE_LOGOFF" | "WAIT_FOR_LOGOFF";
  stopOnFirstError: boolean;
  addVirtualTpm: boolean;
  /** Pushed to chosen machines only: the image is held (READY_HELD) until promoted or cancelled. */
  selectiveIds: readonly string[] | null;
  /** Why publishing fails, decided when the push is accepted (null: it succeeds). */
  failure: string | null;
}

/** The pending image's state at a moment: where publishing is, and its progress. */
export function publishStage(
  push: ImagePush,
  now: number,
): { state: NonNullable<PendingImageStatus["instant_clone_pending_image_state"]>; progress: number } {
  const elapsed = now - push.requestedAt;
  if (elapsed < IMAGE_PUBLISH_STEP_MS) return { state: "PENDING_PUBLISH", progress: 0 };
  const publishing = elapsed - IMAGE_PUBLISH_STEP_MS;
  if (publishing < PUBLISH_STEPS * IMAGE_PUBLISH_STEP_MS)
    return {
      state: "PUBLISHING",
      progress: Math.floor((publishing / (PUBLISH_STEPS * IMAGE_PUBLISH_STEP_MS)) * 100),
    };
  if (push.failure !== null) return { state: "FAILED", progress: 100 };
  return { state: push.selectiveIds ? "READY_HELD" : "READY", progress: 100 };
}

/**
 * Why a vCenter refuses to publish an image for the pool or farm, or null. A new image in another datacenter
 * than the current one is refused at once (the OpenAPI: "must be in the same datacenter"); an image of another
 * operating system family is accepted and fails while publishing, as ClonePrep does on a real pod.
 */
export function imageRefusal(
  inventory: VcenterInventory | undefined,
  currentVmId: string | undefined,
  parentVmId: string,
  snapshotId: string,
): { key: string; message: string } | null {
  const vm = inventory?.baseVms.find((item) => item.id === parentVmId);
  if (!inventory || !vm)
    return { key: "inventory.parent.vm.not.found", message: `No base image VM ${parentVmId} in the vCenter` };
  if (!(inventory.snapshotsByVm.get(parentVmId) ?? []).some((item) => item.id === snapshotId))
    return {
      key: "inventory.snapshot.not.found",
      message: `Snapshot ${snapshotId} is not a snapshot of ${vm.name}`,
    };
  const current = inventory.baseVms.find((item) => item.id === currentVmId);
  if (current && current.datacenter_id !== vm.datacenter_id)
    return {
      key: "inventory.parent.vm.datacenter.invalid",
      message: `${vm.name} is not in the datacenter of the current image ${current.name}`,
    };
  return null;
}

const osFamily = (vm: BaseVmInfo | undefined) =>
  vm?.operating_system.startsWith("WINDOWS") ? "WINDOWS" : "OTHER";

/** The publishing error an image will meet, decided from the images (see imageRefusal), or null. */
export function publishFailure(
  inventory: VcenterInventory | undefined,
  currentVmId: string | undefined,
  parentVmId: string,
): string | null {
  const current = inventory?.baseVms.find((item) => item.id === currentVmId);
  const next = inventory?.baseVms.find((item) => item.id === parentVmId);
  if (!current || !next || osFamily(current) === osFamily(next)) return null;
  return `ClonePrep failed: ${next.name} runs ${next.operating_system_display_name}, the machines run ${current.operating_system_display_name}`;
}

/** Writes a push's pending-image fields at a moment; answers whether anything changed. */
export function writePendingImage(status: PendingImageStatus, push: ImagePush, now: number): boolean {
  const { state, progress } = publishStage(push, now);
  const before = JSON.stringify(status);
  status.instant_clone_pending_image_state = state;
  status.instant_clone_pending_image_progress = progress;
  status.instant_clone_pending_image_parent_vm_id = push.parentVmId;
  status.instant_clone_pending_image_snapshot_id = push.snapshotId;
  if (state === "FAILED" && push.failure !== null) {
    status.instant_clone_pending_image_error = push.failure;
    status.last_provisioning_error = `Push image failed: ${push.failure}`;
    status.last_provisioning_error_time = push.requestedAt + (PUBLISH_STEPS + 1) * IMAGE_PUBLISH_STEP_MS;
  } else delete status.instant_clone_pending_image_error;
  return JSON.stringify(status) !== before;
}

/** Removes every pending-image field (the image was promoted, cancelled or is pushed again). */
export function clearPendingImage(status: PendingImageStatus): void {
  delete status.instant_clone_pending_image_state;
  delete status.instant_clone_pending_image_progress;
  delete status.instant_clone_pending_image_parent_vm_id;
  delete status.instant_clone_pending_image_snapshot_id;
  delete status.instant_clone_pending_image_error;
  delete status.instant_clone_pending_im_stream_id;
  delete status.instant_clone_pending_im_tag_id;
}

/** A member (machine or RDS host) as the image rollout sees it. */
export interface ImageMember {
  name: string;
  /** A member in error cannot be recreated from the new image. */
  inError: boolean;
  hasSession: boolean;
  logOff(): void;
  takeImage(parentVmId: string, snapshotId: string): void;
}

/**
 * Rolls an image out to members: members with a session are logged off first under FORCE_LOGOFF and skipped
 * (they take the image at their next log off) under WAIT_FOR_LOGOFF; a member in error fails, and the rollout
 * stops there when the push stops at the first error. Answers the error to record, or null.
 */
export function rollOut(
  members: readonly ImageMember[],
  push: Pick<ImagePush, "parentVmId" | "snapshotId" | "logoffPolicy" | "stopOnFirstError">,
): string | null {
  const failures: string[] = [];
  for (const member of members) {
    if (member.inError) {
      failures.push(member.name);
      if (push.stopOnFirstError) return `Push image stopped at ${member.name}: it could not be recreated`;
      continue;
    }
    if (member.hasSession) {
      if (push.logoffPolicy === "WAIT_FOR_LOGOFF") continue;
      member.logOff();
    }
    member.takeImage(push.parentVmId, push.snapshotId);
  }
  return failures.length === 0 ? null : `Push image could not recreate ${failures.join(", ")}`;
}

/** What a push needs of the pool or farm it runs on. */
export interface ImageOwner {
  /** The owner's status data, or undefined once the owner is gone. */
  status(): PendingImageStatus | undefined;
  /** Its members, or only those with the given ids. */
  members(ids?: readonly string[]): ImageMember[];
  /** Makes the image the owner's current one. */
  makeCurrent(parentVmId: string, snapshotId: string): void;
  /** The operation is over (done, failed or cancelled). */
  finished(): void;
}

interface RunningPush {
  push: ImagePush;
  owner: ImageOwner;
  heldRolledOut: boolean;
}

/** The pushes running on one emulator, moved along by `advance` before every answer. */
export class ImagePushes {
  private readonly running = new Map<string, RunningPush>();

  start(id: string, push: ImagePush, owner: ImageOwner, now: number): void {
    this.running.set(id, { push, owner, heldRolledOut: false });
    const status = owner.status();
    if (status) {
      clearPendingImage(status);
      writePendingImage(status, push, now);
    }
  }

  get(id: string): ImagePush | undefined {
    return this.running.get(id)?.push;
  }

  /** Drops a push and its pending image (cancel). */
  cancel(id: string): void {
    const running = this.running.get(id);
    this.running.delete(id);
    const status = running?.owner.status();
    if (!running || !status) return;
    clearPendingImage(status);
    running.owner.finished();
  }

  /** Makes a held image current on every member (promote-pending-image); false when none is held. */
  promoteHeld(id: string, now: number): boolean {
    const running = this.running.get(id);
    if (!running || publishStage(running.push, now).state !== "READY_HELD") return false;
    this.complete(id, running);
    return true;
  }

  /** Moves every push to where the clock says; answers whether anything changed. */
  advance(now: number): boolean {
    let changed = false;
    for (const [id, running] of this.running) {
      const status = running.owner.status();
      if (!status) {
        this.running.delete(id);
        continue;
      }
      changed = writePendingImage(status, running.push, now) || changed;
      const { state } = publishStage(running.push, now);
      if (state === "FAILED") {
        this.running.delete(id);
        running.owner.finished();
        changed = true;
      } else if (state === "READY_HELD" && !running.heldRolledOut) {
        running.heldRolledOut = true;
        rollOut(running.owner.members(running.push.selectiveIds ?? []), running.push);
        changed = true;
      } else if (state === "READY" && now >= running.push.startTime) {
        this.complete(id, running);
        changed = true;
      }
    }
    return changed;
  }

  private complete(id: string, running: RunningPush): void {
    this.running.delete(id);
    const status = running.owner.status();
    if (!status) return;
    const { parentVmId, snapshotId } = running.push;
    running.owner.makeCurrent(parentVmId, snapshotId);
    clearPendingImage(status);
    const error = rollOut(running.owner.members(), running.push);
    if (error !== null) {
      status.last_provisioning_error = error;
      status.last_provisioning_error_time = Math.max(running.push.startTime, running.push.requestedAt);
    }
    running.owner.finished();
  }
}
