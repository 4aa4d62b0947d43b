import { describe, expect, it } from "vitest";
import { SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";
import { IMAGE_PUBLISH_STEP_MS } from "../../server/emulator/inventory/image-push";
import { type TestCaller, createInventoryTestApp } from "../../server/emulator/inventory/test-app";

// The image lifecycle of instant-clone desktop pools (OpenAPI 2212: schedule-push-image v1 and v2,
// cancel-scheduled-push-image, promote-pending-image, apply-image), read back through provisioning_status_data.

const NO_IMAGE_RIGHTS: TestCaller = {
  username: "pool-manager",
  privileges: { [SALES_ACCESS_GROUP_ID]: ["POOL_VIEW", "POOL_MANAGEMENT"] },
};

type Status = Record<string, unknown>;

function setUp() {
  const emulator = createInventoryTestApp();
  const pool = emulator.store.desktopPools.all.find(
    (item) =>
      item.source === "INSTANT_CLONE" &&
      item.provisioning_settings?.parent_vm_id.endsWith("01") &&
      emulator.store.machines.all.some((machine) => machine.desktop_pool_id === item.id),
  );
  const fullClone = emulator.store.desktopPools.all.find((item) => item.source === "VIRTUAL_CENTER");
  if (!pool?.provisioning_settings || !fullClone)
    throw new Error("the seed lacks an instant-clone or full-clone pool");
  // The same vCenter's Windows 10 image (vm-<vc>02) and its second snapshot: same OS family, same datacenter.
  const vc = pool.provisioning_settings.parent_vm_id.slice(3, -2);
  const image = { parent_vm_id: `vm-${vc}02`, snapshot_id: `snapshot-${vc}022` };
  const linux = { parent_vm_id: `vm-${vc}04`, snapshot_id: `snapshot-${vc}041` };
  const action = (name: string, version = 1) =>
    `/rest/inventory/v${version}/desktop-pools/${pool.id}/action/${name}`;
  const status = async (): Promise<Status> => {
    const answer = (await (
      await emulator.request("GET", `/rest/inventory/v6/desktop-pools/${pool.id}`)
    ).json()) as {
      provisioning_status_data: Status;
    };
    return answer.provisioning_status_data;
  };
  return { emulator, pool, fullClone, image, linux, action, status };
}

async function errorKey(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errors?: { error_key: string }[] };
  return body.errors?.[0]?.error_key;
}

