import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { sendApiCall } from "../../core/http/api-call";
import { restApi } from "../../core/http/api-clients";
import { updateApplicationPoolCall } from "./api/update-application-pool";
import { getApplicationPool } from "./api/get-application-pool";
import { ApplicationPoolSection } from "./application-pool-section";
import type { ApplicationPool } from "./application-pools.types";

// Spec 001 §3 application pool settings (category folder, shortcuts, restrictions, anti-affinity,
// multi-session) and the application's icon, against an in-process emulator held to the 2212 file.

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

async function applications(): Promise<ApplicationPool[]> {
  return restApi.get("/inventory/v4/application-pools?size=1000").json<ApplicationPool[]>();
}

async function seededInFolder(): Promise<ApplicationPool> {
  const found = (await applications()).find(
    (application) => application.category_folder_name === "Office" && application.farm_id,
  );
  if (!found) throw new Error("the seed has no farm application in the Office folder");
  return found;
}

describe("application pool settings and icon (spec 001 §3)", { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the category folder and shortcuts, and edits folder, restrictions, anti-affinity and multi-session", async () => {
    await signedInEmulator("admin");
    const application = await seededInFolder();
    render(<ApplicationPoolSection applicationId={application.id} />);
    expect(await screen.findByText("Office")).toBeInTheDocument();
    expect(screen.getByText("Start menu")).toBeInTheDocument();
    expect(await screen.findByText("none (the agent's icon)")).toBeInTheDocument();

    fireEvent.click(await screen.findByRole("button", { name: "Edit…" }));
    const dialog = await screen.findByRole("dialog", { name: `Edit ${application.name}` });
    const folder = within(dialog).getByRole("combobox", { name: "Category folder" });
    expect(folder).toHaveValue("Office");
    // The pod's folders are offered; a new one may be typed.
    await waitFor(() => expect(dialog.querySelector(`datalist option[value="Office"]`)).not.toBeNull());
    fireEvent.change(folder, { target: { value: "Office\\a:b" } });
    // A field's message shows once the administrator leaves it (decision 0031).
    fireEvent.blur(folder);
    expect(within(dialog).getByText(/Use up to 4 folders separated by/)).toBeInTheDocument();
    fireEvent.change(folder, { target: { value: "Office\\Editors" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Start menu" }));
    expect(within(dialog).getByText("Choose where the category folder's shortcuts go.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Desktop" }));
    fireEvent.change(
      within(dialog).getByRole("textbox", {
        name: "Connection server restrictions (tags, separated by commas)",
      }),
      { target: { value: "Internal, External" } },
    );
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Client restrictions" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Anti-affinity rules" }));
    fireEvent.change(
      within(dialog).getByRole("textbox", {
        name: "Anti-affinity patterns (separated by commas; * and ? are wildcards)",
      }),
      { target: { value: "*pad.exe, calc.exe" } },
    );
    const count = within(dialog).getByRole("textbox", { name: "Anti-affinity count" });
    fireEvent.change(count, { target: { value: "21" } });
    fireEvent.blur(count);
    expect(within(dialog).getByText("Enter a whole number from 1 to 20.")).toBeInTheDocument();
    fireEvent.change(count, { target: { value: "3" } });
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Multi-session mode" }), {
      target: { value: "ENABLED_ENFORCED" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Maximum multi-sessions per user" }), {
      target: { value: "4" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await getApplicationPool(application.id)).toMatchObject({
      category_folder_name: "Office\\Editors",
      shortcut_locations: ["DESKTOP"],
      cs_restriction_tags: ["Internal", "External"],
      enable_client_restrictions: true,
      anti_affinity_data: { anti_affinity_count: 3, anti_affinity_patterns: ["*pad.exe", "calc.exe"] },
      multi_session_mode: "ENABLED_ENFORCED",
      max_multi_sessions: 4,
    });
    expect(await screen.findByText("Office\\Editors")).toBeInTheDocument();
  });

  it("keeps an application's settings when an operator with POOL_ENABLE only disables it (a full update body)", async () => {
    await signedInEmulator("custom");
    const application = await seededInFolder();
    await sendApiCall(updateApplicationPoolCall(application, { enabled: false }));
    expect(await getApplicationPool(application.id)).toMatchObject({
      enabled: false,
      category_folder_name: "Office",
      shortcut_locations: application.shortcut_locations,
    });
  });

  it("shows the custom icon as an image from its data, and the icon's failure, no-permission and not-offered states", async () => {
    const { emulator } = await signedInEmulator("admin");
    const application = await seededInFolder();
    const created = await restApi
      .post({ data: PNG, width: 16, height: 16 }, "/inventory/v1/application-icons")
      .res();
    const iconId = created.headers.get("Location")?.split("/").pop() ?? "";
    await restApi
      .post({ icon_id: iconId }, `/inventory/v1/application-pools/${application.id}/action/add-custom-icon`)
      .res();
    const iconPath = /^\/rest\/inventory\/v1\/application-icons$/;
    const { unmount } = render(<ApplicationPoolSection applicationId={application.id} />);
    const image = await screen.findByRole("img", { name: "Current custom icon" });
    expect(image).toHaveAttribute("src", `data:image/png;base64,${PNG}`);
    unmount();

    emulator.faults.failWith({ method: "GET", path: iconPath }, 500, { times: 1 });
    const failed = render(<ApplicationPoolSection applicationId={application.id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("img", { name: "Current custom icon" })).toBeInTheDocument();
    failed.unmount();

    emulator.faults.failWith({ method: "GET", path: iconPath }, 403, {
      times: 1,
      body: { status: 403, errors: [{ error_key: "insufficient.privilege", error_message: "POOL_VIEW" }] },
    });
    const refused = render(<ApplicationPoolSection applicationId={application.id} />);
    expect(
      await screen.findByText("You are not allowed to see this application's icons."),
    ).toBeInTheDocument();
    refused.unmount();

    // A pod without the icon calls answers as a servlet does for a path it does not map.
    emulator.faults.failWith({ method: "GET", path: iconPath }, 404, {
      times: 1,
      body: { timestamp: 0, status: 404, error: "Not Found", path: "/rest/inventory/v1/application-icons" },
    });
    render(<ApplicationPoolSection applicationId={application.id} />);
    expect(await screen.findByText("Custom icons are not available on this pod.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
  });
});
