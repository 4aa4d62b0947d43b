import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { restApi } from "../../core/http/api-clients";
import { IMAGE_PUBLISH_STEP_MS } from "../../../server/emulator/inventory/image-push";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { DesktopPoolSection } from "./desktop-pool-section";

async function poolId(name: string): Promise<string> {
  const filter = JSON.stringify({ type: "Equals", name: "name", value: name });
  const [pool] = await restApi
    .get(`/inventory/v6/desktop-pools?filter=${encodeURIComponent(filter)}`)
    .json<{ id: string }[]>();
  if (!pool) throw new Error(`the seeded pool ${name} is missing`);
  return pool.id;
}

/** Opens the Image menu of the pool's page and picks an entry. */
async function openImageAction(label: string) {
  const actions = await screen.findByRole("group", { name: "Desktop pool actions" });
  fireEvent.click(within(actions).getByRole("button", { name: "Image" }));
  fireEvent.click(await screen.findByRole("menuitem", { name: label }));
  return screen.findByRole("dialog", { name: label });
}

describe("instant-clone pool image actions", { timeout: 60_000 }, () => {
  it("schedules a push image with the pickers, shows its states on the summary, and cancels it", async () => {
    const { emulator } = await signedInEmulator("admin");
    const id = await poolId("Sales-Win11-01");
    render(<DesktopPoolSection poolId={id} />);
    await screen.findByRole("heading", { name: "Sales-Win11-01" });
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Ready");

    const dialog = await openImageAction("Schedule push image");
    const confirm = within(dialog).getByRole("button", { name: "Schedule push image" });
    expect(confirm).toBeDisabled();
    fireEvent.click(await within(dialog).findByRole("radio", { name: "win10-22h2-gold" }));
    fireEvent.click(await within(dialog).findByRole("radio", { name: "Patched 2026-10" }));
    fireEvent.click(within(dialog).getByRole("radio", { name: "At a date and time" }));
    // The spec's defaults: the next 8:00, wait for users to log off, stop at the first error.
    expect(within(dialog).getByLabelText("Start at")).toBeVisible();
    expect(within(dialog).getByLabelText("Signed-in users")).toHaveValue("WAIT_FOR_LOGOFF");
    expect(within(dialog).getByRole("checkbox", { name: "Stop at the first error" })).toBeChecked();
    expect(dialog).toHaveTextContent("schedule-push-image");
    fireEvent.click(confirm);
    await screen.findByText("Push image scheduled for Sales-Win11-01.");
    await waitFor(() =>
      expect(screen.getByRole("tabpanel")).toHaveTextContent("New image waiting to publish"),
    );

    emulator.clock.advance(2 * IMAGE_PUBLISH_STEP_MS);
    const cancel = await openImageAction("Cancel push image");
    fireEvent.click(within(cancel).getByRole("button", { name: "Cancel push image" }));
    await screen.findByText("Push image of Sales-Win11-01 cancelled.");
    await waitFor(() => expect(screen.getByRole("tabpanel")).not.toHaveTextContent("New image"));
  });

  it("shows why a push failed and retries it", async () => {
    const { emulator } = await signedInEmulator("admin");
    const id = await poolId("Sales-Win11-01");
    const pool = await restApi.get(`/inventory/v6/desktop-pools/${id}`).json<{
      provisioning_settings: { parent_vm_id: string };
    }>();
    const vc = pool.provisioning_settings.parent_vm_id.slice(3, -2);
    // A Linux image for a Windows pool: accepted, then publishing fails (see the emulator's image-push).
    await restApi
      .post(
        { parent_vm_id: `vm-${vc}04`, snapshot_id: `snapshot-${vc}041`, logoff_policy: "FORCE_LOGOFF" },
        `/inventory/v1/desktop-pools/${id}/action/schedule-push-image`,
      )
      .res();
    emulator.clock.advance(4 * IMAGE_PUBLISH_STEP_MS);
    render(<DesktopPoolSection poolId={id} />);
    await screen.findByRole("heading", { name: "Sales-Win11-01" });
    const summary = screen.getByRole("tabpanel");
    expect(summary).toHaveTextContent("Publishing new image failed");
    expect(summary).toHaveTextContent("ClonePrep failed");
    const retry = await openImageAction("Retry push image");
    fireEvent.click(within(retry).getByRole("button", { name: "Retry push image" }));
    await screen.findByText("Push image scheduled for Sales-Win11-01.");
    await waitFor(() =>
      expect(screen.getByRole("tabpanel")).toHaveTextContent("New image waiting to publish"),
    );
  });

  it("offers no image action to an administrator without the image privilege", async () => {
    await signedInEmulator("readonly");
    const id = await poolId("Sales-Win11-01");
    render(<DesktopPoolSection poolId={id} />);
    const actions = await screen.findByRole("group", { name: "Desktop pool actions" });
    await waitFor(() => expect(within(actions).getByRole("button", { name: "Image" })).toBeDisabled());
  });
});