describe("instant-clone pool push image", () => {
  it("publishes the new image, holds it until its start time, then makes it current on the machines", async () => {
    const { emulator, pool, image, action, status } = setUp();
    const start = emulator.clock.now + 2 * 3_600_000;
    const scheduled = await emulator.request("POST", action("schedule-push-image"), {
      body: { ...image, logoff_policy: "FORCE_LOGOFF", start_time: start },
    });
    expect(scheduled.status).toBe(204);
    expect(await status()).toMatchObject({
      instant_clone_operation: "SCHEDULE_PUSH_IMAGE",
      instant_clone_pending_image_state: "PENDING_PUBLISH",
      instant_clone_pending_image_parent_vm_id: image.parent_vm_id,
      instant_clone_pending_image_snapshot_id: image.snapshot_id,
      instant_clone_push_image_settings: {
        start_time: start,
        logoff_policy: "FORCE_LOGOFF",
        stop_on_first_error: true,
      },
    });
    emulator.clock.now += 2 * IMAGE_PUBLISH_STEP_MS;
    expect(await status()).toMatchObject({
      instant_clone_pending_image_state: "PUBLISHING",
      instant_clone_pending_image_progress: 33,
    });
    emulator.clock.now += 3 * IMAGE_PUBLISH_STEP_MS;
    expect(await status()).toMatchObject({ instant_clone_pending_image_state: "READY" });
    // A reschedule changes the start time only.
    const other = await emulator.request("POST", action("schedule-push-image"), {
      body: { ...image, logoff_policy: "WAIT_FOR_LOGOFF", start_time: start },
    });
    expect(await errorKey(other)).toBe("inventory.desktop.pool.push.image.reschedule.invalid");
    const sooner = emulator.clock.now + 60_000;
    expect(
      (
        await emulator.request("POST", action("schedule-push-image"), {
          body: { ...image, logoff_policy: "FORCE_LOGOFF", start_time: sooner },
        })
      ).status,
    ).toBe(204);
    emulator.clock.now = sooner;
    const done = await status();
    expect(done.instant_clone_operation).toBe("NONE");
    expect(done.instant_clone_pending_image_state).toBeUndefined();
    expect(emulator.store.desktopPools.get(pool.id)?.provisioning_settings).toMatchObject({
      parent_vm_id: image.parent_vm_id,
      base_snapshot_id: image.snapshot_id,
    });
    const machines = emulator.store.machines.all.filter(
      (machine) =>
        machine.desktop_pool_id === pool.id && !["ERROR", "PROVISIONING_ERROR"].includes(machine.state),
    );
    expect(machines.length).toBeGreaterThan(0);
    for (const machine of machines)
      expect(machine.managed_machine_data?.base_vm_snapshot_id).toBe(image.snapshot_id);
  });

  it("fails an image of another operating system with its reason, and a new push clears the failure", async () => {
    const { emulator, image, linux, action, status } = setUp();
    await emulator.request("POST", action("schedule-push-image"), {
      body: { ...linux, logoff_policy: "WAIT_FOR_LOGOFF" },
    });
    emulator.clock.now += 4 * IMAGE_PUBLISH_STEP_MS;
    const failed = await status();
    expect(failed).toMatchObject({
      instant_clone_operation: "NONE",
      instant_clone_pending_image_state: "FAILED",
    });
    expect(String(failed.instant_clone_pending_image_error)).toMatch(/ClonePrep failed/);
    expect(String(failed.last_provisioning_error)).toMatch(/^Push image failed/);
    expect(
      (
        await emulator.request("POST", action("schedule-push-image"), {
          body: { ...image, logoff_policy: "WAIT_FOR_LOGOFF" },
        })
      ).status,
    ).toBe(204);
    const retried = await status();
    expect(retried.instant_clone_pending_image_state).toBe("PENDING_PUBLISH");
    expect(retried.instant_clone_pending_image_error).toBeUndefined();
    expect(retried.last_provisioning_error).toBeUndefined();
  });

  it("cancels a push before its start time only", async () => {
    const { emulator, image, action, status } = setUp();
    expect(await errorKey(await emulator.request("POST", action("cancel-scheduled-push-image")))).toBe(
      "inventory.desktop.pool.no.scheduled.push.image",
    );
    await emulator.request("POST", action("schedule-push-image"), {
      body: { ...image, logoff_policy: "WAIT_FOR_LOGOFF", start_time: emulator.clock.now + 3_600_000 },
    });
    const busy = await emulator.request("POST", action("schedule-push-image"), {
      body: { ...image, snapshot_id: image.snapshot_id.replace(/2$/, "1"), logoff_policy: "WAIT_FOR_LOGOFF" },
    });
    expect(await errorKey(busy)).toBe("inventory.desktop.pool.push.image.reschedule.invalid");
    expect((await emulator.request("POST", action("cancel-scheduled-push-image"))).status).toBe(204);
    const cancelled = await status();
    expect(cancelled.instant_clone_operation).toBe("NONE");
    expect(cancelled.instant_clone_pending_image_state).toBeUndefined();
    expect(cancelled.instant_clone_push_image_settings).toBeUndefined();
  });

  it("holds a selective push as READY_HELD, applies it per machine, then promotes it", async () => {
    const { emulator, pool, image, action, status } = setUp();
    const [first, second] = emulator.store.machines.all.filter(
      (machine) => machine.desktop_pool_id === pool.id,
    );
    if (!first) throw new Error("the pool has no machine");
    const noneHeld = await emulator.request("POST", action("promote-pending-image"));
    expect(await errorKey(noneHeld)).toBe("inventory.desktop.pool.no.pending.image");
    const answer = await emulator.request("POST", action("schedule-push-image", 2), {
      body: {
        ...image,
        logoff_policy: "FORCE_LOGOFF",
        selective_push_image: true,
        machine_ids: [first.id, "nope"],
      },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { status_code: number }[]).map((item) => item.status_code)).toEqual([
      200, 404,
    ]);
    emulator.clock.now += 4 * IMAGE_PUBLISH_STEP_MS;
    expect(await status()).toMatchObject({
      instant_clone_operation: "SCHEDULE_PUSH_IMAGE",
      instant_clone_pending_image_state: "READY_HELD",
    });
    expect(emulator.store.machines.get(first.id)?.managed_machine_data?.base_vm_snapshot_id).toBe(
      image.snapshot_id,
    );
    if (second) {
      const applied = await emulator.request("POST", `${action("apply-image")}?pending_image=true`, {
        body: [second.id],
      });
      expect(((await applied.json()) as { status_code: number }[])[0]?.status_code).toBe(
        ["ERROR", "PROVISIONING_ERROR"].includes(second.state) ? 400 : 200,
      );
    }
    expect((await emulator.request("POST", action("promote-pending-image"))).status).toBe(204);
    expect((await status()).instant_clone_operation).toBe("NONE");
    expect(emulator.store.desktopPools.get(pool.id)?.provisioning_settings?.base_snapshot_id).toBe(
      image.snapshot_id,
    );
  });

  it("refuses what a pod refuses: another pool type, an unknown or foreign image, no image privilege", async () => {
    const { emulator, pool, fullClone, image, action } = setUp();
    const body = { ...image, logoff_policy: "WAIT_FOR_LOGOFF" };
    expect(
      await errorKey(
        await emulator.request(
          "POST",
          `/rest/inventory/v1/desktop-pools/${fullClone.id}/action/schedule-push-image`,
          {
            body,
          },
        ),
      ),
    ).toBe("inventory.desktop.pool.not.instant.clone");
    const cases: [unknown, string | undefined][] = [
      [{ ...body, parent_vm_id: "vm-999" }, "inventory.parent.vm.not.found"],
      [{ ...body, snapshot_id: "snapshot-999" }, "inventory.snapshot.not.found"],
      [{ ...body, logoff_policy: "LATER" }, "invalid.request.body"],
      [{ ...body, blackout_times: [] }, "invalid.request.body"],
      [{ logoff_policy: "WAIT_FOR_LOGOFF" }, "inventory.desktop.pool.push.image.invalid"],
    ];
    for (const [spec, key] of cases)
      expect(
        await errorKey(await emulator.request("POST", action("schedule-push-image"), { body: spec })),
      ).toBe(key);
    const refused = await emulator.request("POST", action("schedule-push-image"), {
      body,
      caller: {
        ...NO_IMAGE_RIGHTS,
        privileges: { [pool.access_group_id]: ["POOL_VIEW", "POOL_MANAGEMENT"] },
      },
    });
    expect(refused.status).toBe(403);
  });
});
